import type { EmailBody } from '../domain/email';

/**
 * A reply that quotes the email it answers, as mail clients write one (issue #28): the agent's text, then 'On
 * <date>, <sender> wrote:' and the original in a blockquote. The reply then goes as HTML: the agent's plain text is
 * escaped into it, and the original's HTML only ever arrives here sanitised (the view's DOMPurify sanitiser, passed
 * in), since it is the customer's.
 */

export interface EmailQuote {
  /** 'On 3 Mar 2026, 10:04, Pat Customer <pat@example.com> wrote:' in the agent's language. */
  attribution: string;
  /** The original, as safe HTML (quotedOriginalHtml). */
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Plain text as HTML that reads the same: escaped, its line breaks kept. */
export function textAsHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

/** The original email's body as HTML to quote: an HTML body through `sanitise`, a text body escaped. */
export function quotedOriginalHtml(body: EmailBody | null, sanitise: (html: string) => string): string {
  if (!body) return '';
  return body.type === 'text/html' ? sanitise(body.content) : textAsHtml(body.content);
}

/** The HTML body of a reply with its quote below the agent's text. */
export function replyWithQuoteHtml(reply: string, quote: EmailQuote): string {
  return (
    `<div dir="auto">${textAsHtml(reply)}</div>` +
    `<br><div dir="auto">${escapeHtml(quote.attribution)}</div>` +
    `<blockquote type="cite" style="margin:0 0 0 0.8ex;border-left:1px solid #ccc;padding-left:1ex">${quote.html}</blockquote>`
  );
}
