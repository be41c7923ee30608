import { describe, expect, it } from 'vitest';
import { blurScriptSources, CHIME_BLUR_ASSETS_ORIGIN, securityHeaders } from '../../../deploy/security-headers.mjs';

const directive = (headers: Record<string, string>, name: string) =>
  headers['Content-Security-Policy']!
    .split('; ')
    .find((d) => d.split(' ')[0] === name);

describe('the CSP allowance for background blur', () => {
  it("is nothing by default or when turned off, Amazon's CDN (the Chime SDK's own asset host) when on, 'self' when self-hosted", () => {
    expect(CHIME_BLUR_ASSETS_ORIGIN).toBe('https://static.sdkassets.chime.aws');
    expect(blurScriptSources(undefined)).toBeNull();
    expect(blurScriptSources(true)).toEqual(['https://static.sdkassets.chime.aws']);
    expect(blurScriptSources({})).toEqual(['https://static.sdkassets.chime.aws']);
    expect(blurScriptSources(false)).toBeNull();
    expect(blurScriptSources({ assetsUrl: '/chime/' })).toEqual([]);
    expect(blurScriptSources({ assetsUrl: 'https://assets.example.com/chime/' })).toEqual(['https://assets.example.com']);
    expect(blurScriptSources({ assetsUrl: 'https://panel.example.com/chime/' }, 'https://panel.example.com')).toEqual([]);
  });

  it('refuses an asset location that is not https or a path on the site', () => {
    for (const assetsUrl of ['http://assets.example.com/', '//assets.example.com/', 'chime/', '', 42]) expect(() => blurScriptSources({ assetsUrl }), String(assetsUrl)).toThrow(/backgroundBlur\.assetsUrl/);
  });

  it("adds only 'wasm-unsafe-eval' and the asset host to script-src; no inline script, no eval", () => {
    const cdn = securityHeaders({ frameAncestors: [], blurSources: blurScriptSources(true) });
    expect(directive(cdn, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://static.sdkassets.chime.aws");
    expect(directive(cdn, 'worker-src')).toBe("worker-src 'self' blob:");
    const selfHosted = securityHeaders({ frameAncestors: [], blurSources: blurScriptSources({ assetsUrl: '/chime/' }) });
    expect(directive(selfHosted, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    for (const off of [securityHeaders({ frameAncestors: [] }), securityHeaders({ frameAncestors: [], blurSources: blurScriptSources(undefined) }), securityHeaders({ frameAncestors: [], blurSources: blurScriptSources(false) })]) {
      expect(directive(off, 'script-src')).toBe("script-src 'self'");
    }
  });
});
