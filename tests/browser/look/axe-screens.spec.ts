import { test, expect } from '../support/fixtures.ts';
import { availableAgent, carriesCalls } from '../voice/support.ts';
import { messageBox, startChat } from '../chat/support.ts';
import { availableOnTask, sendTask } from '../task/support.ts';
import { availableOnEmail, sendEmail } from '../email/support.ts';
import { expectNoAxeViolations } from './axe.ts';

// Every screen of the panel, in light and dark, has no WCAG 2.1 A/AA violation that axe-core can find.
// One test per journey keeps the browser and Connect Local set-up shared between the screens it passes through.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    });

    test('voice screens', async ({ page, panel, api }) => {
      await page.goto(panel.url);
      await expect(page.getByRole('heading', { name: 'No active calls' })).toBeVisible();
      await expectNoAxeViolations(page, 'voice home, offline');
      await availableAgent(page, panel.url);
      await page.getByRole('button', { name: 'Number pad' }).click();
      await expect(page.getByRole('form', { name: 'Number pad' })).toBeVisible();
      await expectNoAxeViolations(page, 'number pad');
      await page.keyboard.press('Escape');

      await api.settings({ autoAnswer: false });
      await api.inboundCall({ from: '+14155550100' });
      await expect(page.getByRole('button', { name: 'Accept call' })).toBeVisible();
      await expectNoAxeViolations(page, 'incoming call');
      await page.getByRole('button', { name: 'Accept call' }).click();
      await expect(page.getByTestId('contact-status')).toHaveText('Connected');
      await expectNoAxeViolations(page, 'connected call');
      await page.getByRole('button', { name: 'Hold', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'call on hold');
      await page.getByRole('button', { name: 'Resume', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Hold', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, 'call, More menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Quick connects' }).click();
      await expect(page.getByRole('listbox', { name: 'Quick connects' })).toBeVisible();
      await expectNoAxeViolations(page, 'quick connects');
      await page.getByRole('combobox', { name: 'Search quick connects' }).fill('Front desk');
      await page.getByRole('button', { name: 'Call to add' }).click();
      await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);
      await expectNoAxeViolations(page, 'multiparty call');
      await page.getByRole('button', { name: 'Remove Front desk' }).click();
      await expect(page.getByRole('dialog', { name: 'Remove participant' })).toBeVisible();
      await expectNoAxeViolations(page, 'remove participant dialog');
      await page.getByRole('dialog', { name: 'Remove participant' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Leave call' }).click();
      await expect(page.getByTestId('contact-status')).toHaveText('After call work');
      await expectNoAxeViolations(page, 'after call work');
    });

    test('chat screens', async ({ page, panel, api }) => {
      await availableAgent(page, panel.url);
      await page.getByRole('tab', { name: /^Chat/ }).click();
      await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeVisible();
      await expectNoAxeViolations(page, 'chat home');
      const { contactId } = await startChat(api);
      await expect(page.getByRole('button', { name: 'Accept chat' })).toBeVisible();
      await expectNoAxeViolations(page, 'incoming chat');
      await page.getByRole('button', { name: 'Accept chat' }).click();
      await expect(page.getByTestId('contact-status')).toHaveText('Connected');
      await api.post(`/contacts/${contactId}/customer/messages`, { content: 'Hello, **where** is my order?' });
      await expect(page.getByText('where')).toBeVisible();
      await messageBox(page).fill('On its way');
      await page.getByRole('button', { name: 'Send' }).click();
      await expectNoAxeViolations(page, 'connected chat');
      await page.getByRole('button', { name: 'Quick responses' }).click();
      await expect(page.getByRole('listbox', { name: 'Quick response results' }).getByRole('option').first()).toBeVisible();
      // Settled: the search has answered (no "Searching…" row half-drawn).
      await expect(page.getByRole('status').filter({ hasText: /^\d+ quick responses?$/ })).toBeVisible();
      await expectNoAxeViolations(page, 'quick responses');
      await messageBox(page).press('Escape');
      await page.getByRole('button', { name: 'End chat' }).click();
      await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
      await expectNoAxeViolations(page, 'ended chat');
    });

    test('an open task', async ({ page, panel, api }) => {
      await availableOnTask(page, panel.url);
      await sendTask(api, { description: 'The customer asked twice.', references: { Case: { type: 'URL', value: 'https://crm.example.com/case/42' }, Note: { type: 'STRING', value: 'VIP' } } });
      await page.getByRole('link', { name: /Call back about/ }).click();
      await expect(page.getByRole('button', { name: 'Accept task' })).toBeVisible();
      await expectNoAxeViolations(page, 'incoming task');
      await page.getByRole('button', { name: 'Accept task' }).click();
      await expect(page.getByTestId('contact-status')).toHaveText('Connected');
      await expect(page.getByRole('region', { name: 'References' })).toBeVisible();
      await expectNoAxeViolations(page, 'open task');
    });

    test('an incoming and open email, its reply, after contact work and a new email', async ({ page, panel, api }) => {
      await availableOnEmail(page, panel.url);
      await sendEmail(api);
      await expect(page.getByRole('button', { name: 'Accept email' })).toBeVisible();
      await expectNoAxeViolations(page, 'incoming email');
      await page.getByRole('button', { name: 'Accept email' }).click();
      await expect(page.getByTestId('contact-status')).toHaveText('Connected');
      await expect(page.getByText('Where is my order?')).toBeVisible();
      await expectNoAxeViolations(page, 'open email');
      await page.getByRole('button', { name: 'Reply', exact: true }).click();
      const reply = page.getByRole('form', { name: 'Reply' });
      await expect(reply).toBeVisible();
      await expectNoAxeViolations(page, 'email reply');
      await reply.getByRole('textbox', { name: 'Message' }).fill('On its way.');
      await reply.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByTestId('contact-status')).toHaveText('Email ended');
      await expect(page.getByText('Your reply was sent.')).toBeVisible();
      await expectNoAxeViolations(page, 'email after contact work');
      await page.getByRole('button', { name: 'Close contact' }).click();
      await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();

      await page.getByRole('button', { name: 'New contact' }).click();
      await page.getByRole('menuitem', { name: 'New Email' }).click();
      await expect(page.getByRole('form', { name: 'New email' })).toBeVisible();
      await expectNoAxeViolations(page, 'new email');
    });

    test('the carrier notice: calls ring in another window', async ({ page, panel, api }) => {
      await api.patch('/agents/agent', { softphoneEnabled: true });
      await availableAgent(page, panel.url);
      await carriesCalls(page);
      const other = await page.context().newPage();
      await other.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await other.goto(panel.url);
      await expect(other.getByRole('button', { name: 'Take calls in this window' })).toBeVisible();
      // Beside another window, the carrying one says calls ring there.
      await expect(page.getByRole('status').getByText('Calls ring and play in this window.')).toBeVisible();
      await expectNoAxeViolations(page, 'softphone home, calls ring here');
      await expectNoAxeViolations(other, 'carrier notice, calls ring in another window');
    });

    test('settings, task and email screens', async ({ page, panel }) => {
      await page.goto(`${panel.url}/settings`);
      await expect(page.getByRole('group', { name: 'Appearance' })).toBeVisible();
      await expectNoAxeViolations(page, 'settings');
      // Check my setup, opened, and with the microphone test's live meter.
      await page.getByRole('button', { name: 'Check my setup' }).click();
      await expect(page.getByRole('button', { name: 'Test network' })).toBeVisible();
      await expectNoAxeViolations(page, 'check my setup');
      await page.getByRole('button', { name: 'Test microphone' }).click();
      await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
      await expectNoAxeViolations(page, 'check my setup, microphone test');
      await page.getByRole('button', { name: 'Stop microphone test' }).click();
      await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeHidden();
      for (const tab of ['Task', 'Email']) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page, `${tab} home`);
      }
    });
  });
}
