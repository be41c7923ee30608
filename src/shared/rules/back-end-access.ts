import type { BackEndAccessProblem } from '../back-end-access/access-token-port';

/**
 * The `reason` a back end gives for refusing an agent who is not the agent connected to the contact (403): the
 * shipped handlers' (backends/) and Connect Local's. Other reasons are said in general words.
 */
export const NOT_AGENT_ON_CONTACT_REASONS: readonly string[] = ['NOT_AGENT_ON_CONTACT', 'NotAgentOnContact', 'not-agent-on-contact'];

/** The alert (its type names the message) that tells the agent about a back-end access problem. */
export function backEndAccessAlert(problem: BackEndAccessProblem): { type: string; level: 'error' } {
  if (problem.kind === 'sign-in-ended') return { type: 'back_end_sign_in_ended', level: 'error' };
  return { type: problem.reason !== null && NOT_AGENT_ON_CONTACT_REASONS.includes(problem.reason) ? 'back_end_not_agent_on_contact' : 'back_end_refused', level: 'error' };
}
