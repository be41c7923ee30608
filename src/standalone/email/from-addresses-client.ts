import type { EmailFromChoice } from '../../shared/model';
import type { BackEndFetch } from '../../shared/back-end-access/back-end-fetch';

/**
 * The addresses a new email may go from: those of the agent's default outbound queue. No client library lists
 * them, so the panel asks the deployment's small back end (config.json `email.addressesApiUrl`), which calls the
 * public ListQueueEmailAddresses and DescribeEmailAddress; Connect Local provides one at <instance>/email-addresses.
 *
 *   GET <addressesApiUrl>/queue?QueueArn=<arn>  ->  {EmailAddresses: [{EmailAddress, DisplayName?, IsDefaultOutboundEmail}]}
 */
export function createFromAddressesClient(apiUrl: string, outboundQueueArn: () => string | null, fetchFn: BackEndFetch = (input, init) => fetch(input, init)): () => Promise<EmailFromChoice[]> {
  const base = apiUrl.replace(/\/+$/, '');
  return async () => {
    const arn = outboundQueueArn();
    if (!arn) throw { type: 'NoOutboundQueue', message: 'The agent has no default outbound queue yet' };
    const res = await fetchFn(`${base}/queue?QueueArn=${encodeURIComponent(arn)}`);
    const body = (await res.json().catch(() => ({}))) as { EmailAddresses?: unknown; __type?: string; message?: string };
    if (!res.ok) throw { type: body.__type ?? `HTTP ${res.status}`, message: body.message ?? res.statusText, statusCode: res.status };
    if (!Array.isArray(body.EmailAddresses)) throw { type: 'InvalidResponse', message: 'The email address back end answered without addresses' };
    // Only well-formed entries: the answer comes from outside the page.
    return body.EmailAddresses.flatMap((e: { EmailAddress?: unknown; DisplayName?: unknown; IsDefaultOutboundEmail?: unknown }) =>
      typeof e?.EmailAddress === 'string' && e.EmailAddress.includes('@')
        ? [{ address: { address: e.EmailAddress, ...(typeof e.DisplayName === 'string' && e.DisplayName ? { displayName: e.DisplayName } : {}) }, isDefault: e.IsDefaultOutboundEmail === true }]
        : [],
    );
  };
}
