import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from './Icon';
import { useTooltip } from './Tooltip';
import './Button.css';

export type ButtonVariant = 'normal' | 'primary' | 'danger' | 'link' | 'inline';

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { type?: 'button' | 'submit'; ref?: Ref<HTMLButtonElement> };

/**
 * The panel's button, in Cloudscape's look. One `primary` per screen (Accept, Send, Save); `danger` for the
 * destructive action (End call), kept apart from the others; `link` for a quiet text action; `inline` for a
 * borderless icon-and-text action inside a row.
 *
 *   <Button variant="primary" icon="send" onClick={send}>Send</Button>
 *
 * Every native attribute passes through (aria-pressed, aria-expanded, disabled, ref …); type defaults to "button".
 */
export function Button({ variant = 'normal', icon, iconEnd, className, children, type = 'button', ...rest }: NativeButton & { variant?: ButtonVariant; icon?: IconName; iconEnd?: IconName; children?: ReactNode }) {
  return (
    <button type={type} className={classes('btn', `btn-${variant}`, className)} {...rest}>
      {icon && <Icon name={icon} />}
      {children !== undefined && children !== null && <span className="btn-label">{children}</span>}
      {iconEnd && <Icon name={iconEnd} />}
    </button>
  );
}

/**
 * A button that shows only an icon. `label` is its accessible name and its tooltip (useTooltip, not the browser's
 * title), so it must say the action ("Close notification", "Attach a file").
 *
 *   <IconButton icon="close" label={intl.formatMessage({ id: 'toast.close' })} onClick={dismiss} />
 */
export function IconButton({ icon, label, className, type = 'button', ...rest }: Omit<NativeButton, 'children' | 'aria-label'> & { icon: IconName; label: string }) {
  const tip = useTooltip<HTMLButtonElement>(label, rest);
  return (
    <>
      <button type={type} className={classes('btn', 'btn-icon', className)} aria-label={label} {...rest} {...tip.anchorProps}>
        <Icon name={icon} />
      </button>
      {tip.tooltip}
    </>
  );
}

/**
 * A call control: an icon with a short label under it, for a `ControlGrid` (Hold, Mute, Keypad, Transfer …).
 * The label is the accessible name, so it must not repeat a party's name (the party card says whose call it is).
 * Pass aria-pressed for toggles (Mute) and aria-expanded for controls that open a panel (Keypad).
 *
 *   <ControlButton icon={microphoneIcon(muted)} aria-pressed={muted} onClick={toggleMute}>Mute</ControlButton>
 */
export function ControlButton({ icon, className, children, tone, type = 'button', ...rest }: NativeButton & { icon: IconName; tone?: 'danger'; children: ReactNode }) {
  return (
    <button type={type} className={classes('btn', 'control-button', tone === 'danger' && 'control-button-danger', className)} {...rest}>
      <span className="control-button-icon">
        <Icon name={icon} size="medium" />
      </span>
      <span className="control-button-label">{children}</span>
    </button>
  );
}

/**
 * A grid of ControlButtons that holds from 225 to 400 px, its rows balanced (Button.css); a group with an accessible name.
 *
 *   <ControlGrid label="Call controls">…</ControlGrid>
 */
export function ControlGrid({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="control-grid-frame">
      <div className={classes('control-grid', className)} role="group" aria-label={label}>
        {children}
      </div>
    </div>
  );
}

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
