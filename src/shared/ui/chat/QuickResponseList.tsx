import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuickResponse } from '../../model';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

export const optionId = (contactId: string, index: number) => `qr-${contactId}-${index}`;
export const listId = (contactId: string) => `qr-${contactId}-list`;

/**
 * The quick-responses results under the composer: a listbox the message box drives (arrow keys move the active
 * option, Enter inserts it, Escape closes); a click inserts too. Every string is a text node.
 */
export function QuickResponseList({ contactId, active, onChoose }: { contactId: string; active: number; onChoose: (r: QuickResponse) => void }) {
  const model = useModel();
  const intl = useIntl();
  const search = model.quickResponses.get(contactId);
  const open = useValue(search.open);
  const results = useValue(search.results);
  const loading = useValue(search.loading);
  const failed = useValue(search.failed);
  const nextToken = useValue(search.nextToken);
  // The highlighted option stays in view as the arrow keys in the message box move it.
  useEffect(() => {
    if (open) document.getElementById(optionId(contactId, active))?.scrollIntoView({ block: 'nearest' });
  }, [open, active, contactId, results]);
  if (!open) return null;
  return (
    <div className="quick-responses">
      {/* The list scrolls, so it takes focus too: a keyboard user can scroll it, and Enter there inserts the highlighted one. */}
      <ul
        id={listId(contactId)}
        role="listbox"
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'chat.quickResponses.results' })}
        onKeyDown={(e) => {
          const chosen = results[active];
          if (e.key === 'Enter' && chosen) {
            e.preventDefault();
            onChoose(chosen);
          }
        }}
      >
        {results.map((r, i) => (
          <li
            key={r.quickResponseId}
            id={optionId(contactId, i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            // The message box keeps focus: a click must not blur it before the choice lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(r)}
          >
            <span className="quick-response-name">{r.name}</span>
            {r.shortcutKey && <span className="quick-response-shortcut">{`#${r.shortcutKey}`}</span>}
            <span className="quick-response-preview">{r.plainText ?? r.markdown ?? ''}</span>
          </li>
        ))}
      </ul>
      <p className="quick-responses-state" role="status">
        {loading ? (
          <FormattedMessage id="chat.quickResponses.searching" />
        ) : failed ? (
          <FormattedMessage id="chat.quickResponses.failed" />
        ) : results.length === 0 ? (
          <FormattedMessage id="chat.quickResponses.none" />
        ) : (
          <FormattedMessage id="chat.quickResponses.count" values={{ count: results.length }} />
        )}
      </p>
      {nextToken && !loading && (
        <button type="button" className="link" onMouseDown={(e) => e.preventDefault()} onClick={() => void model.quickResponses.loadMore(contactId)}>
          <FormattedMessage id="chat.quickResponses.more" />
        </button>
      )}
    </div>
  );
}
