import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../common';
import { sanitiseEmailHtml } from './sanitize-email-html';

/**
 * An HTML email body, sanitised and shown in a frame sandboxed without scripts (loaded lazily with DOMPurify:
 * only emails need it). Remote images wait until the agent loads them.
 *
 * A body of ordinary length (what the panel shows at first, see rules/email-body) is in a same-origin frame, so
 * the panel can size the frame to its content; with no `allow-scripts`, nothing in it can run either way. Its
 * layout shares the panel's thread, which the length limit and the broken long words keep cheap. The whole of a
 * long body (`isolated`) goes in a frame of an opaque origin instead, which the browser may lay out on another
 * thread, and which the panel cannot measure: it has a bounded height and scrolls on its own.
 */
export default function HtmlEmailFrame({ html, subject, isolated = false }: { html: string; subject: string; isolated?: boolean }) {
  const intl = useIntl();
  const [allowImages, setAllowImages] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = intl.formatMessage({ id: 'email.body.frame' }, { subject });
  const doc = useMemo(() => sanitiseEmailHtml(html, { allowRemoteImages: allowImages, title }), [html, allowImages, title]);
  // Sized to its content, up to the CSS max-height: beyond that the frame scrolls, so Reply stays in reach.
  const fit = () => {
    const d = frame.current?.contentDocument;
    if (frame.current && d?.documentElement) frame.current.style.height = `${Math.max(80, d.documentElement.scrollHeight + 4)}px`;
  };
  return (
    <div className="email-html">
      {doc.blockedImages > 0 && !allowImages && (
        <p className="email-images-blocked" role="note">
          <FormattedMessage id="email.images.blocked" values={{ count: doc.blockedImages }} />{' '}
          <Button variant="link" onClick={() => setAllowImages(true)}>
            <FormattedMessage id="email.images.load" />
          </Button>
        </p>
      )}
      <iframe
        ref={frame}
        className={isolated ? 'email-frame email-frame-isolated' : 'email-frame'}
        title={title}
        sandbox={isolated ? 'allow-popups allow-popups-to-escape-sandbox' : 'allow-same-origin allow-popups allow-popups-to-escape-sandbox'}
        referrerPolicy="no-referrer"
        srcDoc={doc.html}
        onLoad={isolated ? undefined : fit}
      />
    </div>
  );
}
