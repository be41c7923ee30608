import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkConfig, SCHEMA } from '../../../deploy/config-check.mjs';
import { connectLocalPanelConfig } from '../../../emulator/panel-host';
import { CONFIG_KEYS, ConfigError, parseConfig } from '../../../src/standalone/config';

const base = { instanceUrl: 'https://example-corp.my.connect.aws', region: 'us-west-2' };

/** The panel's verdict: null when it starts, else its error. */
const panelSays = (c: unknown) => {
  try {
    parseConfig(c);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
};

const valid: Record<string, unknown>[] = [
  base,
  JSON.parse(readFileSync('src/standalone/config.json', 'utf8')),
  connectLocalPanelConfig('http://127.0.0.1:9000'),
  {
    $schema: './config.schema.json',
    ...base,
    ccpUrl: 'https://example-corp.my.connect.aws/ccp-v2/',
    loginUrl: 'https://idp.example.com/sso/saml',
    logoutUrl: 'https://example-corp.my.connect.aws/connect/logout',
    softphone: { allowFramedSoftphone: true, disableRingtone: false },
    video: {},
    screenShare: {},
    recording: { apiUrl: 'https://api.example.com/recording' },
    contactLens: { apiUrl: 'https://api.example.com/cl' },
    email: { addressesApiUrl: 'https://api.example.com/email' },
    auth: { issuer: 'https://login.example.com/realms/agents', clientId: 'contact-control-panel', scope: 'openid profile' },
    networkTest: { relayCredentialsUrl: 'https://api.example.com/turn' },
    featureAccess: { allowlistUrl: 'https://api.example.com/flags' },
    chat: {},
    globalResiliency: { secondaryCcpUrl: 'https://replica.my.connect.aws/ccp-v2/' },
    allowedFramingOrigins: ['https://crm.example.com', 'https://*.example.org'],
    workspaceOrigins: ['https://example-corp.my.connect.aws'],
    multiPartyChat: true,
    backgroundBlur: { assetsUrl: '/chime/' },
    crm: {
      screenPop: { allowedOrigins: ['https://crm.example.com'], rules: [{ name: 'record', on: 'accepted', channels: ['voice'], queues: ['Sales'], url: 'https://crm.example.com/s?p={customer}' }] },
      dial: { autoDial: true },
      embed: { attributes: ['CustomerRef'] },
    },
    shownAttributes: ['CustomerRef'],
    agentSettings: { defaults: { theme: 'dark', language: 'ja_JP', ringer: 'Speakers', notifications: false }, locked: ['theme', 'notifications'], offerTelLinks: false },
  },
  { ...base, backgroundBlur: false },
  { ...base, backgroundBlur: true },
  { ...base, backgroundBlur: { assetsUrl: 'https://assets.example.com/chime/' } },
];

/** Broken configurations, each with the key both must name. */
const invalid: [string, Record<string, unknown>][] = [
  ['instanceUrl', { region: 'us-west-2' }],
  ['instanceUrl', { ...base, instanceUrl: 'example-corp.my.connect.aws' }],
  ['region', { instanceUrl: base.instanceUrl }],
  ['region', { ...base, region: 'Oregon' }],
  ['regoin', { ...base, regoin: 'us-west-2' }],
  ['loginURL', { ...base, loginURL: 'https://idp.example.com/' }],
  ['loginUrl', { ...base, loginUrl: 'idp' }],
  ['logoutUrl', { ...base, logoutUrl: 'nowhere' }],
  ['ccpUrl', { ...base, ccpUrl: 'ccp-v2' }],
  ['softphone', { ...base, softphone: true }],
  ['recording.apiUrl', { ...base, recording: {} }],
  ['recording.url', { ...base, recording: { apiUrl: 'https://api.example.com/r', url: 'x' } }],
  ['contactLens.apiUrl', { ...base, contactLens: { apiUrl: 42 } }],
  ['auth.issuer', { ...base, auth: { issuer: 'http://login.example.com/', clientId: 'ccp' } }],
  ['auth.issuer', { ...base, auth: { issuer: 'https://login.example.com/?realm=agents', clientId: 'ccp' } }],
  ['auth.clientId', { ...base, auth: { issuer: 'https://login.example.com/', clientId: 'c c p' } }],
  ['auth.scope', { ...base, auth: { issuer: 'https://login.example.com/', clientId: 'ccp', scope: 'profile email' } }],
  ['chat.endpoint', { ...base, chat: { endpoint: 'participant' } }],
  ['allowedFramingOrigins', { ...base, allowedFramingOrigins: ['https://crm.example.com/path'] }],
  ['workspaceOrigins', { ...base, workspaceOrigins: ['https://*.my.connect.aws'] }],
  ['multiPartyChat', { ...base, multiPartyChat: 'yes' }],
  ['backgroundBlur', { ...base, backgroundBlur: 'on' }],
  ['backgroundBlur.assetsUrl', { ...base, backgroundBlur: { assetsUrl: 'http://assets.example.com/' } }],
  ['crm.screenPop.rules[0].name', { ...base, crm: { screenPop: { allowedOrigins: ['https://crm.example.com'], rules: [{ name: 'a b', url: 'https://crm.example.com/' }] } } }],
  ['crm.screenPop.rules[0].url', { ...base, crm: { screenPop: { rules: [{ name: 'a' }] } } }],
  ['crm.dial.auto', { ...base, crm: { dial: { auto: true } } }],
  ['crm.embed.attributes', { ...base, crm: { embed: { attributes: ['a b'] } } }],
  ['shownAttributes', { ...base, shownAttributes: [''] }],
  ['agentSettings.defaults.theme', { ...base, agentSettings: { defaults: { theme: 'blue' } } }],
  ['agentSettings.defaults.ringer', { ...base, agentSettings: { defaults: { ringer: '   ' } } }],
  ['agentSettings.defaults.ringer', { ...base, agentSettings: { defaults: {}, locked: ['ringer'] } }],
  ['agentSettings.defaults.notifications', { ...base, agentSettings: { defaults: { notifications: 'off' } } }],
  ['agentSettings.defaults.volume', { ...base, agentSettings: { defaults: { volume: 3 } } }],
  ['agentSettings.locked', { ...base, agentSettings: { locked: ['volume'] } }],
  ['agentSettings.defaults.language', { ...base, agentSettings: { defaults: {}, locked: ['language'] } }],
  ['agentSettings.offerTelLinks', { ...base, agentSettings: { offerTelLinks: 'no' } }],
];

describe('config.schema.json and the panel (parseConfig) agree', () => {
  it('list the same top-level keys', () => {
    expect(Object.keys(SCHEMA.properties).sort()).toEqual([...CONFIG_KEYS].sort());
    expect(SCHEMA.required.every((k: string) => (CONFIG_KEYS as readonly string[]).includes(k))).toBe(true);
  });

  it('every key the panel reads is in the schema', () => {
    const read = new Set<string>();
    const watched = new Proxy(valid[3]!, { get: (t, k) => (typeof k === 'string' && read.add(k), Reflect.get(t, k)) });
    parseConfig(watched);
    expect(read.size).toBeGreaterThan(10);
    for (const k of read) expect(SCHEMA.properties).toHaveProperty([k]);
  });

  it('every key has a description and an example', () => {
    for (const [k, node] of Object.entries(SCHEMA.properties as Record<string, { description?: string; examples?: unknown[] }>)) {
      expect(node.description, k).toBeTruthy();
      expect(node.examples?.length, k).toBeGreaterThan(0);
    }
  });

  it.each(valid.map((c, i) => [i, c] as const))('sample %i is valid for both', (_i, c) => {
    expect(checkConfig(c)).toEqual([]);
    expect(panelSays(c)).toBeNull();
  });

  it.each(invalid)('a wrong or missing %s is named by both', (key, c) => {
    // The checker may name the list item itself (allowedFramingOrigins[0]).
    const named = checkConfig(c).find((p) => p.key === key || p.key.startsWith(`${key}[`));
    expect(named?.message).toBeTruthy();
    expect(panelSays(c)).toContain(key);
  });

  it('a file that is not an object is refused', () => {
    for (const c of [null, [], 'config', 42]) {
      expect(checkConfig(c)).not.toEqual([]);
      expect(panelSays(c)).toMatch(/JSON object/);
    }
  });
});
