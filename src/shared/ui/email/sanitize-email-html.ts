import DOMPurify from 'dompurify';
import { splitLongWords } from '../../rules/long-words';
import { cssCanFetch } from '../../security/css-fetch';

/**
 * A customer's HTML email made harmless (email §2), with DOMPurify (a well-kept sanitiser; a hand-written one
 * misses the next trick): no scripts, event handlers, forms, frames, SVG or MathML, no `javascript:` or other
 * non-web links, no <style> or <link> (which can reach out with @import), no base or meta refresh. Remote images
 * are kept out until the agent asks for them; links open in a new tab with no opener and no referrer.
 *
 * What comes out is shown in a frame sandboxed without scripts, under a policy (in the document itself) that
 * lets nothing load from the network except, once allowed, images: two walls behind the sanitiser.
 */

export interface SanitisedEmail {
  /** The whole document for the frame's srcdoc. */
  html: string;
  /** Remote images left out (they load when the agent allows them). */
  blockedImages: number;
}

const FORBID_TAGS = ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'option', 'textarea', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'template', 'audio', 'video', 'source', 'track', 'picture', 'portal', 'dialog'];
const FORBID_ATTR = ['srcset', 'action', 'formaction', 'background', 'poster', 'ping', 'xlink:href', 'srcdoc', 'target', 'lowsrc', 'dynsrc', 'longdesc', 'usemap'];
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;

export function sanitiseEmailHtml(raw: string, options: { allowRemoteImages: boolean; title: string }): SanitisedEmail {
  const { body, blockedImages } = sanitiseEmailFragment(raw, options);
  const imgSrc = options.allowRemoteImages ? 'data: https:' : 'data:';
  const policy = `default-src 'none'; img-src ${imgSrc}; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><meta name="referrer" content="no-referrer"><title>${escapeText(options.title)}</title><style>body{margin:8px;font:14px/1.5 system-ui,sans-serif;color:#000716;background:#fff;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{max-width:100%}pre{white-space:pre-wrap}</style></head><body>${body}</body></html>`;
  return { html, blockedImages };
}

/**
 * The customer's HTML made harmless, as a fragment: what the frame shows, and what a reply quotes (quoted without
 * remote images, so a reply never carries the customer's tracking pixels on).
 */
export function sanitiseEmailFragment(raw: string, options: { allowRemoteImages: boolean }): { body: string; blockedImages: number } {
  let blockedImages = 0;
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    // A style that could fetch (url(), image-set(), even written with CSS escapes) goes whole.
    if (el.hasAttribute?.('style') && cssCanFetch(el.getAttribute('style') ?? '')) el.removeAttribute('style');
    if (el.tagName === 'A') {
      const href = el.getAttribute('href') ?? '';
      if (!SAFE_LINK.test(href.trim())) el.removeAttribute('href');
      else {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    if (el.tagName === 'IMG') {
      const src = (el.getAttribute('src') ?? '').trim();
      if (INLINE_IMAGE.test(src)) return;
      // Only https images may load, once allowed: plain http would be mixed content on the panel's https page.
      if (/^https:/i.test(src) && options.allowRemoteImages) {
        el.setAttribute('referrerpolicy', 'no-referrer');
        return;
      }
      if (/^https:/i.test(src)) blockedImages++;
      el.removeAttribute('src');
    }
  });
  const root = purify.sanitize(raw, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    WHOLE_DOCUMENT: false,
    RETURN_DOM: true,
  }) as HTMLElement;
  breakLongWords(root);
  return { body: root.innerHTML, blockedImages };
}

/** A break opportunity (<wbr>) in every long unbroken word, so wrapping it anywhere costs the layout little. */
function breakLongWords(root: HTMLElement) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const long: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if ((n as Text).data.length > 64) long.push(n as Text);
  for (const text of long) {
    const pieces = splitLongWords(text.data);
    if (pieces.length < 2) continue;
    const doc = root.ownerDocument;
    const parts = pieces.flatMap((p, i) => (i === 0 ? [doc.createTextNode(p)] : [doc.createElement('wbr'), doc.createTextNode(p)]));
    text.replaceWith(...parts);
  }
}

const escapeText = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
