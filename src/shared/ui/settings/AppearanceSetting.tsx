import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isLocked } from '../../rules/admin-settings';
import { browserStorage } from '../app/browser-storage';
import { useModel } from '../app/model-context';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '../theme/theme';
import { SetByAdministrator } from './SetByAdministrator';

const CHOICES: ThemeChoice[] = ['system', 'light', 'dark'];

/**
 * Light, dark or the system's choice. A display preference of this browser, not of the agent's configuration:
 * it applies at once and is kept locally, outside the page's Save and Cancel. An administrator may set it for the
 * fleet (config.json agentSettings): then it shows, disabled, as set by the administrator.
 */
export function AppearanceSetting() {
  const model = useModel();
  const storage = useMemo(browserStorage, []);
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(storage, model.adminSettings));
  const locked = isLocked(model.adminSettings, 'theme');
  return (
    <fieldset className="appearance-setting">
      <legend>
        <FormattedMessage id="settings.appearance" />
      </legend>
      {CHOICES.map((c) => (
        <label key={c}>
          <input
            type="radio"
            name="appearance"
            checked={choice === c}
            disabled={locked}
            aria-describedby={locked ? 'settings-appearance-locked' : undefined}
            onChange={() => (setChoice(c), saveThemeChoice(storage, c))}
          />
          <FormattedMessage id={`settings.appearance.${c}`} />
        </label>
      ))}
      {locked && <SetByAdministrator id="settings-appearance-locked" />}
    </fieldset>
  );
}
