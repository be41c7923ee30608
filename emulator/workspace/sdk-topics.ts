import type { AgentRuntime } from '../centre/agents.ts';
import type { ContactCentre } from '../centre/centre.ts';
import type { ContactRecord } from '../centre/records.ts';
import type { SdkEvent } from '../ccp/sdk-routes.ts';
import { participantData, participantState } from './sdk-workspace-routes.ts';

/**
 * Turns the contact centre's changes into the SDK topics the agent workspace publishes to its apps. The centre
 * only says "something changed"; this compares one agent's view before and after and names what happened, in
 * the SDK's own topic keys (ContactLifecycleTopicKey, ContactTopicKey, AgentTopicKey, VoiceTopicKeys).
 * Each event goes out without a parameter and, where the SDK lets a client filter, with the contact or
 * participant id as parameter too (a topic with a parameter is a different topic).
 */

const CONTACT = 'aws.connect.contact';
const VOICE = 'aws.connect.voice';

type Lifecycle = 'contact/incoming' | 'contact/connecting' | 'contact/pending' | 'contact/connected' | 'contact/acw' | 'contact/missed' | 'contact/error';

interface ContactView {
  lifecycle: Lifecycle;
  event: { contactId: string; initialContactId: string; type: string; subtype: string };
  participants: Map<string, { state: string; data: ReturnType<typeof participantData>; stateValue: ReturnType<typeof participantState> }>;
}

export interface AgentView {
  state: { name: string; type: string; agentStateARN: string | null; startTimestamp: number };
  availability: { name: string; type: string; agentStateARN: string | null; startTimestamp: number };
  next: string | null;
  contacts: Map<string, ContactView>;
}

/** Which lifecycle topic a contact's current state stands for. */
export function lifecycleOf(c: ContactRecord): Lifecycle {
  const agent = c.connections.find((k) => k.role === 'agent');
  switch (c.state.type) {
    case 'incoming':
      return 'contact/incoming';
    case 'pending':
      return 'contact/pending';
    case 'connected':
    case 'paused':
      return 'contact/connected';
    case 'ended':
      return 'contact/acw';
    case 'error':
      return agent?.state.type === 'disconnected' ? 'contact/missed' : 'contact/error';
    case 'rejected':
      return 'contact/error';
    default:
      // A voice call ringing at the agent is "connecting" in Amazon Connect, not "incoming".
      return agent?.state.type === 'connected' ? 'contact/connected' : 'contact/connecting';
  }
}

export function viewOf(centre: ContactCentre, a: AgentRuntime): AgentView {
  const contacts = new Map<string, ContactView>();
  for (const c of centre.contactsOf(a.profile.username)) {
    const participants = new Map<string, ContactView['participants'] extends Map<string, infer V> ? V : never>();
    for (const k of c.connections) participants.set(k.connectionId, { state: k.state.type, data: participantData(c, k), stateValue: participantState(k) });
    contacts.set(c.contactId, {
      lifecycle: lifecycleOf(c),
      event: { contactId: c.contactId, initialContactId: c.initialContactId, type: c.type, subtype: 'connect:Telephony' },
      participants,
    });
  }
  return {
    state: { ...centre.visibleState(a) },
    availability: { ...a.chosen },
    next: a.next?.name ?? null,
    contacts,
  };
}

const stateOut = (s: AgentView['state']) => ({ ...(s.agentStateARN ? { agentStateARN: s.agentStateARN } : {}), name: s.name, type: s.type, startTimestamp: s.startTimestamp });

/** The events that take an app from `before` to `after`, in the order the workspace would publish them. */
export function topicEvents(before: AgentView, after: AgentView): SdkEvent[] {
  const out: SdkEvent[] = [];
  const both = (namespace: string, key: string, parameter: string | undefined, data: object) => {
    out.push({ topic: { namespace, key }, data });
    if (parameter) out.push({ topic: { namespace, key, parameter }, data });
  };

  if (before.state.name !== after.state.name || before.state.startTimestamp !== after.state.startTimestamp) {
    both(CONTACT, 'agent/stateChange', undefined, { state: after.state.name, previous: { state: before.state.name } });
  }
  if (before.availability.name !== after.availability.name) {
    both(CONTACT, 'agent/availabilityStateChanged', undefined, { state: stateOut(after.availability), previous: { state: stateOut(before.availability) } });
  }
  if (before.next !== after.next) {
    both(CONTACT, 'agent/nextAvailabilityStateChanged', undefined, { nextState: after.next ? { name: after.next, type: 'not_routable' } : null });
  }

  for (const [id, now] of after.contacts) {
    const was = before.contacts.get(id);
    for (const [pid, p] of now.participants) {
      const prev = was?.participants.get(pid);
      if (!prev) {
        if (was) both(CONTACT, 'contact/participantAdded', id, { participant: p.data });
        continue;
      }
      if (prev.state === p.state) continue;
      const changed = { participantId: pid, contactId: id, state: p.stateValue };
      both(CONTACT, 'contact/participantStateChanged', undefined, changed);
      out.push({ topic: { namespace: CONTACT, key: 'contact/participantStateChanged', parameter: pid }, data: changed });
      if (p.state === 'disconnected') both(CONTACT, 'contact/participantDisconnected', id, { participant: p.data });
      const hold = { participantId: pid, contactId: id, isOnHold: p.state === 'hold' };
      if (p.state === 'hold' || prev.state === 'hold') {
        const self = p.data.isSelf;
        const key = `voice/${self ? 'self' : 'participant'}${p.state === 'hold' ? 'Hold' : 'Resume'}`;
        both(VOICE, key, self ? id : pid, hold);
      }
    }
    if (!was || was.lifecycle !== now.lifecycle) both(CONTACT, now.lifecycle, id, now.event);
  }
  for (const [id, was] of before.contacts) {
    if (after.contacts.has(id)) continue;
    both(CONTACT, 'contact/cleared', id, was.event);
    // The deprecated twin of cleared, still published for apps that listen to onDestroyed.
    both(CONTACT, 'contact/destroy', id, was.event);
  }
  return out;
}
