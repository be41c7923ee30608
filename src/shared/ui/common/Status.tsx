import type { ReactNode } from 'react';
import './Status.css';

/** What a status colour means: routable green, not routable grey, error red, busy blue, pending amber. */
export type StatusKind = 'routable' | 'not-routable' | 'error' | 'busy' | 'pending';

/**
 * A small coloured dot for a status. Decorative: the text beside it must say the status (colour alone never does).
 * In forced-colours mode it keeps a visible outline.
 *
 *   <StatusDot kind="routable" /> Available
 */
export function StatusDot({ kind }: { kind: StatusKind }) {
  return <span className={`status-dot status-${kind}`} aria-hidden="true" />;
}

/**
 * A status as a pill: dot, name and an optional timer in tabular figures (so it does not jitter).
 *
 *   <StatusPill kind="not-routable" timer="03:12">Lunch</StatusPill>
 */
export function StatusPill({ kind, children, timer, className }: { kind: StatusKind; children: ReactNode; timer?: ReactNode; className?: string }) {
  return (
    <span className={`status-pill status-${kind}${className ? ` ${className}` : ''}`}>
      <StatusDot kind={kind} />
      <span className="status-pill-name">{children}</span>
      {timer !== undefined && timer !== null && <span className="status-pill-timer">{timer}</span>}
    </span>
  );
}
