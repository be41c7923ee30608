import { Fragment, Suspense, lazy, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailBody } from '../../model';
import { emailBodyPreview } from '../../rules/email-body';
import { splitLongWords } from '../../rules/long-words';
import { Button } from '../common';

// DOMPurify and the frame load with the first HTML (or long) email, not with the panel.
const HtmlEmailFrame = lazy(() => import('./HtmlEmailFrame'));

const escapeHtml = (s: string) => s.replace(/[&<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * An email's body, costing the panel little whatever its size (issue: one long word froze the panel): a long
 * body shows its beginning until the agent asks for the whole, which then goes in an isolated frame; long words
 * get break opportunities; the body has a bounded height and scrolls on its own, so Reply stays in reach.
 */
export function EmailBodyView({ body, subject }: { body: EmailBody; subject: string }) {
  const intl = useIntl();
  const [whole, setWhole] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const preview = useMemo(() => emailBodyPreview(body.content), [body.content]);
  const showWhole = () => {
    setWhole(true);
    // The button goes; focus goes to the body it revealed.
    requestAnimationFrame(() => box.current?.focus());
  };
  const loading = (
    <p role="status">
      <FormattedMessage id="email.loading" />
    </p>
  );
  let view;
  if (whole && preview.cut) {
    const html = body.type === 'text/html' ? body.content : `<div style="white-space:pre-wrap">${escapeHtml(body.content)}</div>`;
    view = (
      <Suspense fallback={loading}>
        <HtmlEmailFrame html={html} subject={subject} isolated />
      </Suspense>
    );
  } else if (body.type === 'text/html') {
    view = (
      <Suspense fallback={loading}>
        <HtmlEmailFrame html={preview.content} subject={subject} />
      </Suspense>
    );
  } else {
    view = (
      <div className="email-text" dir="auto" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'email.body' })}>
        <TextWithBreaks text={preview.content} />
      </div>
    );
  }
  return (
    <div ref={box} tabIndex={-1} className="email-body">
      {view}
      {preview.cut && !whole && (
        <p className="email-body-cut">
          <FormattedMessage id="email.body.cut" />{' '}
          <Button variant="link" onClick={showWhole}>
            <FormattedMessage id="email.body.showWhole" />
          </Button>
        </p>
      )}
    </div>
  );
}

/** Text with a <wbr> in every long unbroken word: copying leaves it out, wrapping there costs the layout little. */
function TextWithBreaks({ text }: { text: string }) {
  const pieces = useMemo(() => splitLongWords(text), [text]);
  return (
    <>
      {pieces.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </>
  );
}
