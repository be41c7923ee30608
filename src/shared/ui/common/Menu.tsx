import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from './Icon';
import { useTooltip } from './Tooltip';
import './Menu.css';

export interface MenuItem {
  /** Stable key. */
  id: string;
  label: ReactNode;
  icon?: IconName;
  /** Anything shown before the label instead of an icon (a status dot). */
  start?: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
  disabled?: boolean;
  /** Makes the item a menuitemradio: the current choice of a set (the agent's status). */
  checked?: boolean;
  /** A destructive item, shown in red. */
  danger?: boolean;
  onSelect: () => void;
}

/**
 * A menu button (WAI-ARIA menu pattern): the trigger opens a list of actions. Arrow keys, Home and End only move
 * the focus; Enter, Space or a click applies an item; Escape closes and returns focus to the trigger, as does
 * choosing an item (before onSelect runs, so onSelect may move focus on, e.g. into a dialog it opens).
 *
 *   <Menu label="Change status" trigger={<StatusPill kind="routable">Available</StatusPill>} items={[…]} />
 *   <Menu label="Transfer" icon="transfer" items={[…]} />            an icon-only trigger; label is its name
 *
 * `label` is the trigger's accessible name; `trigger` replaces the default icon as visible content (then the
 * visible text should contain the label's words). For the rare actions of a screen use MoreMenu.
 */
export function Menu({
  label,
  items,
  icon = 'openMenu',
  trigger,
  triggerClassName = 'btn btn-icon',
  align = 'end',
  className,
  showLabel = false,
  disabled = false,
}: {
  label: string;
  items: MenuItem[];
  icon?: IconName;
  trigger?: ReactNode;
  triggerClassName?: string;
  align?: 'start' | 'end';
  className?: string;
  /** Show the label as text beside the icon (a labelled button instead of an icon button). */
  showLabel?: boolean;
  /** The trigger is shown but cannot open (e.g. the more menu while a manager supervises the call). */
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const itemElements = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]:not([aria-disabled="true"])') ?? []);
  const focusItem = (which: 'first' | 'last' | 'checked' | number) => {
    const els = itemElements();
    const target =
      which === 'first' ? els[0]
      : which === 'last' ? els[els.length - 1]
      : which === 'checked' ? (els.find((e) => e.getAttribute('aria-checked') === 'true') ?? els[0])
      : els[(which + els.length) % els.length];
    target?.focus();
  };
  const openAt = useRef<'first' | 'last' | 'checked'>('checked');

  useEffect(() => {
    if (!open) return;
    focusItem(openAt.current);
    const outside = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    // With every item disabled the focus stays on the trigger: Escape must still close the menu from there.
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      close(true);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt.current = e.key === 'ArrowDown' ? 'checked' : 'last';
      if (open) focusItem(openAt.current);
      setOpen(true);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const els = itemElements();
    const at = els.indexOf(document.activeElement as HTMLButtonElement);
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusItem(at + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusItem(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusItem('first');
        break;
      case 'End':
        e.preventDefault();
        focusItem('last');
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  // An icon-only trigger gets the label as its tooltip too (an IconButton's); a labelled one needs none.
  const iconOnly = !trigger && !showLabel;
  const tip = useTooltip<HTMLButtonElement>(label, { onKeyDown: onTriggerKey });
  return (
    <div className={`menu${className ? ` ${className}` : ''}`} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        disabled={disabled}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={iconOnly ? label : undefined}
        onClick={() => {
          openAt.current = 'checked';
          setOpen((o) => !o);
        }}
        {...(iconOnly && !open ? tip.anchorProps : { onKeyDown: onTriggerKey })}
      >
        {trigger ?? (
          <>
            <Icon name={icon} />
            {showLabel && <span className="btn-label">{label}</span>}
          </>
        )}
      </button>
      {iconOnly && !open && tip.tooltip}
      {open && (
        <div className={`menu-list menu-align-${align}`} role="menu" id={menuId} aria-label={label} ref={menuRef} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              tabIndex={-1}
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              aria-disabled={item.disabled || undefined}
              className={`menu-item${item.danger ? ' menu-item-danger' : ''}`}
              onClick={() => {
                if (item.disabled) return;
                close(true);
                item.onSelect();
              }}
            >
              <span className="menu-item-start">{item.start ?? (item.icon ? <Icon name={item.icon} /> : null)}</span>
              <span className="menu-item-text">
                <span className="menu-item-label">{item.label}</span>
                {item.description && <span className="menu-item-description">{item.description}</span>}
              </span>
              {item.checked && <Icon name="checked" className="menu-item-check" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The "More" menu of a screen: the rare actions (report an issue, screen sharing …) behind an ellipsis button,
 * so the main controls stay few. Same keyboard behaviour as Menu.
 *
 *   <MoreMenu items={[{ id: 'issue', label: 'Report an issue', icon: 'reportIssue', onSelect: openReport }]} />
 */
export function MoreMenu({ items, control = false, align = 'end', disabled = false, label: named }: { items: MenuItem[]; control?: boolean; align?: 'start' | 'end'; disabled?: boolean; /** The menu's name where the screen has its own (a task's Task options); else More. */ label?: string }) {
  const intl = useIntl();
  const label = named ?? intl.formatMessage({ id: 'menu.more' });
  if (items.length === 0) return null;
  return control ? (
    // Inside a ControlGrid: the same icon-over-label cell as the other call controls.
    <Menu
      label={label}
      items={items}
      align={align}
      disabled={disabled}
      className="menu-control"
      triggerClassName="btn control-button"
      trigger={
        <>
          <span className="control-button-icon">
            <Icon name="more" size="medium" />
          </span>
          <span className="control-button-label">{label}</span>
        </>
      }
    />
  ) : (
    <Menu label={label} icon="more" items={items} align={align} disabled={disabled} />
  );
}
