import { describe, expect, it } from 'vitest';
import { adminRingerDevice, effectiveSetting, NO_ADMIN_SETTINGS, notificationsAllowed, offersNotificationsByDefault, parseAdminSettings } from '../../../src/shared/rules/admin-settings';

describe("a setting's value under the administrator's defaults and locks", () => {
  const admin = parseAdminSettings({ defaults: { theme: 'dark', language: 'de_DE' }, locked: ['language'] });

  it("is the agent's own choice when the setting is not locked", () => {
    expect(effectiveSetting(admin, 'theme', 'light', 'system')).toBe('light');
  });

  it("is the administrator's default when the agent chose nothing, else the built-in default", () => {
    expect(effectiveSetting(admin, 'theme', null, 'system')).toBe('dark');
    expect(effectiveSetting(NO_ADMIN_SETTINGS, 'theme', undefined, 'system')).toBe('system');
  });

  it("is the administrator's when locked, whatever the agent chose before", () => {
    expect(effectiveSetting(admin, 'language', 'fr_FR', 'en_US')).toBe('de_DE');
    expect(effectiveSetting(admin, 'language', null, 'en_US')).toBe('de_DE');
  });
});

describe('config.json agentSettings', () => {
  it('is nothing set and the phone-link registration offered when absent', () => {
    expect(parseAdminSettings(undefined)).toEqual({ defaults: {}, locked: [], offerTelLinks: true });
    expect(parseAdminSettings({ offerTelLinks: false }).offerTelLinks).toBe(false);
  });

  it('names the wrong key', () => {
    for (const [raw, key] of [
      [{ defaults: { theme: 'blue' } }, 'agentSettings.defaults.theme'],
      [{ defaults: { language: 'en' } }, 'agentSettings.defaults.language'],
      [{ defaults: { ringer: ' ' } }, 'agentSettings.defaults.ringer'],
      [{ defaults: { ringer: 7 } }, 'agentSettings.defaults.ringer'],
      [{ defaults: { notifications: 'off' } }, 'agentSettings.defaults.notifications'],
      [{ locked: ['ringer'] }, 'agentSettings.defaults.ringer'],
      [{ defaults: { volume: 3 } }, 'agentSettings.defaults.volume'],
      [{ locked: ['volume'] }, 'agentSettings.locked'],
      [{ locked: ['theme'] }, 'agentSettings.defaults.theme'],
      [{ offerTelLinks: 'no' }, 'agentSettings.offerTelLinks'],
      [{ lock: [] }, 'agentSettings.lock'],
      ['dark', 'agentSettings'],
    ] as const) {
      expect(() => parseAdminSettings(raw), JSON.stringify(raw)).toThrow(key);
    }
  });
});

describe("the administrator's ringer and notifications", () => {
  const outputs = [
    { deviceId: 'default', label: 'Default - Jabra Evolve 65' },
    { deviceId: 'spk', label: 'Speakers (Realtek High Definition Audio)' },
  ];

  it('ring on the first output device whose name contains the default, letter case aside; none when none does', () => {
    expect(adminRingerDevice(parseAdminSettings({ defaults: { ringer: 'speakers' } }), outputs)).toBe('spk');
    expect(adminRingerDevice(parseAdminSettings({ defaults: { ringer: 'Bose' } }), outputs)).toBeNull();
    expect(adminRingerDevice(NO_ADMIN_SETTINGS, outputs)).toBeNull();
  });

  it('offer notifications unless the default is off, and show them unless locked off', () => {
    expect([offersNotificationsByDefault(NO_ADMIN_SETTINGS), notificationsAllowed(NO_ADMIN_SETTINGS)]).toEqual([true, true]);
    const off = parseAdminSettings({ defaults: { notifications: false } });
    expect([offersNotificationsByDefault(off), notificationsAllowed(off)]).toEqual([false, true]);
    const lockedOff = parseAdminSettings({ defaults: { notifications: false }, locked: ['notifications'] });
    expect([offersNotificationsByDefault(lockedOff), notificationsAllowed(lockedOff)]).toEqual([false, false]);
  });
});
