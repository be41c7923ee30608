import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest } from '../centre/errors.ts';
import type { ContactRecord } from '../centre/records.ts';
import { checkFields, isNonEmptyString, isNumberIn, onlyFields } from '../control/body-checks.ts';
import type { Route } from '../control/route.ts';

/**
 * Contact Lens realtime analysis of voice calls: the live transcript a CCP shows an agent with the
 * ccpRealtimeContactLens permission. Amazon Connect keeps the segments for polling with the Contact Lens API
 * (nothing is pushed to the CCP); `list` answers that API's ListRealtimeContactAnalysisSegments (the public API,
 * emulator/public-api, serves it to the shipped transcript back end, backends/transcript):
 *
 *   {InstanceId, ContactId, MaxResults?, NextToken?}
 *   ->   {Segments: [{Transcript: {Id, ParticipantId, ParticipantRole, Content, BeginOffsetMillis, EndOffsetMillis,
 *                     Sentiment}}], NextToken?}
 *
 * NextToken as the API documents it: present while the analysis runs (call again for new segments), absent once the
 * call has ended and every segment was given. Connect Local hears no speech: the simulated customer speaks a script
 * (a line is given once the call has run to its end), and the control API says lines as either side.
 */

export type SpeakerRole = 'CUSTOMER' | 'AGENT';
export type Sentiment = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';

export interface ScriptLine {
  role: SpeakerRole;
  content: string;
  sentiment?: Sentiment;
  /** When the line starts, in seconds from the moment the call connected. */
  atSeconds: number;
}

interface Segment {
  Id: string;
  ParticipantId: string;
  ParticipantRole: SpeakerRole;
  Content: string;
  BeginOffsetMillis: number;
  EndOffsetMillis: number;
  Sentiment?: Sentiment;
}

interface Analysis {
  startedAt: number;
  script: ScriptLine[];
  /** Script lines not yet given, by index. */
  nextScriptLine: number;
  /** Every segment given so far, in order; a NextToken is an index into it. */
  segments: Segment[];
}

/** What the simulated customer of every call says, and the agent's answers, until a test sets another script. */
export const DEFAULT_SCRIPT: readonly ScriptLine[] = [
  { role: 'CUSTOMER', atSeconds: 1, content: 'Hi, I am calling about my last bill.', sentiment: 'NEUTRAL' },
  { role: 'AGENT', atSeconds: 5, content: 'Thanks for calling. Let me pull up your account.', sentiment: 'POSITIVE' },
  { role: 'CUSTOMER', atSeconds: 10, content: 'I was charged twice this month and nobody answered my email.', sentiment: 'NEGATIVE' },
  { role: 'AGENT', atSeconds: 17, content: 'I can see the second charge. I will refund it today.', sentiment: 'NEUTRAL' },
  { role: 'CUSTOMER', atSeconds: 23, content: 'That is great, thank you so much.', sentiment: 'POSITIVE' },
];

/** How long a line takes to say: about 15 characters a second, at least a second. */
const lineMs = (content: string) => Math.max(1000, Math.round((content.length / 15) * 1000));
const MAX_CONTENT = 2000;
const ROLES: readonly string[] = ['CUSTOMER', 'AGENT'];
const SENTIMENTS: readonly string[] = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'];
const isRole = (v: unknown) => typeof v === 'string' && ROLES.includes(v);
const isSentiment = (v: unknown) => typeof v === 'string' && SENTIMENTS.includes(v);
const LINE_FIELDS = { role: isRole, content: isNonEmptyString, sentiment: isSentiment, atSeconds: isNumberIn(0, 24 * 3600) };
const LINE_HINTS = { role: 'CUSTOMER or AGENT', sentiment: 'POSITIVE, NEUTRAL or NEGATIVE', atSeconds: 'a number of seconds from 0' };

export function createRealtimeAnalysis(deps: { centre: ContactCentre }) {
  const { centre } = deps;
  const analyses = new Map<string, Analysis>();
  const scripts = new Map<string, ScriptLine[]>();

  const voiceContact = (contactId: unknown): ContactRecord | undefined => {
    const c = centre.contacts.find((x) => x.contactId === contactId);
    return c && (c.type === 'voice' || c.type === 'queue_callback') ? c : undefined;
  };

  /** The contact's analysis, started when the call connected; undefined before (or for a call never connected). */
  const analysisOf = (contactId: string): Analysis | undefined => {
    const known = analyses.get(contactId);
    if (known) return known;
    const c = voiceContact(contactId);
    if (!c || c.state.type !== 'connected') return undefined;
    const a: Analysis = { startedAt: c.state.timestamp, script: [...(scripts.get(contactId) ?? DEFAULT_SCRIPT)].sort((x, y) => x.atSeconds - y.atSeconds), nextScriptLine: 0, segments: [] };
    analyses.set(contactId, a);
    return a;
  };

  const live = (contactId: string) => voiceContact(contactId)?.state.type === 'connected';

  const push = (contactId: string, a: Analysis, line: Omit<Segment, 'Id' | 'ParticipantId'>) => {
    a.segments.push({ Id: `${contactId}-${a.segments.length + 1}`, ParticipantId: line.ParticipantRole, ...line });
  };

  /** Gives the script lines said by now (while the call lasts: lines after its end were never said). */
  const catchUp = (contactId: string, a: Analysis) => {
    if (!live(contactId)) return;
    const elapsed = centre.now() - a.startedAt;
    while (a.nextScriptLine < a.script.length) {
      const line = a.script[a.nextScriptLine]!;
      const begin = line.atSeconds * 1000;
      const end = begin + lineMs(line.content);
      if (end > elapsed) break;
      push(contactId, a, { ParticipantRole: line.role, Content: line.content, BeginOffsetMillis: begin, EndOffsetMillis: end, ...(line.sentiment ? { Sentiment: line.sentiment } : {}) });
      a.nextScriptLine += 1;
    }
  };

  const encodeToken = (contactId: string, index: number) => Buffer.from(JSON.stringify({ c: contactId, i: index })).toString('base64url');
  const decodeToken = (token: string, contactId: string): number => {
    try {
      const t = JSON.parse(Buffer.from(token, 'base64url').toString()) as { c?: unknown; i?: unknown };
      if (t.c === contactId && typeof t.i === 'number' && Number.isInteger(t.i) && t.i >= 0) return t.i;
    } catch {
      // fall through to the refusal
    }
    throw new ServiceError('InvalidRequestException', 'NextToken is not one this API gave for this contact', 400);
  };

  /** ListRealtimeContactAnalysisSegments. */
  function list(body: Record<string, unknown>) {
    checkFields(body, { InstanceId: isNonEmptyString, ContactId: isNonEmptyString, MaxResults: isNumberIn(1, 100), NextToken: isNonEmptyString }, ['InstanceId', 'ContactId'], { MaxResults: 'a whole number from 1 to 100' });
    if (body.InstanceId !== centre.directory.ids.instanceId) throw new ServiceError('ResourceNotFoundException', `No instance ${String(body.InstanceId)}`, 404);
    const contactId = body.ContactId as string;
    const a = analysisOf(contactId);
    // The service's answer for a contact it has no realtime analysis of (unknown, not voice, not yet connected).
    if (!a) throw new ServiceError('ResourceNotFoundException', `No realtime contact analysis for contact ${contactId}`, 404);
    catchUp(contactId, a);
    const from = typeof body.NextToken === 'string' ? decodeToken(body.NextToken, contactId) : 0;
    if (from > a.segments.length) throw new ServiceError('InvalidRequestException', 'NextToken is past the end of the analysis', 400);
    const max = typeof body.MaxResults === 'number' ? Math.floor(body.MaxResults) : 100;
    const page = a.segments.slice(from, from + max);
    const next = from + page.length;
    const more = next < a.segments.length || live(contactId);
    return { Segments: page.map((s) => ({ Transcript: s })), ...(more ? { NextToken: encodeToken(contactId, next) } : {}) };
  }

  const contactFor = (id: string | undefined): ContactRecord => {
    const c = voiceContact(id);
    if (!c) throw new ServiceError('ResourceNotFoundException', `No voice contact ${id}`, 404);
    return c;
  };

  /** Control-API routes: set the simulated customer's script, say a line now as either side. */
  const routes: Record<string, Route> = {
    'PUT /contacts/:id/call-transcript-script': (_r, [id], body) => {
      onlyFields(body, { lines: true }, 'transcript script');
      if (!Array.isArray(body.lines) || body.lines.length > 500) throw badRequest('lines must be an array of at most 500 {role, content, sentiment?, atSeconds}');
      const lines: ScriptLine[] = body.lines.map((l: unknown) => {
        if (typeof l !== 'object' || l === null) throw badRequest('each line must be an object {role, content, sentiment?, atSeconds}');
        onlyFields(l as Record<string, unknown>, LINE_FIELDS, 'transcript line');
        checkFields(l as Record<string, unknown>, LINE_FIELDS, ['role', 'content', 'atSeconds'], LINE_HINTS);
        const { role, content, sentiment, atSeconds } = l as ScriptLine;
        return { role, content: content.slice(0, MAX_CONTENT), atSeconds, ...(sentiment ? { sentiment } : {}) };
      });
      const c = contactFor(id);
      if (analyses.has(c.contactId)) throw new ServiceError('InvalidStateException', `Contact ${c.contactId} is already connected: set its script before the agent answers`, 409);
      scripts.set(c.contactId, lines);
      return { lines: lines.length };
    },
    'POST /contacts/:id/call-transcript': (_r, [id], body) => {
      onlyFields(body, { role: true, content: true, sentiment: true }, 'transcript line');
      checkFields(body, { role: isRole, content: isNonEmptyString, sentiment: isSentiment }, ['role', 'content'], LINE_HINTS);
      const c = contactFor(id);
      const a = analysisOf(c.contactId);
      if (!a || !live(c.contactId)) throw new ServiceError('InvalidStateException', `Contact ${c.contactId} is not a connected call`, 409);
      catchUp(c.contactId, a);
      const content = String(body.content).slice(0, MAX_CONTENT);
      const end = Math.max(0, centre.now() - a.startedAt);
      push(c.contactId, a, { ParticipantRole: body.role, Content: content, BeginOffsetMillis: Math.max(0, end - lineMs(content)), EndOffsetMillis: end, ...(body.sentiment ? { Sentiment: body.sentiment } : {}) });
      centre.notify(`contact ${c.contactId}: ${String(body.role).toLowerCase()} said a line`);
      return a.segments[a.segments.length - 1];
    },
    'GET /contacts/:id/call-transcript': (_r, [id]) => {
      const c = contactFor(id);
      const a = analysisOf(c.contactId);
      if (a) catchUp(c.contactId, a);
      return { Segments: (a?.segments ?? []).map((s) => ({ Transcript: s })) };
    },
  };

  return {
    list,
    routes,
    reset() {
      analyses.clear();
      scripts.clear();
    },
  };
}
