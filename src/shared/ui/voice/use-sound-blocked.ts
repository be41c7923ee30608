import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the browser would refuse to play sound now (its autoplay policy: no click or key press on the page yet).
 * Firefox answers directly; elsewhere a new AudioContext starts suspended exactly when sound is not allowed.
 */
export function soundBlocked(): boolean {
  const nav = navigator as Navigator & { getAutoplayPolicy?: (type: 'audiocontext') => string };
  if (nav.getAutoplayPolicy) return nav.getAutoplayPolicy('audiocontext') === 'disallowed';
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return false;
  const probe = new Context();
  const blocked = probe.state === 'suspended';
  void probe.close();
  return blocked;
}

/**
 * While `watch` holds (a softphone that rings here), whether sound is blocked; it clears with the agent's first
 * click or key press anywhere on the page, which is what unblocks it (the CCP frame plays with the page's consent).
 */
export function useSoundBlocked(watch: boolean): { blocked: boolean; recheck: () => void } {
  const [blocked, setBlocked] = useState(false);
  const recheck = useCallback(() => setBlocked((was) => was && soundBlocked()), []);
  useEffect(() => {
    if (!watch) {
      setBlocked(false);
      return;
    }
    const events = ['pointerdown', 'keydown'] as const;
    const stop = () => events.forEach((e) => window.removeEventListener(e, recheck, true));
    // The gesture counts once its event is under way: look again just after it.
    function recheck() {
      setTimeout(() => {
        if (!soundBlocked()) {
          setBlocked(false);
          stop();
        }
      });
    }
    if (!soundBlocked()) return;
    setBlocked(true);
    events.forEach((e) => window.addEventListener(e, recheck, true));
    return stop;
  }, [watch]);
  return { blocked, recheck };
}
