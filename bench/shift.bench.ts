import type { Browser } from 'playwright-core';

type Api = (method: string, path: string, body?: object) => Promise<any>;

/**
 * Heap growth over a compressed shift: calls and chats accepted, talked through, ended and closed one after
 * another, with the heap measured after a forced garbage collection once the panel has warmed up and again at the
 * end. What a long day leaves behind (listeners, transcripts, timers of closed contacts) shows as growth.
 */
export async function shiftBench(browser: Browser, panelUrl: string, api: Api, contacts = 40) {
  await api('POST', '/reset');
  // A desk phone: the shift is about the panel's own memory, not the softphone's media.
  await api('PATCH', '/agents/agent', { softphoneEnabled: false, channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 1 } });
  await api('PUT', '/agents/agent/state', { name: 'Available' });
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${panelUrl}/`);
  await page.getByRole('tab', { name: /^Chat/ }).waitFor();

  // streams keeps its log in memory and rolls it every 30 minutes, keeping two rolls: in a real shift it is
  // bounded by time, in a compressed one it is not. Each measurement first does what two rolls would.
  let streamsLogEntries = 0;
  const rollStreamsLogs = async () => {
    for (const frame of page.frames()) {
      streamsLogEntries += await frame
        .evaluate(() => {
          const log = (globalThis as any).connect?.getLog?.();
          if (!log?._logs) return 0;
          const n = log._logs.length + log._rolledLogs.length;
          log._logs = [];
          log._rolledLogs = [];
          return n;
        })
        .catch(() => 0);
    }
  };
  const heap = async () => {
    await rollStreamsLogs();
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
  };
  const call = async () => {
    await page.getByRole('tab', { name: /^Softphone|^Phone|^Voice/ }).first().click();
    const { contactId } = await api('POST', '/contacts', { channel: 'voice', from: '+14155550100' });
    await page.getByRole('button', { name: 'Accept call' }).click();
    await page.getByTestId('contact-status').getByText('Connected').waitFor();
    await page.getByRole('button', { name: 'End call' }).click();
    await page.getByRole('button', { name: 'Close contact' }).click();
    return contactId;
  };
  const chat = async (n: number) => {
    await page.getByRole('tab', { name: /^Chat/ }).click();
    const { contactId } = await api('POST', '/contacts', { channel: 'chat', customerName: `Shift Customer ${n}` });
    await page.getByRole('button', { name: 'Accept chat' }).click();
    await page.getByTestId('contact-status').getByText('Connected').waitFor();
    for (let i = 0; i < 20; i++) await api('POST', `/contacts/${contactId}/customer/messages`, { content: `shift ${n} message ${i}` });
    await page.getByText(`shift ${n} message 19`, { exact: true }).waitFor();
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(`reply ${n}`);
    await box.press('Enter');
    await page.getByRole('button', { name: 'End chat' }).click();
    await page.getByRole('button', { name: 'Close contact' }).click();
  };
  const contact = (n: number) => (n % 2 ? call() : chat(n));

  for (let n = 0; n < 4; n++) await contact(n);
  const warm = await heap();
  for (let n = 4; n < contacts; n++) await contact(n);
  const end = await heap();
  await context.close();
  return [
    { figure: `shift: JS heap after warm-up (MB)`, median: round(warm), p95: null, spread: null, n: 1 },
    { figure: `shift: heap growth over ${contacts - 4} more calls and chats (MB; goal < 5)`, median: round(end - warm), p95: null, spread: null, n: 1 },
    { figure: "shift: streams' log entries rolled out before measuring (count)", median: streamsLogEntries, p95: null, spread: null, n: 1 },
  ];
}

const round = (n: number) => Math.round(n * 100) / 100;
