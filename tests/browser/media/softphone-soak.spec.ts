import { test, type ControlApi, type Page } from '../support/fixtures.ts';
import { availableAgent } from '../voice/support.ts';
import { AGENT_MICROPHONE_HZ, CUSTOMER_TONE_HZ, SLOW, agentHears, customerHears, dialFromNumberPad, expect, near, needsMediaNetwork, recordSoftphoneErrors, softphoneErrors } from './support.ts';

/**
 * The issue's soak (issue 40, Done when): 20 softphone calls in a row through the panel, inbound accepted and
 * outbound dialled in turn, with the ccp-v2 softphone keeping the real client's 5 s invite limit. Each call must
 * carry audio both ways and raise no softphone error (the panel's 'The call could not be set up' banner is streams'
 * signalling_handshake_failure). A failed call is recorded with why and the soak goes on from a reset world, so one
 * run tells how many of the 20 passed. Minutes long, so not part of `npm test`: `npm run soak` (SOAK=1).
 */
const CALLS = Number(process.env.SOAK_CALLS ?? 20);

/** The numbers the outbound calls dial, in turn (the customer answers by itself after answerDelayMs). */
const numberFor = (n: number) => `+1415555${String(1000 + n).slice(-4)}`;

async function inbound(page: Page, api: ControlApi, n: number) {
  const contactId = await api.inboundCall({ from: numberFor(n) });
  await page.getByRole('button', { name: 'Accept call' }).click();
  return contactId;
}

/** The agent is on a softphone, Available, with the panel's streams recording every softphone error it is told. */
async function ready(page: Page, url: string, api: ControlApi) {
  await api.patch('/agents/agent', { softphoneEnabled: true });
  await availableAgent(page, url);
  await recordSoftphoneErrors(page);
}

test.describe('softphone soak', () => {
  needsMediaNetwork();
  test.skip(process.env.SOAK !== '1', `${CALLS} softphone calls in a row take minutes: run with SOAK=1 (npm run soak)`);
  test.use({ permissions: ['microphone'] });

  test(`${CALLS} calls in a row, inbound and outbound, each heard both ways with no softphone error`, async ({ page, panel, api }) => {
    test.setTimeout(CALLS * 90_000);
    const failures: string[] = [];
    const answeredInMs: number[] = [];
    await ready(page, panel.url, api);
    for (let n = 1; n <= CALLS; n++) {
      const kind = n % 2 ? 'inbound' : 'outbound';
      try {
        const contactId = kind === 'inbound' ? await inbound(page, api, n) : await dialFromNumberPad(page, api, numberFor(n));
        await expect(page.getByTestId('contact-status')).toHaveText('Connected');
        await expect.poll(async () => near(await customerHears(api, contactId), AGENT_MICROPHONE_HZ), { ...SLOW, message: 'the customer hears the agent' }).toBe(true);
        await expect.poll(async () => near(await agentHears(page), CUSTOMER_TONE_HZ), { ...SLOW, message: 'the agent hears the customer' }).toBe(true);
        const answered = (await api.get(`/contacts/${contactId}/media`)).inviteAnsweredInMs;
        if (typeof answered === 'number') answeredInMs.push(answered);
        expect(await softphoneErrors(page), 'softphone errors told to the panel').toEqual([]);
        await expect(page.getByRole('alert').filter({ hasText: 'The call could not be set up' })).toHaveCount(0);
        await page.getByRole('button', { name: 'End call' }).click();
        await expect(page.getByTestId('contact-status')).toHaveText('After call work');
        await page.getByRole('button', { name: 'Close contact' }).click();
        await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
        console.log(`soak call ${n}/${CALLS} (${kind}): passed, invite answered in ${answered ?? '?'} ms`);
      } catch (e) {
        const why = `call ${n} (${kind}): ${(e as Error).message.split('\n').find((l) => l.trim()) ?? e}`;
        failures.push(why);
        console.log(`soak ${why}; errors told: ${JSON.stringify(await softphoneErrors(page).catch(() => []))}`);
        // The next call starts from a reset world, so one failure does not fail the calls after it.
        await api.reset();
        await ready(page, panel.url, api);
      }
    }
    const sorted = answeredInMs.sort((a, b) => a - b);
    console.log(`soak: ${CALLS - failures.length}/${CALLS} calls passed; invite → answer median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`);
    expect(failures).toEqual([]);
  });
});
