import type { ContactCentre } from '../centre/centre.ts';
import { badRequest, ServiceError } from '../centre/errors.ts';
import type { InstanceIds } from '../centre/ids.ts';
import type { ContactRecord } from '../centre/records.ts';
import { randomUUID } from 'node:crypto';

/**
 * Connect Local's quick-responses knowledge base (Amazon Q in Connect's QUICK_RESPONSES knowledge base) and its
 * SearchQuickResponses, which the ccp-v2 page's api-proxy answers for streams' QuickResponses API. Contents may
 * hold placeholders as Amazon Connect writes them, `{{$.Agent.FirstName}}`, `{{$.Customer.FirstName}}`,
 * `{{$.Attributes.orderId}}`: filled from the agent's name, the customer's name (Connect Local's stand-in for a
 * Customer Profile) and the contact's attributes; the rest stay as written and are named in attributesNotInterpolated.
 */

export interface QuickResponseInput {
  name: string;
  shortcutKey?: string;
  description?: string;
  plainText?: string;
  markdown?: string;
  channels?: string[];
  language?: string;
}

export interface StoredQuickResponse extends Required<Pick<QuickResponseInput, 'name' | 'channels' | 'language'>> {
  quickResponseId: string;
  shortcutKey?: string;
  description?: string;
  plainText?: string;
  markdown?: string;
  createdTime: number;
}

const KNOWLEDGE_BASE_ID = '8c3e5f3a-5b0e-4f6e-9a51-6c3b0e2d7a10';
export const MAX_RESULTS_DEFAULT = 25;

const SEED: QuickResponseInput[] = [
  { name: 'Greeting', shortcutKey: 'hi', plainText: 'Hello {{$.Customer.FirstName}}, my name is {{$.Agent.FirstName}}. How can I help you today?', markdown: 'Hello **{{$.Customer.FirstName}}**, my name is {{$.Agent.FirstName}}. How can I help you today?' },
  { name: 'Order status', shortcutKey: 'order', plainText: 'Your order {{$.Attributes.orderId}} is on its way.', markdown: 'Your order **{{$.Attributes.orderId}}** is on its way.' },
  { name: 'Refund policy', shortcutKey: 'refund', description: 'Returns within 30 days', plainText: 'You can return any item within 30 days for a full refund.', markdown: 'You can return any item within **30 days** for a full refund.' },
  { name: 'Hold on', shortcutKey: 'wait', plainText: 'Thanks for waiting, I am checking that for you now.' },
  { name: 'Closing', shortcutKey: 'bye', plainText: 'Thank you for contacting us, {{$.Customer.FirstName}}. Have a great day!' },
  { name: 'Despedida', shortcutKey: 'adios', language: 'es_ES', plainText: 'Gracias por contactarnos. ¡Que tenga un buen día!' },
];

const PLACEHOLDER = /\{\{\s*(\$\.[A-Za-z0-9_.\-]+)\s*\}\}/g;
const str = (v: unknown, name: string, max: number, required = false): string | undefined => {
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string' || !v.trim() || v.length > max) throw badRequest(`${name} must be a string of 1 to ${max} characters`);
  return v;
};

export class QuickResponses {
  private items: StoredQuickResponse[] = [];
  /** The next `count` searches fail with this error (POST /faults/quick-responses). */
  fault: { type: string; message: string; count: number } | null = null;
  constructor() {
    this.reset();
  }

  reset() {
    this.items = [];
    this.fault = null;
    for (const q of SEED) this.add(q);
  }
  clear() {
    this.items = [];
  }
  list(): StoredQuickResponse[] {
    return [...this.items];
  }

  /** CreateQuickResponse's rules: name up to 100, unique shortcut key, content up to 1024 characters. */
  add(input: Record<string, unknown> | QuickResponseInput): StoredQuickResponse {
    const i = input as Record<string, unknown>;
    const name = str(i.name, 'name', 100, true)!;
    const shortcutKey = str(i.shortcutKey, 'shortcutKey', 10);
    if (shortcutKey && this.items.some((x) => x.shortcutKey?.toLowerCase() === shortcutKey.toLowerCase())) throw badRequest(`shortcutKey ${shortcutKey} is already used`);
    const plainText = str(i.plainText, 'plainText', 1024);
    const markdown = str(i.markdown, 'markdown', 1024);
    if (!plainText && !markdown) throw badRequest('plainText or markdown is required');
    const channels = i.channels === undefined ? ['Chat'] : i.channels;
    if (!Array.isArray(channels) || channels.some((c) => typeof c !== 'string')) throw badRequest('channels must be a list of strings');
    const q: StoredQuickResponse = {
      quickResponseId: randomUUID(),
      name,
      channels: channels as string[],
      language: str(i.language, 'language', 5) ?? 'en_US',
      createdTime: Date.now(),
      ...(shortcutKey ? { shortcutKey } : {}),
      ...(typeof i.description === 'string' ? { description: i.description } : {}),
      ...(plainText ? { plainText } : {}),
      ...(markdown ? { markdown } : {}),
    };
    this.items.push(q);
    return q;
  }

  /**
   * SearchQuickResponses as the hosted CCP calls it: priority shortcut key, name, content, description; chat
   * responses only; `attributes` are streams' contact.getAttributes() ({key: {name, value}}) or plain strings.
   */
  search(params: Record<string, unknown>, ctx: { agentName: string; contact: ContactRecord | undefined; ids: InstanceIds }) {
    if (this.fault) {
      const { type, message } = this.fault;
      if (--this.fault.count <= 0) this.fault = null;
      throw new ServiceError(type, message, type === 'ThrottlingException' ? 429 : 500);
    }
    const query = typeof params.query === 'string' ? params.query.trim().toLowerCase() : '';
    const maxResults = typeof params.maxResults === 'number' && params.maxResults >= 1 && params.maxResults <= 100 ? Math.floor(params.maxResults) : MAX_RESULTS_DEFAULT;
    const start = typeof params.nextToken === 'string' && /^\d+$/.test(params.nextToken) ? Number(params.nextToken) : 0;
    const rank = (q: StoredQuickResponse): number => {
      if (!query) return 4;
      if (q.shortcutKey?.toLowerCase().startsWith(query)) return 0;
      if (q.name.toLowerCase().includes(query)) return 1;
      if (`${q.plainText ?? ''} ${q.markdown ?? ''}`.toLowerCase().includes(query)) return 2;
      if (q.description?.toLowerCase().includes(query)) return 3;
      return -1;
    };
    const matches = this.items
      .filter((q) => q.channels.includes('Chat'))
      .map((q) => ({ q, r: rank(q) }))
      .filter((x) => x.r >= 0)
      .sort((a, b) => a.r - b.r || a.q.name.localeCompare(b.q.name))
      .map((x) => x.q);
    const values = attributeValues(params.attributes, ctx);
    const page = matches.slice(start, start + maxResults);
    const next = start + maxResults < matches.length ? String(start + maxResults) : undefined;
    return { results: page.map((q) => toResult(q, values, ctx.ids)), ...(next ? { nextToken: next } : {}) };
  }
}

function attributeValues(raw: unknown, ctx: { agentName: string; contact: ContactRecord | undefined }): Map<string, string> {
  const values = new Map<string, string>();
  const [agentFirst, ...agentRest] = ctx.agentName.split(/\s+/);
  if (agentFirst) values.set('$.Agent.FirstName', agentFirst);
  if (agentRest.length) values.set('$.Agent.LastName', agentRest.join(' '));
  const customer = ctx.contact?.customerEndpoint.name?.trim();
  if (customer) {
    const [first, ...rest] = customer.split(/\s+/);
    values.set('$.Customer.FirstName', first!);
    if (rest.length) values.set('$.Customer.LastName', rest.join(' '));
  }
  for (const [k, v] of Object.entries(ctx.contact?.attributes ?? {})) values.set(`$.Attributes.${k}`, v);
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      const value = typeof v === 'string' ? v : v && typeof v === 'object' ? (v as { value?: unknown }).value : undefined;
      if (typeof value === 'string') values.set(`$.Attributes.${k}`, value);
    }
  }
  return values;
}

function toResult(q: StoredQuickResponse, values: Map<string, string>, ids: InstanceIds) {
  const arn = (kind: string) => `arn:aws:wisdom:${ids.region}:${ids.account}:${kind}/${KNOWLEDGE_BASE_ID}`;
  const interpolated = new Set<string>();
  const notInterpolated = new Set<string>();
  const fill = (text: string | undefined) =>
    text?.replace(PLACEHOLDER, (whole, path: string) => {
      const v = values.get(path);
      if (v === undefined || v === '') {
        notInterpolated.add(path);
        return whole;
      }
      interpolated.add(path);
      return v;
    });
  const plainText = fill(q.plainText);
  const markdown = fill(q.markdown);
  return {
    quickResponseId: q.quickResponseId,
    quickResponseArn: `${arn('quick-response')}/${q.quickResponseId}`,
    knowledgeBaseId: KNOWLEDGE_BASE_ID,
    knowledgeBaseArn: arn('knowledge-base'),
    name: q.name,
    contentType: q.markdown ? 'application/x.quickresponse;format=markdown' : 'application/x.quickresponse;format=plain',
    contents: { ...(plainText !== undefined ? { plainText: { content: plainText } } : {}), ...(markdown !== undefined ? { markdown: { content: markdown } } : {}) },
    ...(q.shortcutKey ? { shortcutKey: q.shortcutKey } : {}),
    ...(q.description ? { description: q.description } : {}),
    channels: q.channels,
    language: q.language,
    isActive: true,
    status: 'CREATED',
    createdTime: q.createdTime / 1000,
    lastModifiedTime: q.createdTime / 1000,
    attributesInterpolated: [...interpolated],
    attributesNotInterpolated: [...notInterpolated],
  };
}

/** One knowledge base per contact centre; a reset world gets the seed responses back. */
const bases = new WeakMap<ContactCentre, QuickResponses>();
export function quickResponsesOf(centre: ContactCentre): QuickResponses {
  let kb = bases.get(centre);
  if (!kb) {
    const created = (kb = new QuickResponses());
    bases.set(centre, created);
    centre.events.on('change', (reason: string) => reason === 'reset' && created.reset());
  }
  return kb;
}
