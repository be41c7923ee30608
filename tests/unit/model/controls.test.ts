import { describe, expect, it } from 'vitest';
import { actionBar, voiceControls } from '../../../src/shared/model/contacts/controls';
import { makeContact } from '../../../src/shared/model/contacts/types';
import { agentConn, chat, customerConn, thirdPartyConn, voiceCall } from './support/fixtures';

describe('action bar by state', () => {
  it('incoming shows accept and reject, or nothing with auto-accept', () => {
    expect(actionBar(chat('c'), 'incoming')).toEqual({ kind: 'incoming', acceptReject: true });
    expect(actionBar(chat('c', { isAutoAcceptEnabled: true }), 'incoming')).toEqual({ kind: 'incoming', acceptReject: false });
  });
  it('active shows end, with pause for tasks and emails', () => {
    expect(actionBar(chat('c'), 'connected')).toEqual({ kind: 'active', pauseResume: false });
    expect(actionBar(makeContact({ contactId: 't', type: 'task', state: 'paused' }), 'paused')).toEqual({ kind: 'active', pauseResume: true });
  });
  it('after-work offers create task, missed does not', () => {
    expect(actionBar(chat('c'), 'acw')).toEqual({ kind: 'wrap-up', createTask: true });
    expect(actionBar(chat('c'), 'missed')).toEqual({ kind: 'wrap-up', createTask: false });
  });
});

describe('voice controls', () => {
  const agent = { softphoneEnabled: false, canRecord: true };
  it('shows mute only with softphone or a multiparty contact', () => {
    expect(voiceControls(voiceCall('v'), 'connected', agent).mute).toBe(false);
    expect(voiceControls(voiceCall('v', { isMultiparty: true }), 'connected', agent).mute).toBe(true);
    expect(voiceControls(voiceCall('v'), 'connected', { ...agent, softphoneEnabled: true }).mute).toBe(true);
  });
  it('disables the more menu, hold and conference under supervision', () => {
    const supervised = voiceCall('v', { supervision: { ...voiceCall('v').supervision, isAgentUnderSupervision: true } });
    const c = voiceControls(supervised, 'connected', agent);
    expect([c.moreMenuEnabled, c.holdEnabled, c.conferenceEnabled]).toEqual([false, false, false]);
  });
  it('disables silent monitor with two active participants and barge when another manager barged', () => {
    const base = voiceCall('v');
    const sup = { ...base.supervision, monitorEnabled: true, bargeEnabled: true };
    const threeWay = voiceCall('v', { supervision: sup, connections: [agentConn('connected'), customerConn('connected'), thirdPartyConn('t', 'connected')] });
    expect(voiceControls(threeWay, 'joined', agent).silentMonitorEnabled).toBe(false);
    expect(voiceControls(voiceCall('v', { supervision: sup }), 'connected', agent).silentMonitorEnabled).toBe(true);
    expect(voiceControls(voiceCall('v', { supervision: { ...sup, otherManagerBarged: true } }), 'connected', agent).bargeEnabled).toBe(false);
  });
  it('shows the recording toggle only when permitted, enabled, connected and not a conference', () => {
    const rec = voiceCall('v', { recording: { enabled: true, status: 'recording' } });
    expect(voiceControls(rec, 'connected', agent).recordingToggle).toBe(true);
    expect(voiceControls(rec, 'joined', agent).recordingToggle).toBe(false);
    expect(voiceControls(rec, 'connected', { ...agent, canRecord: false }).recordingToggle).toBe(false);
    expect(voiceControls(rec, 'acw', agent).recordingToggle).toBe(false);
  });
});
