import type { ContactCentre } from '../centre/centre.ts';
import type { QuickConnect } from '../centre/directory.ts';
import { ServiceError, invalidState } from '../centre/errors.ts';
import { newId } from '../centre/ids.ts';
import { type ConnectionRecord, type ContactRecord, type Endpoint, isLive } from '../centre/records.ts';
import { MAX_CONNECTIONS } from '../centre/voice.ts';
import type { ChatStore } from './chat-store.ts';
import { CONTENT_TYPE, makeItem } from './transcript.ts';

/**
 * Chat transfers through a quick connect, as Amazon Connect runs them: CTI CreateAdditionalConnection on a chat
 * adds a third-party connection (the queue or agent, `connecting`) while the agent stays in the chat. When the
 * receiving side takes the chat, a `transfer.succeeded` event goes into the transcript, the agent leaves
 * (`participant.left`), the receiving agent joins (`participant.joined`), and the agent's contact goes to after-contact
 * work while the customer keeps the conversation. When it does not, `transfer.failed` goes to the agent, the third
 * party is disconnected and the agent keeps the chat. The receiving side is simulated: no contact is offered to
 * another agent's CCP.
 */

export class ChatTransfers {
  constructor(
    private readonly centre: ContactCentre,
    private readonly store: ChatStore,
  ) {}

  private setConn(k: ConnectionRecord, type: ConnectionRecord['state']['type']) {
    k.state = { type, timestamp: this.centre.now() };
  }

  /** The third party the chat is being transferred to, while the transfer waits for an answer. */
  pending(c: ContactRecord): ConnectionRecord | undefined {
    return c.connections.find((k) => k.role === 'third_party' && k.state.type === 'connecting');
  }

  private agentConnection(c: ContactRecord) {
    return c.connections.find((k) => k.role === 'agent')!;
  }

  /** CTI CreateAdditionalConnection on a chat contact. */
  start(c: ContactRecord, endpoint: Endpoint, qc?: QuickConnect): ConnectionRecord {
    if (c.state.type !== 'connected' || this.agentConnection(c).state.type !== 'connected') throw invalidState(`Contact ${c.contactId} is ${c.state.type}`);
    // Chat transfer addresses are queues and agents; a phone number cannot take a chat.
    if (endpoint.type !== 'queue' && endpoint.type !== 'agent') throw new ServiceError('BadEndpointException', 'A chat can only be transferred to a queue or an agent');
    if (endpoint.type === 'agent' && qc?.agentLogin === c.agent) throw new ServiceError('BadEndpointException', 'A chat cannot be transferred to the agent who has it');
    if (this.pending(c)) throw invalidState(`Chat ${c.contactId} is already being transferred`);
    if (c.connections.filter(isLive).length >= MAX_CONNECTIONS) {
      throw new ServiceError('LimitExceededException', `A chat can have at most ${MAX_CONNECTIONS} participants`);
    }
    const k: ConnectionRecord = {
      connectionId: newId(),
      type: 'outbound',
      role: 'third_party',
      initial: false,
      endpoint: { ...endpoint, name: endpoint.name ?? qc?.name ?? null, agentLogin: endpoint.agentLogin ?? qc?.agentLogin ?? null, queue: endpoint.queue ?? qc?.queue ?? null },
      state: { type: 'connecting', timestamp: this.centre.now() },
      mute: false,
      quickConnectName: qc?.name ?? endpoint.name ?? null,
      digits: '',
    };
    c.connections.push(k);
    this.centre.change(`transfer chat ${c.contactId} to ${k.quickConnectName ?? endpoint.type}`);
    if (this.centre.settings.autoAnswer) {
      this.centre.later(this.centre.settings.answerDelayMs, () => {
        if (this.centre.contacts.includes(c) && k.state.type === 'connecting') this.accept(c);
      });
    }
    return k;
  }

  /** Who joins the chat for the receiving side: the agent of an agent quick connect, else an agent of the queue. */
  private receiverName(k: ConnectionRecord): string {
    const login = k.endpoint.agentLogin;
    const agent = login ? this.centre.agents.get(login) : undefined;
    if (agent) return agent.profile.name;
    const queue = this.centre.directory.queues.find((q) => q.queueARN === k.endpoint.queue);
    return `${queue?.name ?? k.quickConnectName ?? 'Queue'} agent`;
  }

  /** The receiving queue or agent takes the chat: the agent leaves into after-contact work, the customer stays. */
  accept(c: ContactRecord, displayName?: string) {
    const k = this.pending(c);
    if (!k) throw invalidState(`Chat ${c.contactId} is not being transferred`);
    const room = this.store.room(c.contactId);
    if (c.contactFeatures?.multiPartyConferenceEnabled) {
      // Multi-party chat: the added agent joins and the agent stays; nobody is handed over.
      this.setConn(k, 'connected');
      const joining = this.store.addParticipant(room, k.connectionId, 'AGENT', displayName ?? this.receiverName(k));
      this.store.joined(room, joining);
      return this.centre.change(`${joining.displayName} joined chat ${c.contactId}`);
    }
    const agentP = this.store.participant(room, 'AGENT');
    this.store.post(room, makeItem(room, null, { Type: 'EVENT', ContentType: CONTENT_TYPE.transferSucceeded, ParticipantRole: 'SYSTEM', DisplayName: 'SYSTEM' }));
    this.store.left(room, agentP);
    // From here on the chat is the receiving side's: nothing more reaches the agent, and clearing ACW keeps it open.
    agentP.detached = true;
    room.handedOver = true;
    this.setConn(this.agentConnection(c), 'disconnected');
    this.setConn(k, 'connected');
    c.state = { type: 'ended', timestamp: this.centre.now() };
    const receiver = this.store.addParticipant(room, k.connectionId, 'AGENT', displayName ?? this.receiverName(k));
    this.store.joined(room, receiver);
    this.centre.change(`chat ${c.contactId} transferred to ${receiver.displayName}`);
  }

  /** Multi-party chat: another agent is connected, so the agent may leave without ending the chat. */
  otherAgentStays(c: ContactRecord): boolean {
    return !!c.contactFeatures?.multiPartyConferenceEnabled && c.connections.some((k) => k.role === 'third_party' && k.state.type === 'connected');
  }

  /** Leave chat: the agent goes into after-contact work; the customer and the added agents go on. */
  agentLeaves(c: ContactRecord, options: { alreadyLeft?: boolean } = {}) {
    const room = this.store.room(c.contactId);
    const agentP = this.store.participant(room, 'AGENT');
    if (!options.alreadyLeft) this.store.left(room, agentP);
    agentP.detached = true;
    room.handedOver = true;
    this.setConn(this.agentConnection(c), 'disconnected');
    c.state = { type: 'ended', timestamp: this.centre.now() };
    this.centre.change(`agent left multi-party chat ${c.contactId}`, c.agent);
  }

  /** The agent removes an added participant (or withdraws one still joining). */
  removeParticipant(c: ContactRecord, k: ConnectionRecord) {
    const room = this.store.room(c.contactId);
    const p = room.participants.find((x) => x.participantId === k.connectionId && !x.left);
    if (p) this.store.left(room, p);
    this.setConn(k, 'disconnected');
    this.centre.change(`participant ${k.quickConnectName ?? k.connectionId} removed from chat ${c.contactId}`, c.agent);
  }

  /** The receiving queue or agent does not take the chat: the agent keeps it. */
  fail(c: ContactRecord) {
    const k = this.pending(c);
    if (!k) throw invalidState(`Chat ${c.contactId} is not being transferred`);
    this.setConn(k, 'disconnected');
    const room = this.store.room(c.contactId);
    // Only the agent is told; the item is kept in the transcript as the service keeps it.
    this.store.post(room, makeItem(room, null, { Type: 'EVENT', ContentType: CONTENT_TYPE.transferFailed, ParticipantRole: 'SYSTEM', DisplayName: 'SYSTEM' }), {
      only: this.store.participant(room, 'AGENT'),
    });
    this.centre.change(`transfer of chat ${c.contactId} failed`);
  }
}
