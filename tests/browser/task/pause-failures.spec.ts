import { test, expect, type ControlApi, type Page } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail } from '../email/support.ts';
import { availableOnTask, sendTask } from './support.ts';

// Pause and resume failures say what failed in the spec's words (§8 'Pause and resume failures', chat/task/email §8):
// the service's QuotaExceededException gives the pause-limit text, another pause failure 'Contact could not be
// paused', a resume failure 'Contact could not be resumed', for tasks and emails alike. Connect Local fails the CTI
// PauseContact / ResumeContact calls the real streams makes.

/** Pause: in a task's bar; an email keeps it under More (rules/action-bar-layout), where its Resume is first. */
async function pause(page: Page) {
  const inBar = page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'Pause' });
  const more = page.getByRole('main').getByRole('button', { name: 'More', exact: true });
  // Wait for the bar to show one or the other: right after Accept it may not be drawn yet.
  await expect(inBar.or(more).first()).toBeVisible();
  if (await inBar.isVisible()) return inBar.click();
  await more.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Pause' }).click();
}

async function pauseFailures(page: Page, api: ControlApi) {
  const controls = page.getByRole('main');
  await api.post('/faults', { operation: 'PauseContact', error: { type: 'QuotaExceededException', message: 'pause limit', status: 400 } });
  await pause(page);
  await expect(page.getByRole('alert').getByText('You have reached your maximum allowed pause limit for this contact, unable to pause contact.')).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');

  await api.post('/faults', { operation: 'PauseContact', error: { type: 'InvalidRequestException', message: 'contact is not pausable', status: 400 } });
  await pause(page);
  await expect(page.getByRole('alert').getByText('Contact could not be paused')).toBeVisible();
  // A pause alert replaces the previous one.
  await expect(page.getByText('You have reached your maximum allowed pause limit', { exact: false })).toHaveCount(0);

  await pause(page);
  await expect(page.getByTestId('contact-status')).toHaveText('Paused');
  await api.post('/faults', { operation: 'ResumeContact', error: { type: 'InvalidRequestException', message: 'contact is not pausable', status: 400 } });
  await controls.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('alert').getByText('Contact could not be resumed')).toBeVisible();
  await expect(page.getByText('Contact could not be paused')).toHaveCount(0);
  await expect(page.getByTestId('contact-status')).toHaveText('Paused');
}

test('a task that cannot be paused or resumed says why', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  const { contactId } = await sendTask(api, { name: 'Refund order 12' });
  await page.getByRole('link', { name: /Refund order 12/ }).click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('connected');
  await pauseFailures(page, api);
});

test('an email that cannot be paused or resumed says why', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api);
  await pauseFailures(page, api);
});
