import type { AgentConfigurationChange } from '../domain/port-types';
import { isValidE164 } from './phone-number';

/** The phone settings the Settings page edits and Save sends. */
export interface PhoneSettings {
  locale: string;
  softphoneEnabled: boolean;
  /** Desk phone number; only meaningful when softphoneEnabled is false. */
  extension: string;
  audioAlertEnabled: boolean;
}

/** Dashes and spaces are stripped from the extension before saving and comparing (§5). */
export function normalizeExtension(extension: string): string {
  return extension.replace(/[\s-]/g, '');
}

/** Desk phone needs an extension that is a valid E.164 number once dashes and spaces are gone. */
export function isValidDeskPhoneExtension(extension: string): boolean {
  const normal = normalizeExtension(extension);
  return normal !== '' && isValidE164(normal);
}

/**
 * What Save would send: only the fields that differ. The extension counts only while Desk phone is
 * selected (it is neither sent nor compared for Softphone) and is compared and sent normalised.
 */
export function settingsChanges(saved: PhoneSettings, draft: PhoneSettings): AgentConfigurationChange {
  const change: AgentConfigurationChange = {};
  if (draft.locale !== saved.locale) change.locale = draft.locale;
  if (draft.softphoneEnabled !== saved.softphoneEnabled) change.softphoneEnabled = draft.softphoneEnabled;
  if (!draft.softphoneEnabled && normalizeExtension(draft.extension) !== normalizeExtension(saved.extension)) {
    change.extension = normalizeExtension(draft.extension);
  }
  if (draft.audioAlertEnabled !== saved.audioAlertEnabled) change.audioAlertEnabled = draft.audioAlertEnabled;
  return change;
}

/**
 * Save is enabled only if the locale changed, or something changed and, when Desk phone is selected, the
 * extension is a valid E.164 number (§5). `otherChanged` covers edits outside PhoneSettings (device picks,
 * background blur) that the page also saves.
 */
export function canSaveSettings(input: { saved: PhoneSettings; draft: PhoneSettings; otherChanged?: boolean }): boolean {
  const { saved, draft } = input;
  if (draft.locale !== saved.locale) return true;
  const changed = Object.keys(settingsChanges(saved, draft)).length > 0 || input.otherChanged === true;
  if (!changed) return false;
  return draft.softphoneEnabled || isValidDeskPhoneExtension(draft.extension);
}
