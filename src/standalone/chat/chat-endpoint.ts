/**
 * Points chatjs at the configured participant service (Connect Local; real deployments leave it out). chatjs
 * caches one participant-service client per region, so this must run before the first chat session: the chatjs
 * loader runs it as soon as chatjs has run, before any session is asked for.
 */
export function configureChatEndpoint(streams: typeof connect, config: { endpoint?: string; region: string }) {
  const chatSession = (streams as unknown as { ChatSession?: { setGlobalConfig(c: Record<string, unknown>): void } }).ChatSession;
  if (config.endpoint && chatSession) chatSession.setGlobalConfig({ endpoint: config.endpoint, region: config.region });
}
