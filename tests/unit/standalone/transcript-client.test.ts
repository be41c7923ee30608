import { describe, expect, it } from 'vitest';
import { toTranscriptPage } from '../../../src/standalone/contact-lens/transcript-client';

// The Contact Lens answer (ListRealtimeContactAnalysisSegments) as the model's page.
describe('the Contact Lens transcript answer', () => {
  it('takes transcript segments with speaker, offsets and sentiment, and the NextToken', () => {
    const page = toTranscriptPage({
      Segments: [
        { Transcript: { Id: 'a', ParticipantId: 'CUSTOMER', ParticipantRole: 'CUSTOMER', Content: 'Hello', BeginOffsetMillis: 1000, EndOffsetMillis: 1800, Sentiment: 'NEGATIVE' } },
        { Categories: { MatchedCategories: ['billing'], MatchedDetails: {} } },
        { Transcript: { Id: 'b', ParticipantId: 'AGENT', ParticipantRole: 'AGENT', Content: 'Hi', BeginOffsetMillis: 2000, EndOffsetMillis: 2500 } },
      ],
      NextToken: 'tok',
    });
    expect(page).toEqual({
      segments: [
        { id: 'a', speaker: 'CUSTOMER', content: 'Hello', beginOffsetMs: 1000, endOffsetMs: 1800, sentiment: 'NEGATIVE' },
        { id: 'b', speaker: 'AGENT', content: 'Hi', beginOffsetMs: 2000, endOffsetMs: 2500, sentiment: null },
      ],
      nextToken: 'tok',
    });
  });

  it('reads a missing NextToken as the end of the analysis, and leaves malformed segments and unknown sentiments out', () => {
    const page = toTranscriptPage({ Segments: [{ Transcript: { Id: 1, Content: 'x' } }, { Transcript: { Id: 'c', ParticipantRole: 'CUSTOMER', Content: 'ok', Sentiment: 'MIXED' } }] });
    expect(page.nextToken).toBeNull();
    expect(page.segments).toEqual([{ id: 'c', speaker: 'CUSTOMER', content: 'ok', beginOffsetMs: 0, endOffsetMs: 0, sentiment: null }]);
  });

  it('refuses an answer without Segments', () => {
    expect(() => toTranscriptPage({ message: 'oops' })).toThrow();
  });
});
