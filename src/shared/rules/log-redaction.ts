/**
 * Takes tokens and credentials out of log text before it leaves the browser (the agent's downloaded logs).
 * streams redacts some fields as it logs, but chatjs's participant and connection tokens, websocket URLs with
 * credentials and bearer headers reach the log as text, often JSON inside JSON. Pure: text in, text out.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are secrets wherever they appear: participantToken, X-Amz-Bearer, credential, … */
const SECRET_KEY = '[A-Za-z0-9_.-]*(?:token|credential|authorization|bearer|secret|password|signature|cookie)[A-Za-z0-9_.-]*';

/** "key": "value" at any level of JSON-in-a-string escaping (\" or \\\" around both). */
const JSON_PAIR = new RegExp(`((\\\\*)"${SECRET_KEY}\\2"\\s*:\\s*\\2")(.*?)(\\2")`, 'gi');
/** key=value in a URL query or a form. */
const QUERY_PAIR = /([?&;](?:[A-Za-z0-9_.-]*token|credential|X-Amz-Credential|X-Amz-Signature|X-Amz-Security-Token|signature|access_token|code)=)[^&\s"'\\]+/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/g;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;

export function redactSecrets(text: string): string {
  return text
    .replace(JSON_PAIR, (_m, open: string, _esc: string, value: string, close: string) => (value === '' || value === REDACTED ? `${open}${value}${close}` : `${open}${REDACTED}${close}`))
    .replace(QUERY_PAIR, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(JWT, REDACTED);
}
