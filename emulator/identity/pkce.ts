import { createHash } from 'node:crypto';

/** RFC 7636 §4.1: a code verifier is 43-128 characters of [A-Z a-z 0-9 - . _ ~]. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge is the base64url SHA-256 of the verifier: 43 characters, no padding. */
const CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

export const isCodeChallenge = (challenge: string) => CHALLENGE.test(challenge);

/** S256 only (plain would let whoever sees the authorization request redeem the code). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}
