import type { AgentRuntime } from '../centre/agents.ts';
import type { ContactCentre } from '../centre/centre.ts';
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
