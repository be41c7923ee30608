import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TranscriptItem } from '../../model';
import { useModel } from '../app/model-context';
import { MAX_ATTACHMENT_MB } from '../../rules/chat-attachments';
import { shownFileName } from '../../rules/bidi-names';
import { FileName } from '../common';
import { INTERACTIVE_CONTENT_TYPE, INTERACTIVE_RESPONSE_CONTENT_TYPE } from '../../rules/chat-interactive';
import { InteractiveMessage, InteractiveResponse } from './InteractiveMessage';
import { Markdown } from './Markdown';

/** One message or attachment: its content, and its sending state or receipt (memoised: items are immutable). */
export const ChatItem = memo(function ChatItem(props: { contactId: string; item: TranscriptItem; markdown: boolean; showTime: boolean; receipt?: 'read' | 'delivered' }) {
  const { contactId, item, markdown, showTime, receipt } = props;
  const model = useModel();
  const retry = () => void model.chat.retry(contactId, item.id).catch(() => undefined);
  return (
    <div className={`chat-item chat-item-${item.direction.toLowerCase()} chat-item-${item.status}`} data-status={item.status}>
      {item.type === 'ATTACHMENT' ? (
        <Attachment contactId={contactId} item={item} />
      ) : item.content.type === INTERACTIVE_CONTENT_TYPE ? (
        <InteractiveMessage content={item.content.data} />
      ) : item.content.type === INTERACTIVE_RESPONSE_CONTENT_TYPE ? (
        <InteractiveResponse content={item.content.data} />
      ) : markdown && item.content.type === 'text/markdown' ? (
        <div className="chat-text">
          <Markdown text={item.content.data} />
        </div>
      ) : (
        <p className="chat-text" style={{ whiteSpace: 'pre-wrap' }}>
          {item.content.data}
        </p>
      )}
      {item.status === 'Sending' && item.type === 'MESSAGE' && (
        <span className="chat-item-state">
          {/* Held until the connection is back, then sent by itself: no Retry to press. */}
          <FormattedMessage id={item.awaitingConnection ? 'chat.waitingForConnection' : 'chat.sending'} />
        </span>
      )}
      {item.status === 'SendFailed' && item.error?.kind === 'send' && (
        <span className="chat-item-state" role="alert">
          <FormattedMessage id="chat.sendFailed" />
          <button type="button" className="link" onClick={retry}>
            <FormattedMessage id="chat.retry" />
          </button>
        </span>
      )}
      {showTime && <SentTime time={item.sentTime} />}
      {receipt && (
        <span className="chat-item-state chat-receipt">
          <FormattedMessage id={receipt === 'read' ? 'chat.read' : 'chat.delivered'} />
        </span>
      )}
    </div>
  );
});

/**
 * When a message was sent, in the agent's language and time zone: the time of day shown, the full date on hover
 * and for screen readers (who hear the full date in place of the short time).
 */
function SentTime({ time }: { time: number }) {
  const intl = useIntl();
  const full = intl.formatDate(time, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <time className="chat-time" dateTime={new Date(time).toISOString()} title={full}>
      <span aria-hidden="true">{intl.formatTime(time, { timeStyle: 'short' })}</span>
      <span className="visually-hidden">{full}</span>
    </time>
  );
}

function Attachment({ contactId, item }: { contactId: string; item: TranscriptItem }) {
  const model = useModel();
  const intl = useIntl();
  // Shown and saved without bidi controls, so 'invoice\u202Efdp.exe' cannot pass for a PDF.
  const name = shownFileName(item.attachment?.name ?? '').name;
  const id = item.attachment?.id;
  const download = async () => {
    if (!id) return;
    const blob = await model.chat.download(contactId, id);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const remove = (
    <button type="button" className="link" onClick={() => model.chat.remove(contactId, item.id)}>
      <FormattedMessage id="chat.removeAttachment" />
    </button>
  );
  return (
    <div className="chat-attachment">
      {id ? (
        <button type="button" className="link" onClick={() => void download().catch(() => undefined)}>
          <FormattedMessage id="chat.download" values={{ name }} />
        </button>
      ) : (
        <span className="chat-attachment-name">
          <FileName name={name} />
        </span>
      )}
      {item.status === 'Sending' && (
        <span className="chat-item-state">
          <progress aria-label={intl.formatMessage({ id: 'chat.attachment.uploading' }, { name })} />
          <FormattedMessage id="chat.attachment.uploading" values={{ name: <FileName name={name} /> }} />
        </span>
      )}
      {item.error?.kind === 'attachment-rejected' && (
        <span className="chat-item-state" role="alert">
          <FormattedMessage id="chat.attachment.rejected" />
          {item.error.reason && (
            <>
              {' '}
              <FormattedMessage id={item.error.reason === 'type' ? 'chat.attachment.rejectedType' : 'chat.attachment.rejectedSize'} values={{ max: MAX_ATTACHMENT_MB }} />
            </>
          )}{' '}
          {remove}
        </span>
      )}
      {item.error?.kind === 'attachment-failed' && (
        <span className="chat-item-state" role="alert">
          <FormattedMessage id="chat.attachment.failed" />
          <button type="button" className="link" onClick={() => void model.chat.retry(contactId, item.id).catch(() => undefined)}>
            <FormattedMessage id="chat.retry" />
          </button>
          {remove}
        </span>
      )}
    </div>
  );
}
