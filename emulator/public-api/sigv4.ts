import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ServiceError } from '../centre/errors.ts';

/** The access key pair Connect Local's public API accepts (emulator/README.md, "The public Amazon Connect API"). */
export interface AccessKey {
  accessKeyId: string;
  secretAccessKey: string;
}

export const CONNECT_LOCAL_ACCESS_KEY: AccessKey = { accessKeyId: 'AKIACONNECTLOCAL0001', secretAccessKey: 'connect-local-secret-access-key' };

/** How far a signature's time may be from the server's, as AWS allows. */
const MAX_SKEW_MS = 15 * 60 * 1000;

const denied = (type: string, message: string) => new ServiceError(type, message, 403);

/** RFC 3986 escaping, as SigV4 wants (encodeURIComponent leaves !'()* alone). */
const escapeUri = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Checks an AWS Signature Version 4 `Authorization` header as the service does: the key is known, the credential
 * scope names this region and `service`, the time is within 15 minutes, and the signature over the canonical request
 * matches. Services other than S3 sign the path escaped once more, which is what the SDK clients send.
 */
export function verifySigV4(req: IncomingMessage, rawUrl: string, body: string, opts: { key: AccessKey; region: string; service: string; now: number }) {
  const header = String(req.headers.authorization ?? '');
  if (!header) throw denied('MissingAuthenticationTokenException', 'Missing Authentication Token');
  const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(header.trim());
  if (!m) throw denied('IncompleteSignatureException', 'The Authorization header is not an AWS4-HMAC-SHA256 signature');
  const [, credential, signedHeaderList, signature] = m as unknown as [string, string, string, string];
  const [keyId, day, region, service, terminator] = credential.split('/');
  if (keyId !== opts.key.accessKeyId) throw denied('UnrecognizedClientException', 'The security token included in the request is invalid');
  if (terminator !== 'aws4_request' || !day) throw denied('IncompleteSignatureException', 'The credential scope is malformed');
  if (region !== opts.region) throw denied('InvalidSignatureException', `Credential should be scoped to a valid region, not '${region}' (this is ${opts.region})`);
  if (service !== opts.service) throw denied('InvalidSignatureException', `Credential should be scoped to correct service: '${opts.service}'`);
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const dm = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!dm) throw denied('IncompleteSignatureException', 'X-Amz-Date is missing or malformed');
  const at = Date.UTC(+dm[1]!, +dm[2]! - 1, +dm[3]!, +dm[4]!, +dm[5]!, +dm[6]!);
  if (Math.abs(opts.now - at) > MAX_SKEW_MS) throw denied('InvalidSignatureException', 'Signature expired: the request time is more than 15 minutes from the server time');
  if (!amzDate.startsWith(day)) throw denied('InvalidSignatureException', 'The credential scope date does not match X-Amz-Date');

  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host')) throw denied('InvalidSignatureException', "'Host' must be a signed header");
  const canonicalHeaders = signedHeaders.map((h) => `${h}:${headerValue(req, h)}\n`).join('');
  const [path = '/', query = ''] = rawUrl.split('?', 2) as [string, string?];
  // The path as sent is escaped once already; the signer escaped each segment again.
  const canonicalPath = path.split('/').map(escapeUri).join('/');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf('=');
      const k = safeDecode(i < 0 ? pair : pair.slice(0, i));
      const v = i < 0 ? '' : safeDecode(pair.slice(i + 1));
      return [escapeUri(k), escapeUri(v)] as const;
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '') || sha256(body);
  const canonicalRequest = [req.method ?? 'GET', canonicalPath, canonicalQuery, canonicalHeaders, signedHeaderList, payloadHash].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let k = hmac(`AWS4${opts.key.secretAccessKey}`, day);
  for (const part of [region, service, 'aws4_request']) k = hmac(k, part!);
  const expected = createHmac('sha256', k).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw denied('InvalidSignatureException', 'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.');
  }
}

function headerValue(req: IncomingMessage, name: string): string {
  const v = req.headers[name];
  const joined = Array.isArray(v) ? v.join(',') : (v ?? '');
  return String(joined).trim().replace(/\s+/g, ' ');
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
