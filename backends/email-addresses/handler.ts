import {
  DescribeEmailAddressCommand,
  type DescribeEmailAddressCommandOutput,
  DescribeRoutingProfileCommand,
  type DescribeRoutingProfileCommandOutput,
  ListQueueEmailAddressesCommand,
  type ListQueueEmailAddressesCommandOutput,
  SearchUsersCommand,
  type SearchUsersCommandOutput,
} from '@aws-sdk/client-connect';
import { type BackEndDeps, createClients, send } from '../shared/clients.ts';
import { configFromEnv } from '../shared/config.ts';
import { backEndHandler, type BackEndHandler, lastSegment, notARoute } from '../shared/handler.ts';
import { badInput, forbidden } from '../shared/respond.ts';

/**
 * The addresses a new email may go from: those of the caller's default outbound queue (their routing profile's),
 * which no client library lists:
 *
 *   GET <addressesApiUrl>/queue?QueueArn=<arn>  ->  {EmailAddresses: [{EmailAddress, DisplayName?, IsDefaultOutboundEmail}]}
 *
 * The queue must be the caller's default outbound queue (SearchUsers by user name -> DescribeRoutingProfile); its
 * addresses come from ListQueueEmailAddresses and DescribeEmailAddress.
 */
const QUEUE_ARN = /^arn:aws[\w-]*:connect:[a-z0-9-]+:\d{12}:instance\/([\w-]{1,100})\/queue\/([\w-]{1,100})$/;
/** A queue has at most 50 addresses; more pages than that is a broken answer. */
const MAX_PAGES = 5;

export function createEmailAddressesHandler(deps: BackEndDeps): BackEndHandler {
  const { config, connect } = deps;
  const call = <Out>(command: unknown) => send<Out>(connect, command, config.timeoutMs);
  return backEndHandler(deps, async (event, ctx) => {
    if (event.requestContext.http.method !== 'GET' || lastSegment(event) !== 'queue') throw notARoute(event);
    ctx.action = 'email-from-addresses';
    const arn = event.queryStringParameters?.QueueArn ?? '';
    const m = QUEUE_ARN.exec(arn);
    if (!m) throw badInput('QueueArn is required: the ARN of your default outbound queue.');
    ctx.queue = arn;
    if (m[1] !== config.instanceId) throw badInput(`This back end serves Amazon Connect instance ${config.instanceId}; the queue is another instance's.`);
    const queueId = m[2]!;

    const users = await call<SearchUsersCommandOutput>(
      new SearchUsersCommand({ InstanceId: config.instanceId, MaxResults: 2, SearchCriteria: { StringCondition: { FieldName: 'Username', Value: ctx.who, ComparisonType: 'EXACT' } } }),
    );
    const user = users.Users?.find((u) => u.Username === ctx.who);
    if (!user?.RoutingProfileId) throw forbidden(`Amazon Connect has no user ${ctx.who} with a routing profile.`, 'unknown-user');
    const profile = await call<DescribeRoutingProfileCommandOutput>(new DescribeRoutingProfileCommand({ InstanceId: config.instanceId, RoutingProfileId: user.RoutingProfileId }));
    if (profile.RoutingProfile?.DefaultOutboundQueueId !== queueId) throw forbidden('That queue is not your default outbound queue; a new email may go only from its addresses.', 'not-agents-queue');

    const summaries: NonNullable<ListQueueEmailAddressesCommandOutput['EmailAddressMetadataList']> = [];
    let nextToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const out = await call<ListQueueEmailAddressesCommandOutput>(new ListQueueEmailAddressesCommand({ InstanceId: config.instanceId, QueueId: queueId, MaxResults: 50, ...(nextToken ? { NextToken: nextToken } : {}) }));
      summaries.push(...(out.EmailAddressMetadataList ?? []));
      nextToken = out.NextToken;
      if (!nextToken) break;
    }
    const described = await Promise.all(
      summaries.filter((s) => s.Id).map(async (s) => ({ summary: s, address: await call<DescribeEmailAddressCommandOutput>(new DescribeEmailAddressCommand({ InstanceId: config.instanceId, EmailAddressId: s.Id! })) })),
    );
    const addresses = described
      .filter(({ address }) => typeof address.EmailAddress === 'string')
      .map(({ summary, address }) => ({ EmailAddress: address.EmailAddress!, ...(address.DisplayName ? { DisplayName: address.DisplayName } : {}), IsDefaultOutboundEmail: summary.IsDefaultOutboundEmail === true }))
      .sort((a, b) => Number(b.IsDefaultOutboundEmail) - Number(a.IsDefaultOutboundEmail));
    return { EmailAddresses: addresses };
  });
}

let fromEnv: BackEndHandler | undefined;

/** The Lambda entry point (API Gateway HTTP API, payload 2.0), configured by its environment. */
export const handler: BackEndHandler = (event) => {
  fromEnv ??= (() => {
    const config = configFromEnv();
    return createEmailAddressesHandler({ config, ...createClients(config) });
  })();
  return fromEnv(event);
};
