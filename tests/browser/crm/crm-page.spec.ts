import type { PanelHost } from '../../../emulator/panel-host.ts';
import { test, expect, type Page } from '../support/fixtures.ts';
import { startCrmPanel } from './crm-panel.ts';
import { expectNoAxeViolations } from '../look/axe.ts';

/**
 * Connect Local's CRM page framing the panel through the embedding API's own client: it hears a call's whole life,
 * shows the customer's record, and its dial command places a call; forged origins, other versions and floods get
 * errors and no action, counted here.
 */

let host: PanelHost;
// Its tests share what beforeAll starts, in one worker, in turn (not once per test, as fully parallel mode would).
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ connectLocal }) => {
  host = await startCrmPanel(connectLocal, { allowedFramingOrigins: [connectLocal.url], crm: { embed: { attributes: ['CustomerRef'] } } });
});
test.afterAll(async () => host.close());

const openCrm = async (page: Page, crmUrl: string) => {
  await page.goto(`${crmUrl}/crm/?panel=${encodeURIComponent(host.url)}`);
  const panel = page.frameLocator('iframe[title="Contact Control Panel"]');
  // The first load of a framed panel signs in through streams, slower than a test's usual wait on a busy machine.
  await expect(panel.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline', { timeout: 30_000 });
  return panel;
};
const events = (page: Page) => page.getByRole('log', { name: 'Panel events' }).getByRole('listitem');

test('the CRM page hears a call’s whole life, shows the record, and its dial command puts the number on the pad for the agent’s call', async ({ page, connectLocal, api }) => {
  const panel = await openCrm(page, connectLocal.url);
  await expect(events(page)).toContainText(['agent.state: Offline']);
  await panel.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect(events(page).last()).toHaveText('agent.state: Available');
  await api.inboundCall({ from: '+12065550100', queue: 'Sales', attributes: { CustomerRef: 'R-42', Pin: '1234' } });
  await expect(events(page).filter({ hasText: 'contact.offered' })).toHaveText(['contact.offered: voice +12065550100']);
  const record = page.getByRole('region', { name: 'Customer record' });
  await expect(record).toContainText('+12065550100');
  await expect(record).toContainText('SalesCustomerRefR-42');
  await expect(record).not.toContainText('1234');
  // The demo page is axe-clean too: its event log is a list inside the log region (a ul given role log is no list).
  await expectNoAxeViolations(page, 'CRM demo page');
  await panel.getByRole('button', { name: 'Accept call' }).click();
  await expect(events(page).filter({ hasText: 'contact.connected' })).toHaveText(['contact.connected: voice +12065550100']);
  await panel.getByRole('button', { name: 'End call' }).click();
  await expect(events(page).filter({ hasText: 'contact.ended: voice +12065550100' })).toHaveCount(1);
  // At once to the CRM: the panel, letting the call go, leaves the focus there (the number typed is the one dialled).
  await panel.getByRole('button', { name: 'Close contact' }).click();

  await page.getByRole('textbox', { name: 'Number' }).fill('+1 415 555 0199');
  await page.getByRole('button', { name: 'Dial through the API' }).click();
  // Auto-dial is off: the number waits on the agent's number pad, shown, for their click.
  await expect(page.getByRole('status').filter({ hasText: '+14155550199' })).toHaveText("On the agent's number pad: +14155550199");
  const pad = panel.getByRole('form', { name: 'Number pad' });
  await expect(pad.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+14155550199');
  expect(JSON.stringify((await api.state()).contacts)).not.toContain('+14155550199');
  await pad.getByRole('button', { name: 'Call', exact: true }).click();
  await expect.poll(async () => JSON.stringify((await api.state()).contacts)).toContain('+14155550199');
  const panel2 = page.frameLocator('iframe[title="Contact Control Panel"]');
  await panel2.getByRole('button', { name: 'End call' }).click();
  await panel2.getByRole('button', { name: 'Close contact' }).click();
  await expect(events(page).filter({ hasText: 'contact.ended' })).toHaveCount(2);
});

test('the framed panel leaves the focus in the CRM page: a call offered and gone while the agent types there takes no keystroke', async ({ page, connectLocal, api }) => {
  const panel = await openCrm(page, connectLocal.url);
  await panel.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect(events(page).last()).toHaveText('agent.state: Available');
  const number = page.getByRole('textbox', { name: 'Number' });
  await number.fill('+1 415');

  const contactId = await api.inboundCall({ from: '+12065550100' });
  await expect(panel.getByRole('button', { name: 'Accept call' })).toBeVisible();
  await expect(number).toBeFocused();
  // The customer gives up before the agent answers: the offer goes, and the panel shows its home again.
  await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
  await expect(panel.getByRole('button', { name: 'Accept call' })).toHaveCount(0);
  await expect(events(page).filter({ hasText: 'contact.ended' })).toHaveCount(1);
  await page.keyboard.type(' 555 0199');
  await expect(number).toHaveValue('+1 415 555 0199');
  await expect(number).toBeFocused();
});

test('forged origins, other versions, malformed commands and floods are refused and counted; nothing is done', async ({ page, connectLocal, api }) => {
  await openCrm(page, connectLocal.url);
  const protocol = { protocol: 'connect-ccp-embed', kind: 'command' };
  // The CCP frame inside the panel is on this page's origin but is not the panel's parent: a forged sender.
  const ccp = page.frames().find((f) => f.url().includes('/ccp-v2/'))!;
  const forged = await ccp.evaluate(
    (p) =>
      new Promise<string[]>((resolve) => {
        const codes: string[] = [];
        addEventListener('message', (e) => {
          if (e.data?.protocol !== p.protocol) return;
          codes.push(e.data.code);
          if (codes.length === 5) resolve(codes);
        });
        for (let i = 0; i < 5; i++) parent.postMessage({ ...p, version: 1, id: `forged-${i}`, command: 'dial', number: '+12065550100' }, '*');
      }),
    protocol,
  );
  expect(forged).toEqual(Array(5).fill('origin_not_allowed'));

  const post = (messages: unknown[]) =>
    page.evaluate(
      ({ messages, origin }) => {
        const panel = document.querySelector('iframe')!.contentWindow!;
        for (const m of messages) panel.postMessage(m, origin);
      },
      { messages, origin: host.url },
    );
  await post([
    { ...protocol, version: 2, id: 'v2', command: 'dial', number: '+12065550100' },
    { ...protocol, version: 1, id: 'bad', command: 'dial' },
    { ...protocol, version: 1, id: 'what', command: 'transferEverything' },
  ]);
  await expect(events(page)).toContainText(['error unsupported_version', 'error malformed', 'error unknown_command']);
  // A dial address that is neither a phone-number string nor an address object, in the spec's words (chat/task/email §5).
  await post([{ ...protocol, version: 1, id: 'address', command: 'dial', number: ['+12065550100'] }]);
  await expect(events(page).filter({ hasText: 'error invalid_address: An invalid address was supplied' })).toHaveCount(1);

  // A flood: 30 commands at once; at most ten a second are looked at, the rest refused.
  await post(Array.from({ length: 30 }, (_, i) => ({ ...protocol, version: 1, id: `flood-${i}`, command: 'setAgentStatus', status: 'No such status' })));
  const refused = events(page).filter({ hasText: /error (not_found|rate_limited)/ });
  await expect(refused).toHaveCount(30);
  expect(await events(page).filter({ hasText: 'error rate_limited' }).count()).toBeGreaterThanOrEqual(20);
  expect(await events(page).filter({ hasText: 'error not_found' }).count()).toBeLessThanOrEqual(10);
  // Nothing was done: no call, the agent's status untouched, and the panel still answers.
  expect((await api.state()).contacts).toEqual([]);
  expect((await api.agentState()).name).toBe('Offline');
});
