import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/shared/domain/clock';
import { CcpError } from '../../../src/shared/domain/errors';
import { stateFailureToast } from '../../../src/shared/model/intents/agent-intents';
import { withCallTimeouts } from '../../../src/shared/model/port-timeouts';
import type { CcpPort } from '../../../src/shared/model/port';

const never = () => new Promise<void>(() => undefined);

function port(setAgentState: () => Promise<void>): CcpPort {
  return {
    capabilities: new Set(['logs']),
    agent: { setAgentState },
    contacts: { accept: async () => undefined, reject: never, clear: never, holdConnection: never, resumeConnection: never },
    session: { downloadLogs: never },
  } as unknown as CcpPort;
}

describe('port call timeouts', () => {
  it('fails a call the library never answers with request_timed_out, after the timeout and not before', async () => {
    const clock = new ManualClock();
    const wrapped = withCallTimeouts(port(never), clock, 10_000);
    let outcome: unknown = 'pending';
    wrapped.agent.setAgentState({ name: 'Lunch' } as never).catch((e) => (outcome = e));
    clock.advance(9_999);
    await Promise.resolve();
    expect(outcome).toBe('pending');
    clock.advance(1);
    await Promise.resolve();
    expect(outcome).toBeInstanceOf(CcpError);
    expect((outcome as CcpError).errorName).toBe('request_timed_out');
  });

  it('passes answers and failures through, keeps capabilities, and leaves uploads and downloads untimed', async () => {
    const clock = new ManualClock();
    const refused = { statusCode: 403, type: 'AccessDeniedException' };
    const wrapped = withCallTimeouts(port(() => Promise.reject(refused)), clock, 10);
    await expect(wrapped.agent.setAgentState({ name: 'Lunch' } as never)).rejects.toBe(refused);
    await expect(wrapped.contacts.accept('c1')).resolves.toBeUndefined();
    expect(wrapped.capabilities.has('logs')).toBe(true);
    let logs: unknown = 'pending';
    wrapped.session!.downloadLogs!().catch((e) => (logs = e));
    clock.advance(60_000);
    await Promise.resolve();
    expect(logs).toBe('pending');
  });
});

describe('a failed status change says why', () => {
  it('names a refused sign-in, refused access and no answer, whatever shape the library gives', () => {
    expect(stateFailureToast(new CcpError('authorization_failed'))).toBe('agent_state_unauthorized');
    expect(stateFailureToast(JSON.stringify({ type: 'UnauthorizedException', statusCode: 401 }))).toBe('agent_state_unauthorized');
    expect(stateFailureToast({ type: 'AccessDeniedException', statusCode: 403 })).toBe('agent_state_access_denied');
    expect(stateFailureToast(new CcpError('request_timed_out'))).toBe('agent_state_timed_out');
    expect(stateFailureToast({ type: 'InvalidStateException', statusCode: 400 })).toBe('agent_state_set_failed');
  });
});

describe('a late answer after a timeout', () => {
  it("takes away the stale 'did not answer in time' warning once the action went through; a late refusal keeps it", async () => {
    const { attempt, named } = await import('../../../src/shared/model/intents/deps');
    const { createAlertsStore } = await import('../../../src/shared/model/alerts/alerts');
    for (const [answer, kept] of [['went through', 0], ['refused', 1]] as const) {
      const clock = new ManualClock();
      const alerts = createAlertsStore(clock);
      let settle!: (ok: boolean) => void;
      const hold = () => new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('refused')))));
      const wrapped = withCallTimeouts({ ...port(never), contacts: { ...port(never).contacts, holdConnection: hold } } as unknown as CcpPort, clock, 10_000);
      const action = attempt({ alerts }, () => wrapped.contacts.holdConnection('c1', 'k1'), named('hold_contact_failed'), 'c1');
      clock.advance(10_000);
      await expect(action).rejects.toMatchObject({ errorName: 'request_timed_out' });
      expect(alerts.list.value.map((a) => a.type), answer).toEqual(['request_timed_out']);
      // The outage ends; the library's answer arrives.
      settle(answer === 'went through');
      await new Promise((r) => setTimeout(r, 0));
      expect(alerts.list.value.filter((a) => a.type === 'request_timed_out'), answer).toHaveLength(kept);
    }
  });
});
