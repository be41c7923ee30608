import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_NAMES, LOCALES, isLocale } from '../../i18n/locales';
import { useLocaleState } from '../app/LocaleProvider';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** Settings: the language for now; devices and phone type arrive with the voice and settings work. */
export function SettingsPage() {
  const model = useModel();
  const intl = useIntl();
  const localeState = useLocaleState();
  const current = useValue(localeState.locale);
  const [language, setLanguage] = useState<string>(current);

  const save = () => {
    if (!isLocale(language)) return;
    localeState.select(language);
    if (model.can('agentConfiguration')) void model.intents.setConfiguration({ locale: language }).catch(() => undefined);
  };

  return (
    <div id="channel-panel" role="tabpanel" aria-labelledby="tab-settings" className="settings-page">
      <h2>
        <FormattedMessage id="settings.title" />
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <label htmlFor="settings-language">
          <FormattedMessage id="settings.language" />
        </label>
        <select id="settings-language" value={language} onChange={(e) => setLanguage(e.target.value)}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l.replace('_', '-')}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
        <div className="action-bar">
          <button type="submit" className="primary">
            <FormattedMessage id="settings.save" />
          </button>
          <button type="button" onClick={() => setLanguage(current)}>
            <FormattedMessage id="settings.cancel" />
          </button>
        </div>
      </form>
      <p className="visually-hidden" aria-live="polite">
        {intl.formatMessage({ id: 'settings.languageNow' }, { language: LOCALE_NAMES[current] })}
      </p>
    </div>
  );
}
