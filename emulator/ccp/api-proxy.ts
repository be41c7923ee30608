import type { ContactCentre } from '../centre/centre.ts';
import { quickResponsesOf } from '../chat/quick-responses.ts';

/**
 * streams' api-proxy methods (`connect.ApiProxyClientMethods`): the panel's `client.call(...)` reaches the ccp-v2
 * page, which in production lets AWS's hosted CCP app make the real HTTP call. Connect Local's page relays them
 * here (POST /connect/ccp-v2/api-proxy) and triggers `api_proxy_response {requestId, data|err}` with the answer.
 */

export interface ApiProxyRequest {
  method: string;
  params?: unknown;
}

/** streams resolves with `data` unless `err` is truthy (`ApiProxyClient._handleResponse`). */
export type ApiProxyAnswer = { data: unknown } | { err: { type: string; message: string } };

export interface ApiProxyContext {
  centre: ContactCentre;
  username: string;
}

const fail = (type: string, message: string): ApiProxyAnswer => ({ err: { type, message } });

type Method = (ctx: ApiProxyContext, params: Record<string, unknown>) => ApiProxyAnswer;

// Keyed by the values of streams' connect.ApiProxyClientMethods (release/connect-streams.js), which has no types.
const methods: Record<'qrIntegrationExists' | 'qrSearchQuickResponses' | 'startScreenSharing', Method> = {
  // Connect Local's quick-responses knowledge base (emulator/chat/quick-responses.ts) is always integrated.
  qrIntegrationExists: () => ({ data: true }),
  qrSearchQuickResponses: (ctx, params) => {
    const contactId = typeof params.contactId === 'string' ? params.contactId : undefined;
    const contact = contactId ? ctx.centre.contactsOf(ctx.username).find((c) => c.contactId === contactId) : undefined;
    if (contactId && !contact) return fail('ResourceNotFoundException', `Contact ${contactId} is not active for this agent`);
    const agentName = ctx.centre.agent(ctx.username).profile.name;
    return { data: quickResponsesOf(ctx.centre).search(params, { agentName, contact, ids: ctx.centre.directory.ids }) };
  },
  // Screen sharing needs a WebRTC (video) contact, which Connect Local does not offer yet.
  startScreenSharing: (ctx, params) => {
    const contactId = typeof params.ContactId === 'string' ? params.ContactId : '';
    if (!ctx.centre.contactsOf(ctx.username).some((c) => c.contactId === contactId)) {
      return fail('InvalidStateException', `Contact ${contactId || '(none)'} is not active for this agent`);
    }
    return fail('NotImplementedException', 'Screen sharing is not available in Connect Local');
  },
};

/** Answers one api-proxy request for the signed-in agent; never throws. */
export function handleApiProxyRequest(ctx: ApiProxyContext, req: ApiProxyRequest): ApiProxyAnswer {
  const method = (methods as Record<string, Method | undefined>)[req.method];
  if (!method) return fail('InvalidParameterException', `Connect Local does not proxy ${req.method}`);
  try {
    ctx.centre.ctiAgent(ctx.username);
    const params = req.params && typeof req.params === 'object' ? (req.params as Record<string, unknown>) : {};
    return method(ctx, params);
  } catch (e) {
    const err = e as { type?: string; message?: string };
    return fail(err.type ?? 'InternalServiceException', err.message ?? String(e));
  }
}
