import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUDIO_DEVICE_KINDS, DEFAULT_DEVICE_ID, type AudioDeviceKind } from '../../rules/audio-devices';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { SetByAdministrator } from './SetByAdministrator';

export type AudioDeviceDraft = Readonly<Record<AudioDeviceKind, string>>;

const LABELS: Record<AudioDeviceKind, string> = {
  speaker: 'settings.speaker',
  microphone: 'settings.microphone',
  ringer: 'settings.ringer',
};

/**
 * The Audio devices section (voice §2): one labelled select per kind, over what the browser lists (none when device
 * selection is off: `draft` null), then what belongs with them (Audio enhancement).
 */
export function AudioDevices(props: { draft: AudioDeviceDraft | null; onChange: (kind: AudioDeviceKind, deviceId: string) => void; children?: ReactNode }) {
  const model = useModel();
  const intl = useIntl();
  const options = useValue(model.devices.options);
  return (
    <fieldset className="settings-audio-devices">
      <legend>
        {/* Without device selects (the agent workspace owns the devices) the section is only its enhancement. */}
        <FormattedMessage id={props.draft ? 'settings.audioDevices' : 'settings.voiceEnhancement'} />
      </legend>
      {props.draft && AUDIO_DEVICE_KINDS.map((kind) => {
        const id = `settings-device-${kind}`;
        const listed = options[kind];
        const value = props.draft![kind];
        // The system default is always offered (Firefox and Safari list no 'default' entry), and so is the current
        // choice until the browser's list arrives.
        const locked = kind === 'ringer' && model.devices.ringerLocked;
        const extra = [DEFAULT_DEVICE_ID, value].filter((v, i, all) => all.indexOf(v) === i && !listed.some((d) => d.deviceId === v));
        return (
          <div key={kind} className="settings-field">
            <label htmlFor={id}>
              <FormattedMessage id={LABELS[kind]} />
            </label>
            <select id={id} value={value} disabled={locked} aria-describedby={locked ? `${id}-locked` : undefined} onChange={(e) => props.onChange(kind, e.target.value)}>
              {extra.map((v) => (
                <option key={v} value={v}>
                  {intl.formatMessage({ id: v === DEFAULT_DEVICE_ID ? 'settings.defaultDevice' : 'settings.unlistedDevice' })}
                </option>
              ))}
              {listed.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || intl.formatMessage({ id: 'settings.unnamedDevice' }, { number: i + 1 })}
                </option>
              ))}
            </select>
            {locked && <SetByAdministrator id={`${id}-locked`} />}
          </div>
        );
      })}
      {props.children}
    </fieldset>
  );
}
