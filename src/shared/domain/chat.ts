/** Chat transcript items and state (chat §3), as the model keeps them. */

export type SendStatus = 'Sending' | 'SendSuccess' | 'SendFailed';
export type ItemType = 'MESSAGE' | 'ATTACHMENT' | 'EVENT';
export type ReceiptKind = 'read' | 'delivered';

export type ItemError =
  /** 'Failed to send! ' with Retry. */
  | { kind: 'send'; retry: true }
  /** 'Attachment was rejected.' with no retry; the panel's own check says whether the type or the size was wrong. */
  | { kind: 'attachment-rejected'; retry: false; reason?: 'type' | 'size' }
  /** 'Attachment failed to send' with Retry. */
  | { kind: 'attachment-failed'; retry: true };

export interface TranscriptAttachment {
  id?: string;
  name: string;
  contentType: string;
  status?: string;
}

export interface TranscriptItem {
  /** The service's Id, or a local id (local-…) until the send succeeds. */
  id: string;
  type: ItemType;
  content: { data: string; type: string };
  displayName: string;
  participantId: string;
  participantRole: string;
  direction: 'Outgoing' | 'Incoming';
  status: SendStatus;
  /** Epoch ms (the wire's AbsoluteTime; local time while sending). */
  sentTime: number;
  /** When the customer read it (outgoing messages). */
  readTime?: number;
  deliveredTime?: number;
  error?: ItemError;
  attachment?: TranscriptAttachment;
  /** Events: the last segment of the content type, e.g. participant.joined. */
  event?: string;
  /** Our messages: the send's idempotency token, the same on every retry, so a retried send never posts twice. */
  clientToken?: string;
  /** Our message held in the send queue until the chat is connected again ('Waiting for connection…'); status Sending. */
  awaitingConnection?: boolean;
}

export interface ChatFeatures {
  attachmentsEnabled: boolean;
  markdownEnabled: boolean;
}

/**
 * broken: lost, and being retried. closed: ended for good (chatjs's CONNECTION_BROKEN: its websocket could not be
 * set up again and no retry follows), though the contact goes on; only a reload connects again. unavailable: chatjs
 * itself could not be loaded, so no session can start (a deployment problem, said in words). ended: the chat ended.
 */
export type ChatConnection = 'connecting' | 'connected' | 'broken' | 'closed' | 'unavailable' | 'ended';

export interface TypingParticipant {
  participantId: string;
  displayName: string;
  role: string;
  expiresAt: number;
}

/** A file to attach; the adapter receives the browser's File itself. */
export interface ChatUpload {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** Unsent messages and the draft, kept across a reload (per contact). */
export interface PersistedChat {
  draft: string;
  /** awaitingConnection: still in the send queue, so it goes by itself once connected, not as a failure with Retry. */
  unsent: { content: string; contentType: string; sentTime: number; clientToken?: string; awaitingConnection?: boolean }[];
}
