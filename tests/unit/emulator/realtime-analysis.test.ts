import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactCentre, defaultSettings } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import { Voice } from '../../../emulator/centre/voice.ts';
import { createRealtimeAnalysis } from '../../../emulator/contact-lens/realtime-analysis.ts';

// Connect Local's ListRealtimeContactAnalysisSegments: the scripted customer's lines come as the call reaches them,
// NextToken goes on while the call lasts and stops once it has ended and every segment was given.

function world() {
  const centre = new ContactCentre(defaultDirectory(instanceIds()), { ...defaultSettings(), connectDelayMs: 0 });
  const voice = new Voice(centre);
  const lens = createRealtimeAnalysis({ centre });
  centre.setAgentState(centre.agent('agent'), centre.states(centre.agent('agent'))[0]!, false);
  const c = voice.inbound({ agent: 'agent', from: '+12065550123' });
  vi.advanceTimersByTime(1);
  const instance = centre.directory.ids.instanceId;
  const list = (NextToken?: string, MaxResults?: number) => lens.list({ InstanceId: instance, ContactId: c.contactId, ...(NextToken ? { NextToken } : {}), ...(MaxResults ? { MaxResults } : {}) });
  return { centre, voice, lens, c, list };
}

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { type?: string; code?: string; name?: string }).type ?? (e as Error).name;
  }
  return 'no error';
};

describe('Connect Local realtime contact analysis', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has no analysis before the call connects (ResourceNotFound), then gives the script line by line as the call goes on', () => {
    const w = world();
    expect(code(() => w.list())).toBe('ResourceNotFoundException');
    w.lens.routes['PUT /contacts/:id/call-transcript-script']!({} as never, [w.c.contactId], {
      lines: [
        { role: 'CUSTOMER', content: 'Hello there', atSeconds: 0, sentiment: 'NEUTRAL' },
        { role: 'AGENT', content: 'Hi, how can I help?', atSeconds: 3 },
      ],
    });
    w.voice.accept(w.c);
    vi.advanceTimersByTime(1);
    expect(w.c.state.type).toBe('connected');
    const first = w.list();
    expect(first.Segments).toEqual([]);
    expect(first.NextToken).toBeTruthy();
    vi.advanceTimersByTime(1_000);
    const second = w.list(first.NextToken);
    expect(second.Segments.map((s) => s.Transcript)).toEqual([expect.objectContaining({ ParticipantRole: 'CUSTOMER', Content: 'Hello there', BeginOffsetMillis: 0, EndOffsetMillis: 1000, Sentiment: 'NEUTRAL' })]);
    vi.advanceTimersByTime(4_000);
    const third = w.list(second.NextToken);
    // Only what is new since the token; no sentiment where the script gives none.
    expect(third.Segments).toHaveLength(1);
    expect(third.Segments[0]!.Transcript).toMatchObject({ ParticipantRole: 'AGENT', Content: 'Hi, how can I help?' });
    expect(third.Segments[0]!.Transcript).not.toHaveProperty('Sentiment');
    // The whole transcript again from the start, a page at a time.
    const page = w.list(undefined, 1);
    expect(page.Segments).toHaveLength(1);
    expect(w.list(page.NextToken).Segments).toHaveLength(1);
  });

  it('takes a line said through the control API at the current offset, and ends the token once the call has ended', () => {
    const w = world();
    w.voice.accept(w.c);
    vi.advanceTimersByTime(60_000);
    const said = w.lens.routes['POST /contacts/:id/call-transcript']!({} as never, [w.c.contactId], { role: 'AGENT', content: 'One moment please', sentiment: 'POSITIVE' }) as Record<string, number>;
    expect(said.EndOffsetMillis).toBeGreaterThanOrEqual(60_000);
    const all = w.list();
    expect(all.Segments.at(-1)!.Transcript).toMatchObject({ Content: 'One moment please', ParticipantRole: 'AGENT' });
    w.voice.hangUp(w.c, w.voice.customerConnection(w.c), 'customer hung up');
    const after = w.list(all.NextToken);
    expect(after.Segments).toEqual([]);
    expect(after).not.toHaveProperty('NextToken');
  });

  it('refuses a token of another contact, a wrong instance and malformed lines with the API’s errors', () => {
    const w = world();
    w.voice.accept(w.c);
    vi.advanceTimersByTime(1);
    expect(code(() => w.list('bm90LWEtdG9rZW4'))).toBe('InvalidRequestException');
    expect(code(() => w.lens.list({ InstanceId: 'other', ContactId: w.c.contactId }))).toBe('ResourceNotFoundException');
    expect(code(() => w.lens.list({ InstanceId: w.centre.directory.ids.instanceId, ContactId: w.c.contactId, MaxResults: 101 }))).toBe('InvalidParameterException');
    expect(code(() => w.lens.routes['POST /contacts/:id/call-transcript']!({} as never, [w.c.contactId], { role: 'MANAGER', content: 'x' }))).toBe('InvalidParameterException');
    expect(code(() => w.lens.routes['PUT /contacts/:id/call-transcript-script']!({} as never, [w.c.contactId], { lines: [] }))).toBe('InvalidStateException');
  });
});
