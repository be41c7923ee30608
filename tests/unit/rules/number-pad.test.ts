import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/shared/domain/clock';
import { isDialpadInput, sanitizeDialpadInput } from '../../../src/shared/rules/digits';
import { createKeypadPress, isKeypadKey, KEYPAD_LONG_PRESS_MS } from '../../../src/shared/rules/number-pad';

describe('number pad input accepts only 0-9 * # +', () => {
  it('keeps the allowed characters and reads full-width numerals', () => {
    expect(sanitizeDialpadInput('+1 (２０６) 555-01a0*#')).toBe('+1206555010*#');
    expect(isDialpadInput(sanitizeDialpadInput('abc'))).toBe(false);
  });
  it('knows the twelve keys', () => {
    expect(isKeypadKey('#')).toBe(true);
    expect(isKeypadKey('+')).toBe(false);
  });
});

describe('long-press 0 for 1000 ms gives +', () => {
  const setup = () => {
    const clock = new ManualClock(0);
    const entered: string[] = [];
    const keypad = createKeypadPress({ clock, onEnter: (c) => entered.push(c) });
    return { clock, entered, keypad };
  };
  it('enters + once the 1000 ms are up, while still held, and nothing on release', () => {
    const { clock, entered, keypad } = setup();
    keypad.press('0');
    clock.advance(KEYPAD_LONG_PRESS_MS - 1);
    expect(entered).toEqual([]);
    clock.advance(1);
    expect(entered).toEqual(['+']);
    keypad.release();
    expect(entered).toEqual(['+']);
    expect(keypad.held).toBeNull();
  });
  it('a short press of 0 enters 0', () => {
    const { clock, entered, keypad } = setup();
    keypad.press('0');
    clock.advance(999);
    keypad.release();
    clock.advance(5000);
    expect(entered).toEqual(['0']);
  });
  it('other keys enter themselves however long they are held', () => {
    const { clock, entered, keypad } = setup();
    keypad.press('5');
    clock.advance(3000);
    keypad.release();
    expect(entered).toEqual(['5']);
  });
  it('a cancelled press enters nothing', () => {
    const { clock, entered, keypad } = setup();
    keypad.press('0');
    keypad.cancel();
    clock.advance(2000);
    keypad.release();
    expect(entered).toEqual([]);
  });
  it('a late timer still gives + when the release comes after 1000 ms', () => {
    const entered: string[] = [];
    let now = 0;
    const clock = { now: () => now, setTimeout: () => () => {} };
    const keypad = createKeypadPress({ clock, onEnter: (c) => entered.push(c) });
    keypad.press('0');
    now = 1200;
    keypad.release();
    expect(entered).toEqual(['+']);
  });
});
