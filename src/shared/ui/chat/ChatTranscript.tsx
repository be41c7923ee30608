import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TranscriptGroup } from '../../rules/chat-transcript';
import { HIDDEN_PANEL_RETRY_MS, SCROLL_BOTTOM_TOLERANCE_PX } from '../../rules/chat-transcript';
import { timesShown } from '../../rules/chat-timestamps';
import { withoutBidiControls } from '../../rules/bidi-names';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { ChatItem } from './ChatItem';
import './transcript.css';

/**
 * The transcript: grouped by participant, older pages loaded when scrolled to the top, kept at the bottom as
 * messages arrive, and marked read while the agent can see it (retried every second while the page is hidden).
 */
export function ChatTranscript({ contactId, live }: { contactId: string; live: boolean }) {
  const model = useModel();
  const intl = useIntl();
  const entry = model.chat.get(contactId);
  const items = useValue(entry.items);
  const groups = useValue(entry.groups);
  const nextToken = useValue(entry.nextToken);
  const loading = useValue(entry.loading);
  const loadFailed = useValue(entry.loadFailed);
  const features = useValue(entry.features);
  const receipts = useValue(entry.receipts);
  const customerName = useValue(entry.customerName);
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prepend = useRef<{ height: number; top: number } | null>(null);

  const loadOlder = () => {
    const el = log.current;
    if (el) prepend.current = { height: el.scrollHeight, top: el.scrollTop };
    void model.chat.loadOlder(contactId);
  };

  // Where our own pin left the view: its scroll event says nothing about where the agent wants to be, even if
  // more messages made the transcript taller before the event came.
  const pinnedTop = useRef<number | null>(null);
  // Older items keep the view where it was.
  useLayoutEffect(() => {
    const el = log.current;
    if (!el || !prepend.current || loading) return;
    el.scrollTop = el.scrollHeight - prepend.current.height + prepend.current.top;
    prepend.current = null;
  }, [items, loading]);
  // A view at the bottom stays there as the rows grow: new messages, an image that loads, an older row out of sight
  // that gets its real height once drawn (see transcript.css). The observer runs once per frame, after layout and
  // before paint, so a burst of messages costs one layout and reading the height here forces none.
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = log.current;
    const rows = list.current;
    if (!el || !rows) return;
    const observer = new ResizeObserver(() => {
      if (!atBottom.current || prepend.current) return;
      el.scrollTop = el.scrollHeight;
      pinnedTop.current = el.scrollTop;
    });
    observer.observe(rows);
    return () => observer.disconnect();
  }, []);

  // Seen while visible: read. A hidden page retries until it is shown.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryRead = () => {
      if (document.visibilityState === 'hidden') timer = setTimeout(tryRead, HIDDEN_PANEL_RETRY_MS);
      else model.chat.markRead(contactId);
    };
    tryRead();
    return () => clearTimeout(timer);
  }, [items, contactId, model]);

  const name = (g: Extract<TranscriptGroup, { kind: 'messages' }>) =>
    g.direction === 'Outgoing' ? intl.formatMessage({ id: 'chat.you' }) : withoutBidiControls(g.displayName || customerName || '') || intl.formatMessage({ id: 'chat.customer' });

  return (
    <div
      ref={log}
      className="chat-transcript"
      role="log"
      aria-label={intl.formatMessage({ id: 'chat.transcript' })}
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        const ours = pinnedTop.current !== null && el.scrollTop === pinnedTop.current;
        pinnedTop.current = null;
        if (!ours) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_BOTTOM_TOLERANCE_PX;
        if (el.scrollTop === 0 && typeof nextToken === 'string' && !loading) loadOlder();
      }}
    >
      {typeof nextToken === 'string' && (
        <button type="button" className="link chat-load-older" disabled={loading} onClick={loadOlder}>
          <FormattedMessage id="chat.loadOlder" />
        </button>
      )}
      {loadFailed && (
        <p role="alert">
          <FormattedMessage id="chat.loadFailed" />{' '}
          <button type="button" className="link" onClick={() => void model.chat.refill(contactId)}>
            <FormattedMessage id="chat.retry" />
          </button>
        </p>
      )}
      <ol ref={list} className="chat-groups">
        {groups.map((g) =>
          g.kind === 'event' ? (
            <EventRow key={g.key} event={g.item.event ?? ''} name={withoutBidiControls(g.item.displayName || (g.item.participantRole === 'CUSTOMER' ? customerName : null) || '') || intl.formatMessage({ id: 'chat.customer' })} />
          ) : (
            <MessageGroup
              key={g.key}
              contactId={contactId}
              group={g}
              sender={name(g)}
              markdown={features.markdownEnabled}
              // Only the groups holding a receipt get it, so a receipt repaints one group, not all of them.
              readId={receipts.readId && g.items.some((x) => x.id === receipts.readId) ? receipts.readId : undefined}
              deliveredId={receipts.deliveredId && g.items.some((x) => x.id === receipts.deliveredId) ? receipts.deliveredId : undefined}
            />
          ),
        )}
      </ol>
      {/* Nobody types into a chat that has ended. */}
      <TypingIndicator contactId={contactId} live={live} />
    </div>
  );
}

/**
 * One participant's run of messages. Memoised on the group object, which the model keeps for every group but
 * the newest as messages arrive: a new message repaints one group whatever the transcript's length.
 */
const MessageGroup = memo(function MessageGroup(props: {
  contactId: string;
  group: Extract<TranscriptGroup, { kind: 'messages' }>;
  sender: string;
  markdown: boolean;
  readId: string | undefined;
  deliveredId: string | undefined;
}) {
  const { contactId, group, sender, markdown, readId, deliveredId } = props;
  const timed = timesShown(group.items);
  return (
    <li className={`chat-group chat-group-${group.direction.toLowerCase()}${group.continued ? ' chat-group-continued' : ''}`}>
      {!group.continued && (
        <span className="chat-sender">
          <bdi>{sender}</bdi>
        </span>
      )}
      {group.items.map((item, i) => (
        <ChatItem
          showTime={timed[i]!}
          key={item.id}
          contactId={contactId}
          item={item}
          markdown={markdown}
          {...(readId === item.id ? { receipt: 'read' as const } : deliveredId === item.id ? { receipt: 'delivered' as const } : {})}
        />
      ))}
    </li>
  );
});

const EventRow = memo(function EventRow({ event, name }: { event: string; name: string }) {
  return (
    <li className="chat-event">
      <EventText event={event} name={name} />
    </li>
  );
});

function EventText({ event, name }: { event: string; name: string }) {
  const id =
    event === 'participant.joined' ? 'chat.event.joined'
    : event === 'participant.left' ? 'chat.event.left'
    : event === 'chat.ended' ? 'chat.event.ended'
    : event === 'transfer.succeeded' ? 'chat.event.transferred'
    : event === 'transfer.failed' ? 'chat.event.transferFailed'
    : null;
  return id ? <FormattedMessage id={id} values={{ name }} /> : null;
}

function TypingIndicator({ contactId, live }: { contactId: string; live: boolean }) {
  const model = useModel();
  const typing = useValue(model.chat.get(contactId).typing);
  const customerName = useValue(model.chat.get(contactId).customerName);
  const first = live ? typing[0] : undefined;
  return (
    <p className="chat-typing" aria-live="polite">
      {first && <FormattedMessage id="chat.typing" values={{ name: withoutBidiControls(first.displayName || customerName || '') || '…' }} />}
    </p>
  );
}
