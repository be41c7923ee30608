import { describe, expect, it } from 'vitest';
import {
  chatVariant,
  deriveContactStatus,
  isActiveStatus,
  isAfterContactWork,
  isAutoClearStatus,
  type StatusContext,
} from '../../../src/shared/domain/contact-status';
import { NO_PROGRESS } from '../../../src/shared/domain/contact';
import { agentConn, customerConn, thirdPartyConn, voiceCall, chat } from './support/fixtures';

const none: StatusContext = { agentState: null };
const agentError = (name: string, type: 'error' | 'system' = 'error'): StatusContext => ({ agentState: { type, name } });

describe('derived status: missed', () => {
  it('is missed when in error with the customer connected and the agent disconnected', () => {
    const c = voiceCall('c1', { state: 'error', connections: [agentConn('disconnected'), customerConn('connected')] });
    expect(deriveContactStatus(c, none)).toBe('missed');
  });
  it('is not missed when the customer has also gone', () => {
    const c = voiceCall('c1', { state: 'error', connections: [agentConn('disconnected'), customerConn('disconnected')] });
    expect(deriveContactStatus(c, none)).toBe('error');
  });
  it('is missed when the library says missed', () => {
    expect(deriveContactStatus(voiceCall('c1', { state: 'missed' }), none)).toBe('missed');
  });
});

describe('derived status: rejected', () => {
  it('is rejected when in error with the customer connected and the agent rejected', () => {
    const c = chat('c1', { state: 'error', connections: [agentConn('rejected'), customerConn('connected')] });
    expect(deriveContactStatus(c, none)).toBe('rejected');
  });
  it('is rejected when the status is rejected', () => {
    expect(deriveContactStatus(chat('c1', { state: 'rejected' }), none)).toBe('rejected');
  });
});

describe('derived status: error-name mapping (agent in system or error state)', () => {
  const errored = (type: 'voice' | 'queue_callback' = 'voice') =>
    voiceCall('c1', { type, state: 'error', connections: [agentConn('disconnected'), customerConn('disconnected')] });

  it('maps missed-call-agent to missed', () => {
    expect(deriveContactStatus(errored(), agentError('MissedCallAgent'))).toBe('missed');
  });
  it.each([
    ['FailedConnectCustomer', 'failed-connect-customer'],
    ['FailedConnectAgent', 'failed-connect-agent'],
    ['AgentHungUp', 'agent-hungup'],
  ])('maps %s to itself (%s)', (name, status) => {
    expect(deriveContactStatus(errored(), agentError(name, 'system'))).toBe(status);
  });
  it('gives missed-callback by default for a queue callback', () => {
    expect(deriveContactStatus(errored('queue_callback'), agentError('SomethingElse'))).toBe('missed-callback');
  });
  it('gives plain error by default for other contacts', () => {
    expect(deriveContactStatus(errored('voice'), agentError('SomethingElse'))).toBe('error');
  });
  it('ignores the agent error name when the agent is not in a system or error state', () => {
    expect(deriveContactStatus(errored(), { agentState: { type: 'routable', name: 'FailedConnectAgent' } })).toBe('error');
  });
});

describe('derived status: no-longer-available', () => {
  it('applies when the agent is connecting, the customer disconnected and no third party is live', () => {
    const c = voiceCall('c1', { state: 'connecting', connections: [agentConn('connecting'), customerConn('disconnected')] });
    expect(deriveContactStatus(c, none)).toBe('no-longer-available');
  });
  it('does not apply while a third party is still live', () => {
    const c = voiceCall('c1', {
      state: 'connecting',
      isInbound: false,
      connections: [agentConn('connecting'), customerConn('disconnected'), thirdPartyConn('tp', 'connected')],
    });
    expect(deriveContactStatus(c, none)).toBe('connecting');
  });
});

describe('derived status: incoming', () => {
  const ringing = { state: 'connecting' as const, connections: [agentConn('connecting'), customerConn('connected')] };
  it('is incoming: inbound, connecting, agent connecting', () => {
    expect(deriveContactStatus(voiceCall('c1', ringing), none)).toBe('incoming');
  });
  it('is not incoming for a queue callback', () => {
    expect(deriveContactStatus(voiceCall('c1', { ...ringing, type: 'queue_callback' }), none)).toBe('connecting');
  });
  it('is not incoming for a campaign preview', () => {
    expect(deriveContactStatus(voiceCall('c1', { ...ringing, isCampaignPreview: true }), none)).toBe('connecting');
  });
  it('is not incoming for an outbound call', () => {
    expect(deriveContactStatus(voiceCall('c1', { ...ringing, isInbound: false }), none)).toBe('connecting');
  });
  it('shows connecting once accept succeeded, before the library catches up', () => {
    const progress = { ...NO_PROGRESS, acceptSuccess: true };
    expect(deriveContactStatus(voiceCall('c1', ringing), { agentState: null, progress })).toBe('connecting');
  });
});

describe('derived status: joined and hold display for connected voice', () => {
  it('shows joined when two parties besides the agent are connected', () => {
    const c = voiceCall('c1', {
      connections: [agentConn('connected'), customerConn('connected'), thirdPartyConn('tp', 'connected')],
    });
    expect(deriveContactStatus(c, none)).toBe('joined');
  });
  it('shows hold when the customer connection is on hold', () => {
    const c = voiceCall('c1', { connections: [agentConn('connected'), customerConn('hold')] });
    expect(deriveContactStatus(c, none)).toBe('hold');
  });
  it('shows hold for the customer held while the agent talks to a third party (the heading speaks for the customer)', () => {
    const c = voiceCall('c1', {
      connections: [agentConn('connected'), customerConn('hold'), thirdPartyConn('tp', 'connected')],
    });
    expect(deriveContactStatus(c, none)).toBe('hold');
  });
  it('shows connected when only the third party is held', () => {
    const c = voiceCall('c1', {
      connections: [agentConn('connected'), customerConn('connected'), thirdPartyConn('tp', 'hold')],
    });
    expect(deriveContactStatus(c, none)).toBe('connected');
  });
  it('does not apply joined or hold to chats', () => {
    const c = chat('c1', { connections: [agentConn('connected'), customerConn('hold')] });
    expect(deriveContactStatus(c, none)).toBe('connected');
  });
  it('shows barge for a barging supervisor', () => {
    const c = voiceCall('c1', { connections: [agentConn('barge'), customerConn('connected')] });
    expect(deriveContactStatus(c, none)).toBe('barge');
  });
});

describe('status groups', () => {
  it('active means connected, connecting or paused', () => {
    expect(['connected', 'connecting', 'paused', 'hold', 'joined'].every((s) => isActiveStatus(s as never))).toBe(true);
    expect(['incoming', 'acw', 'ended', 'missed'].some((s) => isActiveStatus(s as never))).toBe(false);
  });
  it('after-contact work applies when status is ended or acw', () => {
    expect(isAfterContactWork('ended')).toBe(true);
    expect(isAfterContactWork('acw')).toBe(true);
    expect(isAfterContactWork('connected')).toBe(false);
  });
  it('failed-connect states and no-longer-available are auto-cleared', () => {
    expect(isAutoClearStatus('failed-connect-agent')).toBe(true);
    expect(isAutoClearStatus('failed-connect-customer')).toBe(true);
    expect(isAutoClearStatus('no-longer-available')).toBe(true);
    expect(isAutoClearStatus('missed')).toBe(false);
  });
  it('acw and paused pass through', () => {
    expect(deriveContactStatus(chat('c', { state: 'acw' }), none)).toBe('acw');
    expect(deriveContactStatus(chat('c', { state: 'paused' }), none)).toBe('paused');
  });
  it('chat subtypes have their connected variants', () => {
    expect(chatVariant('connect:SMS')).toBe('connected-sms');
    expect(chatVariant('connect:WhatsApp')).toBe('connect-whatsapp');
    expect(chatVariant('connect:Apple')).toBe('connect-apple');
    expect(chatVariant('connect:Chat')).toBe('connected-web');
  });
});
