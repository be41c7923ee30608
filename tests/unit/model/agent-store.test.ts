import { describe, expect, it } from 'vitest';
import { createAgentStore } from '../../../src/shared/model/agent/agent';
import { createAlertsStore } from '../../../src/shared/model/alerts/alerts';
import { ManualClock } from '../../../src/shared/domain/clock';
import { signal } from '../../../src/shared/model/signals';
import { configuration } from './support/fixtures';

function setup() {
  const clock = new ManualClock(1_000_000);
  const now = signal(clock.now());
  const alerts = createAlertsStore(clock);
  const agent = createAgentStore({ clock, now, alerts });
  return { clock, now, alerts, agent };
}

describe('agent store', () => {
  it('enables channels from routing-profile concurrency above 0', () => {
    const { agent } = setup();
    agent.applyConfiguration(configuration({ routingProfile: { ...configuration().routingProfile, channelConcurrency: { voice: 0, chat: 3, email: 1 } } }));
    expect([...agent.enabledChannels.value]).toEqual(['chat', 'email']);
    expect(agent.defaultChannel.value).toBe('chat');
  });
  it('counts status duration from the current state start, with the injected clock', () => {
    const { agent, now } = setup();
    agent.applyAvailability({ name: 'Lunch', type: 'not_routable', startTimestamp: 990_000 });
    expect(agent.statusDurationMs.value).toBe(10_000);
    now.value = 1_005_000;
    expect(agent.statusDurationMs.value).toBe(15_000);
    expect(agent.showsStatusTimer.value).toBe(true);
  });
  it('moves from initializing to initialized', () => {
    const { agent } = setup();
    expect(agent.initPhase.value).toBe('initializing');
    agent.markInitialized();
    expect(agent.isInitialized.value).toBe(true);
  });
  it('shows failed when initialisation takes longer than 20 s', () => {
    const { agent, clock } = setup();
    clock.advance(19_999);
    expect(agent.initPhase.value).toBe('initializing');
    clock.advance(1);
    expect(agent.initPhase.value).toBe('failed');
    expect(agent.initFailure.value).toBe('AgentNotInitialized');
    agent.markInitialized();
    expect(agent.initPhase.value).toBe('initialized');
    expect(agent.initFailure.value).toBeNull();
  });
  it('says why start-up failed, keeping the more specific cause, and nothing once initialised', () => {
    const { agent, clock } = setup();
    agent.applyInitFailure('MissingAuthToken');
    expect([agent.initPhase.value, agent.initFailure.value]).toEqual(['failed', 'MissingAuthToken']);
    clock.advance(20_000);
    expect(agent.initFailure.value).toBe('MissingAuthToken');
    agent.withdrawInitFailure('MissingAuthToken');
    expect([agent.initPhase.value, agent.initFailure.value]).toEqual(['failed', 'AgentNotInitialized']);
    agent.markInitialized();
    agent.applyInitFailure('AuthException');
    expect([agent.initPhase.value, agent.initFailure.value]).toEqual(['initialized', null]);
  });
  it('notifies channel access added and revoked at runtime, not on the first configuration', () => {
    const { agent, alerts } = setup();
    agent.applyConfiguration(configuration());
    expect(alerts.list.value).toHaveLength(0);
    const rp = configuration().routingProfile;
    agent.applyConfiguration(configuration({ routingProfile: { ...rp, channelConcurrency: { voice: 1, chat: 2, email: 1 } } }));
    expect(alerts.list.value.map((a) => [a.type, a.messageParams?.channel])).toEqual([
      ['channel_access_revoked', 'task'],
      ['channel_access_added', 'email'],
    ]);
  });
  it('derives permissions: outbound calls, task creation, email creation', () => {
    const { agent } = setup();
    agent.applyConfiguration(configuration({ permissions: ['outboundCall', 'restrictTaskCreation'] }));
    expect(agent.canDialOutbound.value).toBe(true);
    expect(agent.canCreateTask.value).toBe(false);
    expect(agent.canCreateEmail.value).toBe(false);
  });
  it('remembers the last chosen state, not system or error states', () => {
    const { agent } = setup();
    agent.applyAvailability({ name: 'Lunch', type: 'not_routable', startTimestamp: 1 });
    agent.applyAvailability({ name: 'Default', type: 'error', startTimestamp: 2 });
    expect(agent.lastChosenState.value?.name).toBe('Lunch');
  });
  it('does not notify when an equal configuration arrives again', () => {
    const { agent } = setup();
    agent.applyConfiguration(configuration());
    const first = agent.configuration.value;
    agent.applyConfiguration(configuration());
    expect(agent.configuration.value).toBe(first);
  });
});

describe('access denied', () => {
  it('records why access was denied', () => {
    const { agent } = setup();
    expect(agent.accessDenied.value).toBeNull();
    agent.applyAccessDenied('ip-restriction');
    expect(agent.accessDenied.value).toBe('ip-restriction');
  });
});
