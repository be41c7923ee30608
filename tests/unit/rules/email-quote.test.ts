import { describe, expect, it } from 'vitest';
import { quotedOriginalHtml, replyWithQuoteHtml, textAsHtml } from '../../../src/shared/rules/email-quote';

describe('email quote', () => {
  it("escapes the agent's text and keeps its line breaks", () => {
    expect(textAsHtml('Hi <Pat> & co\nsee "this"')).toBe('Hi &#60;Pat&#62; &#38; co<br>see &#34;this&#34;');
  });

  it('quotes a text original escaped, and an HTML original only through the sanitiser', () => {
    expect(quotedOriginalHtml({ type: 'text/plain', content: 'a<b\nc' }, () => 'never')).toBe('a&#60;b<br>c');
    expect(quotedOriginalHtml({ type: 'text/html', content: '<p>x</p><script>1</script>' }, (h) => h.replace(/<script>.*<\/script>/, ''))).toBe('<p>x</p>');
    expect(quotedOriginalHtml(null, (h) => h)).toBe('');
  });

  it('puts the reply first, then the attribution and the original in a blockquote', () => {
    const html = replyWithQuoteHtml('Thanks!', { attribution: 'On 3 Mar, Pat <pat@example.com> wrote:', html: '<p>Where is it?</p>' });
    expect(html).toBe(
      '<div dir="auto">Thanks!</div><br><div dir="auto">On 3 Mar, Pat &#60;pat@example.com&#62; wrote:</div>' +
        '<blockquote type="cite" style="margin:0 0 0 0.8ex;border-left:1px solid #ccc;padding-left:1ex"><p>Where is it?</p></blockquote>',
    );
  });
});
