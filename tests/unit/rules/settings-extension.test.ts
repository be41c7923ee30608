import { describe, expect, it } from 'vitest';
import {
  canSaveSettings,
  isValidDeskPhoneExtension,
  normalizeExtension,
  settingsChanges,
  type PhoneSettings,
} from '../../../src/shared/rules/settings-extension';

const saved: PhoneSettings = { locale: 'en_US', softphoneEnabled: false, extension: '+12065550100', audioAlertEnabled: false };

describe('settings extension rule', () => {
  it('strips dashes and spaces before saving and comparing', () => {
    expect(normalizeExtension(' +1 206-555-0100 ')).toBe('+12065550100');
    expect(settingsChanges(saved, { ...saved, extension: '+1 206-555-0100' })).toEqual({});
    expect(settingsChanges(saved, { ...saved, extension: '+1 206-555-0111' })).toEqual({ extension: '+12065550111' });
  });
  it('desk phone needs a valid E.164 extension', () => {
    expect(isValidDeskPhoneExtension('+44 20 7946 0958')).toBe(true);
    expect(isValidDeskPhoneExtension('2065550100')).toBe(false);
    expect(isValidDeskPhoneExtension('')).toBe(false);
  });
  it('ignores the extension while Softphone is selected', () => {
    const soft = { ...saved, softphoneEnabled: true };
    expect(settingsChanges(soft, { ...soft, extension: 'junk' })).toEqual({});
  });
});

describe('Save enabled only if the locale changed, or something changed and the desk-phone extension is valid', () => {
  it('is disabled when nothing changed', () => {
    expect(canSaveSettings({ saved, draft: { ...saved } })).toBe(false);
    expect(canSaveSettings({ saved, draft: { ...saved, extension: '+1-206-555-0100' } })).toBe(false);
  });
  it('is enabled by a locale change even with an invalid extension', () => {
    expect(canSaveSettings({ saved, draft: { ...saved, locale: 'de_DE', extension: 'nope' } })).toBe(true);
  });
  it('needs a valid extension for other changes with Desk phone', () => {
    expect(canSaveSettings({ saved, draft: { ...saved, extension: '+442079460958' } })).toBe(true);
    expect(canSaveSettings({ saved, draft: { ...saved, extension: '12345' } })).toBe(false);
    expect(canSaveSettings({ saved, draft: { ...saved, audioAlertEnabled: true, extension: '12345' } })).toBe(false);
    expect(canSaveSettings({ saved: { ...saved, extension: 'old' }, draft: { ...saved, extension: 'old' }, otherChanged: true })).toBe(false);
  });
  it('does not look at the extension with Softphone', () => {
    expect(canSaveSettings({ saved, draft: { ...saved, softphoneEnabled: true, extension: '' } })).toBe(true);
    expect(canSaveSettings({ saved, draft: { ...saved, softphoneEnabled: false }, otherChanged: true })).toBe(true);
  });
});
