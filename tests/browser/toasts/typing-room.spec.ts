import type { Locator } from '@playwright/test';
import { test, expect, type Page } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, messageBox, startChat } from '../chat/support.ts';
import { sendEmail } from '../email/support.ts';
import { sendTask } from '../task/support.ts';

// Toasts never hide or move what the agent is typing into (issue 28): a compact stack floating over the main area,
// on the side of the focused field with room, never wider than a toast needs.

/** Whether the element is the topmost thing at its centre (nothing floats over it). */
const uncovered = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (node === top || node.contains(top));
  });

async function typingMidChat(page: Page, api: Parameters<typeof acceptedChat>[1]) {
  await acceptedChat(page, api);
  await messageBox(page).click();
  await page.keyboard.type('I am looking into ');
  return messageBox(page).boundingBox();
}

for (const size of [{ width: 1000, height: 700 }, { width: 400, height: 700 }]) {
  test(`two toasts at ${size.width}×${size.height} neither move nor cover the message box, Send or End chat`, async ({ page, panel, api }) => {
    await page.setViewportSize(size);
    await availableOnChat(page, panel.url);
    const before = await typingMidChat(page, api);
    const endBefore = await page.getByRole('button', { name: 'End chat' }).boundingBox();

    await sendTask(api, { name: 'Call back about the refund' });
    await sendEmail(api, { subject: 'Delivery' });
    const taskToast = page.getByRole('alertdialog', { name: 'Incoming task' });
    const emailToast = page.getByRole('alertdialog', { name: /Incoming email/ });
    // One toast at a time (issue 41), the email counted behind the task.
    await expect(taskToast).toBeVisible();
    await expect(taskToast).toContainText('+1 more');
    await expect(emailToast).toBeHidden();

    // The agent goes on typing: every keystroke lands, in the same box, at the same place.
    await page.keyboard.type('your refund now.');
    await expect(messageBox(page)).toHaveValue('I am looking into your refund now.');
    await expect(messageBox(page)).toBeFocused();
    expect(await messageBox(page).boundingBox()).toEqual(before);
    expect(await page.getByRole('button', { name: 'End chat' }).boundingBox()).toEqual(endBefore);
    for (const control of [messageBox(page), page.getByRole('button', { name: 'Send' }), page.getByRole('button', { name: 'End chat' })]) {
      await expect(control).toBeInViewport();
      expect(await uncovered(control)).toBe(true);
    }
    // Compact: never edge to edge in a wide window, and it leaves most of the window.
    const box = (await taskToast.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(size.width === 1000 ? 400 : size.width);
    expect(box.height).toBeLessThan(size.height * 0.5);
    await expect(taskToast.getByRole('button', { name: 'Accept' })).toBeInViewport();
  });
}

test('a toast’s Accept pressed while the agent types stays under the pointer until released: the chat opens', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await typingMidChat(page, api);
  await startChat(api, { customerName: 'Ben Okafor' });
  const accept = page.getByRole('alertdialog', { name: 'Incoming chat' }).getByRole('button', { name: 'Accept' });
  await expect(accept).toBeVisible();
  const box = (await accept.boundingBox())!;
  // Pressing the button takes the focus from the message box the tray was placed by: the tray stays put while the
  // button is held (two frames on, past its next placement), so the release lands on it.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(accept).toBeFocused();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 2, name: 'Ben Okafor' })).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
});
