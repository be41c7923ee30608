import { test, expect } from '../support/fixtures.ts';
import { emails, sendEmail } from './support.ts';

// Email in the agent workspace: the plugin reads the email and replies through the SDK's email and file routes,
// which Connect Local's workspace answers as the hosted one does.

test('the plugin shows an inbound email, replies to it and wraps it up', async ({ page, connectLocal, panel, api }) => {
  expect(panel.url).toBeTruthy(); // the workspace loads the plugin from the panel host
  await page.goto(`${connectLocal.url}/workspace/`);
  const plugin = page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
  await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  await plugin.getByRole('tab', { name: /^Email/ }).click();

  await sendEmail(api, { subject: 'Refund', html: '<p>Please <b>refund</b> me.</p>', attachments: [{ name: 'order.txt', type: 'text/plain', base64: Buffer.from('#42').toString('base64') }] });
  await plugin.getByRole('button', { name: 'Accept email' }).click();
  await expect(plugin.getByRole('heading', { name: 'Pat Customer' })).toBeVisible();
  await expect(plugin.getByRole('heading', { name: 'Refund' })).toBeVisible();
  await expect(plugin.frameLocator('iframe[title="Email message: Refund"]').getByText('refund')).toBeVisible();
  await expect(plugin.getByRole('button', { name: 'Download order.txt' })).toBeVisible();

  await plugin.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(plugin.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Refund');
  await plugin.getByRole('textbox', { name: 'Message' }).fill('Refunded today.');
  await plugin.getByRole('button', { name: 'Send' }).click();
  await expect(plugin.getByText('Your reply was sent.')).toBeVisible();
  expect((await emails(api)).find((m) => m.direction === 'OUTBOUND')).toMatchObject({ initiationMethod: 'agent_reply', body: { text: expect.stringContaining('Refunded today.') } });

  await plugin.getByRole('button', { name: 'Close contact' }).click();
  await expect(plugin.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.length).toBe(0);
});
