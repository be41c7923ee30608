import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import './task.css';

/**
 * The Task tab with no task shown (task §2): how many tasks are open. Creating a task is not offered here yet:
 * the panel has no create-task form so far.
 */
export function TaskHome({ headingRef, contactCount }: { headingRef: Ref<HTMLHeadingElement>; contactCount: number }) {
  return (
    <section className="channel-home task-home">
      <h2 ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="home.task.empty" values={{ contactCount }} />
      </h2>
    </section>
  );
}
