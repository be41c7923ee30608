import { describe, expect, it } from 'vitest';
import { checkFraming, originMatches, parseAllowedOrigins } from '../../../src/shared/security/framing';

const top = {} as Window;
const win = (o: { framed: boolean; ancestors?: string[]; referrer?: string; origin?: string }) =>
  ({
    self: {} as Window,
    top: o.framed ? top : undefined,
    location: { origin: o.origin ?? 'https://panel.example.com', ...(o.ancestors ? { ancestorOrigins: o.ancestors } : {}) },
    document: { referrer: o.referrer ?? '' },
  }) as unknown as Parameters<typeof checkFraming>[0];
const notFramed = () => {
  const w = win({ framed: false });
  (w as { top: unknown }).top = w.self;
  return w;
};

describe('framing checks', () => {
  it('runs when not framed, or framed by its own origin or an allowed one', () => {
    expect(checkFraming(notFramed(), []).ok).toBe(true);
    expect(checkFraming(win({ framed: true, ancestors: ['https://panel.example.com'] }), []).ok).toBe(true);
    expect(checkFraming(win({ framed: true, ancestors: ['https://crm.example.com'] }), ['https://crm.example.com']).ok).toBe(true);
    expect(checkFraming(win({ framed: true, ancestors: ['https://acme.my.connect.aws'] }), ['https://*.my.connect.aws']).ok).toBe(true);
  });

  it('refuses a stranger anywhere among the ancestors, and a frame whose parent the browser does not name', () => {
    expect(checkFraming(win({ framed: true, ancestors: ['https://evil.example'] }), ['https://crm.example.com'])).toEqual({ ok: false, framedBy: 'https://evil.example' });
    expect(checkFraming(win({ framed: true, ancestors: ['https://crm.example.com', 'https://evil.example'] }), ['https://crm.example.com']).ok).toBe(false);
    // Firefox has no ancestorOrigins: the referrer names the parent; a page that hides it is not trusted.
    expect(checkFraming(win({ framed: true, referrer: 'https://evil.example/page' }), []).ok).toBe(false);
    expect(checkFraming(win({ framed: true, referrer: 'https://crm.example.com/x' }), ['https://crm.example.com']).ok).toBe(true);
    expect(checkFraming(win({ framed: true }), ['https://crm.example.com'])).toEqual({ ok: false, framedBy: null });
  });

  it('matches wildcards on whole host labels of the same scheme only', () => {
    expect(originMatches('https://a.my.connect.aws', 'https://*.my.connect.aws')).toBe(true);
    expect(originMatches('https://evilmy.connect.aws', 'https://*.my.connect.aws')).toBe(false);
    expect(originMatches('https://my.connect.aws.evil.example', 'https://*.my.connect.aws')).toBe(false);
    expect(originMatches('http://a.my.connect.aws', 'https://*.my.connect.aws')).toBe(false);
  });

  it('accepts only origins in the configured list', () => {
    expect(parseAllowedOrigins(['https://crm.example.com/', 'https://*.my.connect.aws'], 'x')).toEqual(['https://crm.example.com', 'https://*.my.connect.aws']);
    expect(() => parseAllowedOrigins(['*'], 'x')).toThrow(/origins/);
    expect(() => parseAllowedOrigins('https://crm.example.com', 'x')).toThrow(/origins/);
    expect(() => parseAllowedOrigins(['javascript:alert(1)'], 'x')).toThrow(/origins/);
  });
});
