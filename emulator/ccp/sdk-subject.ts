/**
 * The "subject" side of the Amazon Connect SDK proxy protocol for ONE MessagePort: what AWS's hosted CCP plays
 * for `@amazon-connect/site-streams` in the panel. The SDK's `Proxy` is the client: it sends request / subscribe /
 * unsubscribe / healthCheck / log / metric and waits for acknowledge / response / publish / healthCheckResponse.
 * No published package implements this side (research/workspace/REPORT.md §2.2), so Connect Local does, with the
 * SDK's own message types and `SubscriptionMap`.
 */
import { SubscriptionMap, generateUUID } from '@amazon-connect/core';
import type {
  AcknowledgeMessage,
  DownstreamMessage,
  HealthCheckResponseMessage,
  PublishMessage,
  RequestMessage,
  ResponseMessage,
  SubscriptionTopic,
  UpstreamMessage,
} from '@amazon-connect/core';

/** A request's outcome: the response `data`, or the SDK's error fields. */
export type RequestOutcome = { isError: false; data?: object } | { isError: true; errorKey: string; reason: string; details?: Record<string, unknown> };

export interface SubjectHooks {
  /** Must settle: an unanswered request leaves the panel's promise pending until the SDK's 30 s timeout. */
  onRequest(msg: RequestMessage): Promise<RequestOutcome>;
  onClose?(subject: ChannelSubject): void;
  /** A workspace refuses topics the app has no permission for; without the hook every subscription is kept. */
  onSubscribe?(topic: SubscriptionTopic): boolean;
  /**
   * Messages outside the core protocol: an app in the agent workspace sends appLifecycleHandlerCompleted,
   * appPublish and closeApp here (@amazon-connect/workspace-types AppUpstreamMessage). Also log and metric.
   */
  onOtherMessage?(msg: { type: string; [key: string]: unknown }): void;
}

export class ChannelSubject {
  readonly connectionId = generateUUID();
  // The value is the set of the panel's handler ids; the core Proxy unsubscribes only when the last one goes.
  private readonly subscriptions = new SubscriptionMap<Set<string>>();
  private healthCheckCounter = 0;

  constructor(
    private readonly port: MessagePort,
    private readonly hooks: SubjectHooks,
    // 0 turns the panel's periodic health checks off; a check that does arrive is still answered.
    private readonly healthCheckInterval = 0,
  ) {
    port.onmessage = (evt: MessageEvent) => void this.onUpstream(evt.data as UpstreamMessage);
  }

  /** Tells the panel's Proxy the connection is ready; it flushes the messages it queued until now. */
  acknowledge(): void {
    const ack: AcknowledgeMessage = {
      type: 'acknowledge',
      connectionId: this.connectionId,
      status: { initialized: true, startTime: new Date() },
      healthCheckInterval: this.healthCheckInterval,
    };
    this.send(ack);
  }

  isSubscribed(topic: SubscriptionTopic): boolean {
    return (this.subscriptions.get(topic)?.size ?? 0) > 0;
  }

  /** Publishes only to a topic the panel subscribed to exactly (a topic with a parameter is another topic). */
  publish(topic: SubscriptionTopic, data: object): boolean {
    if (!this.isSubscribed(topic)) return false;
    const msg: PublishMessage = { type: 'publish', topic, data };
    this.send(msg);
    return true;
  }

  close(): void {
    this.port.onmessage = null;
    this.port.close();
    this.hooks.onClose?.(this);
  }

  /** Also used by a workspace for its own downstream messages (appLifecycle). */
  send(msg: DownstreamMessage | { type: string; [key: string]: unknown }): void {
    this.port.postMessage(msg);
  }

  private async onUpstream(msg: UpstreamMessage): Promise<void> {
    switch (msg.type) {
      case 'request':
        return this.handleRequest(msg);
      case 'subscribe':
        if (this.hooks.onSubscribe && !this.hooks.onSubscribe(msg.topic)) return;
        this.subscriptions.getOrAdd(msg.topic, () => new Set()).add(msg.handlerId);
        return;
      case 'unsubscribe':
        this.subscriptions.delete(msg.topic);
        return;
      case 'healthCheck': {
        const resp: HealthCheckResponseMessage = { type: 'healthCheckResponse', time: Date.now(), counter: ++this.healthCheckCounter };
        this.send(resp);
        return;
      }
      case 'closeChannel':
        this.close();
        return;
      default:
        // log and metric: the hosted CCP ships them to AWS. The ccp-v2 page ships metrics as it does
        // (metrics-shipping.ts); the SDK's log messages are not kept. A workspace also gets its app messages here.
        this.hooks.onOtherMessage?.(msg as unknown as { type: string });
        return;
    }
  }

  private async handleRequest(msg: RequestMessage): Promise<void> {
    const { namespace, requestId, command, data } = msg;
    let outcome: RequestOutcome;
    try {
      outcome = await this.hooks.onRequest(msg);
    } catch (e) {
      outcome = { isError: true, errorKey: 'connectLocalError', reason: e instanceof Error ? e.message : String(e) };
    }
    const resp: ResponseMessage = outcome.isError
      ? { type: 'response', namespace, requestId, isError: true, errorKey: outcome.errorKey, reason: outcome.reason, details: { ...outcome.details, command, requestData: data } }
      : { type: 'response', namespace, requestId, isError: false, data: outcome.data };
    this.send(resp);
  }
}
