import 'amazon-connect-streams';

const connect = (globalThis as unknown as { connect: any }).connect;

// Smallest honest page until the shell lands: agent name, state and contacts, from real streams events.
async function main() {
  const config = await (await fetch('./config.json')).json();
  const root = document.getElementById('root')!;
  connect.core.initCCP(document.getElementById('ccp-frame'), {
    ccpUrl: config.ccpUrl,
    loginUrl: config.loginUrl,
    region: config.region,
    loginPopup: true,
    loginPopupAutoClose: true,
    softphone: config.softphone,
  });
  const render = () => {
    const agent = new connect.Agent();
    root.textContent = `${agent.getName()}: ${agent.getState().name}; contacts: ${agent.getContacts().map((c: any) => c.getStatus().type).join(', ')}`;
  };
  connect.agent((agent: any) => {
    render();
    agent.onRefresh(render);
  });
}
void main();
