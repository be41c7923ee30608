import { createAgentStore, type AgentStore } from './agent/agent';
import { NO_ADMIN_SETTINGS, type AdminSettings } from '../rules/admin-settings';
import { createChatStore, type ChatStore } from './chat/chat-model';
import { createEmailStore, type EmailStore } from './email/email-model';
import { createTaskCreateStore, HOME_ORIGIN, type TaskCreateStore } from './task/task-create-store';
import { createTaskTemplateStore, type TaskTemplateStore } from './task/task-template-store';
import { createTaskEvents, type TaskEventsStore } from './task/task-events';
import { createQuickResponsesStore, type QuickResponsesStore } from './chat/quick-responses';
import { createFeatureAccessStore, type FeatureAccessStore } from './features/feature-access-store';
import { createAlertsStore, type AlertsStore } from './alerts/alerts';
import { systemClock, type Clock } from '../domain/clock';
import { createConnectivityStore, type ConnectivityStore } from './connectivity';
import { createDevicesStore, type DevicesStore } from './devices/devices';
import { isAutoClearStatus } from '../domain/contact-status';
import { createContactsStore, type ContactsStore } from './contacts/contacts';
import { watchCustomerEnded } from './contacts/customer-ended';
import { watchContactAlerts } from './alerts/contact-alerts';
import { createAgentIntents, type AgentIntents } from './intents/agent-intents';
import { createAcceptCapacity } from './contacts/accept-capacity';
import { createContactIntents, type ContactIntents } from './intents/contact-intents';
import { createVoiceIntents, type VoiceIntents } from './intents/voice-intents';
import { createWorkIntents, type WorkIntents } from './intents/work-intents';
import { createSupervisorIntents, type SupervisorIntents } from './intents/supervisor-intents';
import type { IntentDeps } from './intents/deps';
import { missingImplementations, type Capability, type CcpPort } from './port';
import { withCallTimeouts } from './port-timeouts';
import { computed, effect, signal, untracked, type ReadonlySignal } from './signals';
import { createCallTranscriptStore, type CallTranscriptStore } from './call-transcript/call-transcript';
import { createToastsStore, type ToastsStore } from './toasts/toasts';
import { createPreviewStore, type PreviewStore } from './preview/preview';
import { createSessionStore, type SessionStore } from './session/session';
import { createFailoverStore, type FailoverStore } from './failover/failover';
import { memoryStorage, type KeyValueStorage } from './view/storage';
import { createViewStore, type ViewStore } from './view/view';
import { watchViewedContact } from './view/view-contact';
import { createCallClicksStore, type CallClicksStore } from './softphone/call-clicks';
import { createVideoCallsStore, type VideoCallsStore } from './video/video-calls';
import { createSoftphoneCarrierStore, type SoftphoneCarrierStore } from './softphone/carrier';
import { createPageSleepStore, type PageSleepStore } from './softphone/page-sleep';
import { defaultErrorResetTarget, isDefaultErrorState, showsAgentStateError } from '../rules/agent-status';
import { createCallQualityStore, type CallQualityStore } from './softphone/call-quality';
import { createSetupCheckStore, type SetupCheckStore } from './setup-check/setup-check';
import { incomingToastTimeout, shouldShowIncomingToast } from '../rules/toasts';
import { backEndAccessAlert } from '../rules/back-end-access';

export interface CcpModelOptions {
  clock?: Clock;
  /** localStorage in a browser; memory by default. */
  storage?: KeyValueStorage;
  /** sessionStorage in a browser (this tab only); memory by default. */
  sessionStorage?: KeyValueStorage;
  /** How often `now` ticks; timers display whole seconds. */
  tickMs?: number;
  /** How long a port call may go unanswered before it fails with request_timed_out. */
  callTimeoutMs?: number;
  /** The contact attributes the deployment shows the agent, by name (config.json shownAttributes). */
  shownAttributes?: readonly string[];
  /** The administrator's defaults and locks for the agent's own settings (config.json agentSettings). */
  adminSettings?: AdminSettings;
}

export type CcpIntents = AgentIntents & ContactIntents & VoiceIntents & WorkIntents & SupervisorIntents;

export interface CcpModel {
  readonly capabilities: ReadonlySet<Capability>;
  can(capability: Capability): boolean;
  /** The contact attributes the deployment shows the agent, by name; none unless configured. */
  readonly shownAttributes: readonly string[];
  /** The administrator's defaults and locks for the agent's own settings; none unless configured. */
  readonly adminSettings: AdminSettings;
  /** Epoch ms, ticking; every duration reads it. */
  readonly now: ReadonlySignal<number>;
  readonly agent: AgentStore;
  readonly contacts: ContactsStore;
  readonly view: ViewStore;
  readonly alerts: AlertsStore;
  readonly toasts: ToastsStore;
  readonly connectivity: ConnectivityStore;
  readonly preview: PreviewStore;
  readonly session: SessionStore;
  /** The switch to the backup environment: pending banner, confirmation, completion. */
  readonly failover: FailoverStore;
  /** Chosen audio devices (speaker, microphone, ringer), what the browser lists, and the §8 fallback. */
  readonly devices: DevicesStore;
  /** Per-contact chat state and the chat intents. */
  readonly chat: ChatStore;
  /** Quick-responses search in the chat composer, and its placeholder check. */
  readonly quickResponses: QuickResponsesStore;
  /** Per-contact email content and the agent's email drafts. */
  readonly email: EmailStore;
  /** A chat or task offer the agent cannot accept while their current contacts of its channel fill it (§5). */
  acceptBlockedAtCapacity(contactId: string): ReadonlySignal<boolean>;
  /** Video calls: web-conferencing status, tiles, camera, the master window. */
  readonly video: VideoCallsStore;
  /** Which of the agent's windows rings and plays softphone calls, and moving them here. */
  readonly softphoneCarrier: SoftphoneCarrierStore;
  /** The browser froze the page and resumed it: contacts offered meanwhile are told. */
  readonly pageSleep: PageSleepStore;
  /** A live call's quality from the softphone's reports: the quiet indicator and the warning. */
  readonly callQuality: CallQualityStore;
  /** The agent's accept, reject and hang-up clicks on calls, and which count as early disconnects. */
  readonly callClicks: CallClicksStore;
  /** Check my setup, made when first opened; null where the host measures nothing. */
  setupCheck(): SetupCheckStore | null;
  /** The Create task forms (the Task tab's and each contact's) and their drafts. */
  readonly taskCreate: TaskCreateStore;
  /** Task templates: the list, templated Create task forms, and templated task edits. */
  readonly taskTemplates: TaskTemplateStore;
  /** Task events from the host (expiring, expired, transfer) and the paused/resumed alerts. */
  readonly taskEvents: TaskEventsStore;
  /** Realtime call transcripts (Contact Lens) for an agent allowed to see them. */
  readonly callTranscripts: CallTranscriptStore;
  /** The instance's feature-access flags and region, and the features they let the panel offer. */
  readonly features: FeatureAccessStore;
  readonly intents: CcpIntents;
  /** The browser-unload warning blocks leaving: a live voice connection and failover not on. */
  readonly blocksUnload: ReadonlySignal<boolean>;
  dispose(): void;
}

export function createCcpModel(hostPort: CcpPort, options: CcpModelOptions = {}): CcpModel {
  const missing = missingImplementations(hostPort);
  if (missing.length > 0) throw new Error(`port declares capabilities it does not implement: ${missing.join(', ')}`);

  const clock = options.clock ?? systemClock;
  // Every call the model makes has a timeout: a library that never calls back is reported, not waited on.
  const port = withCallTimeouts(hostPort, clock, options.callTimeoutMs);
  const storage = options.storage ?? memoryStorage();
  const sessionStorage = options.sessionStorage ?? memoryStorage();
  const now = signal(clock.now());
  const stopTicking = clock.setInterval(() => (now.value = clock.now()), options.tickMs ?? 1000);

  const alerts = createAlertsStore(clock);
  const toasts = createToastsStore(clock);
  const agent = createAgentStore({ clock, now, alerts });
  // The view is created after the contacts; removals reach it through this late-bound call.
  let view: ViewStore | undefined;
  const contacts = createContactsStore({
    now,
    agentState: computed(() => agent.currentState.value),
    onRemoved: (result) => view?.handleRemoved(result),
  });
  view = createViewStore({ storage, contacts });
  const connectivity = createConnectivityStore({ agent, alerts });
  // Contacts the agent ended themselves; any other end of a live call was the customer's.
  const endedByAgent = new Set<string>();
  // Contacts the agent's switch to the backup environment disconnected: neither the agent's end nor the customer's.
  const endedBySwitch = new Set<string>();
  // Contacts a failover the service completed disconnected (the agent did not switch).
  const endedByFailover = new Set<string>();
  const features = createFeatureAccessStore({ port });
  const video = createVideoCallsStore({ port, contacts, alerts, clock, storage, agent, offered: computed(() => features.offered.value.has('video')) });
  const callQuality = createCallQualityStore({ contacts });
  const callClicks = createCallClicksStore({ clock, contacts });
  let setupCheck: SetupCheckStore | undefined;
  const devices = createDevicesStore({ port, storage, alerts, agent, admin: options.adminSettings });
  const deps: IntentDeps = { port, agent, contacts, alerts, toasts, clock, endedByAgent, video, storage, sessionStorage, callQuality, callClicks };
  const intents: CcpIntents = {
    ...createAgentIntents(deps),
    ...createContactIntents(deps),
    ...createVoiceIntents(deps),
    ...createWorkIntents(deps),
    ...createSupervisorIntents(deps),
  };

  const preview = createPreviewStore({ port, clock, now, contacts, alerts, endedByAgent });
  const failover = createFailoverStore({ port, clock, contacts, alerts, endedBySwitch, endedByFailover });
  // Chat asks quick responses whether a message may go; quick responses read the chat's drafts.
  const late: { quickResponses?: QuickResponsesStore } = {};
  const chat = createChatStore({ port, clock, now, storage, contacts, alerts, sendBlocked: (id) => late.quickResponses?.get(id).sendBlocked.peek() ?? false, receiptsOffered: () => features.offered.peek().has('chatReceipts') });
  const quickResponses = (late.quickResponses = createQuickResponsesStore({ port, clock, contacts, alerts, chat, offered: computed(() => features.offered.value.has('quickResponses')) }));
  const email = createEmailStore({ port, contacts, storage, close: (id) => intents.close(id) });
  const taskCreate = createTaskCreateStore({ clock, storage, toasts, intents });
  const taskTemplates = createTaskTemplateStore({ port, agent, contacts, alerts, toasts, storage, clock, sessionStorage });
  // Ending or transferring a templated task saves its pending valid edits first (task §4).
  deps.beforeTaskLeaves = (id) => taskTemplates.savePendingBeforeEnd(id);
  const taskEvents = createTaskEvents({ contacts, alerts, toasts });
  const softphoneCarrier = createSoftphoneCarrierStore({ port, agent, contacts, sessionStorage });
  const pageSleep = createPageSleepStore({ clock, contacts, alerts });
  const callTranscripts = createCallTranscriptStore({ port, clock, agent, contacts });
  const disposers = [() => callTranscripts.dispose(), () => callQuality.dispose(), () => callClicks.dispose(), () => softphoneCarrier.dispose(), () => pageSleep.dispose(), () => view?.dispose(), () => taskEvents.dispose(), () => taskTemplates.dispose(), () => video.dispose(), () => chat.dispose(), () => email.dispose(), () => quickResponses.dispose(), stopTicking, () => agent.dispose(), () => toasts.dispose(), () => preview.dispose(), watchCustomerEnded({ contacts, alerts, clock, endedByAgent, endedBySwitch, endedByFailover, failoverCompletedAt: failover.completedAt }), watchContactAlerts({ contacts, alerts }), watchViewedContact({ view: view!, port, clock })];
  const viewStore = view;

  // Failed-connect and no-longer-available contacts are cleared by the panel, once each.
  const autoCleared = new Set<string>();
  disposers.push(
    effect(() => {
      for (const id of contacts.ids.value) {
        const status = contacts.get(id)!.status.value;
        if (!isAutoClearStatus(status) || autoCleared.has(id)) continue;
        autoCleared.add(id);
        untracked(() => void intents.clear(id).catch(() => undefined));
      }
    }),
  );

  // Incoming toasts: decided once when a contact turns incoming; closed when it stops being incoming.
  const toastDecided = new Set<string>();
  disposers.push(
    effect(() => {
      const list = contacts.list.value;
      for (const contact of list) {
        const incoming = contacts.get(contact.contactId)!.status.value === 'incoming';
        if (!incoming) {
          toastDecided.delete(contact.contactId);
          untracked(() => toasts.dismissForContact(contact.contactId));
          continue;
        }
        if (toastDecided.has(contact.contactId)) continue;
        toastDecided.add(contact.contactId);
        untracked(() => {
          const show = shouldShowIncomingToast({
            contact,
            route: viewStore.route.value,
            contacts: list,
            enabledChannels: agent.enabledChannels.value,
            taskFormOpen: taskCreate.form(HOME_ORIGIN).value !== null,
          });
          if (show) {
            toasts.show({
              kind: 'incoming-contact',
              contactId: contact.contactId,
              timeoutMs: incomingToastTimeout(contact, list),
            });
          }
        });
      }
      const present = new Set(list.map((c) => c.contactId));
      for (const t of untracked(() => toasts.list.value)) {
        if (t.kind === 'incoming-contact' && !present.has(t.contactId)) untracked(() => toasts.dismiss(t.id));
      }
    }),
  );

  // The default system error state: an error toast, then back to the last chosen (or an offline) state.
  let lastReset: number | null = null;
  disposers.push(
    effect(() => {
      const state = agent.currentState.value;
      if (!isDefaultErrorState(state) || state!.startTimestamp === lastReset) return;
      lastReset = state!.startTimestamp;
      untracked(() => {
        toasts.show({ kind: 'notice', level: 'error', type: 'agent_default_error_state' });
        const target = defaultErrorResetTarget(agent.states.value, agent.lastChosenState.value);
        if (target) void intents.setAgentState(target).catch(() => undefined);
      });
    }),
  );

  // The back ends' refusals and the end of the agent's sign-in to them, in words (each alert once while shown).
  if (port.backEndAccess) disposers.push(port.backEndAccess.onProblem((problem) => void alerts.add(backEndAccessAlert(problem))));

  // An error state only the agent can leave: a global alert while it lasts (voice §8 'Agent state error').
  disposers.push(
    effect(() => {
      const shows = showsAgentStateError(agent.currentState.value);
      untracked(() => (shows ? alerts.add({ level: 'error', type: 'agent_state_error' }) : alerts.removeByType('agent_state_error')));
    }),
  );

  return {
    capabilities: port.capabilities,
    can: (capability) => port.capabilities.has(capability),
    shownAttributes: options.shownAttributes ?? [],
    adminSettings: options.adminSettings ?? NO_ADMIN_SETTINGS,
    now,
    agent,
    contacts,
    view: viewStore,
    alerts,
    toasts,
    connectivity,
    preview,
    chat,
    quickResponses,
    email,
    acceptBlockedAtCapacity: createAcceptCapacity({ contacts, configuration: agent.configuration }),
    video,
    softphoneCarrier,
    pageSleep,
    callTranscripts,
    callQuality,
    features,
    callClicks,
    setupCheck: () => {
      if (!port.setupCheck) return null;
      if (!setupCheck) disposers.push(() => setupCheck?.dispose());
      return (setupCheck ??= createSetupCheckStore({ port: port.setupCheck, devices, clock }));
    },
    taskCreate,
    taskTemplates,
    taskEvents,
    session: createSessionStore({ port, alerts }),
    failover,
    devices,
    intents,
    // No unload warning while a failover is on: the switch reloads the CCP on purpose.
    blocksUnload: computed(() => contacts.hasActiveVoiceConnection.value && !agent.disasterRecoveryOn.value && failover.phase.value === 'none'),
    dispose() {
      for (const dispose of disposers) dispose();
    },
  };
}
