import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_NAMES, LOCALES, isInstanceLocale, isLocale, type Locale } from '../../i18n/locales';
import { canSaveSettings, isValidDeskPhoneExtension, settingsChanges, type PhoneSettings } from '../../rules/settings-extension';
import { useLocaleState } from '../app/LocaleProvider';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { AUDIO_DEVICE_KINDS, type AudioDeviceKind } from '../../rules/audio-devices';
import { AudioDevices, type AudioDeviceDraft } from './AudioDevices';
import { AppearanceSetting } from './AppearanceSetting';
import { NotificationSetting } from './NotificationSetting';
import { ClickToDialSetting } from '../crm/ClickToDialSetting';
import { VideoDevices } from './VideoDevices';
import { VoiceEnhancementSetting } from './VoiceEnhancementSetting';
import { SetByAdministrator } from './SetByAdministrator';
import { isLocked } from '../../rules/admin-settings';
import type { VoiceEnhancementMode } from '../../domain/agent';
import { Button } from '../common/Button';
import { FieldError } from '../common/FormField';
import { lazyChunk, lazyView } from '../common/lazy-view';
import { clearSetupCheckRequest, setupCheckRequested } from './setup-check-request';
import { panelVersion } from '../../version';
import './settings.css';

// Check my setup's code loads when the agent opens it.
const SetupCheck = lazyView(
  lazyChunk(() => import('./SetupCheck')),
  (m) => m.SetupCheck,
);

/** The Check my setup section: closed until the agent (or the softphone home's link) opens it. */
function SetupCheckSection() {
  const model = useModel();
  const [open, setOpen] = useState(setupCheckRequested);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the softphone's home: the agent lands on it.
  const [asked] = useState(open);
  useEffect(() => {
    if (!asked) return;
    // In view at the top of the panel, not just focused: focus alone scrolled it to the bottom edge, and the sections
    // above it still loading pushed it out of a 1000x800 window (issue 41). Kept there while Settings settles, until
    // the agent scrolls, clicks, types or moves focus.
    const show = () => {
      const h = heading.current;
      if (h && document.activeElement === h) h.closest('section')?.scrollIntoView({ block: 'start' });
    };
    heading.current?.focus({ preventScroll: true });
    show();
    // The button that asked is gone with the softphone's home, and the shell settles focus in the frames after the
    // route change: take it back once it has, unless the agent already went on into the section.
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => void (heading.current?.closest('section')?.contains(document.activeElement) || (heading.current?.focus({ preventScroll: true }), show())))));
    const page = heading.current?.closest('.settings-page');
    const settle = new ResizeObserver(show);
    if (page) settle.observe(page);
    const stop = () => settle.disconnect();
    const events = ['wheel', 'pointerdown', 'keydown', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, stop, { capture: true, once: true });
    return () => {
      cancelAnimationFrame(frame);
      stop();
      for (const e of events) window.removeEventListener(e, stop, { capture: true });
    };
  }, [asked]);
  // The store is only signals; the measuring code loads with the section's view.
  if (!model.setupCheck()) return null;
  return (
    <section className="settings-setup-check" aria-labelledby="settings-setup-check">
      <h3 id="settings-setup-check" ref={heading} tabIndex={-1}>
        <FormattedMessage id="setup.title" />
      </h3>
      <Button aria-expanded={open} aria-controls="setup-check-body" onClick={() => (clearSetupCheckRequest(), setOpen((o) => !o))}>
        <FormattedMessage id={open ? 'setup.close' : 'setup.open'} />
      </Button>
      <div id="setup-check-body">{open && <SetupCheck />}</div>
    </section>
  );
}

/** Settings: video devices, audio devices, phone type and desk phone number, chat notifications, language; log download and logout. */
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
  // Device picks are part of the form: the spec's Save/Cancel cover the whole page and Save's rule counts
  // "something changed" (§5, canSaveSettings' otherChanged), so a pick applies at Save and Cancel undoes it.
  const savedDevices = useValue(model.devices.chosen);
  const [deviceDraft, setDeviceDraft] = useState<Partial<AudioDeviceDraft>>({});
  const devices: AudioDeviceDraft = { ...savedDevices, ...deviceDraft };
  const changedDevices = AUDIO_DEVICE_KINDS.filter((k) => devices[k] !== savedDevices[k]);
  const savedCamera = useValue(model.video.camera);
  const [cameraDraft, setCameraDraft] = useState<string | null>(null);
  const camera = cameraDraft ?? savedCamera;
  const showVideo = useValue(model.video.settingsEnabled);
  const savedBlur = useValue(model.video.blur);
  const [blurDraft, setBlurDraft] = useState<boolean | null>(null);
  const blur = blurDraft ?? savedBlur;
  // Voice enhancement shows once the host says the instance offers it (the mode is read each time Settings opens).
  const savedEnhancement = useValue(model.devices.voiceEnhancement);
  const [enhancementDraft, setEnhancementDraft] = useState<VoiceEnhancementMode | null>(null);
  const enhancement = enhancementDraft ?? savedEnhancement;
  const canEnhance = model.can('voiceEnhancement');
  useEffect(() => void (canEnhance && model.devices.loadVoiceEnhancement()), [model, canEnhance]);
  const audioSettingsEnabled = useValue(model.devices.audioSettingsEnabled);
  const showAudio = model.can('deviceSelection') && audioSettingsEnabled;
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed' | 'enhancementFailed'>('idle');
  const edit = (change: Partial<PhoneSettings>) => (setDraft((d) => ({ ...d, ...change })), setStatus('idle'));
  const canConfigure = model.can('agentConfiguration');
  const showPhone = canConfigure && channels.has('voice') && pageOptions.enablePhoneTypeSettings;
  const showChatAudio = canConfigure && channels.has('chat') && pageOptions.enableChatAudioNotifications;
  const languageLocked = isLocked(model.adminSettings, 'language');
  const extensionInvalid = !draft.softphoneEnabled && draft.extension.trim() !== '' && !isValidDeskPhoneExtension(draft.extension);

  const pickDevice = (kind: AudioDeviceKind, deviceId: string) => (setDeviceDraft((d) => ({ ...d, [kind]: deviceId })), setStatus('idle'));
  const canSave = canSaveSettings({ saved, draft, otherChanged: changedDevices.length > 0 || camera !== savedCamera || blur !== savedBlur || enhancement !== savedEnhancement });
  const cancel = () => (setDraft(saved), setDeviceDraft({}), setCameraDraft(null), setBlurDraft(null), setEnhancementDraft(null), setStatus('idle'));

  const save = async () => {
    if (!canSave) return;
    const { locale: newLocale, ...agentChange } = settingsChanges(saved, draft);
    setStatus('saving');
    try {
      if (newLocale && isLocale(newLocale)) localeState.select(newLocale);
      // A language the instance does not know (id_ID) is kept in this browser only: sending it fails the save.
      const change = { ...agentChange, ...(newLocale && isInstanceLocale(newLocale) ? { locale: newLocale } : {}) };
      if (canConfigure && Object.keys(change).length > 0) await model.intents.setConfiguration(change);
      for (const kind of changedDevices) await model.devices.choose(kind, devices[kind]);
      if (camera !== savedCamera) await model.video.chooseCamera(camera);
      if (blur !== savedBlur) await model.video.chooseBlur(blur);
      if (enhancement && enhancement !== savedEnhancement) {
        // Said apart: the agent learns that the mode, not everything, stayed as it was.
        const failed = await model.devices.chooseVoiceEnhancement(enhancement).then(() => false, () => true);
        if (failed) return setStatus('enhancementFailed');
      }
      setEnhancementDraft(null);
      setDeviceDraft({});
      setCameraDraft(null);
      setBlurDraft(null);
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
      <form id="settings-form" onSubmit={(e) => (e.preventDefault(), void save())}>
        {showVideo && <VideoDevices cameraId={camera} onChange={(id) => (setCameraDraft(id), setStatus('idle'))} blur={blur} onBlurChange={(on) => (setBlurDraft(on), setStatus('idle'))} />}
        {(showAudio || (canEnhance && enhancement)) && (
          <AudioDevices draft={showAudio ? devices : null} onChange={pickDevice}>
            {canEnhance && enhancement && <VoiceEnhancementSetting mode={enhancement} onChange={(m) => (setEnhancementDraft(m), setStatus('idle'))} />}
          </AudioDevices>
        )}
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
                  <FieldError id="settings-extension-error">
                    <FormattedMessage id="settings.extensionInvalid" />
                  </FieldError>
                )}
              </>
            )}
          </fieldset>
        )}
        {showChatAudio && (
          <fieldset>
            <legend>
              <FormattedMessage id="settings.sounds" />
            </legend>
            <label>
              <input type="checkbox" checked={draft.audioAlertEnabled} onChange={(e) => edit({ audioAlertEnabled: e.target.checked })} />
              <FormattedMessage id="settings.chatAudio" />
            </label>
          </fieldset>
        )}
        {/* A container like the others; its field's label is its header. */}
        <div className="settings-section settings-language">
        <label htmlFor="settings-language">
          <FormattedMessage id="settings.language" />
        </label>
        <select
          id="settings-language"
          value={draft.locale}
          disabled={languageLocked}
          aria-describedby={languageLocked ? 'settings-language-locked' : undefined}
          onChange={(e) => edit({ locale: e.target.value as Locale })}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l.replace('_', '-')}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
        {languageLocked && <SetByAdministrator id="settings-language-locked" />}
        </div>
        {/* Save and Cancel close the form they belong to (the sections below it apply at once), kept in sight at the
            bottom while the form scrolls under them, and gone with it: they never cover a section they do not save. */}
        <div className="settings-actions">
          <p role="status" className="settings-save-status">
            {status === 'saved' && <FormattedMessage id="settings.saved" />}
            {status === 'failed' && <FormattedMessage id="settings.saveFailed" />}
            {status === 'enhancementFailed' && savedEnhancement && (
              <FormattedMessage id="settings.voiceEnhancementFailed" values={{ mode: intl.formatMessage({ id: `settings.voiceEnhancement.${savedEnhancement}` }) }} />
            )}
          </p>
          <Button onClick={cancel}>
            <FormattedMessage id="settings.cancel" />
          </Button>
          <Button type="submit" variant="primary" disabled={status === 'saving' || !canSave}>
            <FormattedMessage id="settings.save" />
          </Button>
        </div>
      </form>
      <SetupCheckSection />
      <AppearanceSetting />
      <NotificationSetting />
      <ClickToDialSetting />
      <div className="settings-links">
        {model.can('logs') && (
          <Button variant="link" icon="download" onClick={() => void model.session.downloadLogs().catch(() => undefined)}>
            <FormattedMessage id="settings.downloadLogs" />
          </Button>
        )}
        {model.can('session') && (
          <Button variant="link" icon="signOut" onClick={() => void model.session.logout().catch(() => undefined)}>
            <FormattedMessage id="settings.logout" />
          </Button>
        )}
        {/* Which build this is, for the agent telling support or an admin checking a roll-out. */}
        <span className="settings-version">
          <FormattedMessage id="settings.version" values={{ version: panelVersion }} />
        </span>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {intl.formatMessage({ id: 'settings.languageNow' }, { language: LOCALE_NAMES[locale] })}
      </p>
    </div>
  );
}
