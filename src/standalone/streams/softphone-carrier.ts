import type { CcpModel, SoftphonePort } from '../../shared/model';
import { CcpError } from '../../shared/model';
import { VIDEO_MASTER_TOPIC } from '../video/streams-video-port';

/**
 * Which of the agent's windows carries softphone calls, over streams' own election: the shared worker keeps one
 * master window per topic (core.js `connect.ifMaster` / `connect.becomeMaster`, worker.js `handleMasterRequest`);
 * the hosted CCP of the SOFTPHONE master sets calls up and plays them, the RINGTONE master rings. A window's id is
 * its CCP frame's port to the worker, which every window's requests go through.
 */

interface MasterAnswer {
  masterId: string | null;
  isMaster?: boolean;
  takeOver?: boolean;
  topic: string;
}
type Callbacks<T> = { success(data: T): void; failure?(e: unknown): void };
interface Conduit {
  onUpstream(event: string, f: (data: { data?: MasterAnswer } & Record<string, unknown>) => void): unknown;
  sendUpstream(event: string, data?: unknown): void;
}
/** streams' core.js and worker.js, not in its type definitions. */
interface StreamsMasters {
  MasterTopics: { SOFTPHONE: string; RINGTONE: string };
  MasterMethods: { CHECK_MASTER: string; BECOME_MASTER: string };
  EventType: { MASTER_RESPONSE: string; UPDATE_CONNECTED_CCPS: string; RELOAD_AGENT_CONFIGURATION: string };
  core: { masterClient?: { call(method: string, params: Record<string, unknown>, cb: Callbacks<MasterAnswer>): void }; getUpstream(): Conduit };
}

const masters = (streams: typeof connect) => streams as unknown as StreamsMasters;

function masterCall(streams: typeof connect, method: string, topic: string, options: { shouldNotBecomeMasterIfNone?: boolean } = {}): Promise<MasterAnswer> {
  const s = masters(streams);
  return new Promise((resolve, reject) => {
    const client = s.core.masterClient;
    if (!client) return reject(new CcpError('invalid_state_transition', { message: 'The CCP frame has not answered yet' }));
    client.call(method, { topic, ...options }, { success: resolve, failure: reject });
  });
}

/** The topics that move together: where calls play, where they ring, and where their video shows. */
const topicsOf = (streams: typeof connect) => [masters(streams).MasterTopics.SOFTPHONE, masters(streams).MasterTopics.RINGTONE, VIDEO_MASTER_TOPIC];

/**
 * A window's CCP frame elects itself softphone and ringtone master only on an agent refresh (streams' core.js
 * `initSoftphoneManager` and `initRingtoneEngines` subscribe to `agent.onRefresh`), and the worker refreshes the
 * agent only when the snapshot changes or its configuration is polled (every 30 s). Asks the worker for one now
 * (the same request agent.setConfiguration makes), so the frame of a window that has just become the carrier sets
 * up and rings a call that is already ringing: streams' SoftphoneManager starts a session for a contact it finds
 * connecting, never for one already connected.
 */
function askForAgentRefresh(streams: typeof connect) {
  const s = masters(streams);
  s.core.getUpstream().sendUpstream(s.EventType.RELOAD_AGENT_CONFIGURATION);
}

export function createSoftphoneCarrierPort(streams: typeof connect): SoftphonePort {
  return {
    async takeCalls() {
      const s = masters(streams);
      for (const topic of topicsOf(streams)) await masterCall(streams, s.MasterMethods.BECOME_MASTER, topic);
      askForAgentRefresh(streams);
    },
  };
}

/**
 * Tells the model where calls are carried: on an agent refresh whose contacts changed (or 30 s after the last),
 * whenever a window opens or closes (the worker's count of connected CCPs), and when a window takes the calls.
 * Asking also elects this window if no window carries calls (streams' rule: the first to ask), and then the ringtone
 * follows it, so a call never rings in one window and plays in another.
 */
export function watchSoftphoneCarrier(streams: typeof connect, model: CcpModel) {
  const s = masters(streams);
  let asking = false;
  let again = false;
  /** The contacts at the last refresh that asked, and when (see onRefresh below). */
  let lastKey: string | null = null;
  let lastAt = 0;
  /** Whether this window carried calls at the last answer (null before the first). */
  let wasHere: boolean | null = null;
  const check = async () => {
    if (asking) return void (again = true);
    asking = true;
    try {
      const answer = await masterCall(streams, s.MasterMethods.CHECK_MASTER, s.MasterTopics.SOFTPHONE);
      if (answer.isMaster) {
        const ring = await masterCall(streams, s.MasterMethods.CHECK_MASTER, s.MasterTopics.RINGTONE);
        if (!ring.isMaster) await masterCall(streams, s.MasterMethods.BECOME_MASTER, s.MasterTopics.RINGTONE);
      }
      // Only looks at which window shows video calls, so a window that closes mid-call is noticed; asking never
      // elects this one, so a reloaded window can join its call's meeting again.
      const video = await masterCall(streams, s.MasterMethods.CHECK_MASTER, VIDEO_MASTER_TOPIC, { shouldNotBecomeMasterIfNone: true });
      model.video.applyMaster({ here: !!video.isMaster, masterId: video.masterId ?? null });
      // Calls come here because the window that carried them closed or reloaded (asking elected this one): its frame
      // must elect itself now, while a call that rang in the closed window still rings.
      if (answer.isMaster && wasHere === false) askForAgentRefresh(streams);
      wasHere = !!answer.isMaster;
      model.softphoneCarrier.applyCarrier({ here: !!answer.isMaster, carrierId: answer.masterId ?? null });
    } catch {
      // The frame is not connected yet: the next refresh asks again, whatever the contacts.
      lastKey = null;
    } finally {
      asking = false;
      if (again) {
        again = false;
        void check();
      }
    }
  };
  const upstream = s.core.getUpstream();
  // The worker's count of connected CCPs (one per panel window): whether 'calls ring here' is worth saying.
  const count = (streams as unknown as { numberOfConnectedCCPs?: number }).numberOfConnectedCCPs;
  if (typeof count === 'number' && count > 0) model.softphoneCarrier.applyWindows(count);
  upstream.onUpstream(s.EventType.UPDATE_CONNECTED_CCPS, (data) => {
    if (typeof data.length === 'number') model.softphoneCarrier.applyWindows(data.length);
    void check();
  });
  upstream.onUpstream(s.EventType.MASTER_RESPONSE, (response) => {
    if (response.data?.takeOver && (response.data.topic === s.MasterTopics.SOFTPHONE || response.data.topic === VIDEO_MASTER_TOPIC)) void check();
  });
  // On a refresh, asks again only when the agent's contacts changed (a call or a video call arriving is when another
  // window's frame may have just been elected) or a while has passed: streams refreshes an idle agent every few
  // seconds, and each check is three requests through the CCP frame to the worker and three answers relayed back
  // (issue 43: 0.6 requests and about a fifth of the panel's window messages a second, idle with five chats and a
  // held call). Windows opening and closing and take-overs are told at once (above).
  const onRefresh = (agent: connect.Agent) => {
    const key = contactsKey(agent);
    if (key !== null && key === lastKey && Date.now() - lastAt < RECHECK_IDLE_MS) return;
    lastKey = key;
    lastAt = Date.now();
    void check();
  };
  streams.agent((agent) => {
    onRefresh(agent);
    agent.onRefresh(onRefresh);
  });
}

/** How long an agent whose contacts do not change goes between checks of where calls are carried. */
const RECHECK_IDLE_MS = 30_000;

/** The agent's contacts and their states, or null when they cannot be read (then every refresh checks). */
function contactsKey(agent: connect.Agent): string | null {
  try {
    return agent
      .getContacts()
      .map((c) => `${c.getContactId()}:${c.getStatus().type}`)
      .join(',');
  } catch {
    return null;
  }
}
