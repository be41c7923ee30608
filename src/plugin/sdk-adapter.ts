import type { BaseContactLifecycleEvent, ParticipantData } from '@amazon-connect/contact';
import type { CcpModel, ContactState } from '../shared/model';
import { batch } from '../shared/model/signals';
import type { SdkClients, SdkSession } from './sdk-port';
import { DEFAULT_PLUGIN_OPTIONS, type PluginOptions } from './plugin-options';
import type { EmailContactFacts } from '../shared/email-port/sdk-email-port';

/** Reads what the SDK's email data says of an email contact (see createEmailFacts). */
export type EmailFactsReader = (contactId: string, isInboundEmail: (id: string) => boolean) => Promise<EmailContactFacts>;
import { LIFECYCLE_STATE, stateFromParticipants, toAgentConfiguration, toAgentStates, toAvailability, toContact, type ParticipantFacts } from './to-model';

/**
 * Turns the SDK's topics into model updates. The SDK's events say only which contact changed and how
 * (`{contactId, type, subtype}`), so each one makes the adapter read that contact again (participants, their
 * states, the customer's number) and hand the model the whole contact, as the streams adapter does per snapshot.
 * Reads of one contact are serialised and coalesced: a burst of events costs one extra read, not one each.
 */
export async function startSdkAdapter(
  clients: SdkClients,
  model: CcpModel,
  session: SdkSession,
  emailFacts?: EmailFactsReader,
  options: PluginOptions = DEFAULT_PLUGIN_OPTIONS,
): Promise<void> {
  const { agent, contact, voice } = clients;
  /** Inbound email → its agent reply (which is no list entry of its own: the inbound email carries it). */
  const replies = new Map<string, { contactId: string; state: ContactState }>();
  const isInboundEmail = (id: string) => {
    const c = model.contacts.get(id)?.contact.peek();
    return c?.type === 'email' && c.initiationMethod === 'inbound';
  };
  const lifecycle = new Map<string, ContactState>();
  const customerNumbers = new Map<string, string | null>();
  /** What does not change during a contact: its queue and, for chats, its attributes (read once). */
  const details = new Map<string, { queueName?: string; attributes?: Record<string, string> }>();
  const cleared = new Set<string>();
  const reading = new Map<string, { again: boolean }>();

  async function loadAgent() {
    const [name, arn, state, availability, routingProfile, states, extension, outboundCallPermission, countries] = await Promise.all([
      agent.getName(),
      agent.getARN(),
      agent.getState(),
      agent.getAvailabilityState(),
      agent.getRoutingProfile(),
      agent.listAvailabilityStates(),
      agent.getExtension().catch(() => undefined),
      voice.getOutboundCallPermission().catch(() => false),
      voice.listDialableCountries().catch(() => []),
    ]);
    batch(() => {
      model.agent.applyConfiguration(
        toAgentConfiguration({ name, arn, extension, routingProfile, outboundCallPermission, dialableCountries: countries.map((c) => c.countryCode) }),
      );
      model.agent.applyAgentStates(toAgentStates(states));
      model.agent.applyAvailability(toAvailability(state), toAvailability(availability.nextState));
    });
  }

  async function loadState() {
    // getState is the snapshot state (Busy, AfterCallWork, MissedCallAgent …); availability carries the queued next.
    const [state, availability] = await Promise.all([agent.getState(), agent.getAvailabilityState()]);
    model.agent.applyAvailability(toAvailability(state), toAvailability(availability.nextState));
  }

  async function readContact(contactId: string) {
    const [type, duration, participants] = await Promise.all([
      contact.getChannelType(contactId),
      contact.getStateDuration(contactId),
      contact.listParticipants(contactId),
    ]);
    const facts: ParticipantFacts[] = await Promise.all(
      participants.map(async (data: ParticipantData) => {
        session.self.set(data.participantId, data.isSelf);
        const name = session.names.get(data.participantId);
        return { data, state: await contact.getParticipantState(data.participantId), ...(name ? { name } : {}) };
      }),
    );
    if (!customerNumbers.has(contactId)) {
      customerNumbers.set(contactId, await voice.getInitialCustomerPhoneNumber(contactId).catch(() => null));
    }
    if (!details.has(contactId)) {
      const queue = await contact.getQueue(contactId).catch(() => null);
      // A chat's conversation is the workspace's; its attributes are what the app can show of it.
      const attributes = type.type === 'chat' ? await contact.getAttributes(contactId, '*').catch(() => undefined) : undefined;
      details.set(contactId, { ...(queue?.name ? { queueName: queue.name } : {}), ...(attributes ? { attributes } : {}) });
    }
    const email = type.type === 'email' && emailFacts ? await emailFacts(contactId, isInboundEmail).catch(() => undefined) : undefined;
    if (cleared.has(contactId)) return;
    const state = session.rejected.has(contactId) ? 'rejected' : (lifecycle.get(contactId) ?? stateFromParticipants(facts));
    if (email?.initiationMethod === 'agent_reply' && email.relatedContactId) {
      const before = replies.get(email.relatedContactId);
      replies.set(email.relatedContactId, { contactId, state });
      if (before?.contactId !== contactId || before.state !== state) refresh(email.relatedContactId);
    }
    const reply = replies.get(contactId);
    const withReply = email ? { ...email, info: { ...email.info, ...(reply ? { reply } : {}) } } : undefined;
    model.contacts.applyContact(
      toContact({
        contactId,
        type: type.type,
        state,
        stateTimestamp: Date.now() - duration,
        customerPhoneNumber: customerNumbers.get(contactId) ?? null,
        participants: facts,
        ...(type.subtype ? { subtype: type.subtype } : {}),
        multiPartyChat: options.multiPartyChat,
        ...details.get(contactId),
        ...(withReply ? { email: withReply } : {}),
      }),
    );
  }

  /** Reads a contact now, or once more after the read in flight. A contact gone meanwhile is not an error. */
  function refresh(contactId: string) {
    if (cleared.has(contactId)) return;
    const inFlight = reading.get(contactId);
    if (inFlight) return void (inFlight.again = true);
    const mark = { again: false };
    reading.set(contactId, mark);
    void (async () => {
      try {
        do {
          mark.again = false;
          await readContact(contactId).catch(() => undefined);
        } while (mark.again && !cleared.has(contactId));
      } finally {
        reading.delete(contactId);
      }
    })();
  }
  session.refresh = refresh;

  const onLifecycle = (key: string) => async (e: BaseContactLifecycleEvent) => {
    cleared.delete(e.contactId);
    lifecycle.set(e.contactId, LIFECYCLE_STATE[key] ?? 'init');
    refresh(e.contactId);
  };
  const onCleared = async (e: BaseContactLifecycleEvent) => {
    cleared.add(e.contactId);
    for (const m of [lifecycle, customerNumbers, details]) m.delete(e.contactId);
    session.rejected.delete(e.contactId);
    model.contacts.removeContact(e.contactId);
    for (const [inbound, r] of replies) {
      if (r.contactId !== e.contactId) continue;
      replies.delete(inbound);
      refresh(inbound);
    }
  };

  await loadAgent();
  agent.onStateChanged(async () => loadState());
  agent.onNextAvailabilityStateChanged(async () => loadState());
  agent.onRoutingProfileChanged(async () => loadAgent());
  agent.onNetworkConnectionStatusChanged(async ({ status }) => {
    if (status === 'connected') model.connectivity.applyConnectionRecovered();
    else if (status === 'disconnected' || status === 'failed') model.connectivity.applyConnectionLost();
  });

  contact.onIncoming(onLifecycle('contact/incoming'));
  contact.onConnecting(onLifecycle('contact/connecting'));
  contact.onPending(onLifecycle('contact/pending'));
  contact.onConnected(onLifecycle('contact/connected'));
  contact.onStartingAcw(onLifecycle('contact/acw'));
  contact.onMissed(onLifecycle('contact/missed'));
  contact.onError(onLifecycle('contact/error'));
  contact.onCleared(onCleared);
  contact.onParticipantStateChanged(async (e) => refresh(e.contactId));
  contact.onParticipantAdded(async (e) => refresh(e.participant.contactId));
  contact.onParticipantDisconnected(async (e) => refresh(e.participant.contactId));

  // Contacts the agent already has (a reload mid-call) have no lifecycle event yet: their participants tell.
  for (const c of await contact.listContacts()) refresh(c.contactId);
  model.agent.markInitialized();
}
