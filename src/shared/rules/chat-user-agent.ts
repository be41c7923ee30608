/** The panel's version as its chat requests name it (voice §9 'Chat user-agent suffix … 1.0.0'). */
export const CHAT_USER_AGENT_VERSION = '1.0.0';

/**
 * The suffix chatjs adds to the user agent of every participant-service request (its `customUserAgentSuffix`),
 * so the service can tell the panel's chats apart: embedded in another page (a CRM frames it) or standalone.
 */
export function chatUserAgentSuffix(embedded: boolean): string {
  return `${embedded ? 'EmbeddedCCP' : 'StandaloneCCP'}/${CHAT_USER_AGENT_VERSION}`;
}
