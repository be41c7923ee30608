/**
 * The ccp-v2 page's api-proxy service. streams' conduit hands the panel's `api_request`s for
 * `connect.ApiProxyClientMethods` (qrIntegrationExists, qrSearchQuickResponses, startScreenSharing) to
 * `connect.core.handleApiProxyRequest`, which exists only after `initApiProxyService()`; that triggers
 * `api_proxy_request {requestId, method, params}` on this page's event bus and waits for
 * `api_proxy_response {requestId, data|err}`. AWS's hosted CCP app answers it in production; here Connect Local
 * does (POST /connect/ccp-v2/api-proxy). Without an answer the panel's promise would never settle.
 */
import type { ApiProxyAnswer } from './api-proxy.ts';
import { postToConnectLocal } from './page-relay.ts';

interface ApiProxyRequestEvent {
  requestId: string;
  method: string;
  params?: unknown;
}

// streams has no types for its core and event bus internals.
export function startApiProxy(connect: any): void {
  connect.core.initApiProxyService();
  const bus = connect.core.getEventBus();
  bus.subscribe(connect.EventType.API_PROXY_REQUEST, async (request: ApiProxyRequestEvent) => {
    const res = await postToConnectLocal('/connect/ccp-v2/api-proxy', { method: request.method, params: request.params });
    const answer: ApiProxyAnswer = res.ok ? (res.body as ApiProxyAnswer) : { err: { type: res.type, message: res.message } };
    bus.trigger(connect.EventType.API_PROXY_RESPONSE, { requestId: request.requestId, ...answer });
  });
}
