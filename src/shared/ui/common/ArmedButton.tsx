import { useEffect, useRef, type ComponentProps } from 'react';
import { Button } from './Button';
import { useArmed } from './use-armed';

/**
 * A Button that ignores clicks for its first 500 ms on screen (End chat, Close contact). The guard starts when the
 * button itself appears, not when its panel did: a double click on Accept must not reach End a moment later.
 * `focusWhenArmed` moves focus to it once it takes clicks (a disabled button cannot hold focus): Close contact
 * after a reply is sent.
 */
export function ArmedButton({ disabled, focusWhenArmed = false, ...props }: Omit<ComponentProps<typeof Button>, 'ref'> & { focusWhenArmed?: boolean }) {
  const armed = useArmed();
  const ref = useRef<HTMLButtonElement>(null);
  const usable = armed && !disabled;
  useEffect(() => {
    if (usable && focusWhenArmed) ref.current?.focus();
  }, [usable, focusWhenArmed]);
  return <Button {...props} ref={ref} disabled={!armed || disabled} />;
}
