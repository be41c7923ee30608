import type { Clock } from '../../domain/clock';
import type { CallTranscriptPage } from '../../domain/call-transcript';
import { toPortFailure } from '../../domain/errors';
import { EMPTY_TRANSCRIPT_LOG, appendToTranscript, type TranscriptLog } from '../../rules/transcript-log';
import type { AgentStore } from '../agent/agent';
import type { ContactsStore } from '../contacts/contacts';
import { isMonitoring } from '../contacts/supervision';
import type { CcpPort } from '../port';
import { computed, effect, signal, untracked, type ReadonlySignal, type Signal } from '../signals';

/** How often a live transcript asks for new segments: the service keeps them for polling, it pushes nothing. */
export const TRANSCRIPT_POLL_MS = 1000;

/**
 * waiting: no analysis yet (the service answers ResourceNotFound until it starts); live: segments come in;
 * complete: the service said the analysis is over; retrying: the last request failed and is tried again;
 * denied: the service refused this agent the transcript.
 */
export type CallTranscriptStatus = 'waiting' | 'live' | 'complete' | 'retrying' | 'denied';

export interface CallTranscript {
  readonly log: ReadonlySignal<TranscriptLog>;
  readonly status: ReadonlySignal<CallTranscriptStatus>;
}

export interface CallTranscriptStore {
  /** The agent may see realtime transcripts (ccpRealtimeContactLens) and the host can fetch them. */
  readonly visible: ReadonlySignal<boolean>;
  /** The transcript of a call being followed; undefined for any other contact. */
  get(contactId: string): CallTranscript | undefined;
  dispose(): void;
}

interface Followed {
  log: Signal<TranscriptLog>;
  status: Signal<CallTranscriptStatus>;
  nextToken: string | null;
  inFlight: boolean;
}

/**
 * Follows the realtime transcript of each connected voice call while the agent may see it: polls the host's
 * transcript source with the service's NextToken (each answer holds only the segments not yet seen) until the service
 * says the analysis is over, through after-call work, and forgets a call when it leaves the panel.
 */
export function createCallTranscriptStore(deps: { port: CcpPort; clock: Clock; agent: AgentStore; contacts: ContactsStore }): CallTranscriptStore {
  const { port, clock, agent, contacts } = deps;
  const source = port.capabilities.has('realtimeTranscript') ? port.transcripts : undefined;
  const visible = computed(() => !!source && agent.permissions.value.has('ccpRealtimeContactLens'));
  const followed = new Map<string, Followed>();
  let stopPolling: (() => void) | null = null;

  const poll = (contactId: string, f: Followed) => {
    if (!source || f.inFlight || f.status.peek() === 'complete' || f.status.peek() === 'denied') return;
    f.inFlight = true;
    source.listSegments(contactId, f.nextToken).then(
      (page: CallTranscriptPage) => {
        f.inFlight = false;
        if (followed.get(contactId) !== f) return;
        f.log.value = appendToTranscript(f.log.peek(), page.segments);
        f.nextToken = page.nextToken;
        f.status.value = page.nextToken === null ? 'complete' : 'live';
      },
      (e: unknown) => {
        f.inFlight = false;
        if (followed.get(contactId) !== f) return;
        const type = toPortFailure(e).type ?? '';
        if (type === 'ResourceNotFoundException') f.status.value = f.log.peek().length > 0 ? 'retrying' : 'waiting';
        else if (type === 'AccessDeniedException') f.status.value = 'denied';
        else f.status.value = 'retrying';
      },
    );
  };
  const pollAll = () => {
    for (const [id, f] of followed) poll(id, f);
  };

  const stop = effect(() => {
    const list = contacts.list.value;
    const show = visible.value;
    untracked(() => {
      const present = new Set(list.map((c) => c.contactId));
      for (const id of followed.keys()) if (!present.has(id) || !show) followed.delete(id);
      if (show) {
        for (const c of list) {
          // A call the agent only monitors is another agent's: the transcript back end refuses it to a supervisor.
          if (c.type !== 'voice' || c.state !== 'connected' || isMonitoring(c) || followed.has(c.contactId)) continue;
          const f: Followed = { log: signal(EMPTY_TRANSCRIPT_LOG), status: signal('waiting'), nextToken: null, inFlight: false };
          followed.set(c.contactId, f);
          poll(c.contactId, f);
        }
      }
      if (followed.size > 0 && !stopPolling) stopPolling = clock.setInterval(pollAll, TRANSCRIPT_POLL_MS);
      if (followed.size === 0 && stopPolling) (stopPolling(), (stopPolling = null));
    });
  });

  return {
    visible,
    get: (contactId) => followed.get(contactId),
    dispose() {
      stop();
      stopPolling?.();
      followed.clear();
    },
  };
}
