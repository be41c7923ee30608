import type { AlertsStore } from '../alerts/alerts';
import type { Clock } from '../../domain/clock';
import { deepEqual } from '../equal';
import { batch, computed, signal, type ReadonlySignal } from '../signals';
import { defaultChannel } from '../../rules/channels';
import { showsStatusTimer } from '../../rules/agent-status';
import { nextInitFailure } from '../../rules/start-up-failures';
import {
  AGENT_INIT_TIMEOUT_MS,
  CHANNEL_TAB_ORDER,
  DEFAULT_PAGE_OPTIONS,
  type AccessDeniedReason,
  type AgentConfiguration,
  type AgentPermission,
  type AgentStateDefinition,
  type AvailabilityState,
  type Channel,
  type InitFailure,
  type InitPhase,
  type PageOptions,
} from '../../domain/agent';

export interface AgentStore {
  readonly configuration: ReadonlySignal<AgentConfiguration | null>;
  readonly states: ReadonlySignal<readonly AgentStateDefinition[]>;
  readonly currentState: ReadonlySignal<AvailabilityState | null>;
  readonly nextState: ReadonlySignal<AvailabilityState | null>;
  /** The last state the agent was in that was not an error or system state; the default-error reset goes back here. */
  readonly lastChosenState: ReadonlySignal<AvailabilityState | null>;
  readonly pageOptions: ReadonlySignal<PageOptions>;
  readonly initPhase: ReadonlySignal<InitPhase>;
  readonly isInitialized: ReadonlySignal<boolean>;
  /** Why start-up failed, while it has (initPhase 'failed'); null otherwise. */
  readonly initFailure: ReadonlySignal<InitFailure | null>;
  readonly disasterRecoveryOn: ReadonlySignal<boolean>;
  /** Set once access is denied; the shell then shows only the Access Denied page. */
  readonly accessDenied: ReadonlySignal<AccessDeniedReason | null>;
  /** Channels whose routing-profile concurrency is above 0. */
  readonly enabledChannels: ReadonlySignal<ReadonlySet<Channel>>;
  readonly defaultChannel: ReadonlySignal<Channel | null>;
  readonly permissions: ReadonlySignal<ReadonlySet<string>>;
  readonly dialableCountries: ReadonlySignal<readonly string[]>;
  readonly statusDurationMs: ReadonlySignal<number>;
  readonly showsStatusTimer: ReadonlySignal<boolean>;
  readonly canDialOutbound: ReadonlySignal<boolean>;
  readonly canCreateTask: ReadonlySignal<boolean>;
  readonly canCreateEmail: ReadonlySignal<boolean>;
  hasPermission(permission: AgentPermission): boolean;

  // Update functions, called by adapters with plain data.
  applyConfiguration(configuration: AgentConfiguration): void;
  applyAgentStates(states: readonly AgentStateDefinition[]): void;
  applyAvailability(current: AvailabilityState | null, next?: AvailabilityState | null): void;
  applyPageOptions(options: Partial<PageOptions>): void;
  applyDisasterRecovery(on: boolean): void;
  applyAccessDenied(reason: AccessDeniedReason): void;
  /** A start-up failure the host reported; ignored once the agent is initialised. */
  applyInitFailure(failure: InitFailure): void;
  /** The host found that failure untrue after all (the CCP frame answered late: it was signed in). */
  withdrawInitFailure(failure: InitFailure): void;
  markInitialized(): void;
  markUninitialized(): void;
  dispose(): void;
}

export function enabledChannelsOf(configuration: AgentConfiguration | null): ReadonlySet<Channel> {
  const concurrency = configuration?.routingProfile.channelConcurrency ?? {};
  return new Set(CHANNEL_TAB_ORDER.filter((c) => (concurrency[c] ?? 0) > 0));
}

export function createAgentStore(deps: { clock: Clock; now: ReadonlySignal<number>; alerts: AlertsStore }): AgentStore {
  const { clock, now, alerts } = deps;
  const configuration = signal<AgentConfiguration | null>(null);
  const states = signal<readonly AgentStateDefinition[]>([]);
  const currentState = signal<AvailabilityState | null>(null);
  const nextState = signal<AvailabilityState | null>(null);
  const lastChosenState = signal<AvailabilityState | null>(null);
  const pageOptions = signal<PageOptions>(DEFAULT_PAGE_OPTIONS);
  const initPhase = signal<InitPhase>('initializing');
  const initFailure = signal<InitFailure | null>(null);
  const disasterRecoveryOn = signal(false);
  const accessDenied = signal<AccessDeniedReason | null>(null);

  const enabledChannels = computed(() => enabledChannelsOf(configuration.value));
  const permissions = computed<ReadonlySet<string>>(() => new Set(configuration.value?.permissions ?? []));
  const has = (p: AgentPermission): boolean => permissions.value.has(p);

  const failStartUp = (failure: InitFailure) => {
    if (initPhase.peek() === 'initialized') return;
    batch(() => {
      initFailure.value = nextInitFailure(initFailure.peek(), failure);
      initPhase.value = 'failed';
    });
  };
  // The panel says why rather than 'initializing' once 20 s pass without initialisation.
  let timedOut = false;
  const cancelInitTimer = clock.setTimeout(() => ((timedOut = true), failStartUp('AgentNotInitialized')), AGENT_INIT_TIMEOUT_MS);

  return {
    configuration,
    states,
    currentState,
    nextState,
    lastChosenState,
    pageOptions,
    initPhase,
    isInitialized: computed(() => initPhase.value === 'initialized'),
    initFailure,
    disasterRecoveryOn,
    accessDenied,
    enabledChannels,
    defaultChannel: computed(() => defaultChannel(enabledChannels.value)),
    permissions,
    dialableCountries: computed(() => configuration.value?.dialableCountries ?? []),
    statusDurationMs: computed(() => {
      const state = currentState.value;
      return state ? Math.max(0, now.value - state.startTimestamp) : 0;
    }),
    showsStatusTimer: computed(() => showsStatusTimer(currentState.value)),
    canDialOutbound: computed(() => enabledChannels.value.has('voice') && has('outboundCall')),
    canCreateTask: computed(() => enabledChannels.value.has('task') && !has('restrictTaskCreation')),
    canCreateEmail: computed(() => enabledChannels.value.has('email') && has('outboundEmail')),
    hasPermission: has,

    applyConfiguration(next) {
      const previous = configuration.peek();
      if (deepEqual(previous, next)) return;
      batch(() => {
        configuration.value = next;
        if (previous) notifyChannelAccessChanges(alerts, enabledChannelsOf(previous), enabledChannelsOf(next));
      });
    },
    applyAgentStates(list) {
      if (!deepEqual(states.peek(), list)) states.value = [...list];
    },
    applyAvailability(current, next = null) {
      batch(() => {
        if (!deepEqual(currentState.peek(), current)) currentState.value = current;
        if (!deepEqual(nextState.peek(), next)) nextState.value = next;
        if (current && current.type !== 'error' && current.type !== 'system' && current.type !== 'init') {
          lastChosenState.value = current;
        }
      });
    },
    applyPageOptions(options) {
      const merged = { ...pageOptions.peek(), ...options };
      if (!deepEqual(merged, pageOptions.peek())) pageOptions.value = merged;
    },
    applyDisasterRecovery(on) {
      disasterRecoveryOn.value = on;
    },
    applyAccessDenied(reason) {
      accessDenied.value = reason;
    },
    applyInitFailure: failStartUp,
    withdrawInitFailure(failure) {
      if (initFailure.peek() !== failure) return;
      batch(() => {
        initFailure.value = timedOut ? 'AgentNotInitialized' : null;
        initPhase.value = timedOut ? 'failed' : 'initializing';
      });
    },
    markInitialized() {
      cancelInitTimer();
      batch(() => {
        initFailure.value = null;
        initPhase.value = 'initialized';
      });
    },
    markUninitialized() {
      initPhase.value = 'initializing';
    },
    dispose() {
      cancelInitTimer();
    },
  };
}

/** Channel access can be added or revoked at runtime; the agent is told which. */
function notifyChannelAccessChanges(alerts: AlertsStore, before: ReadonlySet<Channel>, after: ReadonlySet<Channel>): void {
  for (const channel of CHANNEL_TAB_ORDER) {
    if (after.has(channel) && !before.has(channel)) {
      alerts.add({ level: 'info', type: 'channel_access_added', messageParams: { channel } });
    } else if (before.has(channel) && !after.has(channel)) {
      alerts.add({ level: 'warning', type: 'channel_access_revoked', messageParams: { channel } });
    }
  }
}
