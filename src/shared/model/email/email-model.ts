import type { ContactsStore } from '../contacts/contacts';
import type { ContactStatus } from '../../domain/contact-status';
import type { CcpPort } from '../port';
import { computed, signal, type ReadonlySignal, type Signal } from '../signals';
import { STORAGE_KEYS, type KeyValueStorage } from '../view/storage';
import { perContactStore } from '../view/per-contact-store';
import { checkDraft, replyRecipients, replySubject, type EmailDraftFields } from '../../rules/email-draft';
import { checkEmailAttachment, type EmailAttachmentVerdict } from '../../rules/email-attachments';
import type { EmailAddress, EmailAttachment, EmailDraftKind, EmailFileRef, EmailFromChoice, EmailMessage, EmailThreadEntry, EmailUpload } from '../../domain/email';
import { chosenFrom } from '../../rules/email-from';
import { replyWithQuoteHtml, type EmailQuote } from '../../rules/email-quote';

/**
 * Per-contact email state (email §3, §4): the email behind a contact and its thread, fetched when first shown,
 * and the agent's drafts (replies and new emails), kept in storage so a reload loses nothing. Views read the
 * signals and call the intents; every port call has the model's timeout, and a failure is kept as an error the
 * view names, never thrown at it.
 */

export type Loadable<T> = { state: 'idle' | 'loading' } | { state: 'loaded'; value: T } | { state: 'failed' };

export interface EmailEntry {
  readonly contactId: string;
  readonly message: ReadonlySignal<Loadable<EmailMessage>>;
  /** The other emails of the conversation, oldest first (undefined until asked for). */
  readonly thread: ReadonlySignal<Loadable<readonly EmailThreadEntry[]>>;
}

export type EmailDraftError = 'send' | 'create' | 'discard' | 'attachment-failed' | Exclude<EmailAttachmentVerdict, 'ok'>;

export interface EmailDraft {
  readonly contactId: string;
  readonly kind: EmailDraftKind;
  /** The inbound email a reply answers, or the contact a new email was started from. */
  readonly relatedContactId?: string;
  readonly fields: EmailDraftFields;
  /** A reply quotes the email it answers unless the agent said not to (kept with the draft). */
  readonly quote: boolean;
  /** The address it goes from: a reply, the one the customer wrote to; a new email, the queue's default (unset). */
  readonly from?: EmailAddress;
  readonly attachments: readonly EmailAttachment[];
  /** Names of files on their way up. */
  readonly uploading: readonly string[];
  readonly sending: boolean;
  readonly error: EmailDraftError | null;
}

export interface EmailStore {
  get(contactId: string): EmailEntry;
  /** Fetches the email behind a contact (again, after a failure); a thread's email in the context of the one viewed. */
  load(contactId: string, activeContactId?: string): Promise<void>;
  loadThread(contactId: string): Promise<void>;
  /** The draft of a draft contact (reply or new email), restored from storage after a reload. */
  draft(draftContactId: string): ReadonlySignal<EmailDraft | null>;
  /** Another email of this agent is open: this one cannot be accepted until it is closed. */
  acceptBlocked(contactId: string): ReadonlySignal<boolean>;
  /** An in-flight reply or new-email creation (the buttons wait for it). */
  readonly creating: ReadonlySignal<boolean>;
  /** The host lists the addresses a new email may go from (else it goes from the queue's default). */
  readonly canChooseFrom: boolean;
  /** Those addresses, once asked for. */
  readonly fromChoices: ReadonlySignal<Loadable<readonly EmailFromChoice[]>>;
  /** Asks for them (again after a failure; once loaded, not again). */
  loadFromChoices(): Promise<void>;
  /** The address a new email goes from; undefined for the queue's default. Only an offered address is taken. */
  setFrom(draftContactId: string, from: EmailAddress | undefined): void;

  /** Creates the reply draft of an inbound email; answers its contact id, or null when it could not. */
  reply(inboundContactId: string, all: boolean): Promise<string | null>;
  /** Creates a new outbound email draft (related to the contact it was started from, if any). */
  newEmail(relatedContactId?: string): Promise<string | null>;
  /** A draft contact that exists (after a reload) but has no stored fields gets the defaults of its kind. */
  ensureDraft(draftContactId: string, kind: 'reply' | 'new', relatedContactId?: string): void;
  setDraft(draftContactId: string, patch: Partial<EmailDraftFields>): void;
  /** Whether a reply quotes the email it answers. */
  setQuote(draftContactId: string, quote: boolean): void;
  attach(draftContactId: string, file: EmailUpload): Promise<void>;
  detach(draftContactId: string, fileId: string): Promise<void>;
  /**
   * Sends the draft; false when it was invalid or failed (the draft is kept, with its error). A reply that quotes
   * goes as HTML with `quote` (the answered email, made safe and introduced in the agent's language by the view).
   */
  send(draftContactId: string, quote?: EmailQuote): Promise<boolean>;
  /** Discards the draft: its contact is destroyed. */
  discard(draftContactId: string): Promise<boolean>;
  /** A URL to download a file of the shown email from. */
  fileUrl(activeContactId: string, file: EmailFileRef): Promise<string>;
  /** Closes an email (the tab's close action); its sent reply, waiting in after-contact work, is cleared with it. */
  close(contactId: string): Promise<void>;
  dispose(): void;
}

const OPEN: readonly ContactStatus[] = ['connected', 'paused'];
const DRAFT_KEY = (id: string) => `emailDraft:${id}`;
const INDEX_KEY = 'emailDrafts';

interface StoredDraft {
  kind: EmailDraftKind;
  relatedContactId?: string;
  from?: EmailAddress;
  fields: EmailDraftFields;
  attachments: EmailAttachment[];
  quote?: boolean;
}

const EMPTY_FIELDS: EmailDraftFields = { to: '', cc: '', subject: '', body: '' };

function isStoredDraft(v: unknown): v is StoredDraft {
  const d = v as StoredDraft | null;
  return !!d && typeof d === 'object' && ['reply', 'reply-all', 'new'].includes(d.kind) && !!d.fields && typeof d.fields.to === 'string' && typeof d.fields.cc === 'string' && typeof d.fields.subject === 'string' && typeof d.fields.body === 'string' && Array.isArray(d.attachments);
}

export function createEmailStore(deps: { port: CcpPort; contacts: ContactsStore; storage: KeyValueStorage; close: (contactId: string) => Promise<void> }): EmailStore {
  const { port, contacts, storage } = deps;
  const entries = new Map<string, EmailEntry & { message: Signal<Loadable<EmailMessage>>; thread: Signal<Loadable<readonly EmailThreadEntry[]>> }>();
  const drafts = new Map<string, Signal<EmailDraft | null>>();
  const blocked = new Map<string, ReadonlySignal<boolean>>();
  const creating = signal(false);
  const fromChoices = signal<Loadable<readonly EmailFromChoice[]>>({ state: 'idle' });

  const entry = (contactId: string) => {
    let e = entries.get(contactId);
    if (!e) entries.set(contactId, (e = { contactId, message: signal<Loadable<EmailMessage>>({ state: 'idle' }), thread: signal<Loadable<readonly EmailThreadEntry[]>>({ state: 'idle' }) }));
    return e;
  };

  const draftStore = perContactStore(storage, { indexKey: INDEX_KEY, keyOf: DRAFT_KEY });
  const persist = (d: EmailDraft) => {
    const draft: StoredDraft = { kind: d.kind, ...(d.relatedContactId ? { relatedContactId: d.relatedContactId } : {}), ...(d.from ? { from: d.from } : {}), fields: d.fields, attachments: [...d.attachments], ...(d.quote ? {} : { quote: false }) };
    draftStore.write(d.contactId, JSON.stringify(draft));
  };
  const forget = (id: string) => {
    if (storage.getItem(STORAGE_KEYS.createEmailRelatedContactId) !== null && draftSignal(id).peek()?.relatedContactId) storage.removeItem(STORAGE_KEYS.createEmailRelatedContactId);
    draftStore.remove(id);
  };
  const restore = (id: string): EmailDraft | null => {
    let raw: unknown;
    try {
      raw = JSON.parse(storage.getItem(DRAFT_KEY(id)) ?? 'null');
    } catch {
      return null;
    }
    if (!isStoredDraft(raw)) return null;
    return { contactId: id, kind: raw.kind, ...(raw.relatedContactId ? { relatedContactId: raw.relatedContactId } : {}), ...(raw.from && typeof raw.from.address === 'string' ? { from: raw.from } : {}), fields: raw.fields, attachments: raw.attachments, quote: raw.kind !== 'new' && raw.quote !== false, uploading: [], sending: false, error: null };
  };
  const draftSignal = (id: string) => {
    let s = drafts.get(id);
    if (!s) drafts.set(id, (s = signal(restore(id))));
    return s;
  };
  const update = (id: string, patch: (d: EmailDraft) => EmailDraft, save = true) => {
    const s = draftSignal(id);
    if (!s.peek()) return;
    s.value = patch(s.peek()!);
    if (save) persist(s.peek()!);
  };
  const setDraft = (d: EmailDraft) => {
    draftSignal(d.contactId).value = d;
    persist(d);
  };

  /** Loads in flight, so a reply started while its email is still loading waits for it (its defaults need it). */
  const loading = new Map<string, Promise<void>>();
  const load = (contactId: string, activeContactId = contactId): Promise<void> => {
    const e = entry(contactId);
    const inFlight = loading.get(contactId);
    if (inFlight) return inFlight;
    if (e.message.peek().state === 'loaded' || !port.email) return Promise.resolve();
    e.message.value = { state: 'loading' };
    const run = port.email
      .getEmail(contactId, activeContactId)
      .then((value) => void (e.message.value = { state: 'loaded', value }))
      .catch(() => void (e.message.value = { state: 'failed' }))
      .finally(() => loading.delete(contactId));
    loading.set(contactId, run);
    return run;
  };

  const replyDefaults = (kind: EmailDraftKind, inbound: EmailMessage | undefined): EmailDraftFields => {
    if (!inbound) return EMPTY_FIELDS;
    const own = [inbound.deliveredTo?.address, contacts.get(inbound.contactId)?.contact.peek().email?.systemAddress].filter((a): a is string => !!a);
    const { to, cc } = replyRecipients(inbound, { all: kind === 'reply-all', ownAddresses: own });
    return { to, cc, subject: replySubject(inbound.subject), body: '' };
  };
  const loadedMessage = (contactId: string): EmailMessage | undefined => {
    const m = entry(contactId).message.peek();
    return m.state === 'loaded' ? m.value : undefined;
  };

  const create = async (kind: EmailDraftKind, relatedContactId: string | undefined): Promise<string | null> => {
    if (!port.email || creating.peek()) return null;
    creating.value = true;
    try {
      if (kind !== 'new' && relatedContactId) await load(relatedContactId);
      const { contactId } = await port.email.createDraft(kind === 'new' ? { initiationMethod: 'OUTBOUND', ...(relatedContactId ? { relatedContactId } : {}) } : { initiationMethod: 'AGENT_REPLY', relatedContactId: relatedContactId! });
      // A New Email opened from a contact keeps that contact's id while the email is written (chat §3).
      if (kind === 'new' && relatedContactId) storage.setItem(STORAGE_KEYS.createEmailRelatedContactId, relatedContactId);
      const inbound = kind === 'new' ? undefined : loadedMessage(relatedContactId!);
      const fields = kind === 'new' ? EMPTY_FIELDS : replyDefaults(kind, inbound);
      setDraft({ contactId, kind, ...(relatedContactId ? { relatedContactId } : {}), ...(inbound?.deliveredTo ? { from: inbound.deliveredTo } : {}), fields, quote: kind !== 'new', attachments: [], uploading: [], sending: false, error: null });
      return contactId;
    } catch {
      if (relatedContactId) entry(relatedContactId);
      return null;
    } finally {
      creating.value = false;
    }
  };

  return {
    get: entry,
    load,
    async loadThread(contactId) {
      const e = entry(contactId);
      const association = contacts.get(contactId)?.contact.peek().email?.contactAssociationId ?? loadedMessage(contactId)?.contactAssociationId;
      if (!association || !port.email || e.thread.peek().state === 'loading' || e.thread.peek().state === 'loaded') return;
      e.thread.value = { state: 'loading' };
      try {
        const all = await port.email.getThread(association);
        e.thread.value = { state: 'loaded', value: all.filter((t) => t.contactId !== contactId) };
      } catch {
        e.thread.value = { state: 'failed' };
      }
    },
    draft: draftSignal,
    acceptBlocked(contactId) {
      let s = blocked.get(contactId);
      if (!s) {
        // Open means being worked on (connected or paused); another offer ringing blocks nothing.
        s = computed(() => contacts.list.value.some((c) => c.type === 'email' && c.contactId !== contactId && OPEN.includes(contacts.get(c.contactId)!.status.value)));
        blocked.set(contactId, s);
      }
      return s;
    },
    creating,
    canChooseFrom: !!port.email?.listFromAddresses,
    fromChoices,
    async loadFromChoices() {
      const state = fromChoices.peek().state;
      if (!port.email?.listFromAddresses || state === 'loading' || state === 'loaded') return;
      fromChoices.value = { state: 'loading' };
      try {
        fromChoices.value = { state: 'loaded', value: await port.email.listFromAddresses() };
      } catch {
        fromChoices.value = { state: 'failed' };
      }
    },
    setFrom(id, from) {
      const loaded = fromChoices.peek();
      const d = draftSignal(id).peek();
      if (!d || d.kind !== 'new' || loaded.state !== 'loaded') return;
      const picked = chosenFrom(loaded.value, from);
      update(id, (x) => {
        const { from: _old, ...rest } = x;
        return picked ? { ...rest, from: picked } : rest;
      });
    },
    reply: (inbound, all) => create(all ? 'reply-all' : 'reply', inbound),
    newEmail: (related) => create('new', related),
    ensureDraft(draftId, kind, relatedContactId) {
      if (draftSignal(draftId).peek()) return;
      const inbound = kind === 'reply' && relatedContactId ? loadedMessage(relatedContactId) : undefined;
      const fields = inbound ? replyDefaults('reply', inbound) : EMPTY_FIELDS;
      setDraft({ contactId: draftId, kind, ...(relatedContactId ? { relatedContactId } : {}), ...(inbound?.deliveredTo ? { from: inbound.deliveredTo } : {}), fields, quote: kind !== 'new', attachments: [], uploading: [], sending: false, error: null });
    },
    setDraft(id, patch) {
      update(id, (d) => ({ ...d, fields: { ...d.fields, ...patch }, error: d.error === 'send' ? d.error : null }));
    },
    setQuote(id, quote) {
      update(id, (d) => (d.kind === 'new' ? d : { ...d, quote }));
    },
    async attach(id, file) {
      const d = draftSignal(id).peek();
      if (!d || !port.email) return;
      const verdict = checkEmailAttachment(file, d.attachments);
      if (verdict !== 'ok') return update(id, (x) => ({ ...x, error: verdict }), false);
      update(id, (x) => ({ ...x, uploading: [...x.uploading, file.name], error: null }), false);
      try {
        const added = await port.email.addAttachment(id, file);
        update(id, (x) => ({ ...x, attachments: [...x.attachments, added], uploading: x.uploading.filter((n) => n !== file.name) }));
      } catch {
        update(id, (x) => ({ ...x, uploading: x.uploading.filter((n) => n !== file.name), error: 'attachment-failed' }), false);
      }
    },
    async detach(id, fileId) {
      const d = draftSignal(id).peek();
      const file = d?.attachments.find((a) => a.fileId === fileId);
      if (!file || !port.email) return;
      update(id, (x) => ({ ...x, attachments: x.attachments.filter((a) => a.fileId !== fileId) }));
      // The file stays on the draft's contact if removing fails; it is not sent, since sending lists what is attached.
      await port.email.removeAttachment(file).catch(() => undefined);
    },
    async send(id, quote) {
      const d = draftSignal(id).peek();
      if (!d || d.sending || d.uploading.length > 0 || !port.email) return false;
      const check = checkDraft(d.fields);
      if (!check.ok) return false;
      update(id, (x) => ({ ...x, sending: true, error: null }), false);
      try {
        const quoted = d.kind !== 'new' && d.quote && quote;
        const body = quoted ? { body: replyWithQuoteHtml(d.fields.body, quote), bodyType: 'text/html' as const } : { body: d.fields.body, bodyType: 'text/plain' as const };
        await port.email.send({ contactId: id, to: check.to, cc: check.cc, ...(d.from ? { from: d.from } : {}), subject: d.fields.subject.trim(), ...body });
        forget(id);
        draftSignal(id).value = { ...draftSignal(id).peek()!, sending: false };
        return true;
      } catch {
        update(id, (x) => ({ ...x, sending: false, error: 'send' }), false);
        return false;
      }
    },
    async discard(id) {
      const draft = draftSignal(id).peek();
      if (!port.contacts.endContact) return false;
      try {
        await port.contacts.endContact(id);
      } catch {
        if (draft) update(id, (x) => ({ ...x, error: 'discard' }), false);
        return false;
      }
      forget(id);
      draftSignal(id).value = null;
      return true;
    },
    fileUrl(activeContactId, file) {
      if (!port.email) return Promise.reject(new Error('no email on this host'));
      return port.email.attachmentUrl(file, activeContactId);
    },
    async close(contactId) {
      const reply = contacts.get(contactId)?.contact.peek().email?.reply;
      if (reply && !['connected', 'connecting', 'paused'].includes(reply.state)) await port.contacts.clear(reply.contactId).catch(() => undefined);
      await deps.close(contactId);
    },
    dispose() {
      entries.clear();
      drafts.clear();
      blocked.clear();
    },
  };
}
