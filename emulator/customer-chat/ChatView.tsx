import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { type ChatDetails, type ChatItem, ENDED, JOINED, LEFT, errorType } from './chatjs.ts';
import { type Phase, useCustomerChat } from './useCustomerChat.ts';

/** The chat itself: transcript (a log with polite announcements), typing indicator, composer, attachments. */

const PHASE_TEXT: Record<Phase, string> = {
  connecting: 'Connecting to the chat…',
  connected: 'Connected.',
  reconnecting: 'Connection lost; reconnecting…',
  ended: 'The chat has ended.',
  failed: 'Could not connect to the chat.',
};

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

function eventText(x: ChatItem): string | null {
  const who = x.DisplayName ?? (x.ParticipantRole === 'AGENT' ? 'The agent' : 'Someone');
  if (x.ContentType === JOINED) return `${who} joined the chat.`;
  if (x.ContentType === LEFT) return `${who} left the chat.`;
  if (x.ContentType === ENDED) return 'The chat has ended.';
  return null;
}

export function ChatView({ details, customerName }: { details: ChatDetails; customerName: string }) {
  const chat = useCustomerChat(details);
  const ids = { composer: useId(), hint: useId(), file: useId() };
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const open = chat.phase === 'connected' || chat.phase === 'reconnecting';

  async function send() {
    const text = draft;
    if (!text.trim() || !open) return;
    setDraft('');
    try {
      await chat.send(text);
    } catch (e) {
      setDraft(text);
      setNotice(`Failed to send (${errorType(e) || 'error'}). Your message is back in the box; try again.`);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  async function attach(file: File | undefined) {
    if (!file) return;
    setNotice(`Sending ${file.name}…`);
    try {
      await chat.attach(file);
      setNotice(`Sent ${file.name}.`);
    } catch (e) {
      setNotice(errorType(e) === 'ValidationException' ? `Attachment was rejected: ${file.name}.` : `Attachment failed to send: ${file.name}.`);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function download(a: { AttachmentId: string; AttachmentName: string }) {
    try {
      const blob = await chat.download(a.AttachmentId);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = a.AttachmentName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch (e) {
      setNotice(`Could not download ${a.AttachmentName} (${errorType(e) || 'error'}).`);
    }
  }

  return (
    <section aria-labelledby="chat-title" className="chat">
      <h2 id="chat-title">Chat as {customerName}</h2>
      <p role="status" className={`phase phase-${chat.phase}`}>
        {PHASE_TEXT[chat.phase]}
        {chat.error ? ` ${chat.error}` : ''}
      </p>
      {/* The log wraps the list: role="log" on the <ol> itself would take away its list semantics. */}
      <div className="transcript" role="log" aria-live="polite" aria-label="Transcript">
      <ol>
        {chat.items.map((x) => {
          const event = x.Type === 'EVENT' ? eventText(x) : null;
          if (x.Type === 'EVENT') return event ? <li key={x.Id} className="event">{event}</li> : null;
          const mine = x.ParticipantId === details.participantId;
          const receipt = chat.receipts.read.has(x.Id) ? 'Read' : chat.receipts.delivered.has(x.Id) ? 'Delivered' : null;
          return (
            <li key={x.Id} className={mine ? 'mine' : 'theirs'}>
              <span className="who">{mine ? 'You' : (x.DisplayName ?? 'Agent')}</span> <time dateTime={x.AbsoluteTime}>{time(x.AbsoluteTime)}</time>
              {x.Type === 'MESSAGE' && <p className="text">{x.Content}</p>}
              {x.Attachments?.map((a) => (
                <p key={a.AttachmentId} className="attachment">
                  <button type="button" onClick={() => void download(a)}>
                    Download {a.AttachmentName}
                  </button>
                </p>
              ))}
              {mine && receipt && <span className="receipt">{receipt}</span>}
            </li>
          );
        })}
      </ol>
      </div>
      <p className="typing" aria-live="polite">
        {chat.typing ? `${chat.typing} is typing…` : ''}
      </p>
      {notice && (
        <p role="alert" className="notice">
          {notice}
        </p>
      )}
      <div className="composer">
        <label htmlFor={ids.composer}>Message</label>
        <textarea
          id={ids.composer}
          rows={3}
          value={draft}
          disabled={!open}
          aria-describedby={ids.hint}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value) void chat.typingEvent();
          }}
          onKeyDown={onKeyDown}
        />
        <span id={ids.hint} className="hint">
          Enter sends; Shift+Enter starts a new line.
        </span>
        <div className="actions">
          <button type="button" disabled={!open || !draft.trim()} onClick={() => void send()}>
            Send
          </button>
          <label htmlFor={ids.file} className="file">
            Attach a file
          </label>
          <input id={ids.file} ref={fileInput} type="file" disabled={!open} onChange={(e) => void attach(e.target.files?.[0])} />
          <button type="button" disabled={!open} onClick={() => void chat.leave().catch(() => undefined)}>
            End chat
          </button>
        </div>
      </div>
    </section>
  );
}
