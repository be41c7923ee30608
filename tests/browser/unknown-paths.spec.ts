import { test, expect } from './support/fixtures.ts';

// Voice §2: unknown paths redirect to the agent's default channel once the agent is initialised (voice if
// enabled), never a blank page. A deep unknown path asks for ./main.js in a folder that does not exist.
for (const path of ['/nonsense', '/nonsense/path', '/softphone/extra', '/channel-view/chat/extra/more']) {
  test(`the unknown path ${path} opens the default channel`, async ({ page, panel }) => {
    await page.goto(`${panel.url}${path}`);
    await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
    await expect(page.getByRole('tab', { name: /^Voice/, selected: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${panel.url}/(channel-view/)?softphone$`));
    await expect(page).toHaveTitle('Contact Control Panel | Softphone');
  });
}
