import type { KeyValueStorage } from '../../model';
import { effectiveSetting, NO_ADMIN_SETTINGS, type AdminSettings } from '../../rules/admin-settings';

/** The agent's choice of colours: follow the system (the default), or always light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'ccp.theme';

export function isThemeChoice(v: unknown): v is ThemeChoice {
  return v === 'system' || v === 'light' || v === 'dark';
}

/** The agent's choice on this browser, under the administrator's default and lock (rules/admin-settings). */
export function readThemeChoice(storage: KeyValueStorage, admin: AdminSettings = NO_ADMIN_SETTINGS): ThemeChoice {
  const v = storage.getItem(THEME_STORAGE_KEY);
  return effectiveSetting(admin, 'theme', isThemeChoice(v) ? v : null, 'system');
}

/**
 * Applies a choice to the page: tokens.css reads html[data-theme]; without it the system's preference decides.
 * Call once at start-up (before the first render, so there is no flash of the wrong theme) and on every change.
 */
export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function saveThemeChoice(storage: KeyValueStorage, choice: ThemeChoice): void {
  storage.setItem(THEME_STORAGE_KEY, choice);
  applyThemeChoice(choice);
}
