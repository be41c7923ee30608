/**
 * One direction of a softphone call as streams publishes it (topic `softphone_stats`, the `RTPStreamStats` of
 * streams' SoftphoneManager): packets lost and received since the previous sample, the jitter and round-trip
 * figures of the peer connection. `audio_input` is what the agent receives, `audio_output` what they send.
 * streams renames packetsCount to packetCount when it sends the figures to the service, so either may arrive.
 */
export interface SoftphoneStreamSample {
  softphoneStreamType?: string;
  packetsLost?: number;
  packetsCount?: number;
  packetCount?: number;
  jitterBufferMillis?: number;
  roundTripTimeMillis?: number;
}

/** A live call's quality, from the latest figures the softphone reported. */
export interface CallQualityFigures {
  /** Packets lost as a share of packets sent, in per cent, in the worse direction. */
  lossPercent: number;
  /** Jitter in milliseconds, in the worse direction. */
  jitterMs: number;
  /** Round-trip time in milliseconds; null when the softphone did not measure it. */
  roundTripMs: number | null;
}

export type QualityLevel = 'good' | 'fair' | 'poor';
