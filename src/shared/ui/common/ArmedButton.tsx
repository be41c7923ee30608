import type { ButtonHTMLAttributes } from 'react';
import { useArmed } from './use-armed';

/**
 * A button that ignores clicks for its first 500 ms on screen (End chat, Close contact). The guard starts when the
 * button itself appears, not when its panel did: a double click on Accept must not reach End a moment later.
 */
export function ArmedButton({ disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const armed = useArmed();
  return <button type="button" {...props} disabled={!armed || disabled} />;
}
