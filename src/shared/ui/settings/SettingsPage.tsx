import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '../../i18n/locales';
import { canSaveSettings, isValidDeskPhoneExtension, settingsChanges, type PhoneSettings } from '../../rules/settings-extension';
import { useLocaleState } from '../app/LocaleProvider';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** Settings: phone type and desk phone number, chat notifications, language; log download and logout. */
export function SettingsPage() {
  const model = useModel();
  const intl = useIntl();
  const localeState = useLocaleState();
  const locale = useValue(localeState.locale);
  const configuration = useValue(model.agent.configuration);
  const pageOptions = useValue(model.agent.pageOptions);
  const channels = useValue(model.agent.enabledChannels);
  const saved: PhoneSettings = {
    locale,
    softphoneEnabled: !!configuration?.softphoneEnabled,
    extension: configuration?.extension ?? '',
    audioAlertEnabled: !!configuration?.audioAlertEnabled,
  };
  const [draft, setDraft] = useState<PhoneSettings>(saved);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const edit = (change: Partial<PhoneSettings>) => (setDraft((d) => ({ ...d, ...change })), setStatus('idle'));
  const canConfigure = model.can('agentConfiguration');
  const showPhone = canConfigure && channels.has('voice') && pageOptions.enablePhoneTypeSettings;
  const showChatAudio = canConfigure && channels.has('chat') && pageOptions.enableChatAudioNotifications;
  const extensionInvalid = !draft.softphoneEnabled && draft.extension.trim() !== '' && !isValidDeskPhoneExtension(draft.extension);

  const save = async () => {
    if (!canSaveSettings({ saved, draft })) return;
    const { locale: newLocale, ...agentChange } = settingsChanges(saved, draft);
    setStatus('saving');
    try {
      if (newLocale && isLocale(newLocale)) localeState.select(newLocale);
      const change = { ...agentChange, ...(newLocale ? { locale: newLocale } : {}) };
      if (canConfigure && Object.keys(change).length > 0) await model.intents.setConfiguration(change);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div id="channel-panel" role="tabpanel" aria-labelledby="tab-settings" className="settings-page">
      <h2>
        <FormattedMessage id="settings.title" />
      </h2>
      <form onSubmit={(e) => (e.preventDefault(), void save())}>
        {showPhone && (
          <fieldset>
            <legend>
              <FormattedMessage id="settings.phoneType" />
            </legend>
            <label>
              <input type="radio" name="phone-type" checked={draft.softphoneEnabled} onChange={() => edit({ softphoneEnabled: true })} />
              <FormattedMessage id="settings.softphone" />
            </label>
            <label>
              <input type="radio" name="phone-type" checked={!draft.softphoneEnabled} onChange={() => edit({ softphoneEnabled: false })} />
              <FormattedMessage id="settings.deskPhone" />
            </label>
            {!draft.softphoneEnabled && (
              <>
                <label htmlFor="settings-extension">
                  <FormattedMessage id="settings.extension" />
                </label>
                <input
                  id="settings-extension"
                  type="tel"
                  value={draft.extension}
                  aria-invalid={extensionInvalid}
                  aria-describedby={extensionInvalid ? 'settings-extension-error' : undefined}
                  onChange={(e) => edit({ extension: e.target.value })}
                />
                {extensionInvalid && (
                  <p id="settings-extension-error" className="field-error">
                    <FormattedMessage id="settings.extensionInvalid" />
                  </p>
                )}
              </>
            )}
          </fieldset>
        )}
        {showChatAudio && (
          <label>
            <input type="checkbox" checked={draft.audioAlertEnabled} onChange={(e) => edit({ audioAlertEnabled: e.target.checked })} />
            <FormattedMessage id="settings.chatAudio" />
          </label>
        )}
        <label htmlFor="settings-language">
          <FormattedMessage id="settings.language" />
        </label>
        <select id="settings-language" value={draft.locale} onChange={(e) => edit({ locale: e.target.value as Locale })}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l.replace('_', '-')}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
        <div className="action-bar">
          <button type="submit" className="primary" disabled={status === 'saving' || !canSaveSettings({ saved, draft })}>
            <FormattedMessage id="settings.save" />
          </button>
          <button type="button" onClick={() => (setDraft(saved), setStatus('idle'))}>
            <FormattedMessage id="settings.cancel" />
          </button>
        </div>
        <p role="status">
          {status === 'saved' && <FormattedMessage id="settings.saved" />}
          {status === 'failed' && <FormattedMessage id="settings.saveFailed" />}
        </p>
      </form>
      <div className="action-bar">
        {model.can('logs') && (
          <button type="button" className="link" onClick={() => void model.session.downloadLogs().catch(() => undefined)}>
            <FormattedMessage id="settings.downloadLogs" />
          </button>
        )}
        {model.can('session') && (
          <button type="button" className="link" onClick={() => void model.session.logout().catch(() => undefined)}>
            <FormattedMessage id="settings.logout" />
          </button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {intl.formatMessage({ id: 'settings.languageNow' }, { language: LOCALE_NAMES[locale] })}
      </p>
    </div>
  );
}
