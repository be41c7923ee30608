import type { ContactsStore } from '../contacts/contacts';
import type { AgentStore } from '../agent/agent';
import { CcpError } from '../../domain/errors';
import type { CcpPort } from '../port';
import type { KeyValueStorage } from '../view/storage';
import { hasAnsweredVoiceCall } from '../../domain/connections';
import { computed, effect, signal, type ReadonlySignal } from '../signals';
import { canTakeCalls, carrierLostDuringCall, carrierNotice, ringsHere, shouldStayAwake, toldCarrierNotice, type CarrierFacts, type CarrierNotice, type CarrierPlace } from '../../rules/softphone-carrier';

export interface SoftphoneCarrierStore {
  /** Where calls ring and play: this window, another of the agent's windows, or not known yet. */
  readonly place: ReadonlySignal<CarrierPlace | null>;
  /** The window that carried the live call closed or reloaded: the call's audio is lost there. */
  readonly audioLost: ReadonlySignal<boolean>;
  /** What the window tells the agent (toldCarrierNotice: 'here' only beside another window). */
  readonly notice: ReadonlySignal<CarrierNotice>;
  readonly canTake: ReadonlySignal<boolean>;
  /** This window carries a signed-in agent's calls: the host keeps the browser from freezing it. */
  readonly stayAwake: ReadonlySignal<boolean>;
  /** The agent's calls ring in this window (not in another of theirs): where blocked sound must be told. */
  readonly ringsHere: ReadonlySignal<boolean>;
  /** A take is under way, or the last one failed. */
  readonly taking: ReadonlySignal<boolean>;
  readonly takeFailed: ReadonlySignal<boolean>;
  /** The adapter's report: whether this window carries calls and an opaque id of the window that does. */
  applyCarrier(report: { here: boolean; carrierId: string | null }): void;
  /** The adapter's count of the agent's connected panel windows in this browser, this one included. */
  applyWindows(count: number): void;
  /** Moves calls (ringing, softphone, video) to this window; refused while a call is live. */
  takeCalls(): Promise<void>;
  dispose(): void;
}

/** This tab's record of the live calls it carries (sessionStorage survives a reload, not a closed tab). */
export const CARRIED_CALLS_KEY = 'ccp.softphone.carriedCalls';

export function createSoftphoneCarrierStore(deps: { port: CcpPort; agent: AgentStore; contacts: ContactsStore; sessionStorage: KeyValueStorage }): SoftphoneCarrierStore {
  const { port, agent, contacts, sessionStorage } = deps;
  // Calls this window carried before it reloaded: their audio went with the old page (the service cannot move it).
  let carriedBeforeReload = new Set<string>(sessionStorage.getItem(CARRIED_CALLS_KEY)?.split(' ').filter(Boolean) ?? []);
  const place = signal<CarrierPlace | null>(null);
  const windows = signal<number | null>(null);
  const carrierId = signal<string | null>(null);
  const audioLost = signal(false);
  const taking = signal(false);
  const takeFailed = signal(false);
  const liveCall = contacts.hasActiveVoiceConnection;
  const facts = computed<CarrierFacts>(() => ({
    softphoneEnabled: !!agent.configuration.value?.softphoneEnabled,
    place: place.value,
    liveCall: liveCall.value,
    audioLost: audioLost.value,
  }));
  // Only an answered call's audio can be lost with its window: a call still ringing is set up by the window that
  // carries calls when the agent accepts it.
  const answeredCallIds = computed(() => contacts.list.value.filter(hasAnsweredVoiceCall).map((c) => c.contactId));
  const answeredCall = computed(() => answeredCallIds.value.length > 0);
  // The loss is told until the call it concerns is over.
  const stopClearing = effect(() => {
    if (!answeredCall.value && audioLost.peek()) audioLost.value = false;
  });
  const stopRemembering = effect(() => {
    const ids = answeredCallIds.value;
    // After a reload: a call this window carried is still live, so nobody hears it (this window is a new page).
    if (carriedBeforeReload.size > 0 && ids.some((id) => carriedBeforeReload.has(id))) {
      carriedBeforeReload = new Set();
      audioLost.value = true;
    }
    if (place.value === 'here' && ids.length > 0 && !audioLost.peek()) sessionStorage.setItem(CARRIED_CALLS_KEY, ids.join(' '));
    else sessionStorage.removeItem(CARRIED_CALLS_KEY);
  });

  // Where the window stands (it keeps the browser from freezing it when it carries calls, told or not), and what it says.
  const standing = computed(() => carrierNotice(facts.value));
  const notice = computed(() => toldCarrierNotice(standing.value, windows.value));
  return {
    place,
    audioLost,
    notice,
    stayAwake: computed(() => shouldStayAwake({ signedIn: agent.isInitialized.value, notice: standing.value })),
    ringsHere: computed(() => ringsHere(facts.value)),
    canTake: computed(() => canTakeCalls(facts.value)),
    taking,
    takeFailed,
    applyCarrier(report) {
      const before = { carrierId: carrierId.peek(), here: place.peek() === 'here' };
      if (carrierLostDuringCall(before, report.carrierId, answeredCall.peek())) audioLost.value = true;
      carrierId.value = report.carrierId;
      place.value = report.here ? 'here' : report.carrierId ? 'elsewhere' : 'none';
    },
    applyWindows(count) {
      windows.value = count;
    },
    async takeCalls() {
      if (!port.softphone) throw new CcpError('invalid_state_transition', { message: 'The host cannot move calls between windows' });
      if (!canTakeCalls(facts.peek())) throw new CcpError('invalid_state_transition', { message: 'Calls can move to this window only between calls' });
      taking.value = true;
      takeFailed.value = false;
      try {
        await port.softphone.takeCalls();
      } catch (e) {
        takeFailed.value = true;
        throw e;
      } finally {
        taking.value = false;
      }
    },
    dispose: () => (stopClearing(), stopRemembering()),
  };
}
