import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ATTACHMENT_ACCEPT } from '../../rules/chat-attachments';
import { COMPOSER_MAX_HEIGHT_PX, composerKeyAction, isSendable } from '../../rules/chat-composer';
import { chatMonitorAllowance } from '../../rules/supervision';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { QuickResponseList } from './QuickResponseList';
import { Button } from '../common/Button';
import { Icon } from '../common/Icon';
import { useTooltip } from '../common/Tooltip';
import { useQuickResponses } from './use-quick-responses';

/**
 * The message box: Enter sends, Shift+Enter adds a line, IME composition is left alone; the file picker; and
 * quick responses (the trigger or the button opens the search; unfilled placeholders hold the message back).
 */
export function ChatComposer({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const entry = model.chat.get(contactId);
  const draft = useValue(entry.draft);
  const features = useValue(entry.features);
  const box = useRef<HTMLTextAreaElement>(null);
  const blocked = useValue(model.quickResponses.get(contactId).sendBlocked);
  const quick = useQuickResponses(contactId, box);
  const send = () => void model.chat.send(contactId).catch(() => undefined);
  // A silently monitoring supervisor reads only; barged in, they may type and send (chat §4).
  const mayTalk = chatMonitorAllowance(useValue(model.contacts.get(contactId)!.contact).supervision.mode).sending;
  const hintId = `composer-${contactId}-monitor`;
  const attachTip = useTooltip<HTMLLabelElement>(intl.formatMessage({ id: 'chat.attach' }));

  // Grows with its text up to the maximum height, then scrolls.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [draft]);

  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        ref={box}
        // Where focus goes when the control that had it goes away in this chat (Accept once answered).
        data-focus-fallback
        rows={1}
        aria-label={intl.formatMessage({ id: 'chat.composer.label' })}
        placeholder={intl.formatMessage({ id: 'chat.composer.hint' })}
        style={{ maxHeight: COMPOSER_MAX_HEIGHT_PX, resize: 'none' }}
        value={draft}
        disabled={!mayTalk}
        aria-describedby={mayTalk ? undefined : hintId}
        aria-invalid={blocked || undefined}
        {...quick.boxProps}
        onChange={(e) => {
          model.chat.setDraft(contactId, e.target.value);
          quick.follow(e.target.value, e.target.selectionStart ?? e.target.value.length);
        }}
        onKeyDown={(e) => {
          if (quick.onKeyDown(e)) return;
          const action = composerKeyAction({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing, keyCode: e.keyCode });
          if (action === 'send') {
            e.preventDefault();
            send();
          }
        }}
      />
      {quick.enabled && <QuickResponseList contactId={contactId} active={quick.active} onChoose={quick.choose} />}
      <div className="chat-composer-actions">
        {quick.enabled && (
          // A button like the composer's others (issue 41: a link among pills), not a link: it opens the search here.
          <Button aria-expanded={quick.open} onClick={quick.start}>
            <FormattedMessage id="chat.quickResponses" />
          </Button>
        )}
        {features.attachmentsEnabled && model.can('chatMessaging') && mayTalk && (
          // An attach button, not the browser's "Choose File / No file chosen": the file input inside it is
          // hidden but keeps the label as its name and takes the keyboard focus (the label shows the ring).
          <label className="btn btn-icon chat-attach" {...attachTip.anchorProps}>
            <Icon name="attach" />
            <span className="visually-hidden">
              <FormattedMessage id="chat.attach" />
            </span>
            <input
              type="file"
              className="visually-hidden"
              accept={ATTACHMENT_ACCEPT}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void model.chat.attach(contactId, file).catch(() => undefined);
              }}
            />
          </label>
        )}
        {features.attachmentsEnabled && model.can('chatMessaging') && mayTalk && attachTip.tooltip}
        <Button type="submit" variant="primary" icon="send" className="chat-send" disabled={!isSendable(draft) || blocked || !mayTalk}>
          <FormattedMessage id="chat.send" />
        </Button>
      </div>
      {!mayTalk && (
        <p id={hintId} className="chat-monitor-hint">
          <FormattedMessage id="supervision.chat.silentHint" />
        </p>
      )}
    </form>
  );
}
