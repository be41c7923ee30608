import { test, expect } from '../support/fixtures.ts';
import { availableAgent } from './support.ts';

test('a failed accept says so, and the alert goes once a retried accept connects the call', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.post('/faults', { operation: 'AcceptContact', count: 1, error: { type: 'InternalServiceException', message: 'refused', status: 400 } });
  await api.inboundCall({ from: '+14155550100' });
  const accept = page.getByRole('button', { name: 'Accept call' });
  await accept.click();
  const failure = page.getByRole('alert').filter({ hasText: 'Error accepting contact' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await accept.click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(failure).toHaveCount(0);
});
