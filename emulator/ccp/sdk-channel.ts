/**
 * The ccp-v2 page's end of the Amazon Connect SDK channel. streams' `initCCP` creates an
 * `AmazonConnectStreamsSite` provider in the panel, which waits for the CCP iframe to post
 * `{type: "cross-domain-adapter-init"}` with a MessagePort, checking that the message comes from the CCP iframe's
 * window and from the instance origin (`@amazon-connect/site` SiteProxy.listenForInitialMessage); it answers
 * `cross-domain-site-ready` on the port, and from then on sends SDK requests over it. This module plays the
 * hosted CCP: it posts the port, then relays each request to Connect Local (POST /connect/ccp-v2/sdk).
 */
import type { RequestMessage } from '@amazon-connect/core';
import type { SdkAnswer, SdkEvent } from './sdk-routes.ts';
import { ChannelSubject, type RequestOutcome } from './sdk-subject.ts';
import { postToConnectLocal } from './page-relay.ts';

const subjects = new Set<ChannelSubject>();
/** This page's own handlers (set by startSdkChannel), which also hear the events the panel's requests caused. */
let ownEvents: PageEventHandlers = {};

async function relay(msg: RequestMessage): Promise<RequestOutcome> {
  const res = await postToConnectLocal('/connect/ccp-v2/sdk', { namespace: msg.namespace, command: msg.command, data: msg.data });
  if (!res.ok) return { isError: true, errorKey: res.type === 'UnauthorizedException' ? 'unauthorized' : 'connectLocalUnavailable', reason: res.message };
  const answer = res.body as SdkAnswer;
  if (answer.isError) return answer;
  // Events caused by the request (e.g. voice enhancement mode changed) go out after the response, as they would.
  queueMicrotask(() => {
    for (const e of answer.events) {
      for (const s of subjects) s.publish(e.topic, e.data);
      ownEvents[e.topic.key]?.(e.data);
    }
  });
  return { isError: false, data: answer.data };
}

/** Publishes an event this page raises itself (a participant put on hold) to every panel subscribed to its topic. */
export function publishToPanels(topic: SdkEvent['topic'], data: object): void {
  for (const s of subjects) s.publish(topic, data);
}

/** Events for the page itself (a softphone error to report), by key, and SDK events it follows too (by topic key). */
export type PageEventHandlers = Record<string, (data: any) => void>;
const PAGE_EVENTS = 'connect-local.page';

/** Events the server pushes (session expiry) go to every panel subscribed to their topic. */
function listenForServerEvents(pageEvents: PageEventHandlers) {
  const source = new EventSource('/connect/ccp-v2/sdk-events');
  source.onmessage = (e) => {
    const { topic, data } = JSON.parse(e.data as string) as SdkEvent;
    if (topic.namespace === PAGE_EVENTS) return pageEvents[topic.key]?.(data);
    for (const s of subjects) s.publish(topic, data);
  };
}

/** The panel origins this page may hand a port to: the configured ones, narrowed to the actual parent if known. */
function targetOrigins(panelOrigins: string[]): string[] {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  const parent = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  return parent ? panelOrigins.filter((o) => o === parent) : panelOrigins;
}

/**
 * Offers one MessagePort per allowed panel origin. postMessage's targetOrigin makes the browser drop every offer
 * whose origin is not the parent's, so a port never reaches a page that is not an approved panel.
 */
export function startSdkChannel(panelOrigins: string[], pageEvents: PageEventHandlers = {}, onMetric?: (msg: Record<string, unknown>) => void): void {
  if (window.parent === window) return;
  ownEvents = pageEvents;
  listenForServerEvents(pageEvents);
  for (const origin of targetOrigins(panelOrigins)) {
    const channel = new MessageChannel();
    channel.port1.onmessage = (evt: MessageEvent) => {
      if ((evt.data as { type?: string } | null)?.type !== 'cross-domain-site-ready') return;
      // The SDK's metric messages go with the page's own metrics, as the hosted CCP ships them.
      const subject = new ChannelSubject(channel.port1, { onRequest: relay, onClose: (s) => subjects.delete(s), onOtherMessage: (msg) => msg.type === 'metric' && onMetric?.(msg) });
      subjects.add(subject);
      subject.acknowledge();
    };
    window.parent.postMessage({ type: 'cross-domain-adapter-init' }, origin, [channel.port2]);
  }
}

