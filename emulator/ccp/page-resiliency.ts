/**
 * The ccp-v2 page's part in global resiliency, as AWS's hosted CCP plays it: it tells streams (in the embedding
 * panel) which region it serves and which is active (GlobalResiliencyEvents INIT), passes on a pending or initiated
 * failover that Connect Local announces, and forwards the panel's forced failover to Connect Local.
 */
interface Streams {
  core: {
    getUpstream(): { sendDownstream(event: string, data?: unknown): void };
    getEventBus(): { subscribe(event: string, f: (data?: unknown) => void): unknown };
    getAgentDataProvider(): { getAgentData(): unknown };
  };
  GlobalResiliencyEvents: Record<string, string>;
  AgentEvents: Record<string, string>;
  _getCookie?: (name: string) => string | null;
  _isEmpty?: (o: object) => boolean;
}

/**
 * A global sign-in, as the hosted CCP keeps it: streams' sign-in check (VALIDATE_GLOBAL_SIGNIN) reads the
 * lily-agent-config cookie through connect._getCookie and connect._isEmpty, which only the hosted CCP's code defines.
 * Without it streams takes the sign-in for a regional one and keeps reloading the CCP frames.
 */
function keepGlobalSignIn(connect: Streams, region: string) {
  connect._isEmpty ??= (o) => Object.keys(o).length === 0;
  connect._getCookie ??= (name) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1) ?? null;
  document.cookie = `lily-agent-config=${btoa(JSON.stringify({ region, globalSignIn: true }))}; path=/; SameSite=Lax`;
}

export function startResiliency(connect: Streams, region: string, activeRegion: string) {
  keepGlobalSignIn(connect, region);
  const events = connect.GlobalResiliencyEvents;
  const send = (event: string | undefined, data: unknown) => event && connect.core.getUpstream().sendDownstream(event, data);
  send(events.INIT, { instanceRegion: region, instanceState: region === activeRegion ? 'active' : 'inactive', activeRegion });
  let active = activeRegion;
  const source = new EventSource('/connect/ccp-v2/resiliency-events');
  source.onmessage = (e) => {
    const event = JSON.parse(e.data as string) as { type: 'pending' | 'initiated'; activeRegion: string };
    if (event.type === 'initiated') active = event.activeRegion;
    send(event.type === 'pending' ? events.FAILOVER_PENDING : events.FAILOVER_INITIATED, { activeRegion: event.activeRegion });
  };
  // Once streams switches to this region it asks for this CCP's agent data (its own agent data provider starts anew).
  connect.core.getEventBus().subscribe(connect.AgentEvents.FETCH_AGENT_DATA_FROM_CCP!, () => {
    try {
      const data = connect.core.getAgentDataProvider().getAgentData();
      connect.core.getUpstream().sendDownstream(connect.AgentEvents.FETCH_AGENT_DATA_FROM_CCP!, data);
      // An agent update from the now active region is what completes the failover for streams.
      connect.core.getUpstream().sendDownstream(connect.AgentEvents.UPDATE!, data);
    } catch {
      // No agent data yet: the worker's first snapshot reaches streams as an ordinary update.
    }
  });
  // The panel's globalResiliency.forceFailover() arrives from downstream, bridged onto the page's event bus. Streams
  // sends it to both regions' CCPs; the active region's one fails over.
  if (events.FORCE_FAILOVER) {
    connect.core.getEventBus().subscribe(events.FORCE_FAILOVER, () => {
      if (region !== active) return;
      void fetch('/connect/ccp-v2/force-failover', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}', credentials: 'same-origin' });
    });
  }
}
