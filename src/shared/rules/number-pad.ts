import type { Clock } from '../domain/clock';

/** The twelve keys of the number pad, in keypad order. */
export const KEYPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
export type KeypadKey = (typeof KEYPAD_KEYS)[number];

/** Holding 0 this long enters + instead (§2, §9). */
export const KEYPAD_LONG_PRESS_MS = 1000;

export function isKeypadKey(key: string): key is KeypadKey {
  return (KEYPAD_KEYS as readonly string[]).includes(key);
}

export interface KeypadPress {
  /** A key went down (pointer down or key down). A second press before release replaces the first. */
  press(key: KeypadKey): void;
  /** The key came up: enters the key unless a long press already entered +. */
  release(): void;
  /** The press was abandoned (pointer left the key, panel closed): nothing is entered. */
  cancel(): void;
  /** The key being held, if any. */
  readonly held: KeypadKey | null;
}

/**
 * The long-press rule as a small state machine: idle → holding(key) → idle. Holding 0 for 1000 ms enters +
 * as soon as the time is up (the agent sees it while still holding); releasing earlier enters 0. Every other
 * key enters itself on release. The clock is injected, so tests drive time without waiting.
 */
export function createKeypadPress(options: {
  clock: Pick<Clock, 'now' | 'setTimeout'>;
  /** Called with the character to append to the number: a keypad key or '+'. */
  onEnter: (char: KeypadKey | '+') => void;
  longPressMs?: number;
}): KeypadPress {
  const { clock, onEnter } = options;
  const longPressMs = options.longPressMs ?? KEYPAD_LONG_PRESS_MS;
  let held: KeypadKey | null = null;
  let pressedAt = 0;
  let plusEntered = false;
  let cancelTimer: (() => void) | null = null;

  const stopTimer = (): void => {
    cancelTimer?.();
    cancelTimer = null;
  };
  const enterPlus = (): void => {
    stopTimer();
    if (held !== '0' || plusEntered) return;
    plusEntered = true;
    onEnter('+');
  };

  return {
    press(key) {
      stopTimer();
      held = key;
      pressedAt = clock.now();
      plusEntered = false;
      if (key === '0') cancelTimer = clock.setTimeout(enterPlus, longPressMs);
    },
    release() {
      if (held === null) return;
      // A late timer (throttled background tab) must not turn a long press back into 0.
      if (held === '0' && !plusEntered && clock.now() - pressedAt >= longPressMs) enterPlus();
      stopTimer();
      if (!plusEntered) onEnter(held);
      held = null;
    },
    cancel() {
      stopTimer();
      held = null;
    },
    get held() {
      return held;
    },
  };
}
