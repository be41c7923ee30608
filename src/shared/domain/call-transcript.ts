/**
 * The realtime call transcript (Contact Lens, shell §2 and §6 ccpRealtimeContactLens) as plain data. The shape is
 * that of the Contact Lens API's ListRealtimeContactAnalysisSegments transcript segment, in the model's words.
 */

/** Who spoke: the service's ParticipantRole (AGENT, CUSTOMER, SYSTEM; other roles are kept as given). */
export type TranscriptSpeaker = 'AGENT' | 'CUSTOMER' | 'SYSTEM' | (string & {});

export type TranscriptSentiment = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';

export interface CallTranscriptSegment {
  /** The service's segment id; a segment sent again under the same id replaces the first. */
  id: string;
  speaker: TranscriptSpeaker;
  content: string;
  /** Milliseconds from the start of the call's analysis. */
  beginOffsetMs: number;
  endOffsetMs: number;
  /** Only where the service gives one. */
  sentiment: TranscriptSentiment | null;
}

/** One answer of the transcript source: new segments, and where to go on from (null: the analysis is over). */
export interface CallTranscriptPage {
  segments: readonly CallTranscriptSegment[];
  nextToken: string | null;
}
