import { describe, expect, it } from 'vitest';
import {
  acceptBlockedByMonitoring,
  bargeBlock,
  chatMonitorAllowance,
  otherMode,
  silentMonitorBlock,
  supervisedAgentControls,
  type SupervisorFacts,
} from '../../../src/shared/rules/supervision';

const facts = (over: Partial<SupervisorFacts> = {}): SupervisorFacts => ({
  mode: 'silent_monitor',
  silentMonitorEnabled: true,
  bargeEnabled: true,
  hasMonitorPermission: true,
  hasBargePermission: true,
  activeConnections: 3,
  otherManagerBarged: false,
  agentUnderSupervision: false,
  ...over,
});

describe('supervision rules', () => {
  it('silent monitor must be enabled for the contact and permitted', () => {
    expect(silentMonitorBlock(facts())).toBeNull();
    expect(silentMonitorBlock(facts({ silentMonitorEnabled: false }))).toBe('not-enabled');
    expect(silentMonitorBlock(facts({ hasMonitorPermission: false }))).toBe('not-permitted');
  });

  it('silent monitor is disabled with two active participants (the supervisor and one other)', () => {
    expect(silentMonitorBlock(facts({ mode: 'barge', activeConnections: 2 }))).toBe('two-active-participants');
    expect(silentMonitorBlock(facts({ mode: 'barge', activeConnections: 4 }))).toBeNull();
  });

  it('barge must be enabled and permitted, and is disabled under supervision or when another manager barged in', () => {
    expect(bargeBlock(facts())).toBeNull();
    expect(bargeBlock(facts({ bargeEnabled: false }))).toBe('not-enabled');
    expect(bargeBlock(facts({ hasBargePermission: false }))).toBe('not-permitted');
    expect(bargeBlock(facts({ agentUnderSupervision: true }))).toBe('under-supervision');
    expect(bargeBlock(facts({ otherManagerBarged: true }))).toBe('other-manager-barged');
    // Not being enabled wins over the others: it is the first thing an admin would change.
    expect(bargeBlock(facts({ bargeEnabled: false, otherManagerBarged: true }))).toBe('not-enabled');
  });

  it('the switch goes from silent monitor to barge and back', () => {
    expect(otherMode('silent_monitor')).toBe('barge');
    expect(otherMode('barge')).toBe('silent_monitor');
  });

  it('accepting a new call is blocked while monitoring', () => {
    expect(acceptBlockedByMonitoring(0)).toBe(false);
    expect(acceptBlockedByMonitoring(1)).toBe(true);
  });

  it('chat: silent monitoring only reads; barge may type and send; both keep transfer, receipts, quick responses, add participant off', () => {
    expect(chatMonitorAllowance(null)).toEqual({ typing: true, sending: true, receipts: true, transfer: true, quickResponses: true, addParticipant: true });
    expect(chatMonitorAllowance('silent_monitor')).toEqual({ typing: false, sending: false, receipts: false, transfer: false, quickResponses: false, addParticipant: false });
    expect(chatMonitorAllowance('barge')).toEqual({ typing: true, sending: true, receipts: false, transfer: false, quickResponses: false, addParticipant: false });
  });

  it('a supervised agent loses the more menu, hold, conference, quick connects and create task', () => {
    expect(supervisedAgentControls(false)).toEqual({ moreMenu: true, hold: true, conference: true, quickConnects: true, createTask: true });
    expect(supervisedAgentControls(true)).toEqual({ moreMenu: false, hold: false, conference: false, quickConnects: false, createTask: false });
  });
});
