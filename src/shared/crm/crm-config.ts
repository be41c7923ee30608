import type { CrmChannel } from './crm-contact';
import { onlyKnownKeys } from '../rules/known-keys';
import { parseScreenPopOrigin } from './crm-origins';
import { checkTemplate, type ScreenPopRule, type ScreenPopTrigger } from './screen-pop';

/**
 * The `crm` section of config.json: screen-pop rules, click-to-dial and what the embedding API may tell. Checked
 * at start; an error names the field, so a broken rule stops the panel with a message instead of opening the
 * wrong page later.
 */
export interface CrmConfig {
  screenPop: { allowedOrigins: string[]; rules: ScreenPopRule[] };
  /**
   * Auto-dial: the embedding API's dial (from the allowed framing parent) places the call at once instead of waiting
   * for the agent's click. Links (…/dial, tel:) always wait, and so do emergency and premium-rate numbers (rules/outside-dial).
   */
  dial: { autoDial: boolean };
  /** The contact attributes the embedding page's events carry; none by default. */
  embed: { attributes: string[] };
}

export const NO_CRM: CrmConfig = { screenPop: { allowedOrigins: [], rules: [] }, dial: { autoDial: false }, embed: { attributes: [] } };

const CHANNELS: readonly CrmChannel[] = ['voice', 'chat', 'task', 'email'];
const TRIGGERS: readonly ScreenPopTrigger[] = ['offered', 'accepted'];
const RULE_NAME = /^[A-Za-z0-9_-]{1,40}$/;
const ATTRIBUTE_NAME = /^[\w-]{1,128}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringList = (v: unknown, ok: (s: string) => boolean) => Array.isArray(v) && v.every((x) => typeof x === 'string' && ok(x));

/** Throws an Error whose message names the field (the caller prefixes "config.json: "). */
export function parseCrmConfig(raw: unknown): CrmConfig {
  if (raw === undefined) return NO_CRM;
  if (!isObject(raw)) throw new Error('crm must be an object with screenPop, dial and embed');
  onlyKnownKeys(raw, ['screenPop', 'dial', 'embed'], 'crm');
  const pop = raw.screenPop ?? {};
  if (!isObject(pop)) throw new Error('crm.screenPop must be an object with allowedOrigins and rules');
  onlyKnownKeys(pop, ['allowedOrigins', 'rules'], 'crm.screenPop');
  const originsRaw = pop.allowedOrigins ?? [];
  if (!Array.isArray(originsRaw)) throw new Error('crm.screenPop.allowedOrigins must be a list of origins such as "https://crm.example.com"');
  const allowedOrigins = originsRaw.map((o, i) => {
    const origin = parseScreenPopOrigin(o);
    if (!origin) throw new Error(`crm.screenPop.allowedOrigins[${i}] must be an https:// origin such as "https://crm.example.com" (no path)`);
    return origin;
  });
  const rulesRaw = pop.rules ?? [];
  if (!Array.isArray(rulesRaw)) throw new Error('crm.screenPop.rules must be a list of rules');
  const names = new Set<string>();
  const rules = rulesRaw.map((r, i) => {
    const at = `crm.screenPop.rules[${i}]`;
    if (!isObject(r)) throw new Error(`${at} must be an object with name, on and url`);
    onlyKnownKeys(r, ['name', 'on', 'channels', 'queues', 'url'], at);
    if (typeof r.name !== 'string' || !RULE_NAME.test(r.name)) throw new Error(`${at}.name must be 1 to 40 letters, digits, - or _`);
    if (names.has(r.name)) throw new Error(`${at}.name "${r.name}" is used by another rule`);
    names.add(r.name);
    const on = r.on ?? 'offered';
    if (!TRIGGERS.includes(on as ScreenPopTrigger)) throw new Error(`${at}.on must be "offered" or "accepted"`);
    const channels = r.channels ?? [];
    if (!stringList(channels, (c) => CHANNELS.includes(c as CrmChannel))) throw new Error(`${at}.channels must be a list of ${CHANNELS.join(', ')}`);
    const queues = r.queues ?? [];
    if (!stringList(queues, (q) => q.length > 0)) throw new Error(`${at}.queues must be a list of queue names`);
    if (typeof r.url !== 'string') throw new Error(`${at}.url must be a URL template such as "https://crm.example.com/search?phone={customer}"`);
    const checked = checkTemplate(r.url, allowedOrigins);
    if ('error' in checked) throw new Error(`${at}.url ${checked.error}`);
    return { name: r.name, on: on as ScreenPopTrigger, channels: channels as CrmChannel[], queues: queues as string[], url: r.url, attributes: checked.attributes };
  });
  const dial = raw.dial ?? {};
  if (isObject(dial)) onlyKnownKeys(dial, ['autoDial'], 'crm.dial');
  if (!isObject(dial) || (dial.autoDial !== undefined && typeof dial.autoDial !== 'boolean')) throw new Error('crm.dial must be { "autoDial": true | false }');
  const embed = raw.embed ?? {};
  if (isObject(embed)) onlyKnownKeys(embed, ['attributes'], 'crm.embed');
  if (!isObject(embed) || !stringList(embed.attributes ?? [], (a) => ATTRIBUTE_NAME.test(a))) throw new Error('crm.embed.attributes must be a list of contact attribute names');
  return { screenPop: { allowedOrigins, rules }, dial: { autoDial: dial.autoDial === true }, embed: { attributes: [...((embed.attributes as string[] | undefined) ?? [])] } };
}
