import type { PanelHost } from '../../../emulator/panel-host.ts';
import type { Page } from './fixtures.ts';

/**
 * Opens Connect Local's agent workspace and returns the panel plugin's frame, found by its tab panel's name. Takes
 * the panel host too: requesting it is what starts it and registers its origin with Connect Local.
 */
export async function openWorkspacePlugin(page: Page, url: string, _panel: PanelHost) {
  await page.goto(`${url}/workspace/`);
  return page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
}
