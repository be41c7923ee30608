// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseEmailHtml } from '../../../src/shared/ui/email/sanitize-email-html';

// The sanitiser with hostile style attributes (issue 26 §6): CSS escapes and HTML entities hide url() from a
// pattern tested on the raw text; whatever the spelling, nothing that fetches survives, even with images allowed.

const bodyOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('sanitiseEmailHtml', () => {
  const HOSTILE_STYLES = [
    'background: u\\72l(https://tracker.invalid/1.png)',
    'background: \\75rl(https://tracker.invalid/2.png)',
    'background: \\000075\\000072\\00006c(https://tracker.invalid/3.png)',
    'background: &#117;rl(https://tracker.invalid/4.png)',
    'background: u&#x5c;72l(https://tracker.invalid/5.png)',
    'background: ur/**/l(https://tracker.invalid/6.png)',
    'background-image: image-set(&quot;https://tracker.invalid/7.png&quot; 1x)',
  ];

  it.each(HOSTILE_STYLES)('drops the style %s, even once images are allowed', (style) => {
    for (const allowRemoteImages of [false, true]) {
      const { html } = sanitiseEmailHtml(`<div style="${style}">Styled</div>`, { allowRemoteImages, title: 't' });
      expect(html).not.toContain('tracker.invalid');
      expect(bodyOf(html).querySelector('div')?.getAttribute('style')).toBeNull();
    }
  });

  it('keeps an ordinary style, and a <style> element goes whatever it holds', () => {
    const { html } = sanitiseEmailHtml('<p style="color: #333">Hi</p><style>b{background:u\\72l(https://tracker.invalid/s.png)}</style>', { allowRemoteImages: true, title: 't' });
    expect(bodyOf(html).querySelector('p')?.getAttribute('style')).toBe('color: #333');
    expect(html).not.toContain('tracker.invalid');
  });

  it('loads allowed images without a Referer: the image says so and so does the document', () => {
    const { html, blockedImages } = sanitiseEmailHtml('<img src="https://images.example/logo.png" alt="Logo">', { allowRemoteImages: true, title: 't' });
    expect(blockedImages).toBe(0);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(doc.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('gives a long unbroken word break opportunities, losing no letter', () => {
    const { html } = sanitiseEmailHtml(`<p>${'a'.repeat(10_000)}</p>`, { allowRemoteImages: false, title: 't' });
    const p = bodyOf(html).querySelector('p')!;
    expect(p.querySelectorAll('wbr').length).toBeGreaterThan(100);
    expect(p.textContent).toBe('a'.repeat(10_000));
  });
});
