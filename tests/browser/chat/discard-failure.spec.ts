import { test, expect } from '../support/fixtures.ts';

// The error catalogue's words (chat/task/email §8): a refused discard of a preview says 'Error while discarding a
// contact', and the preview stays to be dialled or discarded again.

test("a failed discard says 'Error while discarding a contact' and keeps the preview", async ({ page, panel, api }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  const id = (await api.post('/contacts', { channel: 'voice', from: '+14155550177', preview: { autoDialTimeoutSeconds: 60, canDiscard: true } })).contactId;
  await api.post('/faults', { operation: 'DestroyConnection', error: { type: 'InvalidStateException', message: 'no', status: 400 } });
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error while discarding a contact' })).toBeVisible();
  expect((await api.contact(id))?.state).not.toBe('ended');
  await expect(page.getByRole('button', { name: 'Discard' })).toBeVisible();
});
