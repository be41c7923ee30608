import { test } from '../support/fixtures.ts';
import { openStreams } from '../contract/support.ts';
import { expect, needsMediaNetwork } from './support.ts';

// streams' documented softphone events on a bare page (the contract page) whose CCP frame carries the call, as the
// hosted CCP's softphone does: connect.core.onSoftphoneSessionInit and agent.onLocalMediaStreamCreated.

test.describe('softphone events through streams', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('a softphone call tells its session set-up and the local microphone stream, for the agent connection', async ({ page, panel, connectLocal, api }) => {
    test.setTimeout(90_000);
    await api.patch('/agents/agent', { softphoneEnabled: true });
    const streams = await openStreams(page, panel, connectLocal, { query: { framedSoftphone: '1' } });
    expect(await streams.setState('Available')).toMatchObject({ ok: true });
    await streams.waitForAgentState('Available');

    const contactId = await api.inboundCall();
    await streams.waitForEvent('contact', contactId);
    expect(await streams.accept(contactId)).toMatchObject({ ok: true });
    await streams.waitForEvent('contact.connected', contactId);
    const agentConnectionId = (await streams.contact(contactId)).connections.find((k) => k.type === 'agent')!.connectionId;

    await expect.poll(async () => (await streams.events()).filter((e) => e.name === 'softphone.sessionInit').map((e) => e.connectionId), { timeout: 20_000 }).toEqual([agentConnectionId]);
    await streams.waitForEvent('agent.localMediaStreamCreated');
    expect((await streams.events()).filter((e) => e.name === 'agent.localMediaStreamCreated').map((e) => e.connectionId)).toEqual([agentConnectionId]);
  });
});
