import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from '../../../src/shared/rules/log-redaction';

describe('log redaction', () => {
  it('removes token values at every level of JSON escaping, keeping the keys and everything else', () => {
    const inner = JSON.stringify({ ParticipantToken: 'pt-abc123', Websocket: { Url: 'wss://x/ws?token=ct-def456' }, Content: 'hello' });
    const log = JSON.stringify([{ text: `CreateParticipantConnection ${inner}`, objects: [{ connectionToken: 'ct-def456', name: 'Casey' }] }], null, 4);
    const out = redactSecrets(log);
    expect(out).not.toContain('pt-abc123');
    expect(out).not.toContain('ct-def456');
    expect(out).toContain('ParticipantToken');
    expect(out).toContain('hello');
    expect(out).toContain('Casey');
    expect(JSON.parse(out)).toBeTruthy();
  });

  it('removes bearer headers, JWTs, websocket credentials and presigned-URL signatures', () => {
    const out = redactSecrets('X-Amz-Bearer: "a" Authorization: Bearer cl-secret1 wss://h/agent?agent=a&credential=Zq9 https://s3/x?X-Amz-Signature=f00&X-Amz-Credential=AK/1 eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_1');
    for (const secret of ['cl-secret1', 'Zq9', 'f00', 'AK/1', 'eyJhbGci']) expect(out).not.toContain(secret);
    expect(out).toContain(`agent=a&credential=${REDACTED}`);
  });

  it('leaves text without secrets unchanged', () => {
    const text = JSON.stringify({ state: { name: 'Available' }, message: 'token refresh scheduled' });
    expect(redactSecrets(text)).toBe(text);
  });
});
