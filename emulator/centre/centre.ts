import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type AgentRuntime, agentQueues, agentStates, newRuntime } from './agents.ts';
import type { AgentStateDef, Channel, Directory } from './directory.ts';
import { ServiceError, invalidState, notFound } from './errors.ts';
import type { MonitorHooks, MonitorSession } from './monitor-session.ts';
import { METRICS_LIMITS } from '../ccp/metrics-rules.ts';
import type { ResiliencyState } from './resiliency-state.ts';
import { type ContactRecord, type ContactType, type SoftphoneMediaInfo, isAbandonedOffer } from './records.ts';

/** How the simulated world behaves; the control API can change any of it at run time. */
export interface Settings {
  /** How long an offered contact rings before it is missed. */
  ringTimeoutMs: number;
  /** Media set-up time between accepting and being connected. */
  connectDelayMs: number;
  /** How long a dialled customer or third party takes to answer when they answer by themselves. */
  answerDelayMs: number;
  /** Whether dialled customers and third parties answer by themselves (false: the control API answers). */
  autoAnswer: boolean;
  /** Whether the ccp-v2 page needs the login cookie (true exercises streams' login popup). */
  requireLogin: boolean;
  /**
   * Whether the instance offers voice enhancement (Settings' audio enhancement). Off, the agent configuration has no
   * voiceEnhancementMode and setting one fails, so the panel hides the control.
   */
  voiceEnhancement: boolean;
  /**
   * How often the ccp-v2 page puts softphone metrics, workflow events and memory snapshots (chat/task/email §9: 60 s,
   * 30 s, 30 min); a test shortens them. A page takes them when it loads.
   */
  metricsPutIntervalMs: number;
  workflowEventsPutIntervalMs: number;
  memorySnapshotIntervalMs: number;
}

export const defaultSettings = (): Settings => ({
  ringTimeoutMs: 30_000,
  connectDelayMs: 300,
  answerDelayMs: 1_000,
  autoAnswer: true,
  requireLogin: false,
  voiceEnhancement: true,
  metricsPutIntervalMs: METRICS_LIMITS.metricsPutIntervalMs,
  workflowEventsPutIntervalMs: METRICS_LIMITS.workflowEventsPutIntervalMs,
  memorySnapshotIntervalMs: METRICS_LIMITS.memorySnapshotIntervalMs,
});

/** What a 'change' event carries besides its reason: the agents it touched, or null for possibly all. */
export interface CentreChange {
  reason: string;
  agents: ReadonlySet<string> | null;
}

const CHANNEL_OF: Record<ContactType, Channel> = { voice: 'VOICE', queue_callback: 'VOICE', chat: 'CHAT', task: 'TASK', email: 'EMAIL' };

/**
 * The in-memory contact centre. Every change goes through `change()`, which bumps the version that
 * GetAgentSnapshot long-polls on and tells listeners (the simulator's event stream) what happened.
 */
export class ContactCentre {
  readonly events = new EventEmitter();
  readonly agents = new Map<string, AgentRuntime>();
  contacts: ContactRecord[] = [];
  /** Contacts waiting in a queue for their agent to become available. */
  queued: ContactRecord[] = [];
  /** Scheduled tasks not yet offered (they join `contacts` at their time). */
  scheduled: ContactRecord[] = [];
  /** Supervisors monitoring contacts (emulator/centre/monitoring.ts). */
  monitors: MonitorSession[] = [];
  /** Global resiliency: the regions and which is active (emulator/centre/resiliency.ts); null without a backup region. */
  resiliency: ResiliencyState | null = null;
  /** What a channel does when a supervisor joins, switches mode or leaves (chat adds them to the chat room). */
  readonly monitorHooks = new Map<ContactType, MonitorHooks>();
  version = 1;
  private timers = new Set<NodeJS.Timeout>();
  readonly log: { at: number; version: number; reason: string }[] = [];

  /**
   * The ICE servers one softphone call's media goes through, with credentials for that call only (emulator/media
   * sets Connect Local's own TURN server); `call` names the agent and the call.
   */
  iceServersFor: (call: string) => { urls: string[]; username?: string; credential?: string }[] = () => [];

  /**
   * Whether a softphone call's customer media is up, so the agent's invite is answered at once (emulator/media sets
   * it: a loaded customer page waits). In Amazon Connect the customer's audio is anchored in the media server before
   * the flow routes the call, so a call reaches a softphone agent only once it is; until then it waits in its queue.
   */
  customerMediaReady: () => boolean = () => true;

  /** A video call's meeting as CreateTransport(web_rtc) answers it (emulator/media sets it). */
  videoTransport?: (c: ContactRecord) => unknown;

  /** The settings Connect Local started with; a reset goes back to them. */
  private readonly initialSettings: Settings;

  constructor(
    readonly directory: Directory,
    readonly settings: Settings = defaultSettings(),
    readonly now: () => number = Date.now,
  ) {
    this.initialSettings = { ...settings };
    this.events.setMaxListeners(0);
    this.resetAgents();
  }

  private resetAgents() {
    this.agents.clear();
    for (const p of this.directory.agents) this.agents.set(p.username, newRuntime(p, this.directory, this.now()));
  }

  /**
   * Record a change: bump the version, route anything that can now be routed, and tell listeners which agents
   * it touched. Naming the agents keeps a change's cost to them (hundreds of idle agents cost nothing); without
   * names every agent is looked at, which is always correct.
   */
  change(reason: string, touched?: string | readonly string[]) {
    this.version += 1;
    this.log.push({ at: this.now(), version: this.version, reason });
    if (this.log.length > 200) this.log.splice(0, this.log.length - 200);
    const names = touched === undefined ? null : new Set(typeof touched === 'string' ? [touched] : touched);
    for (const routed of this.routeQueued()) names?.add(routed);
    this.refreshMonitors(names);
    if (names) {
      for (const n of names) {
        const a = this.agents.get(n);
        if (a) this.refreshSystemState(a);
      }
    } else {
      for (const a of this.agents.values()) this.refreshSystemState(a);
    }
    const event: CentreChange = { reason, agents: names };
    this.events.emit('change', reason, event);
  }

  /**
   * Supervisors see what happens to the contacts they monitor, so a change to an agent touches them too; a
   * monitored contact that is no longer connected ends its monitoring. Costs the number of sessions, usually none.
   */
  private refreshMonitors(names: Set<string> | null) {
    if (this.monitors.length === 0) return;
    for (const s of this.monitors) if (names?.has(s.contact.agent)) names.add(s.supervisor);
    const over = this.monitors.filter((s) => !this.contacts.includes(s.contact) || s.contact.state.type !== 'connected');
    for (const s of over) {
      s.connection.state = { type: 'disconnected', timestamp: this.now() };
      this.monitorHooks.get(s.contact.type)?.left(s);
      names?.add(s.supervisor);
    }
    if (over.length) this.monitors = this.monitors.filter((s) => !over.includes(s));
  }

  /** The contacts this user monitors, as their own snapshot lists them after their own. */
  monitorsOf(username: string): MonitorSession[] {
    return this.monitors.filter((s) => s.supervisor === username);
  }

  /** Tells watchers (the simulator) about a change outside the contact centre's data, without waking snapshot polls. */
  notify(reason: string) {
    this.events.emit('notice', reason);
  }

  /** A softphone call's media info, shaped as Amazon Connect's (signalling goes over the agent websocket). */
  softphoneMediaInfo(autoAccept: boolean, agent: string): SoftphoneMediaInfo {
    const callContextToken = randomUUID();
    const callConfig = { signalingEndpoint: 'wss://connect-local/LilyRTC', iceServers: this.iceServersFor(`${agent}.${callContextToken}`), protocol: 'LilyRTC/1.0/WSS', useWebSocketProvider: true };
    return { callType: 'audio_only', autoAccept, mediaLegContextToken: randomUUID(), callContextToken, callConfigJson: JSON.stringify(callConfig) };
  }

  /** Run `fn` after `ms` unless the centre is reset first. */
  later(ms: number, fn: () => void) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  reset() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.contacts = [];
    this.queued = [];
    this.scheduled = [];
    this.monitors = [];
    // The regions stay (they are the deployment); the first is active again.
    if (this.resiliency) this.resiliency = { ...this.resiliency, active: this.resiliency.regions[0], pending: false };
    Object.assign(this.settings, this.initialSettings);
    this.resetAgents();
    this.change('reset');
  }

  agent(username: string): AgentRuntime {
    const a = this.agents.get(username);
    if (!a) throw notFound(`No agent ${username}`);
    return a;
  }

  /** The agent as the CTI API sees it: a user without agent access is refused every call. */
  ctiAgent(username: string): AgentRuntime {
    const a = this.agent(username);
    if (!a.profile.isAgent) throw new ServiceError('AccessDeniedException', `User ${username} has no access to the Contact Control Panel`, 403);
    return a;
  }

  states(a: AgentRuntime): AgentStateDef[] {
    return agentStates(a.profile, this.directory);
  }

  queuesOf(a: AgentRuntime) {
    return agentQueues(a.profile, this.directory);
  }

  contactsOf(username: string): ContactRecord[] {
    return this.contacts.filter((c) => c.agent === username);
  }

  contact(contactId: string, username?: string): ContactRecord {
    const c = this.contacts.find((x) => x.contactId === contactId && (!username || x.agent === username));
    if (!c) throw invalidState(`Contact ${contactId} is not active for this agent`);
    return c;
  }

  /** Picks a state; while contacts are open, `enqueueNextState` defers it until they are cleared. */
  setAgentState(a: AgentRuntime, wanted: AgentStateDef, enqueueNextState: boolean) {
    if (enqueueNextState && this.contactsOf(a.profile.username).length > 0) {
      a.next = wanted;
    } else {
      a.chosen = { ...wanted, startTimestamp: this.now() };
      a.next = null;
      a.error = null;
    }
    this.change(`agent ${a.profile.username} state ${wanted.name}${a.next ? ' (next)' : ''}`, a.profile.username);
  }

  /** The state the snapshot shows: an error, else what the contacts make it, else the chosen state. */
  visibleState(a: AgentRuntime) {
    if (a.error) return { agentStateARN: null, name: a.error.name, type: 'error' as const, startTimestamp: a.error.startTimestamp };
    if (a.system) return { agentStateARN: null, name: a.system.name, type: 'system' as const, startTimestamp: a.system.startTimestamp };
    return a.chosen;
  }

  private refreshSystemState(a: AgentRuntime) {
    const name = this.systemStateName(a.profile.username);
    if (!name) {
      a.system = null;
      if (a.next && this.contactsOf(a.profile.username).length === 0) {
        a.chosen = { ...a.next, startTimestamp: this.now() };
        a.next = null;
      }
    } else if (a.system?.name !== name) {
      a.system = { name, startTimestamp: this.now() };
    }
  }

  private systemStateName(username: string): string | null {
    const mine = this.contactsOf(username);
    const live = mine.filter((c) => ['connected', 'connecting', 'incoming', 'pending', 'paused'].includes(c.state.type));
    if (live.some((c) => c.state.type === 'connected' || c.state.type === 'paused')) return 'Busy';
    const ringing = live.find((c) => c.state.type !== 'connected');
    if (ringing) return ringing.initiationMethod === 'outbound' ? 'CallingCustomer' : 'PendingBusy';
    if (mine.some((c) => c.state.type === 'ended')) return 'AfterCallWork';
    return null;
  }

  /** Whether the agent can take one more contact of this type now (routable, no error, under concurrency). */
  canRoute(a: AgentRuntime, type: ContactType): boolean {
    if (!a.profile.isAgent || a.error || a.chosen.type !== 'routable') return false;
    if (type === 'voice' && a.softphoneEnabled && !this.customerMediaReady()) return false;
    const channel = CHANNEL_OF[type];
    const limit = a.profile.channelConcurrency[channel] ?? 0;
    // An offer whose customer has gone (no longer available, until the panel clears it) takes no place.
    const mine = this.contactsOf(a.profile.username).filter((c) => !isAbandonedOffer(c));
    // Voice is exclusive in Amazon Connect: an open voice contact (ACW included) blocks every other offer.
    if (mine.some((c) => CHANNEL_OF[c.type] === 'VOICE')) return false;
    if (channel === 'VOICE' && mine.length > 0) return false;
    return mine.filter((c) => CHANNEL_OF[c.type] === channel).length < limit;
  }

  /** Offers a new contact to its agent now, or leaves it in the queue until the agent can take it. */
  offer(c: ContactRecord, onRouted: (c: ContactRecord) => void) {
    const a = this.agent(c.agent);
    if (this.canRoute(a, c.type)) {
      this.contacts.push(c);
      onRouted(c);
    } else {
      this.queued.push(c);
      this.routedLater.set(c.contactId, onRouted);
    }
  }

  private routedLater = new Map<string, (c: ContactRecord) => void>();

  /** Routes what waits in the queues; returns the agents that got a contact. */
  private routeQueued(): string[] {
    const routed: string[] = [];
    for (const c of [...this.queued]) {
      const a = this.agents.get(c.agent);
      if (!a || !this.canRoute(a, c.type)) continue;
      this.queued.splice(this.queued.indexOf(c), 1);
      c.queueTimestamp = this.now();
      this.contacts.push(c);
      const cb = this.routedLater.get(c.contactId);
      this.routedLater.delete(c.contactId);
      cb?.(c);
      routed.push(c.agent);
    }
    return routed;
  }

  removeContact(c: ContactRecord) {
    this.contacts = this.contacts.filter((x) => x !== c);
    this.queued = this.queued.filter((x) => x !== c);
  }
}
