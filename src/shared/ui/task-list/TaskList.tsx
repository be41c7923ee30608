import { useCallback, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Route } from '../../model';
import { useModel } from '../app/model-context';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';
import { IconButton } from '../common/Button';
import { Icon } from '../common/Icon';
import { TaskListRow } from './TaskListRow';
import { useMediaQuery } from './use-media-query';
import { useUnreadOutOfView } from './use-unread-out-of-view';
import './task-list.css';

/** From this width the task list is a column beside the contact, and may be expanded (task list §2, §9). */
export const SIDE_BY_SIDE = '(min-width: 600px)';

/**
 * The task list (chat/task/email §2): the agent's open contacts as a vertical list titled Task List, one row per
 * contact. Rows with unread chats that are scrolled out of sight are one click away through the Unread Chats
 * buttons at the top and bottom; where the panel is wide enough the list can be expanded.
 */
export function TaskList({ ids, shown, route, routeOf }: { ids: readonly string[]; shown: string | null; route: Route; routeOf?: (id: string) => Route }) {
  const model = useModel();
  const intl = useIntl();
  const titleId = useId();
  const expanded = useValue(model.view.expandedView);
  const allowed = useMediaQuery(SIDE_BY_SIDE);
  const listRef = useRef<HTMLUListElement>(null);
  const unread = useUnreadOutOfView(listRef);
  const unreadLabel = intl.formatMessage({ id: 'taskList.unreadChats' });
  // One open function for every row, reading the latest route: the rows are memoised, so a contact arriving or
  // leaving renders the list and the rows that changed, not every row (ring to screen, issue 33).
  const where = useRef({ route, routeOf });
  where.current = { route, routeOf };
  const open = useCallback((id: string) => navigate(model, where.current.routeOf?.(id) ?? where.current.route, id), [model]);

  return (
    <nav className="task-list" aria-labelledby={titleId}>
      <div className="task-list-head">
        <h2 id={titleId} className="task-list-title">
          {intl.formatMessage({ id: 'contacts.list' })}
        </h2>
        {/* The expanded view only means something where the list is a column of its own. */}
        {allowed && (
          <IconButton icon={expanded ? 'shrinkList' : 'expandList'} aria-pressed={expanded} label={intl.formatMessage({ id: 'taskList.expanded' })} onClick={() => model.view.setExpandedView(!expanded)} />
        )}
      </div>
      <div className="task-list-body">
        {unread.above && (
          <button type="button" className="btn unread-jump unread-jump-top" aria-label={intl.formatMessage({ id: 'taskList.unreadAbove' })} onClick={() => unread.jump('above')}>
            <Icon name="unreadAbove" />
            <span className="btn-label" aria-hidden="true">
              {unreadLabel}
            </span>
          </button>
        )}
        <ul className="task-list-rows" ref={listRef}>
          {ids.map((id, i) => (
            <TaskListRow key={id} id={id} index={i} current={id === shown} onOpen={open} />
          ))}
        </ul>
        {unread.below && (
          <button type="button" className="btn unread-jump unread-jump-bottom" aria-label={intl.formatMessage({ id: 'taskList.unreadBelow' })} onClick={() => unread.jump('below')}>
            <Icon name="unreadBelow" />
            <span className="btn-label" aria-hidden="true">
              {unreadLabel}
            </span>
          </button>
        )}
      </div>
    </nav>
  );
}
