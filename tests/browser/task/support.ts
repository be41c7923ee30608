import { expect, type ControlApi, type Page } from '../support/fixtures.ts';

/** Opens the panel, makes the agent Available, and goes to the Task tab. */
export async function availableOnTask(page: Page, panelUrl: string) {
  await page.goto(panelUrl);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  await page.getByRole('tab', { name: /^Task/ }).click();
}

/** A task arrives for the agent through Connect Local's control API. */
export async function sendTask(api: ControlApi, body: Record<string, unknown> = {}) {
  return api.post<{ contactId: string }>('/contacts', { channel: 'task', name: 'Call back about order 42', ...body });
}

/**
 * Pushes a task event until the panel shows what it should. The panel subscribes to a task's session soon after the
 * task appears, and nothing tells a test when: repeating is safe because an equal alert is shown once.
 */
export async function pushUntil(api: ControlApi, contactId: string, event: string, shown: () => Promise<void>) {
  await expect(async () => {
    await api.post(`/contacts/${encodeURIComponent(contactId)}/task-events`, { event });
    await shown();
  }).toPass({ timeout: 20_000 });
}

/**
 * Fills the scheduling picker (a group named after its field) with the time `days` from now, as an agent in the
 * page's own time zone types it on a 12-hour clock (en_US): date, hh:mm and AM/PM. Answers what was typed.
 */
export async function fillSchedule(page: Page, picker: ReturnType<Page['getByRole']>, days: number) {
  const when = await page.evaluate((d) => {
    const t = new Date(Date.now() + d * 24 * 3600 * 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    const h = t.getHours();
    return { date: `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}`, time: `${p(h % 12 === 0 ? 12 : h % 12)}:${p(t.getMinutes())}`, period: h >= 12 ? 'PM' : 'AM' };
  }, days);
  await picker.getByLabel('Date').fill(when.date);
  await picker.getByLabel('Time', { exact: true }).fill(when.time);
  await picker.getByLabel('AM/PM').selectOption(when.period);
  return when;
}
