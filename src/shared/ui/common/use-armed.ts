import { useEffect, useState } from 'react';
import { ACTION_BUTTON_ARM_MS } from '../../model/contacts/controls';

/** False for the first 500 ms after a button appears, so a double click cannot end the next contact too. */
export function useArmed(ms: number = ACTION_BUTTON_ARM_MS): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setArmed(true), ms);
    return () => clearTimeout(t);
  }, [ms]);
  return armed;
}
