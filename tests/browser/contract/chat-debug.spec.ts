import { test } from '../support/fixtures.ts';
test('debug', async ({ page, panel, connectLocal, api, consoleLog }) => {
  await page.goto(`${panel.url}/contract/chat.html?instance=${encodeURIComponent(connectLocal.url)}`);
  await page.waitForFunction(() => (window as any).chat?.ready());
  await page.evaluate(() => (window as any).chat.setState('Available'));
  const chat = await api.post('/contacts', { channel: 'chat' });
  await page.waitForFunction((id) => { try { return (window as any).chat.contact(id).state === 'connecting'; } catch { return false; } }, chat.contactId);
  console.log(await page.evaluate((id) => (window as any).chat.connect(id), chat.contactId));
  await api.post(`/contacts/${chat.contactId}/customer/messages`, { content: 'hello' });
  await page.waitForTimeout(2000);
  console.log(JSON.stringify(await page.evaluate(() => (window as any).chat.log())));
  const s = await api.state();
  console.log(JSON.stringify(s.websocket), JSON.stringify(s.cti.filter((c: any) => c.operation === 'CreateTransport')));
  console.log(consoleLog.filter((l) => /chat|Chat|WebSocket|websocket/.test(l)).slice(-30).join('\n'));
});
