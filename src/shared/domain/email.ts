import type { ContactState } from './contact-state';

/** Email data as the panel keeps it (email §3), whatever host it came from. */

export interface EmailAddress {
  address: string;
  displayName?: string;
}

/** An address a new email may go from; the queue's default outbound address is marked. */
export interface EmailFromChoice {
  address: EmailAddress;
  isDefault: boolean;
}

/** Where a file (a body or an attachment) is kept: the SDK's EmailArtifactLocation. */
export interface EmailFileRef {
  fileId: string;
  resourceArn: string;
}

export interface EmailAttachment extends EmailFileRef {
  name: string;
  /** Bytes, where known. */
  size?: number;
}

export interface EmailBody {
  type: 'text/html' | 'text/plain';
  content: string;
}

export interface EmailMessage {
  contactId: string;
  contactAssociationId?: string;
  direction: 'INBOUND' | 'OUTBOUND';
  subject?: string;
  from?: EmailAddress;
  to: EmailAddress[];
  cc: EmailAddress[];
  /** The contact centre's address the email arrived at (inbound only). */
  deliveredTo?: EmailAddress;
  /** Epoch ms the email reached Amazon Connect. */
  receivedAt?: number;
  /** null when the email has no body yet (an unsent draft). */
  body: EmailBody | null;
  attachments: EmailAttachment[];
}

/** One email of a conversation (getEmailThread), before its content is fetched. */
export interface EmailThreadEntry {
  contactId: string;
  initiationMethod: string;
  receivedAt?: number;
}

/** What the snapshot says of an email contact, without asking the SDK. */
export interface EmailContactInfo {
  subject?: string;
  customerAddress?: string;
  customerName?: string;
  contactAssociationId?: string;
  /** The contact centre's address the email came in on (or goes out from). */
  systemAddress?: string;
  /** The agent's reply to this inbound email, where there is one: it is never a list entry of its own. */
  reply?: { contactId: string; state: ContactState };
}

export type EmailDraftKind = 'reply' | 'reply-all' | 'new';

export interface EmailDraftRequest {
  /** AGENT_REPLY answers an inbound email (relatedContactId); OUTBOUND starts a conversation. */
  initiationMethod: 'AGENT_REPLY' | 'OUTBOUND';
  relatedContactId?: string;
}

export interface EmailSendRequest {
  contactId: string;
  to: EmailAddress[];
  cc: EmailAddress[];
  from?: EmailAddress;
  subject: string;
  body: string;
  bodyType: 'text/plain' | 'text/html';
}

/** A file the agent picked (the browser's File; the model reads only these). */
export interface EmailUpload {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}
