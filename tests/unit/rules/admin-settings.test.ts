import { describe, expect, it } from 'vitest';
import { effectiveSetting, NO_ADMIN_SETTINGS, parseAdminSettings } from '../../../src/shared/rules/admin-settings';

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
      [{ defaults: { ringer: 'x' } }, 'agentSettings.defaults.ringer'],
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
