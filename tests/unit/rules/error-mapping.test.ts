import { describe, expect, it } from 'vitest';
import { toPortFailure } from '../../../src/shared/domain/errors';
import { createTaskError, outboundCallError, pauseError, resumeError } from '../../../src/shared/rules/error-mapping';

describe('outbound call failure mapping', () => {
  it('UNDIALABLE in the message gives unsupported country', () => {
    expect(outboundCallError({ type: 'BadRequest', message: 'Number UNDIALABLE here' }).errorName).toBe('unsupported_country');
  });
  it('InvalidConfigurationException gives invalid outbound configuration', () => {
    expect(outboundCallError({ type: 'InvalidConfigurationException' }).errorName).toBe('invalid_outbound_configuration');
  });
  it('UnknownError gives outbound call failed with the server message', () => {
    const e = outboundCallError({ type: 'UnknownError', message: 'boom' });
    expect(e.errorName).toBe('outbound_call_failed');
    expect(e.serverMessage).toBe('boom');
  });
  it('ThrottledException gives throttled', () => {
    expect(outboundCallError({ type: 'ThrottledException' }).errorName).toBe('throttled');
  });
  it('anything else gives invalid number', () => {
    expect(outboundCallError(new Error('x')).errorName).toBe('invalid_number');
  });
  it('reads streams failures that arrive as JSON strings', () => {
    expect(outboundCallError('{"type":"ThrottledException","message":""}').errorName).toBe('throttled');
  });
});

describe('pause, resume and create-task failure mapping', () => {
  it('QuotaExceededException on pause gives the pause-limit error', () => {
    expect(pauseError({ type: 'QuotaExceededException' }).errorName).toBe('pause_quota_exceeded');
    expect(pauseError({ type: 'Other' }).errorName).toBe('contact_could_not_be_paused');
  });
  it('a resume failure gives could not be resumed', () => {
    expect(resumeError('x').errorName).toBe('contact_could_not_be_resumed');
  });
  it('a quota exception on create task gives the service-limit error', () => {
    expect(createTaskError({ type: 'QuotaExceededException' }).errorName).toBe('task_quota_exceeded');
    expect(createTaskError({}).errorName).toBe('create_task_failed');
  });
  it('normalises unknown failures to an empty failure', () => {
    expect(toPortFailure(42)).toEqual({});
    expect(toPortFailure('not json')).toEqual({ message: 'not json' });
  });
});
