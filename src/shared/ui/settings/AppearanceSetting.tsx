import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { browserStorage } from '../app/browser-storage';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '../theme/theme';

const CHOICES: ThemeChoice[] = ['system', 'light', 'dark'];

/**
 * Light, dark or the system's choice. A display preference of this browser, not of the agent's configuration:
 * it applies at once and is kept locally, outside the page's Save and Cancel.
 */
export function AppearanceSetting() {
  const storage = useMemo(browserStorage, []);
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(storage));
  return (
    <fieldset className="appearance-setting">
      <legend>
        <FormattedMessage id="settings.appearance" />
      </legend>
      {CHOICES.map((c) => (
        <label key={c}>
          <input type="radio" name="appearance" checked={choice === c} onChange={() => (setChoice(c), saveThemeChoice(storage, c))} />
          <FormattedMessage id={`settings.appearance.${c}`} />
        </label>
      ))}
    </fieldset>
  );
}
