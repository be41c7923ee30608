import type { BackEndFetch } from '../../shared/back-end-access/back-end-fetch';
import type { CallTranscriptPage, CallTranscriptPort, CallTranscriptSegment, TranscriptSentiment } from '../../shared/model';

/** The most segments one answer may hold (the API's MaxResults limit). */
const MAX_RESULTS = 100;
const SENTIMENTS: readonly TranscriptSentiment[] = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'];

/**
 * The realtime call transcript over the deployment's Contact Lens back end. The hosted CCP reads it from the
 * Contact Lens API (ListRealtimeContactAnalysisSegments), which streams does not expose and which needs AWS
 * credentials a browser page must not hold; so the panel posts the API's own request to `apiUrl`, a back end of the
 * deployment that authenticates the agent and forwards it (Connect Local's version: emulator/contact-lens).
 *
 *   POST <apiUrl>/realtime-contact-analysis/analysis-segments  {InstanceId, ContactId, MaxResults, NextToken?}
 *   ->   {Segments: [{Transcript?: {Id, ParticipantId, ParticipantRole, Content, BeginOffsetMillis, EndOffsetMillis,
 *                     Sentiment?}, Categories?}], NextToken?}
 */
export function createTranscriptClient(apiUrl: string, ids: () => { instanceId: string | null }, fetchFn: BackEndFetch = (input, init) => fetch(input, init)): CallTranscriptPort {
  const url = `${apiUrl.replace(/\/+$/, '')}/realtime-contact-analysis/analysis-segments`;
  return {
    async listSegments(contactId, nextToken) {
      const res = await fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ InstanceId: ids().instanceId, ContactId: contactId, MaxResults: MAX_RESULTS, ...(nextToken ? { NextToken: nextToken } : {}) }),
      });
      const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (!res.ok) throw { type: typeof body?.__type === 'string' ? body.__type : res.status === 403 ? 'AccessDeniedException' : `HTTP ${res.status}`, message: typeof body?.message === 'string' ? body.message : res.statusText, statusCode: res.status };
      return toTranscriptPage(body);
    },
  };
}

/** The API's answer as the model's page; segments without a transcript (categories) and malformed ones are left out. */
export function toTranscriptPage(body: unknown): CallTranscriptPage {
  const o = (typeof body === 'object' && body !== null ? body : {}) as { Segments?: unknown; NextToken?: unknown };
  if (!Array.isArray(o.Segments)) throw { type: 'InvalidResponse', message: 'The Contact Lens back end answered without Segments' };
  const segments: CallTranscriptSegment[] = [];
  for (const s of o.Segments) {
    const t = (s as { Transcript?: Record<string, unknown> } | null)?.Transcript;
    if (!t || typeof t.Id !== 'string' || typeof t.Content !== 'string' || typeof t.ParticipantRole !== 'string') continue;
    const begin = typeof t.BeginOffsetMillis === 'number' ? t.BeginOffsetMillis : 0;
    segments.push({
      id: t.Id,
      speaker: t.ParticipantRole,
      content: t.Content,
      beginOffsetMs: begin,
      endOffsetMs: typeof t.EndOffsetMillis === 'number' ? t.EndOffsetMillis : begin,
      sentiment: SENTIMENTS.find((x) => x === t.Sentiment) ?? null,
    });
  }
  return { segments, nextToken: typeof o.NextToken === 'string' && o.NextToken !== '' ? o.NextToken : null };
}
