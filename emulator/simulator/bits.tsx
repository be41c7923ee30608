import { useId, type ReactNode, type Ref } from 'react';
import { timeText } from './api.ts';

/** Small shared pieces: a titled section (a named region), an error line, a timestamp. */

export function Section(props: { title: string; children: ReactNode; className?: string; headingRef?: Ref<HTMLHeadingElement> }) {
  const { title, children, className, headingRef } = props;
  const id = useId();
  return (
    <section aria-labelledby={id} className={`card ${className ?? ''}`}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An action's error, announced when it appears. Always text, never markup. */
export function ErrorLine({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {error}
    </p>
  );
}

export function Time({ at }: { at: string | number }) {
  const iso = new Date(at).toISOString();
  return (
    <time dateTime={iso} title={iso}>
      {timeText(at)}
    </time>
  );
}

/** A definition-list row; the space keeps "State connecting" readable as text too. */
export function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="field">
      <dt>{term}</dt> <dd>{children}</dd>
    </div>
  );
}
