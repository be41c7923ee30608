import { pickAttributes, type CrmChannel, type CrmContactEvent } from './crm-contact';
import { isSecureWebUrl } from './crm-origins';

/**
 * Screen pop: a rule opens a URL built from a template when a contact of its channels and queues is offered or
 * accepted. Values are URL-encoded, so a customer address or an attribute can never change where the URL goes; an
 * attribute reaches the URL only when the template names it; the URL must be on an origin the admin listed.
 */

export type ScreenPopTrigger = 'offered' | 'accepted';

export interface ScreenPopRule {
  /** The rule's name: also its window's name, so the next contact's pop reuses the same window. */
  name: string;
  on: ScreenPopTrigger;
  /** Empty: every channel. */
  channels: readonly CrmChannel[];
  /** Queue names; empty: every queue. */
  queues: readonly string[];
  url: string;
  /** The attributes the template names ({attributes.Name}), read from it. */
  attributes: readonly string[];
}

export interface ScreenPop {
  rule: string;
  /** The window name (target) the URL opens in. */
  target: string;
  url: string;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;
const FIELDS = ['customer', 'contactId', 'queue', 'channel'] as const;
const ATTRIBUTE = /^attributes\.([\w-]{1,128})$/;

/** Window names are the rule's name under a prefix, so no rule can name the panel's own windows. */
export const screenPopTarget = (name: string) => `screen-pop-${name}`;

/**
 * Checks a URL template against the listed origins and answers the attributes it names, or an error in words.
 * Placeholders may only follow the origin (in the path, query or fragment): a value can never choose the host.
 */
export function checkTemplate(template: string, origins: readonly string[]): { attributes: string[] } | { error: string } {
  const attributes: string[] = [];
  for (const [, name] of template.matchAll(PLACEHOLDER)) {
    const attr = ATTRIBUTE.exec(name!);
    if (attr) attributes.push(attr[1]!);
    else if (!(FIELDS as readonly string[]).includes(name!)) return { error: `unknown placeholder {${name}}; use {${FIELDS.join('}, {')}} or {attributes.Name}` };
  }
  const first = template.indexOf('{');
  const head = first === -1 ? template : template.slice(0, first);
  let url: URL;
  try {
    url = new URL(template.replace(PLACEHOLDER, 'x'));
  } catch {
    return { error: 'is not a URL' };
  }
  if (!isSecureWebUrl(url)) return { error: 'must be an https:// URL' };
  if (!/^[a-z]+:\/\/[^/?#{}]+[/?#]/i.test(head)) return { error: 'may have placeholders only after the origin, in the path or query' };
  if (!origins.includes(url.origin)) return { error: `is on ${url.origin}, which is not in screenPop.allowedOrigins` };
  return { attributes: [...new Set(attributes)] };
}

/** `.`, `..` or their %2e forms, any case: the URL parser would drop them and the segment before. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether the expanded URL's path has a dot segment. encodeURIComponent leaves `.` alone, so a value `..` (or a `.`
 * next to a template's own dot) would move the pop to another path of the CRM; such a pop is not opened.
 */
function formsDotSegment(expanded: string): boolean {
  const path = expanded.replace(/^[a-z]+:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0]!;
  return path.split('/').some((segment) => DOT_SEGMENT.test(segment));
}

/** The template with each placeholder replaced by its URL-encoded value; null if the result leaves the listed origins or the template's path shape. */
export function expandTemplate(rule: Pick<ScreenPopRule, 'url' | 'attributes'>, event: CrmContactEvent, origins: readonly string[]): string | null {
  const { contact } = event;
  const attributes = pickAttributes(contact.attributes, rule.attributes);
  const values: Record<string, string> = { customer: contact.customer, contactId: contact.contactId, queue: contact.queue, channel: contact.channel };
  const expanded = rule.url.replace(PLACEHOLDER, (_, name: string) => {
    const attr = ATTRIBUTE.exec(name);
    return encodeURIComponent((attr ? attributes[attr[1]!] : values[name]) ?? '');
  });
  if (formsDotSegment(expanded)) return null;
  try {
    const url = new URL(expanded);
    // Checked again on the result: the configuration was checked at start, but what opens is what counts.
    return isSecureWebUrl(url) && origins.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

const PHASE_OF: Record<ScreenPopTrigger, CrmContactEvent['phase']> = { offered: 'offered', accepted: 'connected' };

/** The pops a contact event calls for: every rule whose moment, channel and queue match. */
export function screenPopsFor(event: CrmContactEvent, rules: readonly ScreenPopRule[], origins: readonly string[]): ScreenPop[] {
  return rules.flatMap((rule) => {
    if (PHASE_OF[rule.on] !== event.phase) return [];
    if (rule.channels.length > 0 && !rule.channels.includes(event.contact.channel)) return [];
    if (rule.queues.length > 0 && !rule.queues.includes(event.contact.queue)) return [];
    const url = expandTemplate(rule, event, origins);
    return url ? [{ rule: rule.name, target: screenPopTarget(rule.name), url }] : [];
  });
}
