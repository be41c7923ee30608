/** Plain payloads the port's operations take and return. */

import type { EndpointType } from './contacts/types';

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
