import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AgentWebSocket } from '../agent-websocket.ts';
import type { ContactCentre } from '../centre/centre.ts';
import { isVideoCall } from '../centre/records.ts';
import { ServiceError } from '../centre/errors.ts';
import type { Route } from '../control/api.ts';
import { onlyFields } from '../control/body-checks.ts';
import { send, sendFile, sendHtml } from '../web/http.ts';
import { CustomerMedia } from './customer-media.ts';
import { ringtoneWav } from './ringtone.ts';
import { SoftphoneSignalling, isBridged, type JsonRpc } from './softphone-signalling.ts';
import { Meetings } from './meetings.ts';
import { TONE_HZ } from './tone.ts';
import { SESSION_SECONDS } from '../sessions.ts';
import { startTurnServer } from './turn-server.ts';
import { CallCredentials, liveCallTokens } from './call-credentials.ts';
import { carriesCallMedia } from '../centre/resiliency-state.ts';

/** Where the panel's Check my setup gets a short-lived credential for the relay (see NETWORK_TEST_SECONDS). */
export const NETWORK_TEST_PATH = '/emulator/media/network-test';
/** A network test's credential lives long enough for one test. */
const NETWORK_TEST_SECONDS = 120;

export const MEDIA_PATHS = ['/emulator/media/customer', '/emulator/media/customer-media.js', '/connect/ccp-v2/ringtone.wav', NETWORK_TEST_PATH];

/**
 * Softphone media in Connect Local: the TURN server, the `aws/softphone` signalling on the agent websocket, the simulated
 * customer (a page per call in a headless Chromium, loaded ahead of calls: see customer-media.ts), the ringtone the ccp-v2 page plays,
 * and the control API's view of what the customer hears.
 */
export async function createMedia(deps: {
  centre: ContactCentre;
  websocket: Pick<AgentWebSocket, 'handlers'>;
  baseUrl: () => string;
  distDir: string;
  host: string;
  region: string;
  allowedOrigins?: () => ReadonlySet<string>;
  /** The simulated customers (unit tests give a stand-in that starts no browser). */
  customers?: CustomerMedia;
}) {
  // Every softphone call relays through Connect Local's own TURN server, as Amazon Connect's calls relay through its.
  const turn = await startTurnServer(deps.host);
  // Each call gets its own credential, at most as long as an agent's sign-in (a call never outlasts it), and revoked
  // when its call ends (below), so it lives about the call's length.
  // A backup region's Connect Local shares the contact centre: it takes these hooks while it runs and hands them back
  // when it closes, or later calls would be given a relay that is gone (the customer would never hear the agent).
  const previous = { iceServersFor: deps.centre.iceServersFor, videoTransport: deps.centre.videoTransport, customerMediaReady: deps.centre.customerMediaReady };
  const calls = new CallCredentials(turn);
  const iceServersFor: typeof deps.centre.iceServersFor = (call) => [calls.issue(call, SESSION_SECONDS)].map(({ ttl: _ttl, ...server }) => server);
  deps.centre.iceServersFor = iceServersFor;
  // A call waiting for its customer's page (a softphone agent's first, while the browser starts) is routed once one has loaded.
  const customers =
    deps.customers ??
    new CustomerMedia(
      () => `${deps.baseUrl()}/emulator/media/customer`,
      () => deps.centre.change('a simulated customer page loaded', []),
    );
  const signalling = new SoftphoneSignalling(deps.centre, customers, deps.region);
  const meetings = new Meetings({ customers, baseUrl: deps.baseUrl, turn: (user) => turn.credentials(user, SESSION_SECONDS) });
  const videoTransport: NonNullable<typeof deps.centre.videoTransport> = (c) => meetings.webRtcTransport(c);
  deps.centre.videoTransport = videoTransport;
  // Only the region that carries call media answers invites (under global resiliency); the other one's pool does not hold calls.
  const customerMediaReady = () => (carriesCallMedia(deps.centre.resiliency, deps.region) ? customers.answersAtOnce : previous.customerMediaReady());
  deps.centre.customerMediaReady = customerMediaReady;
  // The agents whose CCP has come on line ready for softphone calls (subscribed to the signalling topic). A desk phone
  // agent's CCP subscribes too (the CCP cannot know the phone type before the agent's configuration comes), so the
  // customers' pool loads only while one of them has a softphone: a headless browser for calls that never come
  // would be started (and kept) for every Connect Local of a test suite that has no softphone calls.
  const softphonesOnLine = new Set<string>();
  const softphoneCallsMayCome = () => [...softphonesOnLine].some((username) => deps.centre.agents.get(username)?.softphoneEnabled);
  const onChange = (reason: string) => {
    // A reset of the world also heals the link.
    if (reason === 'reset') turn.impair({ lossPercent: 0, delayMs: 0 });
    // An agent on line given a softphone (by an admin, or in the CCP's settings) will take calls with it: the
    // customers' pool loads now, well before the first; so does a video call's customer, who joins its meeting from
    // a page of the pool whatever the agent's phone. A reset back to desk phones lets the pool go.
    // An admin giving an agent a softphone warms it at once, as before the agent is on line: loading it during the
    // panel's own start (at the subscription) held that start back on a busy machine.
    const adminGaveSoftphone = reason.startsWith('admin changed agent') && [...deps.centre.agents.values()].some((a) => a.softphoneEnabled);
    if (adminGaveSoftphone || softphoneCallsMayCome() || deps.centre.contacts.some(isVideoCall)) customers.warm();
    else if (reason === 'reset') void customers.cool();
    // A meeting lasts as long as its contact, and a call's relay credential as long as its call.
    meetings.endAllBut(new Set(deps.centre.contacts.map((c) => c.contactId)));
    calls.revokeEnded(liveCallTokens(deps.centre));
  };
  deps.centre.events.on('change', onChange);
  // An agent's softphone subscribes to its signalling topic when it comes on line, well before a call: the simulated
  // customers' pool loads then, so an invite is answered at once (Amazon's softphone client waits 5 s for it).
  deps.websocket.handlers.set('aws/subscribe', (agent, frame) => {
    const topics: unknown = frame.content?.topics;
    if (!Array.isArray(topics) || !topics.includes('aws/softphone')) return;
    softphonesOnLine.add(agent);
    if (softphoneCallsMayCome()) customers.warm();
  });
  deps.websocket.handlers.set('aws/softphone', (agent, frame, reply) => {
    const msg = frame.jsonRpcMsg as JsonRpc | undefined;
    if (!msg || typeof msg !== 'object') return;
    void signalling.receive(agent, msg, (jsonRpcMsg) => reply({ connectionId: frame.connectionId, jsonRpcMsg }));
  });
  let ringtone: Buffer | null = null;

  async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    if (path === NETWORK_TEST_PATH) {
      // The panel's network test (Check my setup) relays through the same TURN server a call does. The relay only
      // reaches loopback addresses and the credential dies in two minutes, so it is handed to the approved panel
      // origins without a sign-in; Amazon Connect has no such door (README: Check my setup).
      const origin = String(req.headers.origin ?? '');
      if (!deps.allowedOrigins?.().has(origin)) return send(res, 403, JSON.stringify({ message: 'Not an approved panel origin' }), { 'Content-Type': 'application/json' });
      const cors = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin', 'Cache-Control': 'no-store' };
      if (req.method === 'OPTIONS') return send(res, 204, '', { ...cors, 'Access-Control-Allow-Methods': 'GET' });
      if (req.method !== 'GET') return send(res, 405, '', cors);
      const { ttl: _ttl, ...server } = turn.credentials(`network-test.${randomUUID()}`, NETWORK_TEST_SECONDS);
      return send(res, 200, JSON.stringify({ iceServers: [server] }), { ...cors, 'Content-Type': 'application/json' });
    }
    if (path === '/emulator/media/customer') {
      return sendHtml(res, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Connect Local customer</title></head><body><p>The simulated customer of a softphone call.</p><script src="/emulator/media/customer-media.js"></script></body></html>');
    }
    if (path === '/emulator/media/customer-media.js') return sendFile(res, join(deps.distDir, 'media', 'customer-media.js'));
    ringtone ??= ringtoneWav();
    return send(res, 200, ringtone, { 'Content-Type': 'audio/wav', 'Cache-Control': 'max-age=3600' });
  }

  const routes: Record<string, Route> = {
    /** A video call: its meeting, the attendee the agent joins as (what CreateTransport web_rtc answers), and what the customer receives. */
    'GET /contacts/:id/video': async (_req, [id]) => {
      const c = deps.centre.contacts.find((x) => x.contactId === id);
      if (!c) throw new ServiceError('ResourceNotFoundException', `No contact ${id}`, 404);
      if (!isVideoCall(c)) throw new ServiceError('InvalidStateException', `Contact ${id} is not a video call`, 400);
      return { ...meetings.webRtcTransport(c), ...meetings.describe(c.contactId), customer: customers.has(c.contactId) ? await customers.meetingStats(c.contactId) : null };
    },
    /**
     * Faults of a video call's media service: `{ "signalling": "silent" }` takes the Chime SDK's connection and never
     * answers it, so the call cannot start (the panel gives up after 15 s, voice §4); "down" drops the meeting's
     * connections and refuses new ones (the SDK reconnects), "up" lets them in again.
     */
    'PATCH /contacts/:id/video': (_req, [id], body) => {
      const c = deps.centre.contacts.find((x) => x.contactId === id);
      if (!c) throw new ServiceError('ResourceNotFoundException', `No contact ${id}`, 404);
      if (!isVideoCall(c)) throw new ServiceError('InvalidStateException', `Contact ${id} is not a video call`, 400);
      const signalling = body?.signalling;
      if (signalling === 'silent') meetings.makeSilent(c.contactId);
      else if (signalling === 'down' || signalling === 'up') meetings.setDown(c.contactId, signalling === 'down');
      else throw new ServiceError('InvalidParameterException', 'signalling must be "silent", "down" or "up"', 400);
      return { contactId: c.contactId, signalling };
    },
    /** The relay's impairment: what `tc netem` would do to the link, for every call and network test through it. */
    'GET /media/relay': () => turn.impairment,
    'PATCH /media/relay': (_req, _params, body) => {
      onlyFields(body ?? {}, { lossPercent: true, delayMs: true }, 'relay');
      const lossPercent = body?.lossPercent ?? turn.impairment.lossPercent;
      const delayMs = body?.delayMs ?? turn.impairment.delayMs;
      if (typeof lossPercent !== 'number' || !(lossPercent >= 0 && lossPercent <= 100)) throw new ServiceError('InvalidParameterException', 'lossPercent must be a number from 0 to 100', 400);
      if (typeof delayMs !== 'number' || !(delayMs >= 0 && delayMs <= 5000)) throw new ServiceError('InvalidParameterException', 'delayMs must be a number of milliseconds from 0 to 5000', 400);
      turn.impair({ lossPercent, delayMs });
      return turn.impairment;
    },
    /** What the simulated customer of a softphone call hears from the agent, and whether the call carries audio. */
    'GET /contacts/:id/media': async (_req, [id]) => {
      // A call still in its queue (waiting for its agent, or for a customer page to load) has no media yet.
      const c = deps.centre.contacts.find((x) => x.contactId === id) ?? deps.centre.queued.find((x) => x.contactId === id);
      if (!c) throw new ServiceError('ResourceNotFoundException', `No contact ${id}`, 404);
      const softphone = !!c.connections.find((k) => k.role === 'agent')?.softphoneMediaInfo;
      return {
        softphone,
        customerTone: { frequencyHz: TONE_HZ },
        bridged: softphone && isBridged(c),
        // The latest call-quality figures the agent's softphone reported from its peer connection.
        callQuality: c.softphoneStatistics ?? null,
        // How long the simulated customer took to answer the agent's invite (the benchmark's figure), once it has.
        inviteAnsweredInMs: signalling.answeredInMs(c.contactId) ?? null,
        customer: customers.has(c.contactId) ? { hears: await customers.hearing(c.contactId), ...(await customers.stats(c.contactId)) } : null,
      };
    },
  };

  return {
    handle,
    routes,
    upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => meetings.upgrade(req, socket, head),
    async close() {
      deps.centre.events.off('change', onChange);
      if (deps.centre.iceServersFor === iceServersFor) deps.centre.iceServersFor = previous.iceServersFor;
      if (deps.centre.videoTransport === videoTransport) deps.centre.videoTransport = previous.videoTransport;
      if (deps.centre.customerMediaReady === customerMediaReady) deps.centre.customerMediaReady = previous.customerMediaReady;
      meetings.close();
      await signalling.closeAll();
      await turn.close();
    },
  };
}
