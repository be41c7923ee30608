import { chatUserAgentSuffix } from '../../shared/rules/chat-user-agent';

/**
 * Sets chatjs's global configuration: the participant service endpoint (Connect Local; real deployments leave it
 * out) and the panel's user-agent suffix (embedded when a page frames the panel). chatjs caches one
 * participant-service client per region, built from this, so it must run before the first chat session: the
 * chatjs loader runs it as soon as chatjs has run, before any session is asked for.
 */
export function configureChatEndpoint(streams: typeof connect, config: { endpoint?: string; region: string }) {
  const chatSession = (streams as unknown as { ChatSession?: { setGlobalConfig(c: Record<string, unknown>): void } }).ChatSession;
  const customUserAgentSuffix = chatUserAgentSuffix(window.top !== window);
  chatSession?.setGlobalConfig({ region: config.region, customUserAgentSuffix, ...(config.endpoint ? { endpoint: config.endpoint } : {}) });
}
