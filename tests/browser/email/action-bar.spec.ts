import { test, expect } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail, sendEmail } from './support.ts';

// A connected email's action bar (issue #28, rules/action-bar-layout): Reply, Reply all and Transfer email, the
// rarer actions under More, End email set apart; the menu works from the keyboard and gives focus back.

test('a connected email shows three actions, the rest under More, and End email apart', async ({ page, panel, api }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api);
  const bar = page.getByRole('group', { name: 'Contact action bar' });
  await expect(bar.getByRole('button')).toHaveText(['Reply', 'Reply all', 'Transfer email', '', 'End email']);
  const end = bar.getByRole('button', { name: 'End email' });
  await expect(end).toHaveClass(/btn-danger/);
  // End sits apart: after the others, on the bar's far side.
  const endBox = (await end.boundingBox())!;
  const moreBox = (await bar.getByRole('button', { name: 'More' }).boundingBox())!;
  expect(endBox.x >= moreBox.x + moreBox.width || endBox.y > moreBox.y).toBe(true);

  const more = bar.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await more.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Pause', 'Create task', 'Number pad']);
  await expect(menu.getByRole('menuitem', { name: 'Pause' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Create task' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  // Paused, Resume takes the bar's first place.
  await more.click();
  await menu.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Paused');
  // Confirmed in words, as a task's pause is (issue 41).
  await expect(page.getByRole('status').getByText('Email paused')).toBeVisible();
  await bar.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('status').getByText('Email resumed')).toBeVisible();
  await expect(page.getByText('Email paused')).toHaveCount(0);
});

test('after an email, Close contact reads Next contact while another contact waits', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 3 } });
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, { subject: 'First' });
  await sendEmail(api, { subject: 'Second', from: { emailAddress: 'lee@example.com', displayName: 'Lee' } });
  await page.getByRole('link', { name: /Pat Customer/ }).click();
  await page.getByRole('button', { name: 'End email' }).click();
  await page.getByRole('button', { name: 'Next contact' }).click();
  await expect(page.getByRole('heading', { name: 'Lee', level: 2, exact: true })).toBeVisible();
});
