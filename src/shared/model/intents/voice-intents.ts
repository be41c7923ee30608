import { activeConnections, agentConnection, canResumeAll, isHeld } from '../../domain/connections';
import type { Contact } from '../../domain/contact';
import { CcpError } from '../../domain/errors';
import type { QuickConnect } from '../../domain/port-types';
import { isDialpadInput } from '../../rules/digits';
import { CALL_ISSUE_DESCRIPTION_MAX, canReportCallIssue, isCallIssueReason, type CallIssueReason } from '../../rules/call-issues';
import { withQualityNote } from '../../rules/call-quality';
import { outboundCallError } from '../../rules/error-mapping';
import { isValidQuickConnect } from '../../rules/quick-connects';
import { attempt, named, requireCapability, type IntentDeps } from './deps';

/** The pause between sequential holds (voice §4). */
export const SEQUENTIAL_HOLD_GAP_MS = 500;

export interface VoiceIntents {
  mute(contactId: string): Promise<void>;
  unmute(contactId: string): Promise<void>;
  /** Digits are queued: only one send is in flight at a time, in the order typed. */
  sendDigits(contactId: string, digits: string): Promise<void>;
  swap(contactId: string): Promise<void>;
  /** Joins all parties (resumes every connection). */
  conference(contactId: string): Promise<void>;
  /** Holds every other party that is talking, one at a time with a 500 ms pause between holds. */
  holdAll(contactId: string): Promise<void>;
  /** Resumes every held party; resolves false when nobody is on hold (resume-all is then unavailable). */
  resumeAll(contactId: string): Promise<boolean>;
  /** Resolves false without calling the host when the agent may not dial or the number is blank. */
  dial(phoneNumber: string, options?: { relatedContactId?: string }): Promise<boolean>;
  /** Reports a call-quality issue; only on a connected voice call (voice §5 'no connected voice'). */
  reportCallIssue(contactId: string, reason: CallIssueReason, description?: string): Promise<void>;
  /** Recording on starts or resumes, off suspends (voice §4); needs the recording capability and an enabled contact. */
  setRecording(contactId: string, on: boolean): Promise<void>;
  /** Valid quick connects for the agent's queues. */
  listQuickConnects(): Promise<QuickConnect[]>;
}

export function createVoiceIntents(deps: IntentDeps): VoiceIntents {
  const { port, agent, contacts } = deps;
  let digitQueue: Promise<unknown> = Promise.resolve();

  const contactOf = (contactId: string): Contact => {
    const contact = contacts.get(contactId)?.contact.peek();
    if (!contact) throw new CcpError('invalid_state_transition', { message: `no contact ${contactId}` });
    return contact;
  };
  const connectionOf = (contactId: string): string => {
    const contact = contacts.get(contactId)?.contact.peek();
    const own = contact && agentConnection(contact);
    if (!own) throw new CcpError('invalid_state_transition', { message: `no agent connection on ${contactId}` });
    return own.connectionId;
  };

  return {
    async mute(contactId) {
      requireCapability(port, 'mute');
      // The agent is told on the call that the mute did not happen (issue 30: it failed silently).
      await attempt(deps, () => port.voice!.mute!(contactId), named('mute_failed'), contactId);
    },
    async unmute(contactId) {
      requireCapability(port, 'mute');
      await attempt(deps, () => port.voice!.unmute!(contactId), named('mute_failed'), contactId);
    },
    async sendDigits(contactId, digits) {
      requireCapability(port, 'dtmf');
      if (!isDialpadInput(digits)) throw new CcpError('invalid_digits');
      const connectionId = connectionOf(contactId);
      const send = digitQueue.then(() =>
        attempt(deps, () => port.voice!.sendDigits!(contactId, connectionId, digits), named('send_digits_failed'), contactId),
      );
      // A failed digit must not block the ones after it.
      digitQueue = send.catch(() => undefined);
      return send;
    },
    async swap(contactId) {
      requireCapability(port, 'swap');
      await attempt(deps, () => port.voice!.swap!(contactId), named('hold_contact_failed'), contactId);
    },
    async conference(contactId) {
      requireCapability(port, 'conference');
      await attempt(deps, () => port.voice!.conference!(contactId), named('resume_contact_failed'), contactId);
    },
    async holdAll(contactId) {
      const targets = activeConnections(contactOf(contactId)).filter((c) => c.state === 'connected' && !isHeld(c));
      for (const [i, c] of targets.entries()) {
        // Sequential holds are separated by a 500 ms pause, so the back end sees them in order.
        if (i > 0) await new Promise<void>((resolve) => deps.clock.setTimeout(resolve, SEQUENTIAL_HOLD_GAP_MS));
        await attempt(deps, () => port.contacts.holdConnection(contactId, c.connectionId), named('hold_contact_failed'), contactId);
      }
    },
    async resumeAll(contactId) {
      if (!canResumeAll(contactOf(contactId))) return false;
      // Conference resumes every connection in one call where the host can; otherwise one by one.
      if (port.capabilities.has('conference')) {
        await attempt(deps, () => port.voice!.conference!(contactId), named('resume_contact_failed'), contactId);
        return true;
      }
      for (const c of activeConnections(contactOf(contactId)).filter(isHeld)) {
        await attempt(deps, () => port.contacts.resumeConnection(contactId, c.connectionId), named('resume_contact_failed'), contactId);
      }
      return true;
    },
    async reportCallIssue(contactId, reason, description = '') {
      requireCapability(port, 'notifyIssue');
      if (!isCallIssueReason(reason)) throw new CcpError('invalid_state_transition', { message: `unknown issue ${reason}` });
      const status = contacts.get(contactId)?.status.peek();
      const contact = contacts.get(contactId)?.contact.peek();
      if (!contact || !status || !canReportCallIssue(contact.type, status)) throw new CcpError('no_connected_voice');
      await attempt(deps, () => port.voice!.notifyIssue!(contactId, { type: reason, description: withQualityNote(description, deps.callQuality?.of(contactId).peek()?.figures ?? null, CALL_ISSUE_DESCRIPTION_MAX) }), named('invalid_state_transition'), contactId);
    },
    async setRecording(contactId, on) {
      requireCapability(port, 'recording');
      const contact = contactOf(contactId);
      if (!contact.recording.enabled) throw new CcpError('invalid_state_transition', { message: 'recording is not enabled for this contact' });
      const current = contact.recording.status;
      // On starts a stopped recording and resumes a suspended one; off suspends.
      const target = on ? 'recording' : 'suspended';
      if (current === target) return;
      await attempt(deps, () => port.recording!.setRecording(contactId, target, current ?? null), named('invalid_state_transition'), contactId);
    },
    async dial(phoneNumber, options = {}) {
      requireCapability(port, 'dialOutbound');
      const number = phoneNumber.trim();
      if (!agent.canDialOutbound.peek() || number === '') return false;
      const queueARN = agent.configuration.peek()?.routingProfile.defaultOutboundQueueARN ?? undefined;
      await attempt(
        deps,
        () =>
          port.voice!.dial!({
            phoneNumber: number,
            ...(queueARN !== undefined ? { queueARN } : {}),
            ...(options.relatedContactId !== undefined ? { relatedContactId: options.relatedContactId } : {}),
          }),
        outboundCallError,
        'voice',
      );
      return true;
    },
    async listQuickConnects() {
      requireCapability(port, 'quickConnects');
      const queueARNs = agent.configuration.peek()?.routingProfile.queueARNs ?? [];
      // A load failure is logged by the caller and stops its loader; no alert (voice §8).
      const list = await attempt(deps, () => port.quickConnects!.list(queueARNs), named('load_quick_connects_failed'));
      return list.filter(isValidQuickConnect);
    },
  };
}
