import { memo, useId, useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallTranscript as Transcript, CallTranscriptSegment } from '../../model';
import { formatTranscriptOffset } from '../../rules/transcript-log';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

const SPEAKERS = new Set(['AGENT', 'CUSTOMER', 'SYSTEM']);
/** How close to the bottom (px) counts as following the newest line. */
const FOLLOW_SLACK_PX = 24;

/**
 * The realtime call transcript (shell §2 transcript layout, §6 ccpRealtimeContactLens): who spoke, when in the call,
 * what they said and, where the service gives it, the sentiment. Shown only to an agent with the permission.
 */
export function CallTranscript({ contactId }: { contactId: string }) {
  const model = useModel();
  const visible = useValue(model.callTranscripts.visible);
  const transcript = model.callTranscripts.get(contactId);
  if (!visible || !transcript) return null;
  return <TranscriptSection transcript={transcript} />;
}

function TranscriptSection({ transcript }: { transcript: Transcript }) {
  const intl = useIntl();
  const headingId = useId();
  const log = useValue(transcript.log);
  const status = useValue(transcript.status);
  const list = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  // New lines scroll into view while the agent reads the newest; scrolled up to read back, the view stays put.
  useLayoutEffect(() => {
    const el = list.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  const note = status === 'waiting' && log.length === 0 ? 'voice.transcript.waiting' : status === 'retrying' ? 'voice.transcript.retrying' : status === 'denied' ? 'voice.transcript.denied' : status === 'complete' ? 'voice.transcript.complete' : null;
  return (
    <section className="call-transcript" aria-labelledby={headingId}>
      <h3 id={headingId} className="call-transcript-heading">
        <FormattedMessage id="voice.transcript.heading" />
      </h3>
      {note && (
        <p role="status" className={`call-transcript-note${status === 'retrying' || status === 'denied' ? ' call-transcript-problem' : ''}`}>
          <FormattedMessage id={note} />
        </p>
      )}
      {log.length > 0 && (
        // Scrollable, so focusable: a keyboard user scrolls it with the arrow keys.
        <div
          ref={list}
          role="log"
          tabIndex={0}
          aria-label={intl.formatMessage({ id: 'voice.transcript.log' })}
          className="call-transcript-log"
          onScroll={(e) => {
            const el = e.currentTarget;
            following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_SLACK_PX;
          }}
        >
          <ol className="call-transcript-lines">
            {log.blocks.map((block, i) => (
              <TranscriptBlock key={i} segments={block} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** A block of lines; a full block keeps its array, so it is not rendered again as the call goes on. */
const TranscriptBlock = memo(function TranscriptBlock({ segments }: { segments: readonly CallTranscriptSegment[] }) {
  return (
    <>
      {segments.map((s) => (
        <TranscriptLine key={s.id} segment={s} />
      ))}
    </>
  );
});

const TranscriptLine = memo(function TranscriptLine({ segment }: { segment: CallTranscriptSegment }) {
  const known = SPEAKERS.has(segment.speaker);
  const speakerClass = known ? segment.speaker.toLowerCase() : 'other';
  return (
    <li className={`call-transcript-line call-transcript-${speakerClass}`}>
      <span className="call-transcript-meta">
        <span className="call-transcript-speaker">{known ? <FormattedMessage id={`voice.transcript.speaker.${segment.speaker}`} /> : <bdi>{segment.speaker}</bdi>}</span>{' '}
        <time className="call-transcript-time">{formatTranscriptOffset(segment.beginOffsetMs)}</time>
        {segment.sentiment && (
          <>
            {' '}
            <span className={`call-transcript-sentiment call-transcript-sentiment-${segment.sentiment.toLowerCase()}`}>
              <FormattedMessage id={`voice.transcript.sentiment.${segment.sentiment}`} />
            </span>
          </>
        )}
      </span>
      <bdi className="call-transcript-content" dir="auto">
        {segment.content}
      </bdi>
    </li>
  );
});
