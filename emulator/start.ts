import { connectLocalPanelConfig, startPanelHost } from './panel-host.ts';
import { startConnectLocal } from './server.ts';

// `npm start`: Connect Local plus the built standalone panel pointed at it, on fixed ports so a browser that
// trusted the websocket certificate once keeps trusting it.
const port = Number(process.env.CONNECT_LOCAL_PORT ?? 4200);
const panelPort = Number(process.env.PANEL_PORT ?? 4100);
const wsPort = Number(process.env.CONNECT_LOCAL_WS_PORT ?? 4443);

const panelOrigin = `http://127.0.0.1:${panelPort}`;
// The default agent may take video calls, so Settings shows the camera, and sees the realtime call transcript (the
// test suite's seed has neither videoContact nor ccpRealtimeContactLens).
const local = await startConnectLocal({ port, webSocketPort: wsPort, panelOrigins: [panelOrigin], grants: { agent: ['videoContact', 'ccpRealtimeContactLens'] } });
// CONNECT_LOCAL_BACKUP_REGION=1 adds a backup region over the same contact centre (global resiliency): the panel
// runs both regions' CCPs and the simulator's control API plays a failover (POST /failover).
const backup = process.env.CONNECT_LOCAL_BACKUP_REGION
  ? await startConnectLocal({
      port: Number(process.env.CONNECT_LOCAL_BACKUP_PORT ?? port + 1),
      webSocketPort: Number(process.env.CONNECT_LOCAL_BACKUP_WS_PORT ?? wsPort + 1),
      panelOrigins: [panelOrigin],
      backupOf: { centre: local.centre, region: 'us-east-1' },
    })
  : null;
// Connect Local's CRM demo (/crm/) frames the panel and uses its embedding API: the panel lets that origin frame it.
const panel = await startPanelHost({
  port: panelPort,
  config: {
    ...connectLocalPanelConfig(local.url),
    allowedFramingOrigins: [local.url],
    crm: { embed: { attributes: ['CustomerRef'] } },
    ...(backup ? { globalResiliency: { secondaryCcpUrl: `${backup.url}/connect/ccp-v2/` } } : {}),
  },
});

// In the order to open them (README, Start): the websocket's certificate first, or the panel shows a network problem.
console.log(`Agent websocket: ${local.webSocketUrl.replace('wss:', 'https:')}  (open once to trust its certificate)`);
console.log(`Panel: ${panel.url}/`);
console.log(`Simulator: ${local.url}/  (create contacts and play the customer)`);
console.log(`Workspace: ${local.workspaceUrl}  (the agent workspace with the panel as its plugin)`);
console.log(`CRM: ${local.url}/crm/  (a CRM page framing the panel: screen pop, events, click-to-dial)`);
console.log(`Connect Local: ${local.apiUrl}  (the control API, for scripts and tests)`);
if (backup) {
  console.log(`Backup region: ${backup.url}/  (us-east-1; POST ${local.apiUrl}/failover {"state":"pending"} starts a failover)`);
  console.log(`Backup agent websocket: ${backup.webSocketUrl.replace('wss:', 'https:')}  (open once to trust its certificate)`);
}

const stop = async () => {
  await Promise.all([panel.close(), local.close(), backup?.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
