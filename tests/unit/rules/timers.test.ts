import { describe, expect, it } from 'vitest';
import { chatIdleMs, formatDuration, isTimerAnnouncement } from '../../../src/shared/rules/timers';

describe('chat idle time', () => {
  it('runs from connection while nothing was said', () => {
    expect(chatIdleMs(10_000, undefined, 4_000)).toBe(6_000);
  });
  it('runs from the last message after connection', () => {
    expect(chatIdleMs(10_000, 7_000, 4_000)).toBe(3_000);
  });
  it('a message before the agent connected (a bot, a transfer) does not count', () => {
    expect(chatIdleMs(10_000, 1_000, 4_000)).toBe(6_000);
  });
  it('never reads below zero', () => {
    expect(chatIdleMs(3_000, 5_000, 4_000)).toBe(0);
  });
});

describe('timer format', () => {
  it('is MM:SS without hours', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65_900)).toBe('01:05');
  });
  it('is HH:MM:SS once there are hours', () => {
    expect(formatDuration(3_600_000)).toBe('01:00:00');
    expect(formatDuration(3_725_000)).toBe('01:02:05');
  });
  it('reads negative durations as zero', () => {
    expect(formatDuration(-5_000)).toBe('00:00');
  });
});

describe('timer announcements', () => {
  it('announces at 1 s', () => expect(isTimerAnnouncement(1)).toBe(true));
  it('announces every 10 minutes in the first hour', () => {
    expect(isTimerAnnouncement(600)).toBe(true);
    expect(isTimerAnnouncement(601)).toBe(false);
  });
  it('announces every hour after that', () => {
    expect(isTimerAnnouncement(7200)).toBe(true);
    expect(isTimerAnnouncement(4200)).toBe(false);
  });
});

describe('announced second (voice §9)', () => {
  it('says 1 s, each 10 minutes and each hour, for a few seconds each', async () => {
    const { announcedSecond } = await import('../../../src/shared/rules/timers');
    expect(announcedSecond(0)).toBeNull();
    expect(announcedSecond(1)).toBe(1);
    expect(announcedSecond(5.5)).toBe(1);
    expect(announcedSecond(6)).toBeNull();
    expect(announcedSecond(599)).toBeNull();
    expect(announcedSecond(600)).toBe(600);
    expect(announcedSecond(1203)).toBe(1200);
    expect(announcedSecond(4200)).toBeNull();
    expect(announcedSecond(7201)).toBe(7200);
  });
});
