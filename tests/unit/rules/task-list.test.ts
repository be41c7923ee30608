import { describe, expect, it } from 'vitest';
import enUS from '../../../src/shared/i18n/messages/en_US.json';
import { headerNameLimit, nearestOutOfView, rowTime, unreadOutOfView } from '../../../src/shared/rules/task-list';

describe('header name length by width (§9)', () => {
  it('5 below 220 px, 14/18/22/26/30/34 from 220/270/320/390/400/430 px, 40 above 430 px', () => {
    expect(headerNameLimit(0)).toBe(5);
    expect(headerNameLimit(219)).toBe(5);
    expect(headerNameLimit(220)).toBe(14);
    expect(headerNameLimit(269)).toBe(14);
    expect(headerNameLimit(270)).toBe(18);
    expect(headerNameLimit(320)).toBe(22);
    expect(headerNameLimit(389)).toBe(22);
    expect(headerNameLimit(390)).toBe(26);
    expect(headerNameLimit(400)).toBe(30);
    expect(headerNameLimit(429)).toBe(30);
    expect(headerNameLimit(430)).toBe(34);
    expect(headerNameLimit(431)).toBe(40);
    expect(headerNameLimit(1920)).toBe(40);
  });
});

describe('what a row shows in its timer place', () => {
  it('Paused for a paused contact, an ended mark for an ended one, the timer otherwise', () => {
    expect(rowTime('paused')).toBe('paused');
    expect(rowTime('ended')).toBe('ended');
    for (const s of ['incoming', 'connected', 'acw', 'missed'] as const) expect(rowTime(s)).toBe('timer');
  });
});

describe('unread chats out of view', () => {
  const view = { top: 100, bottom: 200 };
  it('a row wholly above or below counts; a row partly in view does not', () => {
    expect(unreadOutOfView([], view)).toEqual({ above: false, below: false });
    expect(unreadOutOfView([{ top: 40, bottom: 95 }], view)).toEqual({ above: true, below: false });
    expect(unreadOutOfView([{ top: 205, bottom: 260 }], view)).toEqual({ above: false, below: true });
    expect(unreadOutOfView([{ top: 80, bottom: 135 }, { top: 180, bottom: 235 }], view)).toEqual({ above: false, below: false });
  });
  it('the button brings the nearest one in its direction', () => {
    const rows = [
      { id: 'a', top: 0, bottom: 55 },
      { id: 'b', top: 40, bottom: 95 },
      { id: 'c', top: 210, bottom: 265 },
      { id: 'd', top: 300, bottom: 355 },
    ];
    expect(nearestOutOfView(rows, view, 'above')?.id).toBe('b');
    expect(nearestOutOfView(rows, view, 'below')?.id).toBe('c');
    expect(nearestOutOfView(rows.slice(2, 3), view, 'above')).toBeUndefined();
  });
});

describe('the list title', () => {
  // A merge once brought back the old 'Contacts'; the browser tests find the list by this name.
  it('is Task List (§2)', () => {
    expect(enUS['contacts.list']).toBe('Task List');
  });
});
