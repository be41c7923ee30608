/**
 * The part of amazon-connect-chatjs the customer page uses. chatjs is loaded as its own release bundle (a classic
 * script before this module), so it is reached through `window.connect`; these types are the page's own, kept to
 * what it calls.
 */

export const TYPING = 'application/vnd.amazonaws.connect.event.typing';
export const READ = 'application/vnd.amazonaws.connect.event.message.read';
export const JOINED = 'application/vnd.amazonaws.connect.event.participant.joined';
export const LEFT = 'application/vnd.amazonaws.connect.event.participant.left';
export const ENDED = 'application/vnd.amazonaws.connect.event.chat.ended';

export interface ChatItem {
  Id: string;
  Type: string;
  AbsoluteTime: string;
  ContentType?: string;
  Content?: string;
  ParticipantId?: string;
  ParticipantRole?: string;
  DisplayName?: string;
  Attachments?: { AttachmentId: string; AttachmentName: string; ContentType: string }[];
  MessageMetadata?: { MessageId: string; Receipts?: { RecipientParticipantId: string; ReadTimestamp?: string; DeliveredTimestamp?: string }[] };
}

interface Response<T> {
  data: T;
}

export interface CustomerSession {
  connect(): Promise<unknown>;
  sendMessage(a: { message: string; contentType: string }): Promise<Response<{ Id: string; AbsoluteTime: string }>>;
  sendEvent(a: { contentType: string; content?: string }): Promise<unknown>;
  sendAttachment(a: { attachment: File }): Promise<unknown>;
  downloadAttachment(a: { attachmentId: string }): Promise<Blob>;
  getTranscript(a: { scanDirection: 'BACKWARD' | 'FORWARD'; sortOrder: 'ASCENDING' | 'DESCENDING'; maxResults: number; nextToken?: string }): Promise<Response<{ Transcript: ChatItem[]; NextToken?: string }>>;
  disconnectParticipant(): Promise<unknown>;
  onMessage(h: (e: { data: ChatItem }) => void): void;
  onTyping(h: (e: { data: ChatItem }) => void): void;
  onReadReceipt(h: (e: { data: ChatItem }) => void): void;
  onDeliveredReceipt(h: (e: { data: ChatItem }) => void): void;
  onEnded(h: () => void): void;
  onConnectionBroken(h: () => void): void;
  onConnectionLost(h: () => void): void;
  onConnectionEstablished(h: () => void): void;
}

interface ChatSessionApi {
  setGlobalConfig(config: Record<string, unknown>): void;
  create(args: Record<string, unknown>): CustomerSession;
}

export interface ChatDetails {
  contactId: string;
  participantId: string;
  participantToken: string;
}

export const REGION = 'us-west-2';

/** A CUSTOMER session against this origin's participant service (chatjs's endpoint override). */
export function customerSession(details: ChatDetails): CustomerSession {
  const api = (window as unknown as { connect?: { ChatSession?: ChatSessionApi } }).connect?.ChatSession;
  if (!api) throw new Error('chatjs did not load');
  api.setGlobalConfig({
    endpoint: location.origin,
    region: REGION,
    // Receipts quickly, so a test or a developer sees them at once (the service default is 5 s).
    features: { messageReceipts: { shouldSendMessageReceipts: true, throttleTime: 300 } },
  });
  return api.create({
    chatDetails: { ContactId: details.contactId, ParticipantId: details.participantId, ParticipantToken: details.participantToken },
    type: 'CUSTOMER',
    // Otherwise chatjs starts a metrics worker that posts to AWS.
    disableCSM: true,
    options: { region: REGION },
  });
}

/** The error type chatjs hands back from a rejected participant service call. */
export function errorType(e: unknown): string {
  const err = e as { type?: string; name?: string; error?: { type?: string; name?: string } } | undefined;
  return err?.type ?? err?.error?.type ?? err?.error?.name ?? err?.name ?? '';
}
