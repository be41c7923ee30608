import type { RecordingPort, RecordingStatus } from '../../shared/model';
import type { BackEndFetch } from '../../shared/back-end-access/back-end-fetch';

const STATUSES: readonly RecordingStatus[] = ['recording', 'suspended', 'stopped'];
const ACTION: Record<RecordingStatus, string> = { recording: 'start', suspended: 'suspend', stopped: 'stop' };

export interface RecordingClient extends RecordingPort {
  status(contactId: string): Promise<RecordingStatus>;
}

/**
 * Recording goes through the deployment's own back end, which calls the public Amazon Connect recording API
 * (no client library can change recording). `apiUrl` is that back end, from config.json; Connect Local
 * provides one at <instance>/recording.
 */
export function createRecordingClient(apiUrl: string, ids: () => { instanceId: string | null }, fetchFn: BackEndFetch = (input, init) => fetch(input, init)): RecordingClient {
  const base = apiUrl.replace(/\/+$/, '');
  const request = async (path: string, init?: RequestInit) => {
    // Only a body is JSON: a GET with a Content-Type is not a simple cross-origin request, so every status poll
    // (one per call every 3 s) cost the browser a CORS preflight as well, whenever its cached one had expired.
    const res = await fetchFn(`${base}${path}`, init?.body === undefined ? init : { ...init, headers: { 'Content-Type': 'application/json' } });
    const body = (await res.json().catch(() => ({}))) as { Status?: string; __type?: string; message?: string };
    if (!res.ok) throw { type: body.__type ?? `HTTP ${res.status}`, message: body.message ?? res.statusText, statusCode: res.status };
    const status = STATUSES.find((s) => s === body.Status);
    if (!status) throw { type: 'InvalidResponse', message: 'The recording back end answered without a status' };
    return status;
  };
  return {
    status: (contactId) => request(`/status?ContactId=${encodeURIComponent(contactId)}`),
    async setRecording(contactId, target) {
      // Resuming a suspended recording is its own public API call; start would begin a new one.
      const current = await request(`/status?ContactId=${encodeURIComponent(contactId)}`);
      const action = target === 'recording' && current === 'suspended' ? 'resume' : ACTION[target];
      await request(`/${action}`, {
        method: 'POST',
        body: JSON.stringify({ InstanceId: ids().instanceId, ContactId: contactId, InitialContactId: contactId, VoiceRecordingConfiguration: { VoiceRecordingTrack: 'ALL' } }),
      });
    },
  };
}
