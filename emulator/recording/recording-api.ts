import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest, invalidState } from '../centre/errors.ts';
import type { ContactRecord } from '../centre/records.ts';
import { readJson, requestUrl, requireJsonBody, sendError, sendJson } from '../web/http.ts';

/**
 * Call recording control. No client library can change recording, so a custom CCP calls the public Amazon
 * Connect API (StartContactRecording, SuspendContactRecording, ResumeContactRecording, StopContactRecording)
 * through a small back end its deployment configures. This is Connect Local's version of that back end:
 *
 *   POST /recording/start | /recording/suspend | /recording/resume | /recording/stop
 *        {InstanceId, ContactId, InitialContactId, VoiceRecordingConfiguration?: {VoiceRecordingTrack}}
 *   GET  /recording/status?ContactId=...   ->  {ContactId, Status: "recording" | "suspended" | "stopped"}
 *
 * Called cross-origin by the panel, so it answers CORS for the panel origins it is told about, and takes JSON
 * bodies only, which no other site's page can send without CORS's consent.
 */
export function createRecordingApi(deps: { centre: ContactCentre; allowedOrigins: () => ReadonlySet<string> }) {
  const { centre } = deps;

  const find = (contactId: unknown): ContactRecord => {
    const c = centre.contacts.find((x) => x.contactId === contactId);
    if (!c) throw new ServiceError('ResourceNotFoundException', `Contact ${String(contactId)} not found`, 404);
    if (c.type !== 'voice' && c.type !== 'queue_callback') throw badRequest('Only voice contacts are recorded');
    return c;
  };

  const transitions: Record<string, (c: ContactRecord) => ContactRecord['recording']> = {
    start: () => 'recording',
    resume: (c) => {
      if (c.recording === 'stopped') throw invalidState('A stopped recording cannot be resumed; start it again');
      return 'recording';
    },
    suspend: (c) => {
      if (c.recording !== 'recording') throw invalidState('Only an active recording can be suspended');
      return 'suspended';
    },
    stop: () => 'stopped',
  };

  async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    const origin = String(req.headers.origin ?? '');
    const cors: Record<string, string> = deps.allowedOrigins().has(origin)
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Headers': 'content-type, authorization', 'Access-Control-Allow-Methods': 'GET, POST', Vary: 'Origin' }
      : {};
    for (const [k, v] of Object.entries(cors)) res.setHeader(k, v);
    try {
      if (req.method === 'OPTIONS') return sendJson(res, 204, {});
      if (req.method === 'GET' && path === '/status') {
        const c = find((requestUrl(req) ?? new URL('http://x/')).searchParams.get('ContactId'));
        return sendJson(res, 200, { ContactId: c.contactId, Status: c.recording ?? 'stopped' });
      }
      const action = path.slice(1);
      const transition = transitions[action];
      if (req.method !== 'POST' || !transition) throw new ServiceError('ResourceNotFoundException', `No recording operation ${path}`, 404);
      // JSON only: a text/plain post from any site would need no preflight and so no allowed origin.
      requireJsonBody(req, 'The recording back end');
      const body = await readJson(req);
      const c = find(body.ContactId);
      if (c.state.type !== 'connected') throw invalidState(`Contact ${c.contactId} is not connected`);
      c.recording = transition(c);
      centre.change(`recording ${action} ${c.contactId}`);
      sendJson(res, 200, { ContactId: c.contactId, Status: c.recording });
    } catch (e) {
      sendError(res, e);
    }
  }

  return { handle };
}
