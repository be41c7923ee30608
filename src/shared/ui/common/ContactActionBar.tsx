import type { ReactNode, Ref } from 'react';
import { actionBarLayout, type ActionChannel, type ContactAction } from '../../rules/action-bar-layout';
import { Button } from './Button';
import type { IconName } from './Icon';
import { MoreMenu } from './Menu';
import './ContactActionBar.css';

/** One action a working contact offers now; where it shows (bar or More) is the rule's choice, not the view's. */
export interface ContactActionItem {
  id: ContactAction;
  label: string;
  icon?: IconName;
  disabled?: boolean;
  /** A primary action that opens a panel (Transfer): its state, for aria-expanded. */
  expanded?: boolean;
  /** Why it is shut, under its label in the menu. */
  description?: string;
  variant?: 'primary';
  ref?: Ref<HTMLButtonElement>;
  onSelect: () => void;
}

/**
 * A working contact's action bar (rules/action-bar-layout): the channel's few primary actions as buttons, the rest
 * under More, and End set apart at the end of the bar in the danger style. `moreLabel` names the menu where the
 * channel's spec does (a task's Task options).
 */
export function ContactActionBar({ channel, label, actions, end, moreLabel, moreDisabled = false }: { channel: ActionChannel; label: string; actions: readonly ContactActionItem[]; end?: ReactNode; moreLabel?: string; moreDisabled?: boolean }) {
  const { primary, more } = actionBarLayout(
    channel,
    actions.map((a) => a.id),
  );
  const byId = new Map(actions.map((a) => [a.id, a]));
  return (
    <div className="action-bar contact-action-bar" role="group" aria-label={label}>
      {primary.map((id) => {
        const a = byId.get(id)!;
        return (
          <Button key={id} ref={a.ref} variant={a.variant} icon={a.icon} disabled={a.disabled} aria-expanded={a.expanded} onClick={a.onSelect}>
            {a.label}
          </Button>
        );
      })}
      <MoreMenu
        label={moreLabel}
        disabled={moreDisabled}
        items={more.map((id) => {
          const a = byId.get(id)!;
          return { id, label: a.label, ...(a.icon ? { icon: a.icon } : {}), ...(a.description ? { description: a.description } : {}), disabled: !!a.disabled, onSelect: a.onSelect };
        })}
      />
      {end && <div className="contact-action-end">{end}</div>}
    </div>
  );
}

/** The More button of the contact action bar inside `root`: where focus goes back when an action it held is done. */
export function moreButtonIn(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('.contact-action-bar [aria-haspopup="menu"]') ?? null;
}
