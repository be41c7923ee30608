/** Plain payloads the port's operations take and return. */

import type { EndpointType } from './contact';

/** A quick connect (or any transfer address). Valid only with endpointARN, endpointId, name and type. */
export interface QuickConnect {
  endpointARN: string;
  endpointId: string;
  name: string;
  type: EndpointType;
  phoneNumber?: string;
}

export interface DialRequest {
  /** E.164. */
  phoneNumber: string;
  queueARN?: string;
  relatedContactId?: string;
}

export interface ChatMessage {
  contactId: string;
  content: string;
  contentType: 'text/plain' | 'text/markdown';
  /** The same for every attempt at one message: the service keeps it once however often it arrives. */
  clientToken?: string;
}

export type { ChatUpload } from './chat';

export interface ChatSendResult {
  id: string;
  /** ISO time (the wire's AbsoluteTime). */
  absoluteTime?: string;
}

/** A transcript item as the participant service sends it (chat §3, incoming wire fields). */
export interface ChatWireItem {
  Id?: string;
  Type?: string;
  Content?: string;
  ContentType?: string;
  DisplayName?: string;
  ParticipantId?: string;
  ParticipantRole?: string;
  AbsoluteTime?: string;
  MessageMetadata?: {
    MessageId?: string;
    MessageStatus?: string;
    Receipts?: { RecipientParticipantId?: string; ReadTimestamp?: string; DeliveredTimestamp?: string }[];
  };
  Attachments?: { AttachmentId?: string; AttachmentName?: string; ContentType?: string; Status?: string }[];
}

/** A quick-responses search (chat §7): the query, the chat it is for, and the next page's token. */
export interface QuickResponseQuery {
  query: string;
  contactId: string;
  nextToken?: string;
  maxResults?: number;
}

/** A search result as the panel keeps it (the service's QuickResponseSearchResultData, trimmed). */
export interface QuickResponse {
  quickResponseId: string;
  name: string;
  shortcutKey?: string;
  description?: string;
  plainText?: string;
  markdown?: string;
  /** Placeholders the service could not fill (e.g. `$.Attributes.orderId`); they stay in the text. */
  attributesNotInterpolated: string[];
}

export interface QuickResponsePage {
  results: QuickResponse[];
  nextToken: string | null;
}

export interface TranscriptRequest {
  maxResults: number;
  nextToken?: string;
}

export interface TranscriptPage {
  items: ChatWireItem[];
  nextToken: string | null;
}

export interface TaskReference {
  type: string;
  value: string;
}

export interface CreateTaskRequest {
  name: string;
  endpoint: QuickConnect;
  description?: string;
  references?: Record<string, TaskReference>;
  relatedContactId?: string;
  previousContactId?: string;
  /** Epoch seconds. */
  scheduledTime?: number;
}

export interface PreviewConfiguration {
  canDiscardPreview: boolean;
  /** Seconds. */
  autoDialTimeout: number;
}

export interface AgentConfigurationChange {
  softphoneEnabled?: boolean;
  extension?: string;
  locale?: string;
  audioAlertEnabled?: boolean;
}

export type DeviceKind = 'speaker' | 'microphone' | 'ringer' | 'camera';

export interface CallIssueReport {
  type: string;
  description: string;
}
