import { ConnectClient } from '@aws-sdk/client-connect';
import { ConnectContactLensClient } from '@aws-sdk/client-connect-contact-lens';
import type { BackEndConfig } from './config.ts';

/** What a back end needs besides its config: the SDK clients, and where its audit lines go. */
export interface BackEndDeps {
  config: BackEndConfig;
  connect: ConnectClient;
  contactLens: ConnectContactLensClient;
  /** One JSON line per action (default: stdout, which Lambda sends to CloudWatch Logs). */
  audit?: (line: string) => void;
}

/** Static credentials only for Connect Local; in AWS the function's role signs (the default provider chain). */
export interface ClientOptions {
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The official SDK clients, each call bounded (connection and request timeouts; see also `send`). */
export function createClients(config: BackEndConfig, options: ClientOptions = {}) {
  const common = {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: Math.min(2000, config.timeoutMs), requestTimeout: config.timeoutMs },
  };
  return { connect: new ConnectClient(common), contactLens: new ConnectContactLensClient(common) };
}

/** Sends one command with an overall deadline (retries included), so a slow service never holds the caller. */
export function send<Out>(client: { send(command: never, options?: { abortSignal?: AbortSignal }): Promise<Out> }, command: unknown, timeoutMs: number): Promise<Out> {
  return client.send(command as never, { abortSignal: AbortSignal.timeout(timeoutMs) });
}
