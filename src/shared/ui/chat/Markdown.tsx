import type { ReactNode } from 'react';
import { parseMarkdown, type Inline } from '../../rules/chat-markdown';

/**
 * Chat markdown as React elements: only the tree parseMarkdown builds (bold, italics, http(s) links, lists,
 * code). Every string is a text node, so customer HTML shows as text and never runs.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <>
      {parseMarkdown(text).map((block, i) => {
        if (block.kind === 'code') return <pre key={i}><code>{block.text}</code></pre>;
        if (block.kind === 'p') return <p key={i}>{inlines(block.children)}</p>;
        const items = block.items.map((item, j) => <li key={j}>{inlines(item)}</li>);
        return block.kind === 'ul' ? <ul key={i}>{items}</ul> : <ol key={i}>{items}</ol>;
      })}
    </>
  );
}

function inlines(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.kind) {
      case 'text':
        return n.text;
      case 'br':
        return <br key={i} />;
      case 'code':
        return <code key={i}>{n.text}</code>;
      case 'strong':
        return <strong key={i}>{inlines(n.children)}</strong>;
      case 'em':
        return <em key={i}>{inlines(n.children)}</em>;
      case 'link':
        return (
          <a key={i} href={n.href} target="_blank" rel="noopener noreferrer nofollow">
            {inlines(n.children)}
          </a>
        );
    }
  });
}
