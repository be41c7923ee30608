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
