// Enterprise browser policies for a deployed panel, so 500 agents need not each allow the microphone, sound, popups
// and notifications by hand. Chrome and Edge read the same policy names (Chrome Enterprise policy list; Microsoft
// Edge browser policies): a JSON file of managed policies on Linux (macOS takes the same keys in a configuration
// profile), a .reg file for Windows. Plain JavaScript so `npm run configure` and the CDK app can both call it.

/** The policies written, each a list of URL patterns. */
export const POLICY_NAMES = ['AudioCaptureAllowedUrls', 'VideoCaptureAllowedUrls', 'AutoplayAllowlist', 'PopupsAllowedForUrls', 'NotificationsAllowedForUrls'];

export const REGISTRY_KEYS = { chrome: 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome', edge: 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge' };

/**
 * An origin as a policy URL pattern: https://alias.my.connect.aws stays as it is; a wildcard host
 * (https://*.my.connect.aws) becomes the policies' subdomain form, https://[*.]my.connect.aws.
 */
export function urlPattern(origin) {
  const m = /^(https?):\/\/(\*\.)?([^/*\s]+?)\/?$/.exec(String(origin));
  if (!m) throw new Error(`${origin} is not an origin such as https://alias.my.connect.aws`);
  return `${m[1]}://${m[2] ? '[*.]' : ''}${m[3]}`;
}

const unique = (xs) => [...new Set(xs)];

/**
 * The policies for one deployment.
 * - the panel's origins: the microphone and camera (the softphone, video calls), sound without a click (the ringer),
 *   popups (screen pop, the screen-sharing tab, the login window), notifications (incoming contacts);
 * - the instance's origins: the microphone and camera, since the CCP frame streams embeds captures the softphone's
 *   audio, and autoplay, since that frame plays the ringtone.
 * Notifications are left out (an empty list, so an earlier deployment's entries go too) where the configuration
 * locks them off (agentSettings): the panel never shows them there.
 * @param {{ panelOrigins: string[], instanceOrigins: string[], notifications?: boolean }} o
 * @returns {{ chromeJson: string, edgeJson: string, windowsReg: string, policies: Record<string, string[]> }}
 */
export function browserPolicies({ panelOrigins, instanceOrigins, notifications = true }) {
  if (!panelOrigins?.length) throw new Error('browserPolicies: name the origin the panel is served from (panelOrigins)');
  const panel = unique(panelOrigins.map(urlPattern));
  const both = unique([...panel, ...(instanceOrigins ?? []).map(urlPattern)]);
  const policies = {
    AudioCaptureAllowedUrls: both,
    VideoCaptureAllowedUrls: both,
    AutoplayAllowlist: both,
    PopupsAllowedForUrls: panel,
    NotificationsAllowedForUrls: notifications ? panel : [],
  };
  const json = `${JSON.stringify(policies, null, 2)}\n`;
  // regedit's format: a key per list policy, its entries as values "1", "2", … (REG_SZ), under each browser's key.
  const regString = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const section = (root) =>
    POLICY_NAMES.map((name) => [`[${root}\\${name}]`, ...policies[name].map((p, i) => `"${i + 1}"=${regString(p)}`)].join('\r\n')).join('\r\n\r\n');
  // Each key is deleted first ([-key]) so entries of an earlier deployment do not linger as "3", "4", ….
  const cleared = (root) => POLICY_NAMES.map((name) => `[-${root}\\${name}]`).join('\r\n');
  const windowsReg = ['Windows Registry Editor Version 5.00', '', cleared(REGISTRY_KEYS.chrome), '', section(REGISTRY_KEYS.chrome), '', cleared(REGISTRY_KEYS.edge), '', section(REGISTRY_KEYS.edge), ''].join('\r\n');
  return { chromeJson: json, edgeJson: json, windowsReg, policies };
}

/** The files `npm run configure` writes under dist/browser-policy/. */
export function browserPolicyFiles(o) {
  const { chromeJson, edgeJson, windowsReg } = browserPolicies(o);
  return { 'chrome-managed-policy.json': chromeJson, 'edge-managed-policy.json': edgeJson, 'chrome-edge-policies.reg': windowsReg };
}

/** Whether a configuration (config.json's shape) lets the panel show notifications: not when locked off. */
export function notificationsOf(config) {
  const a = config?.agentSettings;
  return !(a?.locked?.includes('notifications') && a?.defaults?.notifications === false);
}
