import { LOCALES, isLocale, type Locale } from '../i18n/locales';
import { onlyKnownKeys } from './known-keys';

/**
 * A fleet's defaults and locks for the agent's own settings (config.json `agentSettings`): the administrator sets
 * what a new agent starts with and which settings agents may not change.
 */
export const ADMIN_SETTING_NAMES = ['theme', 'language', 'ringer', 'notifications'] as const;
export type AdminSettingName = (typeof ADMIN_SETTING_NAMES)[number];

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;

export interface AdminSettingValues {
  theme: (typeof THEME_CHOICES)[number];
  language: Locale;
  /**
   * The ringer as part of a device's name ("Speakers"): device ids differ per computer, names of a fleet's
   * hardware do not. The first output device whose name contains it rings, while listed.
   */
  ringer: string;
  /** Whether the panel offers and shows desktop notifications of incoming contacts (built-in: true). */
  notifications: boolean;
}

export interface AdminSettings {
  defaults: Partial<AdminSettingValues>;
  locked: readonly AdminSettingName[];
  /** Settings offers to register the panel for phone links (tel:); an administrator may leave that out. */
  offerTelLinks: boolean;
}

export const NO_ADMIN_SETTINGS: AdminSettings = { defaults: {}, locked: [], offerTelLinks: true };

export const isLocked = (admin: AdminSettings, name: AdminSettingName) => admin.locked.includes(name);

/**
 * The value a setting has: a locked one is the administrator's; otherwise the agent's own choice, else the
 * administrator's default, else the panel's built-in default.
 */
export function effectiveSetting<K extends AdminSettingName>(admin: AdminSettings, name: K, agent: AdminSettingValues[K] | null | undefined, builtIn: AdminSettingValues[K]): AdminSettingValues[K] {
  const adminDefault = admin.defaults[name] as AdminSettingValues[K] | undefined;
  if (isLocked(admin, name)) return adminDefault ?? builtIn;
  return agent ?? adminDefault ?? builtIn;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads config.json's `agentSettings`; throws an Error whose message names the key (the caller prefixes "config.json: "). */
export function parseAdminSettings(raw: unknown): AdminSettings {
  if (raw === undefined) return NO_ADMIN_SETTINGS;
  if (!isObject(raw)) throw new Error('agentSettings must be an object with defaults, locked and offerTelLinks');
  onlyKnownKeys(raw, ['defaults', 'locked', 'offerTelLinks'], 'agentSettings');
  const defaults = raw.defaults ?? {};
  if (!isObject(defaults)) throw new Error('agentSettings.defaults must be an object such as { "theme": "dark" }');
  onlyKnownKeys(defaults, ADMIN_SETTING_NAMES, 'agentSettings.defaults');
  if (defaults.theme !== undefined && !(THEME_CHOICES as readonly unknown[]).includes(defaults.theme)) throw new Error(`agentSettings.defaults.theme must be one of ${THEME_CHOICES.join(', ')}`);
  if (defaults.language !== undefined && !isLocale(defaults.language)) throw new Error(`agentSettings.defaults.language must be one of ${LOCALES.join(', ')}`);
  if (defaults.ringer !== undefined && (typeof defaults.ringer !== 'string' || !defaults.ringer.trim() || defaults.ringer.length > 128)) {
    throw new Error('agentSettings.defaults.ringer must be part of the ringing device\'s name, e.g. "Speakers"');
  }
  if (defaults.notifications !== undefined && typeof defaults.notifications !== 'boolean') throw new Error('agentSettings.defaults.notifications must be true or false');
  const locked = raw.locked ?? [];
  if (!Array.isArray(locked) || !locked.every((n) => (ADMIN_SETTING_NAMES as readonly unknown[]).includes(n))) throw new Error(`agentSettings.locked must be a list of ${ADMIN_SETTING_NAMES.join(', ')}`);
  for (const name of locked as AdminSettingName[]) if (defaults[name] === undefined) throw new Error(`agentSettings.locked: ${name} is locked, so agentSettings.defaults.${name} must say its value`);
  if (raw.offerTelLinks !== undefined && typeof raw.offerTelLinks !== 'boolean') throw new Error('agentSettings.offerTelLinks must be true or false');
  return { defaults: defaults as Partial<AdminSettingValues>, locked: [...new Set(locked as AdminSettingName[])], offerTelLinks: raw.offerTelLinks !== false };
}

/**
 * Whether the panel may show desktop notifications at all: not when the administrator locked them off (the
 * browser's permission does not matter then).
 */
export const notificationsAllowed = (admin: AdminSettings) => !(isLocked(admin, 'notifications') && admin.defaults.notifications === false);

/** Whether the panel offers turning notifications on by itself (the Email tab's prompt): the built-in default is yes. */
export const offersNotificationsByDefault = (admin: AdminSettings) => effectiveSetting(admin, 'notifications', null, true);

/**
 * The ringer the administrator's default names among the devices listed: the first output whose name contains it
 * (letter case aside); null when none does (then the agent's own choice, or the system's, rings).
 */
export function adminRingerDevice(admin: AdminSettings, outputs: readonly { deviceId: string; label: string }[]): string | null {
  const name = admin.defaults.ringer?.trim().toLocaleLowerCase();
  if (!name) return null;
  return outputs.find((d) => d.label.toLocaleLowerCase().includes(name))?.deviceId ?? null;
}
