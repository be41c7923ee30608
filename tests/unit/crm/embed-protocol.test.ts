import { describe, expect, it } from 'vitest';
import { createFloodLimit, isOurs, parseCommand } from '../../../src/shared/crm/embed-protocol';

const cmd = (body: Record<string, unknown>) => ({ protocol: 'connect-ccp-embed', version: 1, kind: 'command', id: 'c1', ...body });

describe('embedding protocol', () => {
  it('ignores messages that are not its own (streams talks through the same window)', () => {
    expect(isOurs({ event: 'up' })).toBe(false);
    expect(isOurs('connect-ccp-embed')).toBe(false);
    expect(isOurs(cmd({}))).toBe(true);
  });

  it('reads the three commands', () => {
    expect(parseCommand(cmd({ command: 'dial', number: '+12065550100' }))).toEqual({ ok: true, id: 'c1', command: { command: 'dial', number: '+12065550100' } });
    expect(parseCommand(cmd({ command: 'openContact', contactId: 'x' }))).toMatchObject({ ok: true, command: { command: 'openContact', contactId: 'x' } });
    expect(parseCommand(cmd({ command: 'setAgentStatus', status: 'Available' }))).toMatchObject({ ok: true, command: { status: 'Available' } });
  });

  it('answers other versions, malformed commands and unknown ones with errors, keeping the id when it can', () => {
    expect(parseCommand(cmd({ version: 2, command: 'dial', number: '1' }))).toMatchObject({ ok: false, id: 'c1', code: 'unsupported_version' });
    expect(parseCommand(cmd({ id: 'no spaces', command: 'dial', number: '1' }))).toMatchObject({ ok: false, id: null, code: 'malformed' });
    expect(parseCommand(cmd({ command: 'dial', number: 12 }))).toMatchObject({ ok: false, id: 'c1', code: 'invalid_address', message: 'An invalid address was supplied' });
    expect(parseCommand(cmd({ command: 'dial', number: ['+1'] }))).toMatchObject({ ok: false, code: 'invalid_address', message: 'An invalid address was supplied' });
    expect(parseCommand(cmd({ command: 'dial', number: { phoneNumber: 7 } }))).toMatchObject({ ok: false, code: 'invalid_address' });
    expect(parseCommand(cmd({ command: 'dial', number: null }))).toMatchObject({ ok: false, code: 'malformed' });
    expect(parseCommand(cmd({ command: 'dial', number: '' }))).toMatchObject({ ok: false, code: 'malformed' });
    // An address object with a phone number is an address too.
    expect(parseCommand(cmd({ command: 'dial', number: { phoneNumber: '+12065550100' } }))).toMatchObject({ ok: true, command: { command: 'dial', number: '+12065550100' } });
    expect(parseCommand(cmd({ command: 'dial', number: '1'.repeat(65) }))).toMatchObject({ ok: false, code: 'malformed' });
    expect(parseCommand(cmd({ command: 'hangUpEveryone' }))).toMatchObject({ ok: false, id: 'c1', code: 'unknown_command' });
  });

  it('limits commands per window of time', () => {
    let t = 0;
    const allow = createFloodLimit(() => t, 3, 1000);
    expect([allow(), allow(), allow(), allow()]).toEqual([true, true, true, false]);
    t = 999;
    expect(allow()).toBe(false);
    t = 1000;
    expect(allow()).toBe(true);
  });
});
