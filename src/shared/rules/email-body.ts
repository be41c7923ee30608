/**
 * How much of a customer's email body the panel lays out at once. Laying out text costs the panel's main thread
 * in proportion to its length, and a customer decides that length (Amazon Connect takes bodies of megabytes), so
 * a body beyond this many characters shows its beginning first and the rest only when the agent asks for it.
 */
export const EMAIL_PREVIEW_CHARS = 50_000;

export interface BodyPreview {
  content: string;
  /** True when `content` is only the beginning of the body. */
  cut: boolean;
}

/**
 * The beginning of a body, at most `limit` UTF-16 units, never cutting a surrogate pair. An HTML body cut this way
 * may end inside a tag or an entity: the HTML parser drops an unfinished tag and reads an unfinished entity as text.
 */
export function emailBodyPreview(content: string, limit = EMAIL_PREVIEW_CHARS): BodyPreview {
  if (content.length <= limit) return { content, cut: false };
  const end = /[\uD800-\uDBFF]/.test(content[limit - 1] ?? '') ? limit - 1 : limit;
  return { content: content.slice(0, end), cut: true };
}

/** How much of an email a thread entry shows: enough to tell the emails of a conversation apart. */
export const EMAIL_SNIPPET_CHARS = 90;

/** The first words of an email's text, its white space collapsed, cut at a word with an ellipsis. */
export function emailSnippet(text: string, limit = EMAIL_SNIPPET_CHARS): string {
  const flat = text.slice(0, limit * 4).replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
