import { describe, expect, it } from 'vitest';
import { LOG_ENTRY_TOO_BIG, LOG_LIMITS, shortenLogText, shortenLogValue } from '../../../src/shared/rules/log-limits';

describe('log limits (chat/task/email §8, §9)', () => {
  it('leaves an entry within the limits alone', () => {
    expect(shortenLogText('short', LOG_LIMITS.text)).toBe('short');
    const o = { a: 1, message: 'fine' };
    expect(shortenLogValue(o, LOG_LIMITS.object)).toBe(o);
    expect(shortenLogValue(null, LOG_LIMITS.object)).toBeNull();
  });
  it('shortens text to the limit with the LOG_ENTRY_TOO_BIG marker', () => {
    const out = shortenLogText('x'.repeat(30_000), LOG_LIMITS.text);
    expect(out).toHaveLength(LOG_LIMITS.text);
    expect(out.endsWith(LOG_ENTRY_TOO_BIG)).toBe(true);
  });
  it('replaces an object too big by the marker and the start of its JSON, within the limit', () => {
    const out = shortenLogValue({ body: 'y'.repeat(25_000) }, LOG_LIMITS.object) as Record<string, unknown>;
    expect(out[LOG_ENTRY_TOO_BIG]).toBe(true);
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(LOG_LIMITS.object);
    expect(String(out.start).startsWith('{"body":"yyy')).toBe(true);
  });
  it("cuts an exception's message to its own limit", () => {
    const out = shortenLogValue({ type: 'Error', message: 'z'.repeat(19_500) }, LOG_LIMITS.object) as { message: string };
    expect(out.message).toHaveLength(LOG_LIMITS.message);
    expect(out.message.endsWith(LOG_ENTRY_TOO_BIG)).toBe(true);
  });
});
