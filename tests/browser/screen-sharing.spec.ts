import type { PanelHost } from '../../emulator/panel-host.ts';
import { test, expect, type Page } from './support/fixtures.ts';
import type { ControlApi } from './support/fixtures.ts';
import { expectNoAxeViolations, frameOf } from './look/axe.ts';

/**
 * Screen sharing from both entries: a workspace tab opened with launchApp (plugin) and a 1280x720 popup
 * (standalone), exchanging the spec's messages. Frames are found through their tab panel's accessible name.
 */

const customerState = async (api: ControlApi, contactId: string) => (await api.contact(contactId)).connections.find((k: any) => k.role === 'customer').state;

/** A connected in-app call on which the agent may share a screen (or, with `screenShare: false`, a phone call). */
async function connectedCall(ui: Page | ReturnType<Page['frameLocator']>, api: ControlApi, from: string, screenShare = true) {
  await ui.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  const contactId = await api.inboundCall({ from, ...(screenShare ? { screenShare: true } : {}) });
  await ui.getByRole('button', { name: 'Accept call' }).click();
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('connected');
  return contactId;
}

test.describe('screen sharing in the agent workspace', () => {
  const open = async (page: Page, url: string, _panel: PanelHost) => {
    await page.goto(`${url}/workspace/`);
    return page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
  };

  test('one tab per contact, and it follows the call', async ({ page, connectLocal, panel, api }) => {
    const plugin = await open(page, connectLocal.url, panel);
    const contactId = await connectedCall(plugin, api, '+14155550123');
    // A rare action: it sits in the call controls' More menu.
    const start = async () => {
      await plugin.getByRole('button', { name: 'More' }).click();
      await plugin.getByRole('menuitem', { name: 'Start screen sharing' }).click();
    };
    await start();
    const tab = page.getByRole('tab', { name: 'Screen sharing' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const view = page.getByRole('tabpanel', { name: 'Screen sharing' }).locator('iframe').contentFrame();
    // The call is named by whom it is with; no raw contact id is shown to the agent.
    await expect(view.getByText('Call with +14155550123')).toBeVisible();
    await expect(view.getByText(contactId)).toHaveCount(0);
    const messages = view.getByRole('log', { name: 'Messages' });
    await expect(messages).toContainText('Contact details received');
    await expectNoAxeViolations(page, 'workspace host, screen-sharing tab');
    await expectNoAxeViolations(await frameOf(view), 'screen-sharing view in the workspace');
    // The log holds a real list (role="log" on the <ul> itself would hide its items from screen readers).
    await expect(messages.getByRole('list').getByRole('listitem').first()).toHaveText('Contact details received');

    // Starting again for the same contact brings the same tab forward (launchKey), it does not open another.
    await page.getByRole('tab', { name: 'Contact Control Panel' }).click();
    await start();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Screen sharing' })).toHaveCount(1);

    // Only the selected tab's panel is shown (and in the accessibility tree).
    const show = (name: string) => page.getByRole('tab', { name }).click();
    await show('Contact Control Panel');
    await plugin.getByRole('button', { name: 'Hold' }).click();
    await expect.poll(() => customerState(api, contactId)).toBe('hold');
    await plugin.getByRole('button', { name: 'Resume' }).click();
    // The panel has seen the resume once it offers Hold again; only then does the customer hang up.
    await expect(plugin.getByRole('button', { name: 'Hold' })).toBeVisible();
    await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
    await show('Screen sharing');
    await expect(messages).toContainText('Call on hold');
    await expect(messages).toContainText('Call resumed');
    await expect(messages).toContainText('Contact ended');
    await expect(view.getByRole('status')).toHaveText('The contact has ended');
    await expect(view.getByRole('button', { name: 'Start sharing' })).toBeDisabled();
  });

  test('the tab captures with getDisplayMedia', async ({ page, connectLocal, panel, api }) => {
    const plugin = await open(page, connectLocal.url, panel);
    await connectedCall(plugin, api, '+14155550124');
    await plugin.getByRole('button', { name: 'More' }).click();
    await plugin.getByRole('menuitem', { name: 'Start screen sharing' }).click();
    const view = page.getByRole('tabpanel', { name: 'Screen sharing' }).locator('iframe').contentFrame();
    await expect(view.getByText(/^Nothing is shared yet/)).toBeVisible();
    await view.getByRole('button', { name: 'Start sharing' }).click();
    await expect(view.getByRole('status')).toHaveText('Sharing your screen');
    // The agent sees what the customer will: the captured screen plays in the preview.
    const preview = view.getByLabel('Preview of what you are sharing');
    await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await view.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(view.getByRole('status')).toHaveText('Not sharing');
    await expect(preview).toHaveCount(0);
  });

  test('a frame that navigated to an unapproved origin gets no connection', async ({ page, connectLocal, panel, api }) => {
    const plugin = await open(page, connectLocal.url, panel);
    await connectedCall(plugin, api, '+14155550125');
    await plugin.getByRole('button', { name: 'More' }).click();
    await plugin.getByRole('menuitem', { name: 'Start screen sharing' }).click();
    await expect(page.getByRole('log', { name: 'Workspace events' })).toContainText('Screen sharing connected');
    // The tab this workspace opened now loads the same app from another origin (localhost is not 127.0.0.1).
    const foreign = new URL(panel.url.replace('127.0.0.1', 'localhost')).origin;
    await page
      .getByRole('tabpanel', { name: 'Screen sharing' })
      .locator('iframe')
      .evaluate((f: HTMLIFrameElement, src) => (f.src = `${src}/screen-sharing/`), foreign);
    await expect(page.getByRole('log', { name: 'Workspace events' })).toContainText(`Refused a handshake from ${foreign}: origin not approved for Screen sharing`);
  });
});

test.describe('screen sharing from the standalone panel', () => {
  test('a 1280x720 popup gets the contact and its state; messages from elsewhere are ignored', async ({ page, panel, connectLocal, api }) => {
    await page.goto(panel.url);
    const contactId = await connectedCall(page, api, '+14155550126');
    await page.getByRole('button', { name: 'More' }).click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('menuitem', { name: 'Start screen sharing' }).click()]);
    await expect(popup.getByText('Call with +14155550126')).toBeVisible();
    await expect(popup.getByText(contactId)).toHaveCount(0);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([1280, 720]);
    const messages = popup.getByRole('log', { name: 'Messages' });
    await expect(messages).toContainText('Contact details received');
    await expectNoAxeViolations(popup, 'screen-sharing window');

    // A forged "contact ended" from another origin (a frame of Connect Local's), and one from the popup itself:
    // neither is the panel that opened it, so both are dropped.
    const forged = { source: 'connect-ccp-screen-sharing', contactId, type: 'contact-ended' };
    await popup.evaluate((src) => {
      const f = document.createElement('iframe');
      f.src = src;
      document.body.append(f);
      return new Promise((r) => f.addEventListener('load', r));
    }, `${connectLocal.url}/connect/login`);
    const foreignFrame = popup.frames().find((f) => f.url().startsWith(connectLocal.url))!;
    await foreignFrame.evaluate((msg) => parent.postMessage(msg, '*'), forged);
    await popup.evaluate((msg) => window.postMessage(msg, '*'), forged);

    await page.getByRole('button', { name: 'Hold' }).click();
    await expect(messages).toContainText('Call on hold');
    await expect(messages).not.toContainText('Contact ended');
    await expect(popup.getByRole('status')).toHaveText('Not sharing');
  });
});

test.describe('screen sharing: a supervisor barging in', () => {
  test('the sharing window says a supervisor barged in, not that one is monitoring (shell §2 row 53)', async ({ page, panel, api }) => {
    await page.goto(panel.url);
    const contactId = await connectedCall(page, api, '+14155550131');
    await page.getByRole('button', { name: 'More' }).click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('menuitem', { name: 'Start screen sharing' }).click()]);
    const messages = popup.getByRole('log', { name: 'Messages' });
    await expect(messages).toContainText('Contact details received');

    await api.post(`/contacts/${contactId}/monitor`, { supervisor: 'supervisor', mode: 'BARGE' });
    await expect(messages).toContainText('A supervisor barged in');
    await expect(messages).not.toContainText('A supervisor is monitoring');
  });
});

test.describe('a shared screen on hold', () => {
  test('pauses for the customer while the call is on hold, says so, and goes on at resume', async ({ page, panel, api }) => {
    // Every window keeps the screen it captured, so the test reads the real track's state.
    await page.context().addInitScript(() => {
      const capture = navigator.mediaDevices?.getDisplayMedia?.bind(navigator.mediaDevices);
      if (!capture) return;
      navigator.mediaDevices.getDisplayMedia = async (options) => ((window as unknown as { shared: MediaStream }).shared = await capture(options));
    });
    await page.goto(panel.url);
    await connectedCall(page, api, '+14155550130');
    await page.getByRole('button', { name: 'More' }).click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('menuitem', { name: 'Start screen sharing' }).click()]);
    await popup.getByRole('button', { name: 'Start sharing' }).click();
    await expect(popup.getByRole('status')).toHaveText('Sharing your screen');
    const sending = () => popup.evaluate(() => (window as unknown as { shared: MediaStream }).shared.getVideoTracks().map((t) => t.enabled && t.readyState === 'live'));
    expect(await sending()).toEqual([true]);

    await page.getByRole('button', { name: 'Hold' }).click();
    await expect(popup.getByRole('status')).toHaveText('Paused while the call is on hold: the customer does not see your screen. Sharing resumes when you resume the call.');
    expect(await sending()).toEqual([false]);
    await expectNoAxeViolations(popup, 'screen sharing paused on hold');

    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(popup.getByRole('status')).toHaveText('Sharing your screen');
    expect(await sending()).toEqual([true]);
  });
});

test.describe('screen sharing is offered only where the call can share a screen', () => {
  test('standalone: an in-app call offers it; a phone call does not', async ({ page, panel, api }) => {
    await page.goto(panel.url);
    const phone = await connectedCall(page, api, '+14155550127', false);
    await expect(page.getByRole('button', { name: 'Hold' })).toBeVisible();
    // The call's More menu (reporting a call issue) holds no screen sharing.
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Report call issue' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Start screen sharing' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'End call' }).click();
    await expect.poll(async () => (await api.contact(phone))?.state ?? 'ended').not.toBe('connected');
    await page.getByRole('button', { name: 'Close contact' }).click();
    await expect.poll(async () => (await api.agentState()).name).toBe('Available');

    const app = await api.inboundCall({ from: '+14155550128', screenShare: true });
    await page.getByRole('button', { name: 'Accept call' }).click();
    await expect.poll(async () => (await api.contact(app)).state).toBe('connected');
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Start screen sharing' })).toBeVisible();
  });

  test('agent workspace: a phone call offers no screen sharing', async ({ page, connectLocal, api }) => {
    await page.goto(`${connectLocal.url}/workspace/`);
    const plugin = page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
    await connectedCall(plugin, api, '+14155550129', false);
    await expect(plugin.getByRole('button', { name: 'Hold' })).toBeVisible();
    const more = plugin.getByRole('button', { name: 'More' });
    if (await more.count()) {
      await more.click();
      await expect(plugin.getByRole('menu')).toBeVisible();
    }
    await expect(plugin.getByRole('menuitem', { name: 'Start screen sharing' })).toHaveCount(0);
  });
});
