import { DescribeContactCommand, type DescribeContactCommandOutput, DescribeUserCommand, type DescribeUserCommandOutput } from '@aws-sdk/client-connect';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { send, type BackEndDeps } from './clients.ts';
import { badInput, BackEndError, forbidden } from './respond.ts';

/**
 * The Connect user name of the caller: the configured claim of the access token API Gateway's JWT authorizer (or
 * the local adapter) has checked. A token without it names nobody, and nobody may act.
 */
export function callerOf(event: APIGatewayProxyEventV2WithJWTAuthorizer, claim: string): string {
  const value = event.requestContext?.authorizer?.jwt?.claims?.[claim];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new BackEndError(401, 'UnauthorizedException', `Your sign-in token does not say who you are (no "${claim}" claim); sign in again.`, 'no-user-claim');
  }
  return value;
}

/** A contact or instance id as the API takes them: 1 to 256 characters. */
export function idOf(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 256) throw badInput(`${name} is required: a contact id of 1 to 256 characters.`);
  return value;
}

/** The panel names the instance too; one this back end does not serve is a mistake, said plainly. */
export function checkInstance(value: unknown, instanceId: string) {
  if (value === undefined || value === null || value === '') return;
  if (value !== instanceId && !(typeof value === 'string' && value.endsWith(`:instance/${instanceId}`))) {
    throw badInput(`This back end serves Amazon Connect instance ${instanceId}, not ${String(value).slice(0, 120)}.`);
  }
}

type ContactInfo = NonNullable<DescribeContactCommandOutput['Contact']>;

/** How long a confirmed agent-on-contact is kept, so the transcript's once-a-second poll costs no two lookups each. */
const CONFIRMED_MS = 15_000;
const MAX_CONFIRMED = 1000;

/**
 * The check every contact action makes: the caller is the agent connected to the contact. DescribeContact gives the
 * agent's id, DescribeUser its user name, which must be the caller's. Another agent's contact is refused without
 * saying whose it is.
 */
export function createAgentCheck(deps: BackEndDeps) {
  const confirmed = new Map<string, { contact: ContactInfo; until: number }>();
  return async function agentOnContact(username: string, contactId: string): Promise<ContactInfo> {
    const key = `${username}\n${contactId}`;
    const known = confirmed.get(key);
    if (known && known.until > Date.now()) return known.contact;
    const { config, connect } = deps;
    const described = await send<DescribeContactCommandOutput>(connect, new DescribeContactCommand({ InstanceId: config.instanceId, ContactId: contactId }), config.timeoutMs);
    const contact = described.Contact;
    if (!contact) throw new BackEndError(404, 'ResourceNotFoundException', `Amazon Connect does not know contact ${contactId}.`, 'not-found');
    const agentId = contact.AgentInfo?.Id;
    if (!agentId) throw forbidden(`No agent is connected to contact ${contactId} yet, so nobody may act on it.`, 'no-agent-on-contact');
    const user = await send<DescribeUserCommandOutput>(connect, new DescribeUserCommand({ InstanceId: config.instanceId, UserId: agentId }), config.timeoutMs);
    if (user.User?.Username !== username) throw forbidden(`Contact ${contactId} is another agent's contact; only the agent connected to it may do this.`, 'not-agent-on-contact');
    if (confirmed.size >= MAX_CONFIRMED) confirmed.clear();
    confirmed.set(key, { contact, until: Date.now() + CONFIRMED_MS });
    return contact;
  };
}
