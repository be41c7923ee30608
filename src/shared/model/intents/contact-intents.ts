import { channelOf } from '../../domain/contact-list';
import { isActiveStatus, isAfterContactWork, isMissedOrRejected } from '../../domain/contact-status';
import { defaultErrorResetTarget, isMissedCallState } from '../../rules/agent-status';
import { isBelowConnectionCap } from '../../domain/connections';
import type { ContactEntry } from '../contacts/contacts';
import { acceptBlocked } from '../contacts/supervision';
import { acceptBlockedAtCapacity } from '../contacts/accept-capacity';
import { CcpError, isCcpError, type ErrorName } from '../../domain/errors';
import { effect, untracked } from '../signals';
import type { QuickConnect } from '../../domain/port-types';
import { isChatTransferAddress, isChatTransferring } from '../../rules/chat-transfer';
import { pauseError, resumeError } from '../../rules/error-mapping';
import { attempt, named, requireCapability, type IntentDeps } from './deps';

export const ADD_PARTICIPANT_TIMEOUT_MS = 10_000;
/** How long a timed-out add-participant still waits for its party to show, to take the stale alert away. */
const LATE_PARTY_WATCH_MS = 60_000;

/**
 * Resolves when the call shows a party it did not have when the request went out; never rejects. Stops by
 * itself after `ms`, or when the contact is gone.
 */
function newPartyShows(e: ContactEntry, clock: IntentDeps['clock'], ms: number): { shown: Promise<void>; stop: () => void } {
  const before = new Set(e.contact.peek().connections.map((k) => k.connectionId));
  let stop = () => undefined as void;
  const shown = new Promise<void>((resolve) => {
    const dispose = effect(() => {
      if (e.contact.value.connections.some((k) => !before.has(k.connectionId) && k.type !== 'agent')) (resolve(), untracked(() => stop()));
    });
    const cancel = clock.setTimeout(() => stop(), ms);
    stop = () => (dispose(), cancel());
  });
  return { shown, stop: () => stop() };
}

function withTimeout<T>(clock: IntentDeps['clock'], ms: number, work: Promise<T>, errorName: ErrorName = 'add_participant_failed'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = clock.setTimeout(() => reject(new CcpError(errorName, { message: `no answer in ${ms} ms` })), ms);
    work.then(
      (v) => (cancel(), resolve(v)),
      (e) => (cancel(), reject(e)),
    );
  });
}

export interface ContactIntents {
  accept(contactId: string): Promise<void>;
  reject(contactId: string): Promise<void>;
  clear(contactId: string): Promise<void>;
  end(contactId: string): Promise<void>;
  /** The tab's close/next action: clears after-work, missed and failed contacts, ends live ones. */
  close(contactId: string): Promise<void>;
  holdConnection(contactId: string, connectionId: string): Promise<void>;
  resumeConnection(contactId: string, connectionId: string): Promise<void>;
  destroyConnection(contactId: string, connectionId: string): Promise<void>;
  /** Resolves false when ignored because a pause or resume is already in flight. */
  pause(contactId: string): Promise<boolean>;
  resume(contactId: string): Promise<boolean>;
  transfer(contactId: string, address: QuickConnect): Promise<void>;
  addParticipant(contactId: string, address: QuickConnect): Promise<void>;
}

export function createContactIntents(deps: IntentDeps): ContactIntents {
  const { port, contacts, alerts, toasts } = deps;

  const entry = (contactId: string): ContactEntry => {
    const e = contacts.get(contactId);
    if (!e) throw new CcpError('invalid_state_transition', { message: `unknown contact ${contactId}` });
    return e;
  };

  /** Sets one in-progress flag for the duration of a port call. */
  const flagged = async (
    contactId: string,
    flag: 'acceptInProgress' | 'rejectInProgress' | 'endInProgress' | 'clearInProgress',
    run: () => Promise<void>,
  ): Promise<void> => {
    contacts.setProgress(contactId, { [flag]: true });
    try {
      await run();
    } finally {
      contacts.setProgress(contactId, { [flag]: false });
    }
  };

  /** Sets transferInProgress while a transfer or add-participant request is on its way. */
  const inProgress = async (contactId: string, run: () => Promise<void>): Promise<void> => {
    contacts.setProgress(contactId, { transferInProgress: true });
    try {
      await run();
    } finally {
      contacts.setProgress(contactId, { transferInProgress: false });
    }
  };

  const clear = async (contactId: string): Promise<void> => {
    const wasMissed = isMissedOrRejected(entry(contactId).status.peek());
    await flagged(contactId, 'clearInProgress', () =>
      attempt(deps, () => port.contacts.clear(contactId), named('clear_contact_failed'), contactId),
    );
    if (wasMissed) await leaveMissedState(contactId);
  };

  /**
   * 'Missed call. Close it to take new contacts.': closing the last missed contact takes the agent out of the
   * missed state, back to the status they last picked (or an offline one). A refused change has its own toast.
   */
  const leaveMissedState = async (closedId: string) => {
    const { agent } = deps;
    if (!isMissedCallState(agent.currentState.peek())) return;
    const othersMissed = contacts.ids.peek().some((id) => id !== closedId && isMissedOrRejected(contacts.get(id)!.status.peek()));
    if (othersMissed) return;
    const target = defaultErrorResetTarget(agent.states.peek(), agent.lastChosenState.peek());
    if (!target) return;
    try {
      await port.agent.setAgentState(target);
    } catch {
      toasts.show({ kind: 'notice', level: 'error', type: 'agent_state_set_failed' });
    }
  };

  const end = async (contactId: string): Promise<void> => {
    requireCapability(port, 'endContact');
    const e = entry(contactId);
    // A chat cannot be ended while it is being transferred (§5).
    if (isChatTransferring(e.contact.peek(), e.progress.peek())) {
      alerts.add({ level: 'warning', type: 'chat_transferring_cannot_end', context: contactId });
      throw new CcpError('chat_transferring_cannot_end');
    }
    deps.callClicks?.record(contactId, 'hangup');
    return flagged(contactId, 'endInProgress', async () => {
      if (channelOf(e.contact.peek().type) === 'task') await deps.beforeTaskLeaves?.(contactId);
      deps.endedByAgent.add(contactId);
      await attempt(deps, () => port.contacts.endContact!(contactId), named('end_contact_failed'), contactId);
    });
  };

  const pauseOrResume = async (contactId: string, pausing: boolean): Promise<boolean> => {
    requireCapability(port, 'pauseResume');
    const e = entry(contactId);
    if (e.progress.peek().pauseResumeInProgress) return false;
    contacts.setProgress(contactId, { pauseResumeInProgress: true });
    // A pause alert replaces a resume alert and vice versa.
    for (const type of ['pause_quota_exceeded', 'contact_could_not_be_paused', 'contact_could_not_be_resumed']) {
      alerts.removeByType(type, contactId);
    }
    try {
      const call = pausing ? () => port.contacts.pause!(contactId) : () => port.contacts.resume!(contactId);
      await attempt(deps, call, pausing ? pauseError : resumeError, contactId);
      return true;
    } finally {
      contacts.setProgress(contactId, { pauseResumeInProgress: false });
    }
  };

  return {
    async accept(contactId) {
      const e = entry(contactId);
      if (e.progress.peek().acceptInProgress) return;
      const contact = e.contact.peek();
      // Email: one open email at a time.
      const otherOpenEmail = contacts.list
        .peek()
        .some(
          (c) =>
            c.contactId !== contactId &&
            channelOf(c.type) === 'email' &&
            isActiveStatus(contacts.get(c.contactId)!.status.peek()),
        );
      if (acceptBlocked(contact, contacts.list.peek())) {
        alerts.add({ level: 'warning', type: 'monitoring_blocks_accept', context: contactId });
        throw new CcpError('monitoring_blocks_accept');
      }
      if (acceptBlockedAtCapacity(contact, contacts.list.peek(), (id) => contacts.get(id)?.status.peek(), deps.agent.configuration.peek())) {
        throw new CcpError('capacity_blocks_accept');
      }
      if (contact.type === 'email' && otherOpenEmail) {
        alerts.add({ level: 'warning', type: 'email_already_open', context: contactId });
        throw new CcpError('email_already_open');
      }
      contacts.setProgress(contactId, { acceptInProgress: true, acceptSuccess: false });
      deps.callClicks?.record(contactId, 'accept');
      try {
        await attempt(deps, () => port.contacts.accept(contactId), named('accept_contact_failed'), contactId);
        contacts.setProgress(contactId, { acceptInProgress: false, acceptSuccess: true });
        toasts.dismissForContact(contactId);
        // A retried accept that worked makes an earlier failure's alert untrue (issue 12).
        alerts.removeByType('accept_contact_failed', contactId);
      } catch (error) {
        contacts.setProgress(contactId, { acceptInProgress: false });
        throw error;
      }
    },
    async reject(contactId) {
      entry(contactId);
      deps.callClicks?.record(contactId, 'reject');
      await flagged(contactId, 'rejectInProgress', () =>
        attempt(deps, () => port.contacts.reject(contactId), named('reject_contact_failed'), contactId),
      );
      toasts.dismissForContact(contactId);
    },
    clear,
    end,
    async close(contactId) {
      const status = entry(contactId).status.peek();
      if (isActiveStatus(status) && !isAfterContactWork(status)) return end(contactId);
      return clear(contactId);
    },
    holdConnection: (contactId, connectionId) =>
      attempt(deps, () => port.contacts.holdConnection(contactId, connectionId), named('hold_contact_failed'), contactId),
    resumeConnection: (contactId, connectionId) =>
      attempt(
        deps,
        () => port.contacts.resumeConnection(contactId, connectionId),
        named('resume_contact_failed'),
        contactId,
      ),
    async destroyConnection(contactId, connectionId) {
      requireCapability(port, 'destroyConnection');
      await attempt(
        deps,
        () => port.contacts.destroyConnection!(contactId, connectionId),
        named('end_contact_failed'),
        contactId,
      );
    },
    pause: (contactId) => pauseOrResume(contactId, true),
    resume: (contactId) => pauseOrResume(contactId, false),
    async transfer(contactId, address) {
      requireCapability(port, 'transfer');
      const e = entry(contactId);
      const channel = channelOf(e.contact.peek().type);
      const fail = channel === 'task' ? 'transfer_task_failed' : channel === 'chat' ? 'chat_transfer_failed' : 'transfer_contact_failed';
      if (channel === 'chat') {
        // One transfer at a time, to a queue or an agent (chat transfer addresses exclude phone numbers, §5).
        if (isChatTransferring(e.contact.peek(), e.progress.peek())) return;
        if (!isChatTransferAddress(address)) throw new CcpError('chat_transfer_failed', { message: `cannot transfer a chat to a ${address.type}` });
      }
      // The request gives up after 10 s (§9), with the catalogue alert; the chat shows 'transferring' meanwhile.
      // A transferred task leaves the agent: its pending edits are saved first, as before it ends.
      await inProgress(contactId, async () => {
        if (channel === 'task') await deps.beforeTaskLeaves?.(contactId);
        await attempt(deps, () => withTimeout(deps.clock, ADD_PARTICIPANT_TIMEOUT_MS, port.quickConnects!.transfer!(contactId, address), channel === 'chat' ? fail : undefined), named(fail), contactId);
      });
    },
    async addParticipant(contactId, address) {
      requireCapability(port, 'addParticipant');
      const e = entry(contactId);
      if (!isBelowConnectionCap(e.contact.peek())) throw new CcpError('connection_cap_reached');
      // The new party showing on the call is the answer that counts: the request's own answer may come late (or,
      // past the port's timeout, never), while the party is already being dialled.
      const dialled = newPartyShows(e, deps.clock, LATE_PARTY_WATCH_MS);
      const request = port.quickConnects!.addParticipant!(contactId, address);
      // A refusal is final (stop watching); the port's own timeout is not: the party may still show.
      const answered = new Promise<void>((resolve, reject) => {
        request.then(resolve, (err: unknown) => {
          if (isCcpError(err) && err.errorName === 'request_timed_out') return;
          dialled.stop();
          reject(err);
        });
        void dialled.shown.then(resolve);
      });
      // After 10 s without either (voice §9) the agent is told; a party that shows later makes that untrue.
      void answered.then(
        () => alerts.removeByType('add_participant_failed', contactId),
        () => undefined,
      );
      await inProgress(contactId, () => attempt(deps, () => withTimeout(deps.clock, ADD_PARTICIPANT_TIMEOUT_MS, answered), named('add_participant_failed'), contactId));
    },
  };
}
