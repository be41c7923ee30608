import { parseCrmConfig, type CrmConfig } from '../shared/crm/crm-config';
import { parseAdminSettings, type AdminSettings } from '../shared/rules/admin-settings';
import { parseAllowedOrigins } from '../shared/security/framing';
import { appBase } from '../shared/ui/app/router';

/** The deployable configuration read from config.json beside the page. */
export interface PanelConfig {
  /** The Amazon Connect instance, e.g. https://alias.my.connect.aws (or Connect Local's origin). */
  instanceUrl: string;
  /** The CCP page streams embeds; defaults to <instanceUrl>/ccp-v2/. */
  ccpUrl: string;
  loginUrl?: string;
  /** The instance's logout page; defaults to <instanceUrl>/connect/logout. */
  logoutUrl: string;
  region: string;
  softphone: { allowFramedSoftphone?: boolean; disableRingtone?: boolean };
  /** Framing options for video and screen sharing, passed to streams as given. */
  video?: Record<string, unknown>;
  screenShare?: Record<string, unknown>;
  /** The deployment's recording back end (it calls the public recording API); without it there is no toggle. */
  recording?: { apiUrl: string };
  /**
   * The deployment's Contact Lens back end, forwarding ListRealtimeContactAnalysisSegments (the realtime call
   * transcript); without it no transcript is shown.
   */
  contactLens?: { apiUrl: string };
  /** The deployment's back end listing the outbound queue's email addresses; without it a new email goes from the queue's default. */
  email?: { addressesApiUrl: string };
  /**
   * The company's OpenID Connect identity provider, whose access token the panel sends to the back ends above
   * (`Authorization: Bearer`): the agent signs in with the authorization code and PKCE, as the public client
   * `clientId`, before the panel starts. Without it the back-end calls carry no token.
   */
  auth?: { issuer: string; clientId: string; scope: string };
  /**
   * Where Check my setup gets a TURN credential to measure the softphone's media path (`{iceServers}`); Connect
   * Local has one. Amazon Connect gives a panel no credential for its relays, so without it the network test says so.
   */
  networkTest?: { relayCredentialsUrl: string };
  /**
   * The instance's feature-access allowlist (the flags that are on; Connect Local serves one). With it the flags and
   * the region decide what the panel offers; without it only the region does (Amazon Connect's own path is not public).
   */
  featureAccess?: { allowlistUrl: string };
  /** The chat participant service's endpoint override (Connect Local); real deployments leave it out. */
  chat?: { endpoint: string };
  /**
   * Global resiliency: the CCP of the instance's replica in the other region. With it streams runs both CCPs and
   * the panel offers the switch to the backup environment (§4); without it there is nothing to switch to.
   */
  globalResiliency?: { secondaryCcpUrl: string };
  /** Origins whose pages may frame the panel (a CRM embedding it); none by default: the panel runs on its own. */
  allowedFramingOrigins: string[];
  /**
   * Background blur ('Video Enhancement'): absent or false, blur is off and the page's CSP needs no allowance for it
   * (see deploy/security-headers.mjs); true, the Chime SDK loads its blur files from Amazon's CDN; assetsUrl, from
   * the deployment's own copy (the CDN's layout under it, e.g. /chime/ or https://assets.example.com/chime/).
   */
  backgroundBlur: { assetsUrl?: string } | false;
  /** Screen pop, click-to-dial and the embedding API (README: Integrate with your CRM). */
  crm: CrmConfig;
  /** Contact attributes an email shows the agent, by name, in this order; none by default (rules/shown-attributes). */
  shownAttributes: string[];
  /** A fleet's defaults and locks for the agent's own settings (rules/admin-settings). */
  agentSettings: AdminSettings;
}

export class ConfigError extends Error {}

/**
 * Every top-level key of config.json (config.schema.json lists the same, tests/unit/standalone/config-schema.test.ts
 * holds them together): a key outside it is a typo, named at start rather than silently ignored.
 * workspaceOrigins and multiPartyChat are the plugin's (npm run configure copies them into its config.json).
 */
export const CONFIG_KEYS = [
  '$schema', 'instanceUrl', 'ccpUrl', 'loginUrl', 'logoutUrl', 'region', 'softphone', 'video', 'screenShare', 'recording', 'contactLens',
  'email', 'networkTest', 'featureAccess', 'chat', 'globalResiliency', 'allowedFramingOrigins', 'workspaceOrigins', 'multiPartyChat',
  'backgroundBlur', 'crm', 'shownAttributes', 'agentSettings', 'auth',
] as const;

/** The workspaces that may frame the plugin: https origins, or Connect Local's on this machine. */
const WORKSPACE_ORIGIN = /^(https:\/\/[^/*\s]+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?)$/;

const isHttpUrl = (v: unknown): v is string => {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Validates config.json; a broken deployment gets a message that names the field, not a blank page. */
export function parseConfig(raw: unknown): PanelConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ConfigError('config.json must hold a JSON object');
  const c = raw as Record<string, unknown>;
  const unknown = Object.keys(c).find((k) => !(CONFIG_KEYS as readonly string[]).includes(k));
  if (unknown !== undefined) throw new ConfigError(`config.json: ${unknown} is not a setting the panel knows (a typo?)`);
  if (!isHttpUrl(c.instanceUrl)) throw new ConfigError('config.json: instanceUrl must be the instance URL, e.g. https://alias.my.connect.aws');
  const instanceUrl = c.instanceUrl.replace(/\/+$/, '');
  const ccpUrl = c.ccpUrl ?? `${instanceUrl}/ccp-v2/`;
  if (!isHttpUrl(ccpUrl)) throw new ConfigError('config.json: ccpUrl must be a URL');
  if (c.loginUrl !== undefined && !isHttpUrl(c.loginUrl)) throw new ConfigError('config.json: loginUrl must be a URL');
  if (typeof c.region !== 'string' || !/^[a-z]{2}(-gov)?-[a-z]+-\d$/.test(c.region)) throw new ConfigError('config.json: region must be an AWS region such as us-west-2');
  const obj = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);
  for (const key of ['softphone', 'video', 'screenShare'] as const) if (c[key] !== undefined && !obj(c[key])) throw new ConfigError(`config.json: ${key} must be an object`);
  if (c.logoutUrl !== undefined && !isHttpUrl(c.logoutUrl)) throw new ConfigError('config.json: logoutUrl must be a URL');
  if (c.multiPartyChat !== undefined && typeof c.multiPartyChat !== 'boolean') throw new ConfigError('config.json: multiPartyChat must be true or false');
  if (c.workspaceOrigins !== undefined && !(Array.isArray(c.workspaceOrigins) && c.workspaceOrigins.every((o) => typeof o === 'string' && WORKSPACE_ORIGIN.test(o)))) {
    throw new ConfigError('config.json: workspaceOrigins must be a list of https origins such as "https://alias.my.connect.aws" (no path, no wildcard)');
  }
  return {
    instanceUrl,
    ccpUrl,
    ...(c.loginUrl ? { loginUrl: c.loginUrl as string } : {}),
    logoutUrl: (c.logoutUrl as string | undefined) ?? `${instanceUrl}/connect/logout`,
    region: c.region,
    softphone: (obj(c.softphone) as PanelConfig['softphone']) ?? {},
    ...(obj(c.video) ? { video: obj(c.video) } : {}),
    ...(obj(c.screenShare) ? { screenShare: obj(c.screenShare) } : {}),
    ...backEndsOf(c),
    ...authOf(c.auth),
    ...chatOf(c.chat),
    allowedFramingOrigins: originsOf(c.allowedFramingOrigins, 'allowedFramingOrigins'),
    backgroundBlur: backgroundBlurOf(c.backgroundBlur),
    crm: crmOf(c.crm),
    shownAttributes: shownAttributesOf(c.shownAttributes),
    agentSettings: agentSettingsOf(c.agentSettings),
  };
}

const BLUR_ASSETS_ERROR = "config.json: backgroundBlur.assetsUrl must be an https:// URL or a path on the panel's own site, such as /chime/";

/** The same rule build.mjs applies when it writes the CSP (blurScriptSources): an https URL or an absolute path. */
function backgroundBlurOf(v: unknown): PanelConfig['backgroundBlur'] {
  // Off unless turned on: its CSP allowances ('wasm-unsafe-eval', the blur files' host) come only with it.
  if (v === undefined || v === false) return false;
  if (v === true) return {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ConfigError('config.json: backgroundBlur must be true, false or { "assetsUrl": "…" }');
  const extra = Object.keys(v).find((k) => k !== 'assetsUrl');
  if (extra) throw new ConfigError(`config.json: backgroundBlur.${extra} is not a setting the panel knows (a typo?)`);
  const url = (v as { assetsUrl?: unknown }).assetsUrl;
  if (url === undefined) return {};
  if (typeof url !== 'string') throw new ConfigError(BLUR_ASSETS_ERROR);
  if (url.startsWith('/') && !url.startsWith('//')) return { assetsUrl: url };
  if (!isHttpUrl(url) || !url.startsWith('https://')) throw new ConfigError(BLUR_ASSETS_ERROR);
  return { assetsUrl: url };
}

function originsOf(v: unknown, field: string): string[] {
  try {
    return parseAllowedOrigins(v, field);
  } catch (e) {
    throw new ConfigError(`config.json: ${(e as Error).message}`);
  }
}

function shownAttributesOf(v: unknown): string[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((n) => typeof n !== 'string' || !n.trim() || n.length > 128)) throw new ConfigError('config.json: shownAttributes must be a list of contact attribute names, e.g. ["CustomerRef"]');
  return [...new Set(v as string[])];
}

function agentSettingsOf(v: unknown): AdminSettings {
  try {
    return parseAdminSettings(v);
  } catch (e) {
    throw new ConfigError(`config.json: ${(e as Error).message}`);
  }
}

function crmOf(v: unknown): CrmConfig {
  try {
    return parseCrmConfig(v);
  } catch (e) {
    throw new ConfigError(`config.json: ${(e as Error).message}`);
  }
}

/**
 * A section holding one URL ({ "apiUrl": "…" }): absent, nothing; else an object with that one key, a URL. The
 * error names the key and says what belongs there.
 */
function urlSection(c: Record<string, unknown>, section: string, key: string, what: string): string | undefined {
  const v = c[section];
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ConfigError(`config.json: ${section} must be { "${key}": "…" }`);
  const extra = Object.keys(v).find((k) => k !== key);
  if (extra) throw new ConfigError(`config.json: ${section}.${extra} is not a setting the panel knows (a typo?)`);
  const url = (v as Record<string, unknown>)[key];
  if (!isHttpUrl(url)) throw new ConfigError(`config.json: ${section}.${key} must be ${what}`);
  return url;
}

function backEndsOf(c: Record<string, unknown>): Pick<PanelConfig, 'recording' | 'contactLens' | 'featureAccess' | 'email' | 'networkTest' | 'globalResiliency'> {
  const recording = urlSection(c, 'recording', 'apiUrl', 'the URL of the recording back end');
  const contactLens = urlSection(c, 'contactLens', 'apiUrl', 'the URL of the Contact Lens back end');
  const featureAccess = urlSection(c, 'featureAccess', 'allowlistUrl', "the URL of the instance's feature-access allowlist");
  const email = urlSection(c, 'email', 'addressesApiUrl', 'the URL of the email address back end');
  const networkTest = urlSection(c, 'networkTest', 'relayCredentialsUrl', 'the URL that hands out TURN credentials for the network test');
  const secondary = urlSection(c, 'globalResiliency', 'secondaryCcpUrl', 'the CCP URL of the replica instance');
  return {
    ...(recording ? { recording: { apiUrl: recording } } : {}),
    ...(contactLens ? { contactLens: { apiUrl: contactLens } } : {}),
    ...(featureAccess ? { featureAccess: { allowlistUrl: featureAccess } } : {}),
    ...(email ? { email: { addressesApiUrl: email } } : {}),
    ...(networkTest ? { networkTest: { relayCredentialsUrl: networkTest } } : {}),
    ...(secondary ? { globalResiliency: { secondaryCcpUrl: secondary } } : {}),
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function authOf(v: unknown): Pick<PanelConfig, 'auth'> {
  if (v === undefined) return {};
  if (typeof v !== 'object' || v === null) throw new ConfigError('config.json: auth must be { "issuer": "…", "clientId": "…", "scope": "openid …" }');
  const { issuer, clientId, scope = 'openid', ...rest } = v as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown) throw new ConfigError(`config.json: auth has no field ${unknown}; it takes issuer, clientId and scope`);
  // Tokens travel to and from the issuer: https, except on this computer (Connect Local).
  if (!isHttpUrl(issuer) || (new URL(issuer).protocol !== 'https:' && !LOOPBACK.has(new URL(issuer).hostname)) || new URL(issuer).search || new URL(issuer).hash) {
    throw new ConfigError('config.json: auth.issuer must be the https URL of the OpenID Connect issuer, e.g. https://login.example.com/realms/agents');
  }
  if (typeof clientId !== 'string' || !/^[\x21-\x7e]{1,256}$/.test(clientId)) throw new ConfigError('config.json: auth.clientId must be the client id the identity provider gave the panel');
  if (typeof scope !== 'string' || !scope.split(' ').includes('openid') || !/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/.test(scope)) {
    throw new ConfigError('config.json: auth.scope must be space-separated scopes including openid, e.g. "openid profile"');
  }
  // Kept as given: an issuer identifier is compared exactly (some end in /).
  return { auth: { issuer, clientId, scope } };
}

/** The chat participant service's endpoint override: `chat: {}` is allowed and means none. */
function chatOf(v: unknown): Pick<PanelConfig, 'chat'> {
  if (v === undefined || (typeof v === 'object' && v !== null && Object.keys(v).length === 0)) return {};
  const endpoint = urlSection({ chat: v }, 'chat', 'endpoint', 'the URL of the chat participant service')!;
  return { chat: { endpoint: endpoint.replace(/\/+$/, '') } };
}

/** config.json sits beside index.html, which a deep route (/channel-view/chat) is not. */
export const configUrl = () => `${appBase()}config.json`;

/** The request early-start.js started, for loadConfig to take up if it asked for the same URL. */
export interface EarlyConfigRequest {
  url: string;
  response: Promise<Response>;
}
export const EARLY_CONFIG_KEY = 'ccpEarlyConfigRequest';

function takeEarlyRequest(url: string): Promise<Response> | null {
  const w = window as unknown as Record<string, EarlyConfigRequest | undefined>;
  const early = w[EARLY_CONFIG_KEY];
  delete w[EARLY_CONFIG_KEY];
  return early && early.url === new URL(url, location.href).href ? early.response : null;
}

export async function loadConfig(url = configUrl()): Promise<PanelConfig> {
  let res: Response;
  try {
    res = await (takeEarlyRequest(url) ?? fetch(url, { cache: 'no-store' }));
  } catch (e) {
    throw new ConfigError(`config.json could not be fetched: ${(e as Error).message}`);
  }
  if (!res.ok) throw new ConfigError(`config.json could not be fetched: HTTP ${res.status}`);
  let raw: unknown;
  try {
    raw = await res.json();
  } catch {
    throw new ConfigError('config.json is not valid JSON');
  }
  return parseConfig(raw);
}
