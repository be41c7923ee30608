import { test, expect } from '../support/fixtures.ts';
import { availableOnTask, fillSchedule } from './support.ts';

// The scheduling picker (shell §5): hh:mm with AM/PM only where the locale's clock is 12-hour, a time zone from the
// browser's list, the 300 ms re-check of the window; and a scheduled task's time kept in its update view (K.59).

test('in German there is no AM/PM; a time in a chosen time zone is the instant Connect Local holds the task for', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/settings`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de_DE');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('combobox', { name: 'Agentenstatus' })).toBeVisible();
  await page.getByRole('tab', { name: /^Aufgabe/ }).click();
  await page.getByRole('button', { name: 'Aufgabe erstellen' }).click();
  const form = page.getByRole('region', { name: 'Aufgabe erstellen' });
  await form.getByLabel('Name der Aufgabe').fill('Rückruf Tokio');
  await form.getByLabel('Zuweisen an').selectOption({ label: 'Sales queue (Warteschlange)' });

  const picker = form.getByRole('group', { name: 'Geplantes Datum/Uhrzeit (optional)' });
  await expect(picker.getByLabel('Uhrzeit', { exact: true })).toBeVisible();
  await expect(picker.getByRole('combobox', { name: 'AM/PM' })).toHaveCount(0);
  // Tomorrow 14:30 in Tokyo (no daylight saving there: UTC+9).
  const tokyoTomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + 24 * 3600_000);
  const [y, m, d] = tokyoTomorrow.split('-').map(Number) as [number, number, number];
  await picker.getByLabel('Zeitzone').selectOption('Asia/Tokyo');
  await expect(picker.getByText(/UTC\+09:00/)).toBeVisible();
  await picker.getByLabel('Datum').fill(tokyoTomorrow);
  await picker.getByLabel('Uhrzeit', { exact: true }).fill('14:30');
  await form.getByRole('button', { name: 'Erstellen', exact: true }).click();
  await expect.poll(async () => (await api.state()).scheduled.length).toBe(1);
  const [held] = (await api.state()).scheduled;
  expect(held.task.channelContext.scheduledTime).toBe(Date.UTC(y, m - 1, d, 14 - 9, 30) / 1000);
});

test('a half-filled schedule is refused, and a time that passes while the form is open is flagged at once', async ({ page, panel }) => {
  await availableOnTask(page, panel.url);
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').fill('Call back soon');
  await form.getByLabel('Assign to').selectOption({ label: 'Sales queue (queue)' });
  const create = form.getByRole('button', { name: 'Create', exact: true });
  const picker = form.getByRole('group', { name: 'Scheduled date/time (optional)' });
  await expect(picker.getByLabel('AM/PM')).toBeVisible();

  await picker.getByLabel('Time', { exact: true }).fill('09:30');
  await expect(picker.getByText('Enter both a date and a time (hh:mm), or clear them both.')).toBeVisible();
  await expect(create).toBeDisabled();
  await picker.getByLabel('Time', { exact: true }).fill('');
  await expect(create).toBeEnabled();

  // The next whole minute at least 5 s away: valid now, past once that minute begins.
  const days = await page.evaluate(() => {
    const next = Math.ceil((Date.now() + 5_000) / 60_000) * 60_000;
    return (next - Date.now()) / (24 * 3600_000);
  });
  await fillSchedule(page, picker, days);
  await expect(picker.getByText('Schedule the task within the next 6 days.')).toHaveCount(0);
  await expect(create).toBeEnabled();
  await expect(picker.getByText('Schedule the task within the next 6 days.')).toBeVisible({ timeout: 90_000 });
  await expect(create).toBeDisabled();
});

test('a scheduled templated task keeps its scheduled time, read-only, in its update view; an unscheduled one has none', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  const at = Math.floor(Date.now() / 1000);
  await api.post('/contacts', { channel: 'task', name: 'Scheduled callback', templateId: 'tpl-callback', scheduledTime: at });
  await page.getByRole('link', { name: /Scheduled callback/ }).click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  const details = page.getByRole('form', { name: 'Task details: Customer callback' });
  const callAt = details.getByLabel('Call at', { exact: true });
  await expect(callAt).toHaveAttribute('readonly', '');
  const shown = await page.evaluate((s) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(s * 1000), at);
  await expect(callAt).toHaveValue(shown);
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'End task' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();

  await api.post('/contacts', { channel: 'task', name: 'Plain callback', templateId: 'tpl-callback' });
  await page.getByRole('link', { name: /Plain callback/ }).click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(details.getByLabel('Notes (optional)')).toBeVisible();
  await expect(details.getByLabel('Call at', { exact: true })).toHaveCount(0);
});
