import { truncate } from '../../rules/contact-name';
import { headerNameLimit } from '../../rules/task-list';

/**
 * The agent's name in the header, cut to what the header's width allows (5 characters below 220 px up to 40 above
 * 430 px, §9); the whole name is its tooltip and what screen readers read. The tooltip is always there: on a
 * narrow header (200 % zoom) the header's one row may also end the name with CSS's ellipsis.
 */
export function AgentName({ name, width }: { name: string; width: number | null }) {
  const shown = width === null ? name : truncate(name, headerNameLimit(width));
  const cut = shown !== name;
  return (
    <span className="agent-name" title={name}>
      <bdi aria-hidden={cut || undefined}>{shown}</bdi>
      {cut && <span className="visually-hidden">{name}</span>}
    </span>
  );
}
