import { ListRealtimeContactAnalysisSegmentsCommand, type ListRealtimeContactAnalysisSegmentsCommandOutput } from '@aws-sdk/client-connect-contact-lens';
import { checkInstance, createAgentCheck, idOf } from '../shared/agent.ts';
import { type BackEndDeps, createClients, send } from '../shared/clients.ts';
import { configFromEnv } from '../shared/config.ts';
import { backEndHandler, type BackEndHandler, jsonBody, lastSegment, notARoute } from '../shared/handler.ts';
import { badInput } from '../shared/respond.ts';

/**
 * The realtime call transcript for the agent on the call: Contact Lens ListRealtimeContactAnalysisSegments, in its
 * own request and answer shapes (the panel polls it about once a second with the NextToken it was given):
 *
 *   POST <apiUrl>/realtime-contact-analysis/analysis-segments  {InstanceId?, ContactId, MaxResults?, NextToken?}
 *   ->   {Segments: [{Transcript?, Categories?, …}], NextToken?}
 */
export function createTranscriptHandler(deps: BackEndDeps): BackEndHandler {
  const { config, contactLens } = deps;
  const agentOnContact = createAgentCheck(deps);
  return backEndHandler(deps, async (event, ctx) => {
    if (event.requestContext.http.method !== 'POST' || lastSegment(event) !== 'analysis-segments') throw notARoute(event);
    ctx.action = 'transcript-segments';
    const body = jsonBody(event);
    const contactId = idOf(body.ContactId, 'ContactId');
    ctx.contact = contactId;
    checkInstance(body.InstanceId, config.instanceId);
    const max = body.MaxResults ?? 100;
    if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 100) throw badInput('MaxResults must be a whole number from 1 to 100.');
    const token = body.NextToken;
    if (token !== undefined && (typeof token !== 'string' || token.length === 0 || token.length > 131070)) throw badInput('NextToken must be the token the last answer gave.');
    await agentOnContact(ctx.who, contactId);
    const out = await send<ListRealtimeContactAnalysisSegmentsCommandOutput>(
      contactLens,
      new ListRealtimeContactAnalysisSegmentsCommand({ InstanceId: config.instanceId, ContactId: contactId, MaxResults: max, ...(token ? { NextToken: token } : {}) }),
      config.timeoutMs,
    );
    return { Segments: out.Segments ?? [], ...(out.NextToken ? { NextToken: out.NextToken } : {}) };
  });
}

let fromEnv: BackEndHandler | undefined;

/** The Lambda entry point (API Gateway HTTP API, payload 2.0), configured by its environment. */
export const handler: BackEndHandler = (event) => {
  fromEnv ??= (() => {
    const config = configFromEnv();
    return createTranscriptHandler({ config, ...createClients(config) });
  })();
  return fromEnv(event);
};
