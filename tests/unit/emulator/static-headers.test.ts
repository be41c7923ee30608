import { describe, expect, it } from 'vitest';
import { addToCsp } from '../../../emulator/web/static-headers.ts';
import { blurScriptSources, securityHeaders } from '../../../deploy/security-headers.mjs';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
const built = securityHeaders({ frameAncestors: [] })['Content-Security-Policy']!;
const local = { sources: ['http://127.0.0.1:4000', 'ws://127.0.0.1:4000'], frameAncestors: [] };

describe("Connect Local's additions to the built CSP", () => {
  it('a ws:// address only where websockets connect, never in the image, frame or media rules', () => {
    const p = directives(addToCsp(built, local));
    expect(p['connect-src']).toEqual(expect.arrayContaining(['http://127.0.0.1:4000', 'ws://127.0.0.1:4000']));
    for (const d of ['img-src', 'frame-src', 'media-src']) {
      expect(p[d], d).toContain('http://127.0.0.1:4000');
      expect(p[d], d).not.toContain('ws://127.0.0.1:4000');
    }
  });

  it("blur's allowances only when the served configuration turns blur on", () => {
    expect(directives(addToCsp(built, { ...local, blurSources: blurScriptSources(undefined) }))['script-src']).toEqual(["'self'"]);
    const on = directives(addToCsp(built, { ...local, blurSources: blurScriptSources(true) }));
    expect(on['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://static.sdkassets.chime.aws']);
    expect(on['connect-src']).toContain('https://static.sdkassets.chime.aws');
    // A build that already has them gets nothing twice.
    const builtOn = securityHeaders({ frameAncestors: [], blurSources: blurScriptSources(true) })['Content-Security-Policy']!;
    expect(directives(addToCsp(builtOn, { ...local, blurSources: blurScriptSources(true) }))['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://static.sdkassets.chime.aws']);
  });
});
