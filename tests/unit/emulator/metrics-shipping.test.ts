import { createMetricMessage } from '@amazon-connect/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { METRICS_LIMITS, acceptOnce, batchesOf, enqueueBounded, idsFromAgentArn } from '../../../emulator/ccp/metrics-rules.ts';
import { PUT_SOFTPHONE_METRICS_PATH, PUT_SOFTPHONE_REPORT_PATH, createMetricsShipper, type MetricsIdentity, type SoftphoneStat } from '../../../emulator/ccp/metrics-shipping.ts';
import type { RelayResult } from '../../../emulator/ccp/page-relay.ts';
import { ChannelSubject } from '../../../emulator/ccp/sdk-subject.ts';
import { type ConnectLocal, startConnectLocal } from '../../../emulator/server.ts';
import { controlApiOf } from './control-api.ts';

// The hosted CCP's metric upload as Connect Local's ccp-v2 page reproduces it (chat/task/email §7, §9 "Metrics"):
// the limits as plain rules, the page's shipper with its POSTs captured, and Connect Local's end of the upload.

describe('metric shipping rules', () => {
  it('keeps the spec’s limits', () => {
    const { maxMetricsPerBatch, maxWorkflowEventsPerBatch, metricsPutIntervalMs, workflowEventsPutIntervalMs, memorySnapshotIntervalMs, softphoneMetricDedupeMs, workflowEventDedupeMs } = METRICS_LIMITS;
    // §9: batch max 100 metrics and 100 workflow events; puts every 60 s and 30 s; memory every 1800000 ms; dedupe 500 ms.
    expect([maxMetricsPerBatch, maxWorkflowEventsPerBatch, metricsPutIntervalMs, workflowEventsPutIntervalMs, memorySnapshotIntervalMs, softphoneMetricDedupeMs, workflowEventDedupeMs]).toEqual([100, 100, 60_000, 30_000, 1_800_000, 500, 500]);
  });

  it('drops a repeat within the window and takes it again once the window has passed', () => {
    const seen = new Map<string, number>();
    expect(acceptOnce(seen, 'a', 1_000, 500)).toBe(true);
    expect(acceptOnce(seen, 'a', 1_499, 500)).toBe(false);
    expect(acceptOnce(seen, 'b', 1_499, 500)).toBe(true);
    expect(acceptOnce(seen, 'a', 1_500, 500)).toBe(true);
    // Forgotten keys do not pile up.
    acceptOnce(seen, 'c', 10_000, 500);
    expect([...seen.keys()]).toEqual(['c']);
  });

  it('groups the queue by contact and cuts each group into batches of at most the limit, in order', () => {
    const queue = [
      ...Array.from({ length: 250 }, (_, i) => ({ contactId: 'c1', n: i })),
      { contactId: null, n: -1 },
      { contactId: 'c2', n: 0 },
    ];
    const batches = batchesOf(queue, 100);
    expect(batches.map((b) => [b.contactId, b.entries.length])).toEqual([
      ['c1', 100],
      ['c1', 100],
      ['c1', 50],
      [null, 1],
      ['c2', 1],
    ]);
    expect(batches.slice(0, 3).flatMap((b) => b.entries.map((e) => e.n))).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(batchesOf([], 100)).toEqual([]);
  });

  it('keeps a queue bounded by dropping the oldest entries', () => {
    const q: number[] = [];
    for (let i = 0; i < 5; i++) enqueueBounded(q, i, 3);
    expect(q).toEqual([2, 3, 4]);
  });

  it('reads the account and instance out of an agent ARN', () => {
    expect(idsFromAgentArn('arn:aws:connect:us-west-2:123456789012:instance/abc-1/agent/def-2')).toEqual({ accountId: '123456789012', instanceId: 'abc-1' });
    expect(idsFromAgentArn(undefined)).toEqual({ accountId: null, instanceId: null });
  });
});

const identity: MetricsIdentity = {
  region: 'us-west-2',
  ccpVersion: '2.28.1',
  agentResourceId: 'agent-1',
  agentLogin: 'agent',
  accountId: '123456789012',
  instanceId: 'instance-1',
  userAgent: 'test',
};
const stat = (streamType: string, packetsLost = 0): SoftphoneStat => ({ streamType, timestamp: '2026-11-28T00:00:00.000Z', packetsLost, packetsCount: 50, audioLevel: 0.1, jitterBufferMillis: 3, roundTripTimeMillis: 20 });

function shipperWith(opts: { ok?: () => boolean; who?: MetricsIdentity | null; memory?: boolean } = {}) {
  let now = 1_000_000;
  const posts: { path: string; body: any }[] = [];
  let who = opts.who === undefined ? identity : opts.who;
  const shipper = createMetricsShipper({
    post: async (path, body): Promise<RelayResult> => {
      posts.push({ path, body });
      return (opts.ok?.() ?? true) ? { ok: true, body: {} } : { ok: false, type: 'NetworkError', message: 'offline' };
    },
    now: () => now,
    identity: () => who,
    memory: () => (opts.memory ? { usedJSHeapSize: 1, totalJSHeapSize: 2, jsHeapSizeLimit: 3 } : null),
  });
  return { shipper, posts, advance: (ms: number) => (now += ms), setIdentity: (w: MetricsIdentity) => (who = w) };
}

describe('the CCP page’s metrics shipper', () => {
  it('puts softphone stats with the spec’s fields, a repeat within 500 ms dropped, at most 100 per POST', async () => {
    const { shipper, posts, advance } = shipperWith();
    shipper.softphoneStats('c1', [stat('audio_input'), stat('audio_output')]);
    advance(499);
    shipper.softphoneStats('c1', [stat('audio_input', 999)]);
    for (let i = 0; i < 150; i++) {
      advance(500);
      shipper.softphoneStats('c1', [stat('audio_input', i)]);
    }
    await shipper.putMetrics();
    expect(posts.map((p) => [p.path, p.body.metricList.length])).toEqual([
      [PUT_SOFTPHONE_METRICS_PATH, 100],
      [PUT_SOFTPHONE_METRICS_PATH, 52],
    ]);
    const first = posts[0]!.body;
    expect(first).toMatchObject({ ...identity, recordType: 'SOFTPHONE_STATS', contactId: 'c1' });
    expect(Date.parse(first.reportedTime)).not.toBeNaN();
    expect(first.metricList[0]).toEqual({ contactId: 'c1', ...stat('audio_input') });
    // The repeat 499 ms after the first sample never went.
    expect(posts.flatMap((p) => p.body.metricList).some((m: SoftphoneStat) => m.packetsLost === 999)).toBe(false);
    // Nothing is sent twice.
    await shipper.putMetrics();
    expect(posts).toHaveLength(2);
  });

  it('puts workflow events on their own, one POST per contact, a repeat within 500 ms dropped', async () => {
    const { shipper, posts, advance } = shipperWith();
    shipper.workflowEvent('AgentStateChange', null, 'Available');
    shipper.workflowEvent('AgentStateChange', null, 'Available');
    shipper.workflowEvent('ContactAccepted', 'c1', 'chat');
    advance(500);
    shipper.workflowEvent('AgentStateChange', null, 'Available');
    await shipper.putMetrics();
    expect(posts).toEqual([]);
    await shipper.putWorkflowEvents();
    expect(posts.map((p) => [p.body.recordType, p.body.contactId, p.body.metricList.map((e: any) => e.event)])).toEqual([
      ['WORKFLOW_EVENTS', null, ['AgentStateChange', 'AgentStateChange']],
      ['WORKFLOW_EVENTS', 'c1', ['ContactAccepted']],
    ]);
    expect(posts[1]!.body.metricList[0]).toMatchObject({ contactId: 'c1', event: 'ContactAccepted', detail: 'chat' });
  });

  it('keeps entries until the agent is known, and those of a failed POST for the next put', async () => {
    let ok = false;
    const { shipper, posts, setIdentity } = shipperWith({ who: null, ok: () => ok });
    shipper.workflowEvent('AgentStateChange', null, 'Offline');
    await shipper.putWorkflowEvents();
    expect(posts).toEqual([]);
    setIdentity(identity);
    await shipper.putWorkflowEvents();
    expect(posts).toHaveLength(1);
    expect(shipper.pending().events).toBe(1);
    ok = true;
    await shipper.putWorkflowEvents();
    expect(posts).toHaveLength(2);
    expect(shipper.pending().events).toBe(0);
  });

  it('sends the end-of-call report with the agent’s fields, and a memory snapshot only where the browser has one', async () => {
    const { shipper, posts } = shipperWith({ memory: true });
    await shipper.softphoneReport({
      contactId: 'c1',
      agentMediaLegId: 'leg-1',
      contactType: 'voice',
      isInbound: true,
      data: { callStartTime: '2026-11-28T00:00:00.000Z', callEndTime: '2026-11-28T00:01:00.000Z', gumTimeMillis: 30, softphoneStreamStatistics: [stat('audio_input')] },
    });
    await shipper.putMemorySnapshot();
    expect(posts[0]).toMatchObject({ path: PUT_SOFTPHONE_REPORT_PATH, body: { contactId: 'c1', agentMediaLegId: 'leg-1', agentLogin: 'agent', accountId: '123456789012', instanceId: 'instance-1', region: 'us-west-2', agentVideoSessionEnabled: false } });
    expect(posts[1]).toMatchObject({ path: PUT_SOFTPHONE_METRICS_PATH, body: { recordType: 'MEMORY_SNAPSHOT', contactId: null, usedJSHeapSize: 1, jsHeapSizeLimit: 3 } });

    const other = shipperWith({ memory: false });
    await other.shipper.putMemorySnapshot();
    expect(other.posts).toEqual([]);
  });
});

describe('Connect Local’s end of the metric upload', () => {
  let local: ConnectLocal;
  let cookie = '';
  beforeAll(async () => {
    local = await startConnectLocal({ port: 0 });
  });
  // A reset signs everyone out: each test signs in again.
  beforeEach(async () => {
    const login = await fetch(`${local.url}/connect/login`, { method: 'POST', body: new URLSearchParams({ username: 'agent' }), redirect: 'manual' });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  });
  afterAll(() => local?.close());

  const post = async (path: string, body: unknown, headers: Record<string, string> = { cookie, 'Content-Type': 'application/json' }) => {
    const res = await fetch(`${local.url}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { __type?: string; message?: string } };
  };
  const put = (over: Record<string, unknown>) => ({ ...identity, recordType: 'WORKFLOW_EVENTS', contactId: null, reportedTime: new Date().toISOString(), metricList: [{ event: 'AgentStateChange', contactId: null, timestamp: new Date().toISOString() }], ...over });

  it('keeps a well-formed put and report for the control API, and forgets them on reset', async () => {
    expect((await post(PUT_SOFTPHONE_METRICS_PATH, put({}))).status).toBe(200);
    const report = { contactId: 'c1', agentMediaLegId: 'leg', contactType: 'voice', isInbound: true, region: 'us-west-2', agentResourceId: 'r', agentLogin: 'agent', userAgent: 'ua', data: { softphoneStreamStatistics: [] } };
    expect((await post(PUT_SOFTPHONE_REPORT_PATH, report)).status).toBe(200);
    const control = controlApiOf(local);
    const { body } = await control('GET', '/shipped-metrics');
    expect(body.puts).toHaveLength(1);
    expect(body.puts[0]).toMatchObject({ username: 'agent', recordType: 'WORKFLOW_EVENTS', agentLogin: 'agent' });
    expect(body.reports[0]).toMatchObject({ username: 'agent', contactId: 'c1' });
    await control('POST', '/reset');
    expect((await control('GET', '/shipped-metrics')).body).toEqual({ puts: [], reports: [] });
  });

  it('refuses a malformed body with a 400 that says what is wrong, and keeps nothing of it', async () => {
    const cases: [unknown, RegExp][] = [
      ['{not json', /not a JSON object/],
      [put({ agentLogin: undefined, region: '' }), /needs region, agentLogin/],
      [put({ recordType: 'NOPE' }), /recordType NOPE is not one of/],
      [put({ metricList: [] }), /non-empty list/],
      [put({ metricList: Array.from({ length: 101 }, () => ({ event: 'x' })) }), /101 entries; at most 100/],
      [put({ metricList: [1] }), /each metricList entry is an object/],
      [put({ contactId: 7 }), /contactId must be a string or null/],
      [put({ reportedTime: 'yesterday' }), /reportedTime/],
      [put({ recordType: 'MEMORY_SNAPSHOT' }), /usedJSHeapSize/],
    ];
    for (const [body, message] of cases) {
      const res = await post(PUT_SOFTPHONE_METRICS_PATH, body);
      expect(res.status, String(message)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const report = await post(PUT_SOFTPHONE_REPORT_PATH, { contactId: 'c1' });
    expect(report.status).toBe(400);
    expect(report.body.message).toMatch(/put-softphone-report needs agentMediaLegId/);
    expect((await post(PUT_SOFTPHONE_METRICS_PATH, put({}), { 'Content-Type': 'application/json' })).status).toBe(401);
    expect((await post(PUT_SOFTPHONE_METRICS_PATH, 'x', { cookie, 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await controlApiOf(local)('GET', '/shipped-metrics')).body).toEqual({ puts: [], reports: [] });
  });
});

describe('the panel’s SDK metrics', () => {
  it('reach the page’s shipper over the SDK channel and go in a put of their own, a repeat within 500 ms dropped', async () => {
    const { shipper, posts, advance } = shipperWith();
    const channel = new MessageChannel();
    const subject = new ChannelSubject(channel.port1, { onRequest: async () => ({ isError: false }), onOtherMessage: (msg) => msg.type === 'metric' && shipper.sdkMetric(msg) });
    const metric = (value: number) => createMetricMessage({ namespace: 'aws.connect.test', time: new Date(), metricData: { metricName: 'Opened', unit: 'Count', value, dimensions: { view: 'chat' } } }, { _type: 'iframe', sdkVersion: '1', providerId: 'p', origin: 'x', path: '/' } as never);
    const received = new Promise<void>((resolve) => {
      let n = 0;
      channel.port1.addEventListener('message', () => ++n === 3 && resolve());
    });
    channel.port2.postMessage(metric(1));
    channel.port2.postMessage(metric(2));
    channel.port2.postMessage({ type: 'metric', metricName: 'Broken', value: 'x' });
    await received;
    advance(500);
    shipper.sdkMetric(metric(3));
    await shipper.putMetrics();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ recordType: 'SDK_METRICS', contactId: null, agentLogin: 'agent' });
    expect(posts[0]!.body.metricList.map((m: { metricName: string; value: number; dimensions: object }) => [m.metricName, m.value, m.dimensions])).toEqual([
      ['Opened', 1, { view: 'chat' }],
      ['Opened', 3, { view: 'chat' }],
    ]);
    subject.close();
    channel.port2.close();
  });
});
