/**
 * The agent's access token for the deployment's back ends (recording, transcript, email addresses), from the
 * company's identity provider. The host's adapter keeps and renews it; nothing here knows how (OpenID Connect in
 * the standalone page).
 */
export interface AccessTokenPort {
  /** The current token; one that has expired is renewed silently first. Rejects once the sign-in has ended. */
  token(): Promise<string>;
  /** A new token, now: the back end refused the current one. Rejects when the identity provider refuses. */
  renew(): Promise<string>;
}

/** What the agent must be told about the back ends' access: the sign-in ended, or a back end refused the agent. */
export type BackEndAccessProblem = { kind: 'sign-in-ended' } | { kind: 'refused'; reason: string | null };

export interface BackEndAccessEvents {
  onProblem(listener: (problem: BackEndAccessProblem) => void): () => void;
}
