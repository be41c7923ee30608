import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, transcript } from './support.ts';

const distanceFromBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;

test('the transcript follows new messages while the agent reads the newest, and stays put once they scroll up', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  for (let n = 1; n <= 30; n++) await api.post(`/contacts/${contactId}/customer/messages`, { content: `message ${n}` });
  await expect(transcript(page).getByText('message 30', { exact: true })).toBeInViewport();
  await expect.poll(() => transcript(page).evaluate(distanceFromBottom)).toBeLessThan(20);

  // A burst arrives: the view keeps up with it.
  for (let n = 31; n <= 40; n++) await api.post(`/contacts/${contactId}/customer/messages`, { content: `message ${n}` });
  await expect(transcript(page).getByText('message 40', { exact: true })).toBeInViewport();

  // The agent scrolls up to read: new messages arrive below without moving what they read.
  await transcript(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight / 3 }));
  await expect(transcript(page).getByText('message 40', { exact: true })).not.toBeInViewport();
  const top = await transcript(page).evaluate((el) => el.scrollTop);
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'message 41' });
  await expect(transcript(page).getByText('message 41', { exact: true })).toHaveCount(1);
  expect(await transcript(page).evaluate((el) => el.scrollTop)).toBe(top);
  await expect(transcript(page).getByText('message 41', { exact: true })).not.toBeInViewport();
});
