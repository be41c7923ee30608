/**
 * A tiny markdown subset for chat (bold, italics, links, lists, code), parsed into a tree the view renders as
 * React elements. Nothing here produces HTML: customer markup stays text. Links keep only http and https.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'br' };

export type Block =
  | { kind: 'p'; children: Inline[] }
  | { kind: 'ul' | 'ol'; items: Inline[][] }
  | { kind: 'code'; text: string };

/** The href if it is an absolute http(s) URL, else null (javascript:, data:, relative … are refused). */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const pushText = (out: Inline[], text: string) => {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
};

export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < src.length) {
    const rest = src.slice(i);
    if (rest[0] === '\n') {
      out.push({ kind: 'br' });
      i++;
      continue;
    }
    if (rest[0] === '\\' && rest.length > 1 && /[\\`*_[\]()]/.test(rest[1]!)) {
      pushText(out, rest[1]!);
      i += 2;
      continue;
    }
    let m = /^`([^`\n]+)`/.exec(rest);
    if (m) {
      out.push({ kind: 'code', text: m[1]! });
      i += m[0].length;
      continue;
    }
    // Underscores never open or close inside a word (snake_case, window.__x stay text).
    const afterWord = /\w/.test(src[i - 1] ?? '');
    m = /^\*\*(?=\S)([\s\S]*?\S)\*\*/.exec(rest) ?? (afterWord ? null : /^__(?=\S)([\s\S]*?[^\s_])__(?!\w)/.exec(rest));
    if (m) {
      out.push({ kind: 'strong', children: parseInline(m[1]!) });
      i += m[0].length;
      continue;
    }
    m = /^\*(?=[^\s*])([\s\S]*?[^\s*])\*(?!\*)/.exec(rest) ?? (afterWord ? null : /^_(?=[^\s_])([\s\S]*?[^\s_])_(?!\w)/.exec(rest));
    if (m) {
      out.push({ kind: 'em', children: parseInline(m[1]!) });
      i += m[0].length;
      continue;
    }
    m = /^\[([^\]\n]+)\]\(([^)\s]+)\)/.exec(rest);
    if (m) {
      const href = safeHref(m[2]!);
      if (href) out.push({ kind: 'link', href, children: parseInline(m[1]!) });
      else pushText(out, m[0]);
      i += m[0].length;
      continue;
    }
    m = /^https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/.exec(rest);
    if (m && !/\w/.test(src[i - 1] ?? '')) {
      const href = safeHref(m[0]);
      if (href) {
        out.push({ kind: 'link', href, children: [{ kind: 'text', text: m[0] }] });
        i += m[0].length;
        continue;
      }
    }
    // Plain text up to the next character that may start markup.
    const next = rest.slice(1).search(/[\n\\`*_[h]/);
    const len = next === -1 ? rest.length : next + 1;
    pushText(out, rest.slice(0, len));
    i += len;
  }
  return out;
}

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;

export function parseMarkdown(src: string): Block[] {
  const lines = src.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ kind: 'p', children: parseInline(para.join('\n')) });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      flush();
      const body: string[] = [];
      i++;
      while (i < lines.length && !/^\s*```/.test(lines[i]!)) body.push(lines[i++]!);
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const list = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : null;
    if (list) {
      flush();
      const re = list === 'ul' ? BULLET : NUMBERED;
      const items: Inline[][] = [];
      while (i < lines.length && re.test(lines[i]!)) items.push(parseInline(re.exec(lines[i++]!)![1]!));
      i--;
      blocks.push({ kind: list, items });
      continue;
    }
    if (line.trim() === '') flush();
    else para.push(line);
  }
  flush();
  return blocks;
}
