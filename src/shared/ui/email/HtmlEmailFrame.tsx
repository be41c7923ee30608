import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../common';
import { sanitiseEmailHtml } from './sanitize-email-html';

/**
 * An HTML email body, sanitised and shown in a frame sandboxed without scripts (loaded lazily with DOMPurify:
 * only emails need it). Remote images wait until the agent loads them. The frame is same-origin only so the
 * panel can size it to its content; with no `allow-scripts`, nothing in it can run either way.
 */
export default function HtmlEmailFrame({ html, subject }: { html: string; subject: string }) {
  const intl = useIntl();
  const [allowImages, setAllowImages] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = intl.formatMessage({ id: 'email.body.frame' }, { subject });
  const doc = useMemo(() => sanitiseEmailHtml(html, { allowRemoteImages: allowImages, title }), [html, allowImages, title]);
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
        className="email-frame"
        title={title}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        srcDoc={doc.html}
        onLoad={fit}
      />
    </div>
  );
}
