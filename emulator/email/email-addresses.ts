import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AgentRuntime } from '../centre/agents.ts';
import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest } from '../centre/errors.ts';
import { requestUrl, sendError, sendJson } from '../web/http.ts';
import type { EmailAddress } from './email-store.ts';

/**
 * The instance's email addresses and the queues they belong to, as Amazon Connect keeps them: each queue has a
 * default outbound address (its outbound email configuration) and up to 49 more (AssociateQueueEmailAddresses).
 * For a new outbound email an agent may send from the addresses of their routing profile's default outbound queue.
 */

export interface InstanceEmailAddress extends EmailAddress {
  /** Queues that offer this address to their agents. */
  queueNames: readonly string[];
  /** Queues whose default outbound address it is. */
  defaultFor: readonly string[];
}

const ALL_QUEUES = ['BasicQueue', 'Sales', 'Billing', 'Support'];

export const INSTANCE_EMAIL_ADDRESSES: readonly InstanceEmailAddress[] = [
  { emailAddress: 'support@connect-local.example', displayName: 'Connect Local Support', queueNames: ALL_QUEUES, defaultFor: ALL_QUEUES },
  { emailAddress: 'orders@connect-local.example', displayName: 'Connect Local Orders', queueNames: ['BasicQueue', 'Sales'], defaultFor: [] },
  { emailAddress: 'billing@connect-local.example', displayName: 'Connect Local Billing', queueNames: ['BasicQueue', 'Billing'], defaultFor: [] },
];

/** The addresses a queue offers, its default first. */
export function queueEmailAddresses(queueName: string): { address: EmailAddress; isDefault: boolean }[] {
  return INSTANCE_EMAIL_ADDRESSES.filter((a) => a.queueNames.includes(queueName))
    .map((a) => ({ address: { emailAddress: a.emailAddress, ...(a.displayName ? { displayName: a.displayName } : {}) }, isDefault: a.defaultFor.includes(queueName) }))
    .sort((x, y) => Number(y.isDefault) - Number(x.isDefault));
}

/** The agent's default outbound queue (routing profile), whose addresses a new email may go from. */
export function outboundQueueName(centre: ContactCentre, a: AgentRuntime): string {
  const queues = centre.queuesOf(a);
  return (queues.find((q) => q.name === a.profile.defaultOutboundQueueName) ?? queues[0]!).name ?? '';
}

/**
 * Connect Local's version of the small back end a deployment puts beside the panel for the From choice (no
 * client library lists a queue's addresses; the back end calls the public ListQueueEmailAddresses and
 * DescribeEmailAddress):
 *
 *   GET /email-addresses/queue?QueueArn=<arn>  ->  {EmailAddresses: [{EmailAddress, DisplayName?, IsDefaultOutboundEmail}]}
 *
 * Called cross-origin by the panel, so it answers CORS for the panel origins it is told about.
 */
export function createEmailAddressesApi(deps: { centre: ContactCentre; allowedOrigins: () => ReadonlySet<string> }) {
  const { centre } = deps;
  async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    const origin = String(req.headers.origin ?? '');
    if (deps.allowedOrigins().has(origin)) {
      for (const [k, v] of Object.entries({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Allow-Headers': 'authorization', Vary: 'Origin' })) res.setHeader(k, v);
    }
    try {
      if (req.method === 'OPTIONS') return sendJson(res, 204, {});
      if (req.method !== 'GET' || path !== '/queue') throw new ServiceError('ResourceNotFoundException', `No email address operation ${path}`, 404);
      const arn = (requestUrl(req) ?? new URL('http://x/')).searchParams.get('QueueArn');
      if (!arn) throw badRequest('QueueArn is required');
      const queue = centre.directory.queues.find((q) => q.queueARN === arn);
      if (!queue) throw new ServiceError('ResourceNotFoundException', 'No such queue', 404);
      sendJson(res, 200, { EmailAddresses: queueEmailAddresses(queue.name ?? '').map(({ address, isDefault }) => ({ EmailAddress: address.emailAddress, ...(address.displayName ? { DisplayName: address.displayName } : {}), IsDefaultOutboundEmail: isDefault })) });
    } catch (e) {
      sendError(res, e);
    }
  }
  return { handle };
}
