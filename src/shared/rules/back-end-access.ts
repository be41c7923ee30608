import type { BackEndAccessProblem } from '../back-end-access/access-token-port';

/**
 * The alert for each `reason` the shipped back ends (backends/) give a 403: another agent's contact, a contact no
 * agent is connected to yet, a queue that is not the agent's default outbound queue. Other reasons are said in
 * general words.
 */
const REFUSALS: Readonly<Record<string, string>> = {
  'not-agent-on-contact': 'back_end_not_agent_on_contact',
  'no-agent-on-contact': 'back_end_not_agent_on_contact',
  'not-agents-queue': 'back_end_not_agents_queue',
};

/** The alert (its type names the message) that tells the agent about a back-end access problem. */
export function backEndAccessAlert(problem: BackEndAccessProblem): { type: string; level: 'error' } {
  if (problem.kind === 'sign-in-ended') return { type: 'back_end_sign_in_ended', level: 'error' };
  return { type: (problem.reason !== null && Object.hasOwn(REFUSALS, problem.reason) ? REFUSALS[problem.reason] : undefined) ?? 'back_end_refused', level: 'error' };
}
