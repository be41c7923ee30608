import { describe, expect, it } from 'vitest';
import { actionBar, voiceControls } from '../../../src/shared/model/contacts/controls';
import { acceptBlocked, supervisorControls } from '../../../src/shared/model/contacts/supervision';
import { NO_PROGRESS } from '../../../src/shared/domain/contact';
import { makeContact } from '../../../src/shared/domain/contact';
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
  const agent = { softphoneEnabled: false, canRecord: true, canDialOutbound: true };
  it('shows mute only with softphone or a multiparty contact', () => {
    expect(voiceControls(voiceCall('v'), 'connected', agent).mute).toBe(false);
    expect(voiceControls(voiceCall('v', { isMultiparty: true }), 'connected', agent).mute).toBe(true);
    expect(voiceControls(voiceCall('v'), 'connected', { ...agent, softphoneEnabled: true }).mute).toBe(true);
  });
  it('offers quick connects only with the outboundCall permission (§6)', () => {
    const call = voiceCall('v');
    expect(voiceControls(call, 'connected', agent).addParticipant).toBe(true);
    expect(voiceControls(call, 'connected', { ...agent, canDialOutbound: false }).addParticipant).toBe(false);
  });
  it('disables the more menu, hold and conference under supervision', () => {
    const supervised = voiceCall('v', { supervision: { ...voiceCall('v').supervision, isAgentUnderSupervision: true } });
    const c = voiceControls(supervised, 'connected', agent);
    expect([c.moreMenuEnabled, c.holdEnabled, c.conferenceEnabled, c.quickConnectsEnabled]).toEqual([false, false, false, false]);
  });
  it('shows the recording toggle only when permitted, enabled, connected and not a conference', () => {
    const rec = voiceCall('v', { recording: { enabled: true, status: 'recording' } });
    expect(voiceControls(rec, 'connected', agent).recordingToggle).toBe(true);
    expect(voiceControls(rec, 'joined', agent).recordingToggle).toBe(false);
    expect(voiceControls(rec, 'connected', { ...agent, canRecord: false }).recordingToggle).toBe(false);
    expect(voiceControls(rec, 'acw', agent).recordingToggle).toBe(false);
  });
});

describe('supervisor controls', () => {
  const both = { monitor: true, bargeIn: true };
  // The supervisor's own leg first, then the monitored agent and the customer (as Connect Local and streams give it).
  const monitored = (mode: 'silent_monitor' | 'barge', extra: Partial<ReturnType<typeof voiceCall>['supervision']> = {}, parties = 2) =>
    voiceCall('m', {
      supervision: { ...voiceCall('m').supervision, mode, monitorEnabled: true, bargeEnabled: true, ...extra },
      connections: [agentConn(mode), thirdPartyConn('alex', 'connected', { endpoint: { type: 'agent', name: 'Alex' } }), customerConn('connected')].slice(0, parties + 1),
    });

  it('offers nothing on a contact the agent does not monitor', () => {
    expect(supervisorControls(voiceCall('v'), NO_PROGRESS, both)).toBeNull();
  });
  it('offers barge while silent, and silent monitor while barged', () => {
    expect(supervisorControls(monitored('silent_monitor'), NO_PROGRESS, both)).toEqual({ mode: 'silent_monitor', switchingTo: null, silentMonitor: null, barge: null });
    expect(supervisorControls(monitored('barge'), { ...NO_PROGRESS, monitorModeChange: 'silent_monitor' }, both)?.switchingTo).toBe('silent_monitor');
  });
  it('silent monitor is disabled with two active participants; barge when another manager barged in or without permission', () => {
    expect(supervisorControls(monitored('barge', {}, 1), NO_PROGRESS, both)?.silentMonitor).toBe('two-active-participants');
    expect(supervisorControls(monitored('silent_monitor', { otherManagerBarged: true }), NO_PROGRESS, both)?.barge).toBe('other-manager-barged');
    expect(supervisorControls(monitored('silent_monitor'), NO_PROGRESS, { monitor: true, bargeIn: false })?.barge).toBe('not-permitted');
    expect(supervisorControls(monitored('silent_monitor', { bargeEnabled: false }), NO_PROGRESS, both)?.barge).toBe('not-enabled');
  });
  it('blocks accepting a call while monitoring another contact, not a chat', () => {
    const watching = monitored('silent_monitor');
    expect(acceptBlocked(voiceCall('new', { state: 'connecting' }), [watching])).toBe(true);
    expect(acceptBlocked(chat('new', { state: 'connecting' }), [watching])).toBe(false);
    expect(acceptBlocked(voiceCall('new', { state: 'connecting' }), [voiceCall('other')])).toBe(false);
  });
});
