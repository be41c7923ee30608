import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { pageUpload } from '../../../emulator/ccp/page-upload.ts';

/** A JSON POST with a session (the username callback stands for its cookie) from the given Origin. */
async function post(origin: string | undefined) {
  let accepted = false;
  const handler = pageUpload({ path: '/connect/ccp-v2/put-logs', what: 'put-logs', username: () => 'agent', accept: () => void (accepted = true) });
  const req = Object.assign(Readable.from([Buffer.from('{"logList":[]}')]), {
    method: 'POST',
    headers: { host: '127.0.0.1:4100', 'content-type': 'application/json', ...(origin ? { origin } : {}) },
  });
  let status = 0;
  let body = '';
  const res = { headersSent: false, writeHead: (s: number) => ((status = s), res), setHeader: () => res, end: (b: string) => void (body = String(b)) };
  await handler(req as never, res as never);
  return { status, body, accepted };
}

describe('Connect Local page uploads (put-logs)', () => {
  it('takes an upload from its own origin', async () => {
    expect(await post('http://127.0.0.1:4100')).toMatchObject({ status: 200, accepted: true });
  });
  it('refuses another Origin, session cookie or not: 403 AccessDeniedException', async () => {
    const r = await post('https://evil.example.net');
    expect(r).toMatchObject({ status: 403, accepted: false });
    expect(r.body).toContain('AccessDeniedException');
    expect(await post('null')).toMatchObject({ status: 403, accepted: false });
  });
});
