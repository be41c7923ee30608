import { startConnectLocal } from '../emulator/server.ts';
import { measure } from './measure.ts';

/** Connect Local's CTI API under the calls streams' worker makes, measured over loopback HTTP. */
export async function connectLocalBench() {
  const local = await startConnectLocal({ port: 0 });
  try {
    // Sign in through the CCP page, as the iframe does, to get a session token.
    const page = await fetch(`${local.url}/connect/ccp-v2/`);
    const token = /"authToken":"([^"]+)"/.exec(await page.text())![1]!;
    const cti = (op: string, body: object = {}) =>
      fetch(`${local.url}/connect/api`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `AmazonConnectCTIService.${op}`, 'X-Amz-Bearer': token },
        body: JSON.stringify({ ...body, authentication: { authToken: token } }),
      }).then((r) => r.json());
    const rows = [];
    rows.push(await measure('GetAgentSnapshot (fresh)', 500, () => cti('GetAgentSnapshot', { nextToken: null })));
    rows.push(await measure('GetAgentConfiguration', 500, () => cti('GetAgentConfiguration')));
    const available = { name: 'Available', type: 'routable' };
    const lunch = { name: 'Lunch', type: 'not_routable' };
    let n = 0;
    rows.push(await measure('PutAgentState', 500, () => cti('PutAgentState', { state: n++ % 2 ? available : lunch })));
    // A long poll must answer as soon as the world changes: time from a change to the poll's answer.
    const snap = (await cti('GetAgentSnapshot', { nextToken: null })) as { nextToken: string };
    let token2 = snap.nextToken;
    rows.push(
      await measure('long poll wake-up after a change', 100, async () => {
        const poll = cti('GetAgentSnapshot', { nextToken: token2 }) as Promise<{ nextToken: string }>;
        await new Promise((r) => setTimeout(r, 1));
        await cti('PutAgentState', { state: n++ % 2 ? available : lunch });
        token2 = (await poll).nextToken;
      }),
    );
    return rows;
  } finally {
    await local.close();
  }
}
