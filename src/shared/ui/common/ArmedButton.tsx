import type { ComponentProps } from 'react';
import { Button } from './Button';
import { useArmed } from './use-armed';

/**
 * A Button that ignores clicks for its first 500 ms on screen (End chat, Close contact). The guard starts when the
 * button itself appears, not when its panel did: a double click on Accept must not reach End a moment later.
 */
export function ArmedButton({ disabled, ...props }: ComponentProps<typeof Button>) {
  const armed = useArmed();
  return <Button {...props} disabled={!armed || disabled} />;
}
