/** The fixed list of call-quality issues an agent can report on a connected call (voice §3). */
export const CALL_ISSUE_REASONS = [
  'no_audio',
  'customer_cant_hear_agent',
  'unable_to_hear_customer',
  'customer_too_quiet',
  'agent_too_quiet',
  'static_on_line',
  'intolerable_static',
  'audio_dropped_mid_call',
  'gaps_in_audio',
  'excessive_delay',
  'unable_to_transfer',
  'unable_to_hold',
  'unable_to_resume',
  'call_dropped_while_talking',
  'call_dropped_while_on_hold',
] as const;

export type CallIssueReason = (typeof CALL_ISSUE_REASONS)[number];

export const isCallIssueReason = (v: unknown): v is CallIssueReason => typeof v === 'string' && (CALL_ISSUE_REASONS as readonly string[]).includes(v);

/** An issue can be reported only on a connected voice call: connected, on hold, or joined (voice §5). */
export function canReportCallIssue(contactType: string, status: string): boolean {
  return (contactType === 'voice' || contactType === 'queue_callback') && (status === 'connected' || status === 'hold' || status === 'joined');
}

/** Descriptions are free text; the CTI API keeps them short. */
export const CALL_ISSUE_DESCRIPTION_MAX = 500;
