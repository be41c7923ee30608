import type { ReactNode } from 'react';
import './Badge.css';

export type BadgeColour = 'grey' | 'blue' | 'green' | 'red';

/**
 * A small label or count: unread messages (red), a channel subtype (grey), "Authenticated" (green).
 * If the badge is the only place a fact is stated, give it a `label` for screen readers ("3 unread messages"):
 * the visible text is then hidden from them.
 *
 *   <Badge colour="red" label={intl.formatMessage({ id: 'chat.unread' }, { count })}>{count}</Badge>
 */
export function Badge({ colour = 'grey', label, children, className }: { colour?: BadgeColour; label?: string; children: ReactNode; className?: string }) {
  return (
    <span className={`badge badge-${colour}${className ? ` ${className}` : ''}`}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
