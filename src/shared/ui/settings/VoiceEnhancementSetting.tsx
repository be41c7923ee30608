import { FormattedMessage, useIntl } from 'react-intl';
import { VOICE_ENHANCEMENT_MODES, type VoiceEnhancementMode } from '../../domain/agent';

/**
 * Audio enhancement (voice §2's Audio devices): the agent configuration's voice enhancement mode, one labelled
 * select like the device selects. Part of the Settings form: it is saved with Save and undone by Cancel.
 */
export function VoiceEnhancementSetting(props: { mode: VoiceEnhancementMode; onChange: (mode: VoiceEnhancementMode) => void }) {
  const intl = useIntl();
  return (
    <div className="settings-field">
      <label htmlFor="settings-voice-enhancement">
        <FormattedMessage id="settings.voiceEnhancement" />
      </label>
      <select id="settings-voice-enhancement" value={props.mode} onChange={(e) => props.onChange(e.target.value as VoiceEnhancementMode)}>
        {VOICE_ENHANCEMENT_MODES.map((m) => (
          <option key={m} value={m}>
            {intl.formatMessage({ id: `settings.voiceEnhancement.${m}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
