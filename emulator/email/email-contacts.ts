import type { ContactCentre } from '../centre/centre.ts';
import type { QuickConnect } from '../centre/directory.ts';
import { ServiceError, badRequest, invalidState } from '../centre/errors.ts';
import { newId } from '../centre/ids.ts';
import { type ConnectionRecord, type ContactRecord, type EmailRecipient, type Endpoint, agentEndpoint, isLive } from '../centre/records.ts';
import { acceptOffer, agentConnection, isRinging, newConnection, offerWithRingTimeout, rejectOffer, enterState } from '../centre/offers.ts';
import type { ChannelLifecycle } from '../cti/operations.ts';
import { outboundQueueName, queueEmailAddresses } from './email-addresses.ts';
import { type EmailAddress, type EmailMessage, type EmailStore, MAX_CC, MAX_EMAIL_ATTACHMENT_BYTES, MAX_TO, checkAddress, checkAddresses } from './email-store.ts';

/**
 * Email contacts in the contact centre, following Amazon Connect: an inbound email is offered under the EMAIL
 * concurrency and rings until accepted, rejected or missed; accepting connects it at once (email has no media).
 * Replies and new emails are drafts the agent creates (the SDK's createDraftEmail): a draft is connected at once,
 * never offered, and is either sent (it ends, and goes to after-contact work) or discarded (destroyed). Sending a
 * reply also ends the inbound email it answers. A transfer hands the email to a queue or another agent and ends
 * the agent's contact.
 */

export interface NewEmail {
  agent: string;
  from: EmailAddress;
  to: EmailAddress[];
  cc: EmailAddress[];
  subject: string;
  text?: string;
  html?: string;
  attachments: { name: string; type: string; bytes: Buffer }[];
  /** Continue the thread of this earlier email contact. */
  threadOf?: string;
  queue?: string;
  attributes?: Record<string, string>;
  ringTimeoutMs?: number;
}

export interface Draft {
  contactId: string;
  to: EmailAddress[];
  cc: EmailAddress[];
  from?: EmailAddress;
  subject: string;
  body: string;
  bodyType: 'text/plain' | 'text/html';
}

/** The instance's own address, where inbound emails arrive and outbound ones go from by default. */
export const SYSTEM_ADDRESS: EmailAddress = { emailAddress: 'support@connect-local.example', displayName: 'Connect Local Support' };

const recipient = (a: EmailAddress): EmailRecipient => ({ address: a.emailAddress, displayName: a.displayName ?? null });
const emailEndpoint = (a: EmailAddress | undefined): Endpoint => ({
  type: 'email',
  phoneNumber: null,
  name: a?.displayName ?? null,
  endpointARN: null,
  agentLogin: null,
  queue: null,
  emailAddress: a?.emailAddress ?? null,
});

export class EmailContacts implements ChannelLifecycle {
  constructor(
    readonly centre: ContactCentre,
    readonly store: EmailStore,
  ) {}

  contactArn(contactId: string) {
    return `${this.centre.directory.ids.instanceArn}/contact/${contactId}`;
  }

  agentConnection(c: ContactRecord) {
    return agentConnection(c);
  }

  private connection(role: 'agent' | 'customer', endpoint: Endpoint, state: ConnectionRecord['state']['type']): ConnectionRecord {
    return newConnection(this.centre, role, endpoint, state);
  }

  private record(o: { agent: string; id: string; initialContactId?: string; relatedContactId?: string | null; initiationMethod: ContactRecord['initiationMethod']; queue?: string; association: string; customer?: EmailAddress; system: EmailAddress; subject?: string; to: EmailAddress[]; cc: EmailAddress[]; from?: EmailAddress; connections: ConnectionRecord[]; attributes?: Record<string, string> }): ContactRecord {
    const a = this.centre.agent(o.agent);
    const queues = this.centre.queuesOf(a);
    const queue = queues.find((q) => q.name === o.queue || q.queueARN === o.queue) ?? queues[0]!;
    const now = this.centre.now();
    return {
      contactId: o.id,
      initialContactId: o.initialContactId ?? o.id,
      relatedContactId: o.relatedContactId ?? null,
      type: 'email',
      initiationMethod: o.initiationMethod,
      state: { type: 'connecting', timestamp: now },
      queue,
      queueTimestamp: now,
      attributes: o.attributes ?? {},
      customerEndpoint: emailEndpoint(o.customer),
      connections: o.connections,
      agent: o.agent,
      createdAt: now,
      issues: [],
      segmentAttributes: {
        'connect:Subtype': { ValueString: 'connect:Email' },
        'connect:Direction': { ValueString: o.initiationMethod === 'inbound' || o.initiationMethod === 'transfer' ? 'INBOUND' : 'OUTBOUND' },
        ...(o.subject ? { 'connect:EmailSubject': { ValueString: o.subject } } : {}),
      },
      contactAssociationId: o.association,
      connectSystemEndpoint: emailEndpoint(o.system),
      emailRecipients: { toList: o.to.map(recipient), ccList: o.cc.map(recipient), fromRecipient: o.from ? recipient(o.from) : null },
    };
  }

  /** A customer's email arrives (what an inbound email flow does): the message is stored, then the offer rings. */
  inbound(o: NewEmail): ContactRecord {
    const earlier = o.threadOf ? this.store.message(o.threadOf) : undefined;
    if (o.threadOf && !earlier) throw badRequest(`threadOf: no email contact ${o.threadOf}`);
    const id = newId();
    const to = o.to.length > 0 ? o.to : [SYSTEM_ADDRESS];
    const association = earlier?.contactAssociationId ?? newId();
    const c = this.record({
      agent: o.agent,
      id,
      initiationMethod: 'inbound',
      ...(o.queue ? { queue: o.queue } : {}),
      association,
      customer: o.from,
      system: to[0]!,
      subject: o.subject,
      to,
      cc: o.cc,
      from: o.from,
      connections: [this.connection('agent', agentEndpoint(), 'connecting'), this.connection('customer', emailEndpoint(o.from), 'connected')],
      ...(o.attributes ? { attributes: o.attributes } : {}),
    });
    const arn = this.contactArn(id);
    const body = o.html !== undefined ? this.store.addFile(arn, 'message.html', 'text/html', Buffer.from(o.html, 'utf8')) : this.store.addFile(arn, 'message.txt', 'text/plain', Buffer.from(o.text ?? '', 'utf8'));
    const attachments = o.attachments.map((x) => this.store.addFile(arn, x.name, x.type, x.bytes));
    this.store.put({
      contactId: id,
      contactArn: arn,
      contactAssociationId: association,
      ...(earlier ? { relatedContactId: earlier.contactId } : {}),
      initiationMethod: 'inbound',
      direction: 'INBOUND',
      subject: o.subject,
      from: o.from,
      to,
      cc: o.cc,
      deliveredTo: to[0]!,
      bodyFileId: body.fileId,
      attachmentFileIds: attachments.map((f) => f.fileId),
      initiationTimestamp: this.centre.now(),
    });
    offerWithRingTimeout(this.centre, c, o.ringTimeoutMs ?? this.centre.settings.ringTimeoutMs);
    this.centre.change(`inbound email ${id} from ${o.from.emailAddress}`, c.agent);
    return c;
  }

  accept(c: ContactRecord) {
    acceptOffer(this.centre, c);
  }

  reject(c: ContactRecord) {
    rejectOffer(this.centre, c);
  }

  private isDraft(c: ContactRecord) {
    const m = this.store.message(c.contactId);
    return (c.initiationMethod === 'agent_reply' || c.initiationMethod === 'outbound') && !m?.sentAt;
  }

  /** The agent's connection.destroy(): a draft is discarded (destroyed), an open email ends, an offer is declined. */
  destroyConnection(c: ContactRecord, connectionId: string) {
    if (!c.connections.some((k) => k.connectionId === connectionId)) throw invalidState(`Connection ${connectionId} is not part of contact ${c.contactId}`);
    if (c.state.type === 'missed' || c.state.type === 'rejected' || c.state.type === 'error') return this.clear(c);
    if (isRinging(c)) return this.reject(c);
    if (c.state.type !== 'connected' && c.state.type !== 'paused') throw invalidState(`Contact ${c.contactId} is ${c.state.type}`);
    if (this.isDraft(c)) {
      this.store.messages.delete(c.contactId);
      this.centre.removeContact(c);
      return this.centre.change(`discarded email draft ${c.contactId}`, c.agent);
    }
    this.end(c, `agent ended email ${c.contactId}`);
  }

  private end(c: ContactRecord, reason: string) {
    for (const k of c.connections) if (isLive(k)) enterState(this.centre, k, 'disconnected');
    enterState(this.centre, c, 'ended');
    const m = this.store.message(c.contactId);
    if (m) m.disconnectTimestamp = this.centre.now();
    this.centre.change(reason, c.agent);
  }

  clear(c: ContactRecord) {
    // An unsent draft whose contact is cleared is gone, as a discarded one.
    if (this.isDraft(c)) this.store.messages.delete(c.contactId);
    this.centre.removeContact(c);
    this.centre.change(`clear ${c.contactId}`, c.agent);
  }

  /** A transfer (CreateAdditionalConnection) to a queue or an agent quick connect: the email leaves this agent. */
  addConnection(c: ContactRecord, endpoint: Endpoint, qc?: QuickConnect) {
    if (c.state.type !== 'connected' && c.state.type !== 'paused') throw invalidState(`Contact ${c.contactId} is ${c.state.type}`);
    if (endpoint.type !== 'queue' && endpoint.type !== 'agent') throw new ServiceError('BadEndpointException', 'An email can only be transferred to a queue or an agent');
    if (this.isDraft(c)) throw invalidState('A draft cannot be transferred; send or discard it');
    const login = endpoint.agentLogin ?? qc?.agentLogin ?? null;
    if (endpoint.type === 'agent' && login === c.agent) throw new ServiceError('BadEndpointException', 'An email cannot be transferred to the agent who has it');
    const m = this.store.message(c.contactId);
    const target = endpoint.type === 'agent' && login && this.centre.agents.has(login) ? login : null;
    if (m && target) {
      // The receiving agent gets a new contact of the same email (a transfer gives a new contact id).
      const id = newId();
      const to = m.to;
      const next = this.record({
        agent: target,
        id,
        initialContactId: c.initialContactId,
        initiationMethod: 'transfer',
        association: m.contactAssociationId,
        ...(m.from ? { customer: m.from } : {}),
        system: m.deliveredTo ?? SYSTEM_ADDRESS,
        ...(m.subject ? { subject: m.subject } : {}),
        to,
        cc: m.cc,
        ...(m.from ? { from: m.from } : {}),
        connections: [this.connection('agent', agentEndpoint(), 'connecting'), this.connection('customer', emailEndpoint(m.from), 'connected')],
        attributes: c.attributes,
      });
      this.store.put({ ...m, contactId: id, contactArn: this.contactArn(id), initiationMethod: 'transfer', relatedContactId: c.contactId, initiationTimestamp: this.centre.now() });
      offerWithRingTimeout(this.centre, next, this.centre.settings.ringTimeoutMs);
    }
    const k = this.connection('customer', { ...endpoint, name: endpoint.name ?? qc?.name ?? null }, 'disconnected');
    k.role = 'third_party';
    k.type = 'outbound';
    k.quickConnectName = qc?.name ?? endpoint.name ?? null;
    c.connections.push(k);
    this.end(c, `email ${c.contactId} transferred to ${qc?.name ?? endpoint.name ?? endpoint.type}`);
    return k;
  }

  /** The SDK's createDraftEmail: a connected draft contact, a reply in its inbound email's thread or a new one. */
  createDraft(agent: string, initiationMethod: unknown, relatedContactId: unknown): { contactId: string } {
    if (initiationMethod !== 'AGENT_REPLY' && initiationMethod !== 'OUTBOUND') throw badRequest('initiationMethod must be AGENT_REPLY or OUTBOUND');
    if (relatedContactId !== undefined && typeof relatedContactId !== 'string') throw badRequest('relatedContactId must be a contact id');
    const related = relatedContactId ? this.centre.contactsOf(agent).find((x) => x.contactId === relatedContactId) : undefined;
    if (relatedContactId && !related) throw badRequest(`relatedContactId: no contact ${relatedContactId} for this agent`);
    const reply = initiationMethod === 'AGENT_REPLY';
    const inbound = related ? this.store.message(related.contactId) : undefined;
    if (reply && (!related || related.type !== 'email' || !inbound)) throw badRequest('An agent reply needs the email contact it answers as relatedContactId');
    if (reply && this.centre.contactsOf(agent).some((x) => x.relatedContactId === related!.contactId && x.initiationMethod === 'agent_reply' && this.isDraft(x))) {
      throw invalidState(`Contact ${related!.contactId} already has a reply draft`);
    }
    const id = newId();
    const association = reply ? inbound!.contactAssociationId : newId();
    const c = this.record({
      agent,
      id,
      relatedContactId: related?.contactId ?? null,
      initiationMethod: reply ? 'agent_reply' : 'outbound',
      association,
      ...(reply && inbound?.from ? { customer: inbound.from } : {}),
      system: inbound?.deliveredTo ?? SYSTEM_ADDRESS,
      to: [],
      cc: [],
      // The initial connection is the customer's (outbound), as streams' isInbound() expects one to exist.
      connections: [this.connection('agent', agentEndpoint(), 'connected'), { ...this.connection('customer', emailEndpoint(reply ? inbound?.from : undefined), 'connected'), type: 'outbound' }],
    });
    enterState(this.centre, c, 'connected');
    this.store.put({ contactId: id, contactArn: this.contactArn(id), contactAssociationId: association, ...(related ? { relatedContactId: related.contactId } : {}), initiationMethod: c.initiationMethod as EmailMessage['initiationMethod'], direction: 'OUTBOUND', to: [], cc: [], attachmentFileIds: [], initiationTimestamp: this.centre.now() });
    this.centre.contacts.push(c);
    this.centre.change(`email draft ${id} (${c.initiationMethod})`, agent);
    return { contactId: id };
  }

  /** A new email goes from an address of the agent's default outbound queue: the one asked for, or its default. */
  private outboundFrom(agent: string, asked: unknown): EmailAddress {
    const offered = queueEmailAddresses(outboundQueueName(this.centre, this.centre.agent(agent)));
    if (asked === undefined) return offered.find((o) => o.isDefault)?.address ?? SYSTEM_ADDRESS;
    const from = checkAddress(asked, 'from');
    const match = offered.find((o) => o.address.emailAddress.toLowerCase() === from.emailAddress.toLowerCase());
    if (!match) throw badRequest(`from ${from.emailAddress} is not an email address of the agent's outbound queue`);
    return match.address;
  }

  /** The SDK's sendEmail: the draft goes out with the files uploaded to it; it (and the email it answers) end. */
  send(agent: string, data: Record<string, unknown>) {
    const c = this.centre.contactsOf(agent).find((x) => x.contactId === data.contactId);
    const m = c ? this.store.message(c.contactId) : undefined;
    if (!c || !m) throw badRequest(`No email draft ${String(data.contactId)} for this agent`);
    if (!this.isDraft(c) || c.state.type !== 'connected') throw invalidState(`Contact ${c.contactId} is not an unsent draft`);
    const to = checkAddresses(data.to, 'to', MAX_TO);
    if (to.length === 0) throw badRequest('to needs one email address');
    const cc = checkAddresses(data.cc, 'cc', MAX_CC);
    const from = c.initiationMethod === 'outbound' ? this.outboundFrom(agent, data.from) : data.from === undefined ? SYSTEM_ADDRESS : checkAddress(data.from, 'from');
    const content = data.emailContent as { subject?: unknown; body?: unknown; bodyType?: unknown } | undefined;
    if (!content || typeof content !== 'object') throw badRequest('emailContent is required');
    if (typeof content.subject !== 'string' || !content.subject.trim()) throw badRequest('emailContent.subject must not be empty');
    if (typeof content.body !== 'string') throw badRequest('emailContent.body must be a string');
    if (content.bodyType !== 'text/plain' && content.bodyType !== 'text/html') throw badRequest('emailContent.bodyType must be text/plain or text/html');
    const attachments = [...this.store.files.values()].filter((f) => f.resourceArn === m.contactArn && f.status === 'APPROVED');
    if (attachments.reduce((n, f) => n + f.bytes.length, 0) > MAX_EMAIL_ATTACHMENT_BYTES) throw badRequest('The attachments of one email may not exceed 10 MB together');
    const body = this.store.addFile(m.contactArn, content.bodyType === 'text/html' ? 'message.html' : 'message.txt', content.bodyType, Buffer.from(content.body, 'utf8'));
    Object.assign(m, { to, cc, from, subject: content.subject, bodyFileId: body.fileId, attachmentFileIds: attachments.map((f) => f.fileId), sentAt: this.centre.now() });
    c.emailRecipients = { toList: to.map(recipient), ccList: cc.map(recipient), fromRecipient: recipient(from) };
    c.customerEndpoint = emailEndpoint(to[0]);
    for (const k of c.connections) if (k.role === 'customer') k.endpoint = c.customerEndpoint;
    c.segmentAttributes = { ...c.segmentAttributes, 'connect:EmailSubject': { ValueString: content.subject } };
    this.end(c, `sent email ${c.contactId} to ${to[0]!.emailAddress}`);
    // A reply ends the email it answers: the agent wraps both up.
    const answered = c.initiationMethod === 'agent_reply' ? this.centre.contactsOf(agent).find((x) => x.contactId === c.relatedContactId) : undefined;
    if (answered && (answered.state.type === 'connected' || answered.state.type === 'paused')) this.end(answered, `email ${answered.contactId} answered`);
  }
}
