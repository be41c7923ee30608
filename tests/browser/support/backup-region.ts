import { test } from './fixtures.ts';
import { connectLocalPanelConfig, startPanelHost, type PanelHost } from '../../../emulator/panel-host.ts';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';

/**
 * Global resiliency for one spec file: a second Connect Local over the worker's contact centre is the backup region
 * (us-east-1), and a panel host runs streams with both CCPs (globalResiliency.secondaryCcpUrl). After the file the
 * worker's Connect Local goes on as a single-region instance. `phone` is the backup's agent phone, as the primary's.
 */
export function useBackupRegion(options: { phone?: 'desk' } = {}): { backup: () => ConnectLocal; panel: () => PanelHost } {
  let backup: ConnectLocal;
  let resilientPanel: PanelHost;
  // The file's tests share one backup region in one worker, in turn, as they were written to (not one each, as the
  // suite's fully parallel mode would have it).
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ connectLocal }) => {
    backup = await startConnectLocal({ backupOf: { centre: connectLocal.centre, region: 'us-east-1' }, ...options });
    resilientPanel = await startPanelHost({ config: { ...connectLocalPanelConfig(connectLocal.url), globalResiliency: { secondaryCcpUrl: `${backup.url}/connect/ccp-v2/` } } });
    connectLocal.allowPanelOrigin(resilientPanel.url);
    backup.allowPanelOrigin(resilientPanel.url);
  });
  test.afterAll(async ({ connectLocal }) => {
    await resilientPanel?.close();
    await backup?.close();
    connectLocal.centre.resiliency = null;
  });
  return { backup: () => backup, panel: () => resilientPanel };
}
