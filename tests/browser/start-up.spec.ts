import { test, expect } from './support/fixtures.ts';

/**
 * Start-up: config.json is asked for by a small script at the top of the page, before streams and main.js have
 * run, and main.js takes that answer up rather than asking again; at a deep route main.js asks for it itself.
 */
for (const path of ['/softphone', '/channel-view/chat']) {
  test(`at ${path} the panel asks for its configuration once and starts`, async ({ page, panel }) => {
    const configRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/config.json')) configRequests.push(new URL(r.url()).pathname);
    });
    await page.goto(`${panel.url}${path}`);
    await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
    expect(configRequests).toEqual(['/config.json']);
  });
}
