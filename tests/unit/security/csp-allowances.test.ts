import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blurScriptSources, panelSources, securityHeaders, workspaceOriginsFor } from '../../../deploy/security-headers.mjs';

/**
 * The default build's CSP, directive by directive, each allowance beside the flow that uses it: a new allowance
 * fails here until a flow is named for it, and no target gets what only another needs (video's wasm and Chime
 * hosts stay out of the plugin; nothing allows every https: or wss: host where a host can be named).
 */

const config = JSON.parse(readFileSync('src/standalone/config.json', 'utf8')) as Record<string, any>;
const policy = (headers: Record<string, string>) =>
  Object.fromEntries(headers['Content-Security-Policy']!.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

const INSTANCE = 'https://your-instance-alias.my.connect.aws';
/** Allowance → the flow that needs it. */
const USED_BY: Record<string, string> = {
  "'self'": 'the panel’s own files and config.json',
  [INSTANCE]: 'the CCP frame streams embeds; task templates (connect-src)',
  'https://participant.connect.us-west-2.amazonaws.com': 'chatjs and taskjs: the participant service',
  'wss://*.transport.connect.us-west-2.amazonaws.com': 'chatjs: the participant websocket CreateParticipantConnection answers',
  'https://*.s3.us-west-2.amazonaws.com': 'attachments up- and downloaded by presigned URL',
  'https://*.s3.amazonaws.com': 'attachments on a bucket’s global endpoint',
  'https://*.chime.aws': 'video calls and screen sharing: Chime signalling, TURN control, event ingestion',
  'wss://*.chime.aws': 'video calls and screen sharing: Chime signalling websocket',
  'https://static.sdkassets.chime.aws': 'video background blur: worker and model',
  "'wasm-unsafe-eval'": 'video background blur: the segmentation wasm',
  'https:': 'img-src only: an email’s remote images after Load images (the sender’s hosts)',
  'data:': 'inline icons and fonts',
  'blob:': 'attachment previews and the blur worker',
  "'unsafe-inline'": 'style-src only: React style attributes',
  "'none'": 'object-src: no plugins',
};

function build(name: 'standalone' | 'plugin' | 'screen-sharing') {
  // As build.mjs's writeHostingFiles does.
  return policy(
    securityHeaders({
      frameAncestors: name === 'standalone' ? [] : workspaceOriginsFor(undefined, config),
      instanceOrigins: [INSTANCE],
      blurSources: name === 'standalone' ? blurScriptSources(config.backgroundBlur) : null,
      sources: panelSources(config),
      meetings: name !== 'plugin',
    }),
  );
}

describe('the default build’s CSP', () => {
  it('the standalone panel: exactly these allowances', () => {
    expect(build('standalone')).toEqual({
      'default-src': ["'self'"],
      // No blur unless the configuration turns it on: no wasm, no Amazon asset host.
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'media-src': ["'self'", 'data:', 'blob:', 'https://*.s3.us-west-2.amazonaws.com', 'https://*.s3.amazonaws.com'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", INSTANCE, 'https://participant.connect.us-west-2.amazonaws.com', 'wss://*.transport.connect.us-west-2.amazonaws.com', 'https://*.s3.us-west-2.amazonaws.com', 'https://*.s3.amazonaws.com', 'https://*.chime.aws', 'wss://*.chime.aws'],
      'frame-src': ["'self'", INSTANCE, 'https://*.s3.us-west-2.amazonaws.com', 'https://*.s3.amazonaws.com'],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
  });

  it('the plugin: no video (no wasm, no Chime), framed by the instance’s own workspace only', () => {
    const p = build('plugin');
    expect(p['script-src']).toEqual(["'self'"]);
    expect(p['connect-src']).toEqual(["'self'", INSTANCE, 'https://participant.connect.us-west-2.amazonaws.com', 'wss://*.transport.connect.us-west-2.amazonaws.com', 'https://*.s3.us-west-2.amazonaws.com', 'https://*.s3.amazonaws.com']);
    expect(p['frame-ancestors']).toEqual(["'self'", INSTANCE]);
  });

  it('the standalone panel with blur turned on (backgroundBlur: true): the wasm allowance and the asset host, in scripts and fetches', () => {
    const p = policy(securityHeaders({ frameAncestors: [], blurSources: blurScriptSources(true), sources: panelSources(config), meetings: true }));
    expect(p['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://static.sdkassets.chime.aws']);
    expect(p['connect-src']).toContain('https://static.sdkassets.chime.aws');
  });

  it('the screen-sharing page: Chime’s hosts for content share, but no blur', () => {
    const p = build('screen-sharing');
    expect(p['script-src']).toEqual(["'self'"]);
    expect(p['connect-src']).toContain('wss://*.chime.aws');
    expect(p['connect-src']).not.toContain('https://static.sdkassets.chime.aws');
  });

  it('every allowance of every target is used by a named flow; no scheme wildcard outside img-src', () => {
    for (const name of ['standalone', 'plugin', 'screen-sharing'] as const) {
      for (const [directive, sources] of Object.entries(build(name))) {
        for (const s of sources) {
          expect(USED_BY[s], `${name} ${directive} ${s}`).toBeDefined();
          if (s === 'https:' || s === 'wss:') expect(directive, `${name} ${s}`).toBe('img-src');
        }
      }
    }
  });

  it('names the deployment’s own back ends, chat endpoint and replica CCP when it configures them', () => {
    const p = policy(securityHeaders({ frameAncestors: [], sources: panelSources({ ...config, recording: { apiUrl: 'https://rec.example.com/api' }, contactLens: { apiUrl: 'https://lens.example.com/cl' }, email: { addressesApiUrl: 'https://mail.example.com/x' }, chat: { endpoint: 'https://chat.example.com' }, globalResiliency: { secondaryCcpUrl: 'https://replica.my.connect.aws/ccp-v2/' } }) }));
    expect(p['connect-src']).toEqual(expect.arrayContaining(['https://rec.example.com', 'https://lens.example.com', 'https://mail.example.com', 'https://chat.example.com', 'https://replica.my.connect.aws']));
    expect(p['connect-src']).not.toContain('https://participant.connect.us-west-2.amazonaws.com');
    expect(p['frame-src']).toContain('https://replica.my.connect.aws');
  });
});

describe('the workspace origins that may frame the plugin', () => {
  it('are the instance’s own by default, or WORKSPACE_ORIGINS', () => {
    expect(workspaceOriginsFor(undefined, { instanceUrl: 'https://acme.my.connect.aws/' })).toEqual(['https://acme.my.connect.aws']);
    expect(workspaceOriginsFor('https://acme.my.connect.aws, https://acme.awsapps.com', {})).toEqual(['https://acme.my.connect.aws', 'https://acme.awsapps.com']);
  });

  it('refuse, at build, anything but https origins: wildcards, paths, http, nothing at all', () => {
    for (const bad of ['https://*.my.connect.aws', 'https://acme.my.connect.aws/agent-app-v2/', 'http://acme.my.connect.aws', 'acme.my.connect.aws', '*']) {
      expect(() => workspaceOriginsFor(bad, {}), bad).toThrow(/WORKSPACE_ORIGINS/);
    }
    expect(() => workspaceOriginsFor(undefined, {})).toThrow(/instanceUrl/);
  });
});
