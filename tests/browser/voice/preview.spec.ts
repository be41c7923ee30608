import { test, expect } from '../support/fixtures.ts';
import { availableAgent } from './support.ts';

test('preview: the countdown ticks and Dial calls the customer', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = (await api.post('/contacts', { channel: 'voice', from: '+14155550177', preview: { autoDialTimeoutSeconds: 30, canDiscard: true } })).contactId;
  const timer = page.getByRole('timer', { name: /Dialing in/ });
  await expect(timer).toHaveText(/Dialing in (29|30) seconds/);
  await expect(timer).toHaveText(/Dialing in 2[0-8] seconds/, { timeout: 5000 });
  await page.getByRole('button', { name: 'Dial' }).click();
  await expect.poll(async () => (await api.contact(contactId)).connections.find((k: { role: string }) => k.role === 'customer').state).not.toBe('init');
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
});

test('preview: Discard is offered only when allowed, and discards', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.post('/contacts', { channel: 'voice', from: '+14155550177', preview: { autoDialTimeoutSeconds: 60, canDiscard: false } });
  await expect(page.getByRole('button', { name: 'Dial' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  await api.reset();
  await page.reload();
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  const id = (await api.post('/contacts', { channel: 'voice', from: '+14155550177', preview: { autoDialTimeoutSeconds: 60, canDiscard: true } })).contactId;
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect.poll(async () => (await api.contact(id))?.state).toBe('ended');
  await expect(page.getByTestId('contact-status')).toHaveText('After call work');
  // The agent discarded it: nobody hung up, and the preview (countdown, Dial, Discard) is over.
  await expect(page.getByText('The customer ended the call.')).toHaveCount(0);
  await expect(page.getByRole('timer', { name: /Dialing in/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dial' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);
});

test('preview: at the end of the countdown the panel dials by itself', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = (await api.post('/contacts', { channel: 'voice', from: '+14155550177', preview: { autoDialTimeoutSeconds: 2, canDiscard: true } })).contactId;
  await expect(page.getByRole('timer', { name: /Dialing in/ })).toBeVisible();
  await expect.poll(async () => (await api.contact(contactId)).connections.find((k: { role: string }) => k.role === 'customer').state, { timeout: 10_000 }).not.toBe('init');
});

test('preview: an undialled preview reads Preview with no call timer, and the countdown starts at the timeout', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  // Every countdown text the panel ever renders, so the first one is seen however fast it changes.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { seenCountdowns: string[] }).seenCountdowns = []);
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="timer"]')) if (/Dialing in/.test(el.textContent ?? '') && !seen.includes(el.textContent!)) seen.push(el.textContent!);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await api.post('/contacts', { channel: 'voice', from: '+14155550177', preview: { autoDialTimeoutSeconds: 6, canDiscard: true } });
  const countdown = page.getByRole('timer', { name: /Dialing in/ });
  await expect(countdown).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText('Preview');
  await expect(page.getByRole('timer', { name: /^Call time/ })).toHaveCount(0);
  // Never one above the configured timeout.
  const seen = await page.evaluate(() => (window as unknown as { seenCountdowns: string[] }).seenCountdowns);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen[0]).toMatch(/Dialing in [1-6] seconds?/);
  await page.getByRole('button', { name: 'Dial' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(page.getByRole('timer', { name: /^Call time/ })).toBeVisible();
});
