import { describe, expect, it } from 'vitest';
import type { VideoEngine, VideoSessionListener } from '../../../src/shared/model';
import { ManualClock } from '../../../src/shared/domain/clock';
import { createCcpModel } from '../../../src/shared/model/create-model';
import { memoryStorage } from '../../../src/shared/model/view/storage';
import { BLUR_CHECK_TIMEOUT_MS } from '../../../src/shared/rules/background-blur';
import { FakePort } from './support/fake-port';
import { configuration, STATES, voiceCall } from './support/fixtures';
import { flush } from './support/model';

// Video Enhancement over a fake meeting engine (the project's VideoEngine port, not Chime): the availability check
// and its timeout, the choice kept in this browser (backgroundBlurEnabled), and blur applied to the meeting's camera.

function setup(o: { supported?: boolean | 'never' | 'throws'; blurStarts?: boolean; stored?: string; turnedOff?: boolean } = {}) {
  const clock = new ManualClock(1_000_000);
  const fake = new FakePort();
  const storage = memoryStorage();
  if (o.stored !== undefined) storage.setItem('backgroundBlurEnabled', o.stored);
  const log: string[] = [];
  let listener: VideoSessionListener | null = null;
  const engine: VideoEngine = {
    async join(_info, l) {
      listener = l;
      return {
        async setCamera(on, deviceId, blur) {
          log.push(on ? `camera on${blur ? ' blurred' : ''}` : 'camera off');
          return on ? { blurred: !!blur && o.blurStarts !== false } : undefined;
        },
        bind: () => undefined,
        leave: async () => undefined,
      };
    },
    shareContent: async () => async () => undefined,
    blurSupported() {
      log.push('blur check');
      if (o.supported === 'never') return new Promise(() => undefined);
      if (o.supported === 'throws') return Promise.reject(new Error('worker fetch failed'));
      return Promise.resolve(o.supported ?? true);
    },
  };
  fake.videoEngine = engine;
  const port = fake.port();
  const model = createCcpModel(o.turnedOff ? { ...port, video: { ...port.video!, blurTurnedOff: true } } : port, { clock, storage });
  model.agent.applyConfiguration(configuration());
  model.agent.applyAgentStates(STATES);
  model.agent.markInitialized();
  const startCall = async () => {
    model.contacts.applySnapshot([voiceCall('v1', { hasVideoRTCCapabilities: true })]);
    await flush();
    listener!.event('succeeded');
  };
  return { model, clock, storage, log, startCall, fake };
}

describe('background blur in the model', () => {
  it('is not checked until asked, then available when the engine says so', async () => {
    const { model, log } = setup();
    expect(model.video.blurAvailability.value).toBe('not-checked');
    const checking = model.video.checkBlur();
    expect(model.video.blurAvailability.value).toBe('checking');
    await checking;
    expect(model.video.blurAvailability.value).toBe('available');
    await model.video.checkBlur();
    expect(log).toEqual(['blur check']);
  });

  it('is unsupported when the engine says no or fails to answer', async () => {
    const no = setup({ supported: false });
    await no.model.video.checkBlur();
    expect(no.model.video.blurAvailability.value).toBe('unsupported');
    const broken = setup({ supported: 'throws' });
    await broken.model.video.checkBlur();
    expect(broken.model.video.blurAvailability.value).toBe('unsupported');
  });

  it('an engine that never answers times out', async () => {
    const { model, clock } = setup({ supported: 'never' });
    const checking = model.video.checkBlur();
    await flush();
    clock.advance(BLUR_CHECK_TIMEOUT_MS - 1);
    await flush();
    expect(model.video.blurAvailability.value).toBe('checking');
    clock.advance(1);
    await checking;
    expect(model.video.blurAvailability.value).toBe('timed-out');
  });

  it('the choice is kept in this browser (backgroundBlurEnabled) and read back', async () => {
    const { model, storage } = setup();
    expect(model.video.blur.value).toBe(false);
    await model.video.chooseBlur(true);
    expect(storage.getItem('backgroundBlurEnabled')).toBe('true');
    expect(setup({ stored: 'true' }).model.video.blur.value).toBe(true);
    await model.video.chooseBlur(false);
    expect(storage.getItem('backgroundBlurEnabled')).toBe('false');
  });

  it('the choice goes to the host as "set background blur" (§7), and a host that refuses it keeps the choice', async () => {
    const { model, fake } = setup();
    await model.video.checkBlur();
    await model.video.chooseBlur(true);
    await model.video.chooseBlur(false);
    expect(fake.callsTo('devices.setBackgroundBlur')).toEqual([[true], [false]]);
    fake.failNext('devices.setBackgroundBlur', new Error('no broadcast'));
    await model.video.chooseBlur(true);
    expect(model.video.blur.value).toBe(true);
  });

  it("another window's choice is kept and applied to a camera that is on, without telling the host back", async () => {
    const { model, log, fake, storage, startCall } = setup();
    await model.video.checkBlur();
    await startCall();
    await model.video.toggleCamera('v1');
    await model.video.applyBlurChanged(true);
    expect(model.video.blur.value).toBe(true);
    expect(storage.getItem('backgroundBlurEnabled')).toBe('true');
    // The echo of a choice already applied restarts nothing.
    await model.video.applyBlurChanged(true);
    expect(log).toEqual(['blur check', 'camera on', 'camera on blurred']);
    expect(fake.callsTo('devices.setBackgroundBlur')).toEqual([]);
  });

  it('a deployment that turned blur off: the engine is never loaded or asked, and a stored choice stays unused', async () => {
    const { model, log, fake, startCall } = setup({ turnedOff: true, stored: 'true' });
    await model.video.checkBlur();
    expect(model.video.blurAvailability.value).toBe('turned-off');
    expect(fake.callsTo('video.loadEngine')).toEqual([]);
    await startCall();
    await model.video.toggleCamera('v1');
    expect(log).toEqual(['camera on']);
  });

  it('a chosen, available blur is applied when the camera turns on, and to a camera already on', async () => {
    const { model, log, startCall } = setup();
    await model.video.checkBlur();
    await startCall();
    await model.video.toggleCamera('v1');
    await model.video.chooseBlur(true);
    await model.video.toggleCamera('v1');
    await model.video.toggleCamera('v1');
    expect(log).toEqual(['blur check', 'camera on', 'camera on blurred', 'camera off', 'camera on blurred']);
  });

  it('a stored choice is not applied while blur is unavailable', async () => {
    const { model, log, startCall } = setup({ supported: false, stored: 'true' });
    await model.video.checkBlur();
    await startCall();
    await model.video.toggleCamera('v1');
    expect(log).toEqual(['blur check', 'camera on']);
  });

  it('a blur the engine could not start is said: the control turns unavailable (failed)', async () => {
    const { model, startCall } = setup({ blurStarts: false, stored: 'true' });
    await model.video.checkBlur();
    await startCall();
    await model.video.toggleCamera('v1');
    expect(model.video.get('v1')!.value.camera).toBe('on');
    expect(model.video.blurAvailability.value).toBe('failed');
  });
});
