import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuickConnect } from '../../model';
import { autoSelectedQuickConnect, isCallButtonEnabled } from '../../rules/call-button';
import { isDoubleClick, type ItemClick } from '../../rules/quick-connects';
import { isChatTransferAddress } from '../../rules/chat-transfer';
import { noResultsOutcome, QUICK_CONNECT_NO_RESULTS_KEY, searchQuickConnects, type NoResultsOutcome } from '../../rules/quick-connect-search';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { IconButton } from '../common/Button';

/** dial: call out; add: add a party to a call; transfer: transfer a chat (queues and agents only). */
export type QuickConnectsMode =
  | { kind: 'dial' }
  | { kind: 'add'; contactId: string }
  | { kind: 'transfer'; contactId: string }
  /** A queue or agent joins a multi-party chat. */
  | { kind: 'add-to-chat'; contactId: string };

/**
 * Quick connects: a search field over a list of addresses (arrow keys move through it), a no-results panel
 * that offers a typed E.164 number, and Call. From a call, Call adds the party (transfer or conference); from a
 * chat, Transfer sends the chat to a queue or an agent (no phone numbers, no typed numbers).
 */
export function QuickConnectsPanel({ mode, onClose, onNumberPad }: { mode: QuickConnectsMode; onClose: () => void; onNumberPad?: () => void }) {
  const model = useModel();
  const intl = useIntl();
  const canDial = useValue(model.agent.canDialOutbound);
  const [all, setAll] = useState<QuickConnect[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<QuickConnect | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    model.intents
      .listQuickConnects()
      .then((list) => live && setAll(list))
      // A load failure stops the loader (voice §8) and says so: an empty list would read 'No results found'.
      .catch(() => live && (setAll([]), setLoadFailed(true)));
    search.current?.focus();
    return () => void (live = false);
  }, [model]);

  // Dialling out can only reach phone numbers; adding a party to a call can reach queues and agents too.
  const matches = searchQuickConnects(all ?? [], query, mode.kind === 'dial' ? 'non_conversational' : 'conversational');
  // A chat goes only to queues and agents (chat transfer addresses exclude phone numbers).
  const results = mode.kind === 'transfer' || mode.kind === 'add-to-chat' ? matches.filter(isChatTransferAddress) : matches;
  const selected = picked && results.includes(picked) ? picked : autoSelectedQuickConnect(results);
  // A typed number is offered where the host can dial one: always to dial out, to add only where supported.
  const numbersAllowed = mode.kind === 'dial' || (mode.kind === 'add' && model.can('addByNumber'));
  const found = results.length === 0 && all ? noResultsOutcome(query) : null;
  const outcome: NoResultsOutcome | null = found?.kind === 'dial' && !numbersAllowed ? { kind: 'message', key: QUICK_CONNECT_NO_RESULTS_KEY } : found;
  const typedNumber = outcome?.kind === 'dial' ? outcome.number : null;
  const enabled =
    mode.kind === 'dial' ? isCallButtonEnabled({ selected, typedNumber, canCallOutbound: canDial }) : !!selected || !!typedNumber;

  const call = async (picked: QuickConnect | null = selected) => {
    const selected = picked;
    setBusy(true);
    try {
      if (mode.kind === 'dial') {
        const number = selected?.phoneNumber ?? typedNumber;
        if (number) await model.intents.dial(number);
      } else if (mode.kind === 'transfer') {
        if (selected) await model.intents.transfer(mode.contactId, selected);
      } else if (mode.kind === 'add-to-chat') {
        if (selected) await model.intents.addParticipant(mode.contactId, selected);
      } else {
        const address = selected ?? { type: 'phone_number' as const, phoneNumber: typedNumber!, name: typedNumber!, endpointARN: '', endpointId: '' };
        await model.intents.addParticipant(mode.contactId, address);
      }
      onClose();
    } catch {
      // The model raised the alert.
    } finally {
      setBusy(false);
    }
  };

  // A double click (two clicks on one item within 500 ms, §9) picks the item and calls it at once.
  const lastClick = useRef<ItemClick | null>(null);
  const onItemClick = (q: QuickConnect) => {
    setPicked(q);
    const click = { key: q.endpointARN, at: Date.now() };
    const double = isDoubleClick(lastClick.current, click);
    lastClick.current = double ? null : click;
    const callable = mode.kind === 'dial' ? isCallButtonEnabled({ selected: q, typedNumber: null, canCallOutbound: canDial }) : true;
    if (double && callable && !busy) void call(q);
  };

  const move = (delta: number) => {
    if (results.length === 0) return;
    const at = selected ? results.indexOf(selected) : -1;
    setPicked(results[(at + delta + results.length) % results.length]!);
  };

  return (
    <section className="quick-connects" aria-label={intl.formatMessage({ id: 'voice.quickConnects' })} onKeyDown={(e) => e.key === 'Escape' && (e.preventDefault(), onClose())}>
      <label className="field-label" htmlFor={`${listId}-search`}>
        <FormattedMessage id="voice.quickConnects.search" />
      </label>
      <input
        ref={search}
        id={`${listId}-search`}
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={selected ? `${listId}-${selected.endpointId}` : undefined}
        value={query}
        onChange={(e) => (setQuery(e.target.value), setPicked(null))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') (e.preventDefault(), move(1));
          else if (e.key === 'ArrowUp') (e.preventDefault(), move(-1));
          else if (e.key === 'Enter' && enabled) (e.preventDefault(), void call(selected));
        }}
      />
      {all === null ? (
        <p role="status">
          <FormattedMessage id="voice.quickConnects.loading" />
        </p>
      ) : (
        <ul id={listId} role="listbox" aria-label={intl.formatMessage({ id: 'voice.quickConnects' })} className="quick-connect-list">
          {results.map((q) => (
            <li key={q.endpointARN} id={`${listId}-${q.endpointId}`} role="option" aria-selected={q === selected} onClick={() => onItemClick(q)}>
              <span className="qc-name">{q.name}</span> <span className="qc-detail">{q.phoneNumber ?? intl.formatMessage({ id: `voice.endpointType.${q.type}` })}</span>
            </li>
          ))}
          {outcome?.kind === 'dial' && (
            <li id={`${listId}-typed`} role="option" aria-selected="true">
              {outcome.number}
            </li>
          )}
        </ul>
      )}
      {loadFailed && (
        <p role="alert" className="field-error">
          <FormattedMessage id="voice.quickConnects.loadFailed" />
        </p>
      )}
      {outcome?.kind === 'message' && !loadFailed && (
        <p role="status">
          <FormattedMessage id={outcome.key} />
        </p>
      )}
      <div className="action-bar">
        {onNumberPad && (
          <button type="button" onClick={onNumberPad}>
            <FormattedMessage id="voice.numberPad" />
          </button>
        )}
        <button type="button" className="primary" disabled={!enabled || busy} onClick={() => void call(selected)}>
          <FormattedMessage id={mode.kind === 'transfer' ? 'chat.transfer.confirm' : mode.kind === 'add-to-chat' ? 'chat.addToChat.confirm' : mode.kind === 'add' ? 'voice.addCall' : 'voice.call'} />
        </button>
        {/* An icon with its name as tooltip: three worded buttons wrapped in 392 px (issue 41). */}
        <IconButton icon="close" className="quick-connects-close" label={intl.formatMessage({ id: 'voice.closeQuickConnects' })} onClick={onClose} />
      </div>
    </section>
  );
}
