import { describe, expect, it } from 'vitest';
import { createAgentStore } from '../../../src/shared/model/agent/agent';
import { createAlertsStore } from '../../../src/shared/model/alerts/alerts';
import { ManualClock } from '../../../src/shared/domain/clock';
import { createDevicesStore } from '../../../src/shared/model/devices/devices';
import { signal } from '../../../src/shared/model/signals';
import { memoryStorage } from '../../../src/shared/model/view/storage';
import type { AvailableDevice } from '../../../src/shared/rules/audio-devices';
import { parseAdminSettings, type AdminSettings } from '../../../src/shared/rules/admin-settings';
import { FakePort } from './support/fake-port';
import { configuration } from './support/fixtures';
import { flush } from './support/model';

function setup(stored: Record<string, string> = {}, admin?: AdminSettings) {
  const clock = new ManualClock(1_000);
  const fake = new FakePort();
  const storage = memoryStorage(stored);
  const alerts = createAlertsStore(clock);
  const agent = createAgentStore({ clock, now: signal(1_000), alerts });
  const devices = createDevicesStore({ port: fake.port(), storage, alerts, agent, admin });
  return { fake, storage, alerts, agent, devices };
}

const list: AvailableDevice[] = [
  { deviceId: 'default', kind: 'audiooutput', label: 'Default - Speakers' },
  { deviceId: 'head', kind: 'audiooutput', label: 'Headset' },
  { deviceId: 'default', kind: 'audioinput', label: 'Default - Mic' },
  { deviceId: 'usb', kind: 'audioinput', label: 'USB mic' },
];

describe('devices store', () => {
  it("reads the chosen devices from storage, 'default' when absent", () => {
    const { devices } = setup({ speakerDeviceId: 'head' });
    expect(devices.chosen.value).toEqual({ speaker: 'head', microphone: 'default', ringer: 'default' });
  });
  it('choose asks the host, then remembers the device in storage', async () => {
    const { devices, fake, storage } = setup();
    await devices.choose('microphone', 'usb');
    expect(fake.callsTo('devices.setDevice')).toEqual([['microphone', 'usb']]);
    expect(devices.chosen.value.microphone).toBe('usb');
    expect(storage.getItem('microphoneDeviceId')).toBe('usb');
  });
  it('a refused choice is not remembered', async () => {
    const { devices, fake, storage } = setup();
    fake.failNext('devices.setDevice', new Error('no'));
    await expect(devices.choose('ringer', 'head')).rejects.toThrow('no');
    expect(devices.chosen.value.ringer).toBe('default');
    expect(storage.getItem('ringerDeviceId')).toBeNull();
  });
  it('offers the listed devices per kind', () => {
    const { devices } = setup();
    devices.applyAvailableDevices(list);
    expect(devices.options.value.speaker.map((d) => d.deviceId)).toEqual(['default', 'head']);
    expect(devices.options.value.ringer.map((d) => d.deviceId)).toEqual(['default', 'head']);
    expect(devices.options.value.microphone.map((d) => d.deviceId)).toEqual(['default', 'usb']);
  });
  it('hands a remembered, listed device to the host once', async () => {
    const { devices, fake } = setup({ speakerDeviceId: 'head' });
    devices.applyAvailableDevices(list);
    devices.applyAvailableDevices([...list]);
    await flush();
    expect(fake.callsTo('devices.setDevice')).toEqual([['speaker', 'head']]);
  });
  it('falls back when the chosen device disappears, alerting with the new label', async () => {
    const { devices, fake, storage, alerts } = setup({ microphoneDeviceId: 'usb' });
    devices.applyAvailableDevices(list);
    devices.applyAvailableDevices(list.filter((d) => d.deviceId !== 'usb'));
    await flush();
    expect(devices.chosen.value.microphone).toBe('default');
    expect(storage.getItem('microphoneDeviceId')).toBe('default');
    expect(fake.callsTo('devices.setDevice')).toEqual([['microphone', 'usb'], ['microphone', 'default']]);
    expect(alerts.list.value).toMatchObject([{ type: 'audio_device_not_found', level: 'warning', messageParams: { device: 'Default - Mic' } }]);
  });
  it('shows audio settings with the permission or the page option (§6)', () => {
    const { devices, agent } = setup();
    expect(devices.audioSettingsEnabled.value).toBe(true);
    agent.applyPageOptions({ enableAudioDeviceSettings: false });
    expect(devices.audioSettingsEnabled.value).toBe(false);
    agent.applyConfiguration(configuration({ permissions: ['audioDeviceSettings'] }));
    expect(devices.audioSettingsEnabled.value).toBe(true);
  });

  describe('voice enhancement', () => {
    it('is unknown until loaded, then the mode the host reports', async () => {
      const { devices, fake } = setup();
      fake.voiceEnhancementMode = 'NOISE_SUPPRESSION';
      expect(devices.voiceEnhancement.value).toBeNull();
      await devices.loadVoiceEnhancement();
      expect(devices.voiceEnhancement.value).toBe('NOISE_SUPPRESSION');
    });
    it('stays null where the instance does not offer it', async () => {
      const { devices, fake } = setup();
      fake.voiceEnhancementMode = null;
      await devices.loadVoiceEnhancement();
      expect(devices.voiceEnhancement.value).toBeNull();
    });
    it('a failed read keeps the mode already known', async () => {
      const { devices, fake } = setup();
      await devices.loadVoiceEnhancement();
      fake.failNext('devices.getVoiceEnhancementMode', new Error('timeout'));
      await devices.loadVoiceEnhancement();
      expect(devices.voiceEnhancement.value).toBe('NONE');
    });
    it('a chosen mode is saved through the host; a refused one is not taken', async () => {
      const { devices, fake } = setup();
      await devices.loadVoiceEnhancement();
      await devices.chooseVoiceEnhancement('VOICE_ISOLATION');
      expect(fake.callsTo('devices.setVoiceEnhancementMode')).toEqual([['VOICE_ISOLATION']]);
      expect(devices.voiceEnhancement.value).toBe('VOICE_ISOLATION');
      fake.failNext('devices.setVoiceEnhancementMode', new Error('refused'));
      await expect(devices.chooseVoiceEnhancement('NONE')).rejects.toThrow('refused');
      expect(devices.voiceEnhancement.value).toBe('VOICE_ISOLATION');
    });
  });
  describe("the administrator's ringer", () => {
    const withSpeakers: AvailableDevice[] = [...list, { deviceId: 'spk', kind: 'audiooutput', label: 'Speakers (USB)' }];

    it('rings on the device the default names until the agent picks their own', async () => {
      const { devices, fake } = setup({}, parseAdminSettings({ defaults: { ringer: 'speakers (' } }));
      devices.applyAvailableDevices(withSpeakers);
      await flush();
      expect(devices.chosen.value.ringer).toBe('spk');
      expect(fake.callsTo('devices.setDevice')).toEqual([['ringer', 'spk']]);
      const own = setup({ ringerDeviceId: 'head' }, parseAdminSettings({ defaults: { ringer: 'speakers (' } }));
      own.devices.applyAvailableDevices(withSpeakers);
      expect(own.devices.chosen.value.ringer).toBe('head');
    });

    it('locked, rings there whatever the agent chose before, and refuses a change', async () => {
      const { devices, storage } = setup({ ringerDeviceId: 'head' }, parseAdminSettings({ defaults: { ringer: 'Speakers (' }, locked: ['ringer'] }));
      devices.applyAvailableDevices(withSpeakers);
      expect(devices.ringerLocked).toBe(true);
      expect(devices.chosen.value.ringer).toBe('spk');
      await expect(devices.choose('ringer', 'head')).rejects.toThrow(/administrator/);
      expect(storage.getItem('ringerDeviceId')).toBe('head');
    });
  });
});

