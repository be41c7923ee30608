/**
 * Amazon Connect interactive messages (chat §3, §5): the templates a bot or flow sends (ListPicker, Panel,
 * QuickReply, TimePicker, Carousel, and for other templates their title, app name or payment total) and the
 * customer's responses. Parsing yields plain strings only; images are kept only for https URLs. The views show
 * these as text, never as markup.
 */

export const INTERACTIVE_CONTENT_TYPE = 'application/vnd.amazonaws.connect.message.interactive';
export const INTERACTIVE_RESPONSE_CONTENT_TYPE = 'application/vnd.amazonaws.connect.message.interactive.response';

/** The most options, slots and cards shown; the templates' own limits are lower (list picker 6, panel 10). */
const MAX_ELEMENTS = 20;
/** Carousels hold panels or list pickers, up to 5 in Amazon Connect. */
const MAX_CARDS = 5;

export interface InteractiveImage {
  url: string;
  description?: string;
}

export interface InteractiveOption {
  title: string;
  subtitle?: string;
  image?: InteractiveImage;
}

export interface TimeSlot {
  /** Epoch ms. */
  start: number;
  durationMinutes: number;
}

export type InteractiveTemplate =
  | { kind: 'ListPicker' | 'Panel' | 'QuickReply'; title: string; subtitle?: string; image?: InteractiveImage; options: InteractiveOption[] }
  | { kind: 'TimePicker'; title: string; subtitle?: string; location?: string; slots: TimeSlot[] }
  | { kind: 'Carousel'; title?: string; cards: Extract<InteractiveTemplate, { kind: 'ListPicker' | 'Panel' | 'QuickReply' }>[] }
  | { kind: 'Other'; templateType: string; title?: string; appName?: string; payment?: { amount: string; currencyCode: string } };

export interface InteractiveResponse {
  selectionText: string;
  templateIdentifier: string;
  listTitle?: string;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** An image URL the panel may load: absolute https only (no http, data:, javascript: or relative URLs). */
export function safeImageUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' && url.hostname ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function image(content: Json): InteractiveImage | undefined {
  if (content.imageType !== undefined && content.imageType !== 'URL') return undefined;
  const url = safeImageUrl(content.imageData);
  if (!url) return undefined;
  const description = text(content.imageDescription);
  return { url, ...(description ? { description } : {}) };
}

function options(content: Json): InteractiveOption[] {
  const elements = Array.isArray(content.elements) ? content.elements : [];
  const out: InteractiveOption[] = [];
  for (const e of elements.slice(0, MAX_ELEMENTS)) {
    const el = obj(e);
    const title = text(el?.title);
    if (!el || !title) continue;
    const subtitle = text(el.subtitle);
    const img = image(el);
    out.push({ title, ...(subtitle ? { subtitle } : {}), ...(img ? { image: img } : {}) });
  }
  return out;
}

function choice(kind: 'ListPicker' | 'Panel' | 'QuickReply', content: Json): Extract<InteractiveTemplate, { kind: 'ListPicker' }> | null {
  const title = text(content.title);
  const opts = options(content);
  if (!title || opts.length === 0) return null;
  const subtitle = text(content.subtitle);
  const img = image(content);
  return { kind, title, ...(subtitle ? { subtitle } : {}), ...(img ? { image: img } : {}), options: opts } as Extract<InteractiveTemplate, { kind: 'ListPicker' }>;
}

function timePicker(content: Json): InteractiveTemplate | null {
  const title = text(content.title);
  const raw = Array.isArray(content.timeslots) ? content.timeslots : [];
  const slots: TimeSlot[] = [];
  for (const s of raw.slice(0, MAX_ELEMENTS)) {
    const slot = obj(s);
    const start = typeof slot?.date === 'string' ? Date.parse(slot.date) : NaN;
    const duration = Number(slot?.duration);
    if (!Number.isNaN(start) && Number.isFinite(duration) && duration > 0) slots.push({ start, durationMinutes: duration });
  }
  if (!title || slots.length === 0) return null;
  const subtitle = text(content.subtitle);
  const location = text(obj(content.location)?.title);
  return { kind: 'TimePicker', title, ...(subtitle ? { subtitle } : {}), ...(location ? { location } : {}), slots };
}

function template(t: Json, depth: number): InteractiveTemplate | null {
  const type = text(t.templateType);
  const data = obj(t.data);
  const content = obj(data?.content);
  if (!type) return null;
  if ((type === 'ListPicker' || type === 'Panel' || type === 'QuickReply') && content) return choice(type, content);
  if (type === 'TimePicker' && content) return timePicker(content);
  if (type === 'Carousel' && content && depth === 0) {
    const elements = Array.isArray(content.elements) ? content.elements : [];
    const cards = elements
      .slice(0, MAX_CARDS)
      .map((e) => (obj(e) ? template(obj(e)!, depth + 1) : null))
      .filter((c): c is Extract<InteractiveTemplate, { kind: 'ListPicker' }> => c !== null && (c.kind === 'ListPicker' || c.kind === 'Panel' || c.kind === 'QuickReply'));
    if (cards.length === 0) return null;
    const title = text(content.title);
    return { kind: 'Carousel', ...(title ? { title } : {}), cards };
  }
  // Other templates (Apple and WhatsApp ones, forms, view resources): what the panel can say about them.
  const title = text(content?.title);
  const appName = text(content?.appName) ?? text(data?.appName) ?? text(t.appName);
  const paymentRequest = obj(obj(content?.payment ?? data?.payment ?? t.payment)?.paymentRequest);
  const total = obj(paymentRequest?.total);
  const amount = typeof total?.amount === 'number' ? String(total.amount) : text(total?.amount);
  // Apple Pay puts the currency on the payment request itself, beside the total (chat §3.2).
  const currencyCode = text(total?.currencyCode) ?? text(paymentRequest?.currencyCode);
  return {
    kind: 'Other',
    templateType: type,
    ...(title ? { title } : {}),
    ...(appName ? { appName } : {}),
    ...(amount && currencyCode ? { payment: { amount, currencyCode } } : {}),
  };
}

const parse = (content: string): Json | undefined => {
  try {
    return obj(JSON.parse(content));
  } catch {
    return undefined;
  }
};

/** The template in an interactive message's content, or null when it is not one the panel can read. */
export function parseInteractive(content: string): InteractiveTemplate | null {
  const t = parse(content);
  return t ? template(t, 0) : null;
}

/**
 * The customer's answer to an interactive message. Both selectionText and templateIdentifier must be strings
 * (chat §5); they may sit at the top level or under data.content.
 */
export function parseInteractiveResponse(content: string): InteractiveResponse | null {
  const t = parse(content);
  if (!t) return null;
  const inner = obj(obj(t.data)?.content);
  const pick = (k: string) => (typeof t[k] === 'string' ? (t[k] as string) : typeof inner?.[k] === 'string' ? (inner[k] as string) : undefined);
  const selectionText = pick('selectionText');
  const templateIdentifier = pick('templateIdentifier');
  if (selectionText === undefined || templateIdentifier === undefined || !selectionText.trim()) return null;
  const listTitle = pick('listTitle');
  return { selectionText, templateIdentifier, ...(listTitle?.trim() ? { listTitle } : {}) };
}
