import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, kept, messageBox } from './support.ts';

// chatjs names the panel in the user agent of every participant-service request (voice §9 'Chat user-agent
// suffix'): the standalone page as StandaloneCCP/1.0.0, after chatjs's own name (the AWS SDK joins them with '-').
test("the panel's chat requests carry chatjs's user agent with the standalone panel's suffix", async ({ page, panel, api }) => {
  const agents: string[] = [];
  page.on('request', (req) => {
    void req.allHeaders().then((h) => {
      if (h['x-amz-user-agent']?.includes('AmazonConnect-ChatJS/')) agents.push(h['x-amz-user-agent']);
    }, () => undefined);
  });
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await messageBox(page).fill('Hello');
  await messageBox(page).press('Enter');
  await expect.poll(async () => (await kept(api, contactId)).some((x) => x.ParticipantRole === 'AGENT' && x.Content === 'Hello')).toBe(true);
  expect(agents.length).toBeGreaterThan(0);
  for (const ua of agents) expect(ua).toMatch(/AmazonConnect-ChatJS\/[\w.]+-StandaloneCCP\/1\.0\.0/);
});
