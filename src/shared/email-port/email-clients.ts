import { ConnectClient, type AmazonConnectProvider } from '@amazon-connect/core';

/**
 * The Amazon Connect SDK's EmailClient and FileClient routes (`@amazon-connect/email` and `/file` are not on the
 * npm registry): the same namespaces and route names, called through `@amazon-connect/core`'s client over the
 * host's provider (streams' SDK provider in the standalone panel, the app's in the workspace), so what goes over
 * the wire is what those packages send. Route names: AmazonConnectSDK `email/src/routes.ts`, `file/src/routes.ts`.
 */

type Data = Record<string, unknown>;

class NamespaceClient extends ConnectClient {
  call<T>(route: string, data: Data): Promise<T> {
    return this.context.proxy.request(route, data as never) as Promise<T>;
  }
}

export interface SdkEmailAddress {
  emailAddress: string;
  displayName?: string;
}

export interface SdkFileLocation {
  fileId: string;
  associatedResourceArn: string;
}

export interface SdkEmailContact {
  contactId: string;
  contactArn: string;
  contactAssociationId: string;
  relatedContactId?: string;
  subject?: string;
  from?: SdkEmailAddress;
  to: SdkEmailAddress[];
  cc: SdkEmailAddress[];
  deliveredTo?: SdkEmailAddress;
  direction: 'INBOUND' | 'OUTBOUND';
  bodyLocation?: SdkFileLocation;
  attachmentLocations: SdkFileLocation[];
  initiationTimestamp?: Date | number | string;
}

export interface SdkDownloadableFile extends SdkFileLocation {
  fileName: string;
  fileSizeInBytes: number;
  fileStatus: string;
  downloadUrl: string;
}

export interface SdkUploadableFile extends SdkFileLocation {
  uploadUrl: string;
  uploadHeaders: Record<string, string>;
  uploadMethod: 'PUT';
}

export class EmailClient {
  private readonly client: NamespaceClient;
  constructor(provider: AmazonConnectProvider) {
    this.client = new NamespaceClient('aws.connect.email', { provider });
  }
  getEmailData = (contactId: string, activeContactId: string) => this.client.call<SdkEmailContact>('get-email-data', { contactId, activeContactId });
  createDraftEmail = (data: { initiationMethod: 'AGENT_REPLY' | 'OUTBOUND'; relatedContactId?: string }) => this.client.call<{ contactId: string }>('create-draft-email', data);
  getEmailThread = (contactAssociationId: string) =>
    this.client.call<{ contacts: { contactId: string; initiationMethod: string; initiationTimestamp?: Date | number | string }[]; nextToken?: string }>('get-email-thread', { contactAssociationId });
  sendEmail = (data: { contactId: string; to: SdkEmailAddress[]; cc?: SdkEmailAddress[]; from?: SdkEmailAddress; emailContent: { subject: string; body: string; bodyType: 'text/plain' | 'text/html' } }) =>
    this.client.call<void>('send-email', data);
}

export class FileClient {
  private readonly client: NamespaceClient;
  constructor(provider: AmazonConnectProvider) {
    this.client = new NamespaceClient('aws.connect.file', { provider });
  }
  getAttachedFileUrl = (attachment: SdkFileLocation, activeContactId: string) => this.client.call<SdkDownloadableFile>('get-attached-file-url', { attachment, activeContactId });
  startAttachedFileUpload = (data: { associatedResourceArn: string; fileName: string; fileSizeInBytes: number; fileUseCaseType: 'ATTACHMENT' }) => this.client.call<SdkUploadableFile>('start-attached-file-upload', data);
  completeAttachedFileUpload = (file: SdkFileLocation) => this.client.call<void>('complete-attached-file-upload', { ...file });
  deleteAttachedFile = (file: SdkFileLocation) => this.client.call<void>('delete-attached-file', { ...file });
}
