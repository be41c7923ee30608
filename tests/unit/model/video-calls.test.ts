import { describe, expect, it } from 'vitest';
import type { VideoEngine, VideoSessionListener, VideoTiles } from '../../../src/shared/model';
import { agentConn, customerConn, voiceCall } from './support/fixtures';
import { flush, modelWithFakePort } from './support/model';

// Video calls over a fake meeting engine: a connected video contact joins (master window only), the 15 s rule,
// the camera toggle and its refusal, screen sharing leaving and taking back the meeting, and the end of the call.

function setup(o: { master?: boolean } = {}) {
  const { model, fake, clock } = modelWithFakePort();
  fake.videoMaster = o.master ?? true;
  const log: string[] = [];
  let listener: VideoSessionListener | null = null;
  let cameraError: unknown = null;
  const engine: VideoEngine = {
    async join(_info, l) {
      log.push('join');
      listener = l;
      return {
        async setCamera(on, deviceId) {
          if (on && cameraError) throw cameraError;
          log.push(on ? `camera on${deviceId ? ` ${deviceId}` : ''}` : 'camera off');
        },
        bind: (tile: keyof VideoTiles, el) => log.push(`bind ${tile} ${el ? 'element' : 'null'}`),
        async leave() {
          log.push('leave');
        },
      };
    },
    shareContent: async () => async () => undefined,
    blurSupported: async () => false,
  };
  fake.videoEngine = engine;
  const video = (partial = {}) => voiceCall('v1', { hasVideoRTCCapabilities: true, ...partial });
  return { model, fake, clock, log, engine, video, meeting: () => listener!, refuseCamera: (e: unknown) => (cameraError = e) };
}

describe('video calls', () => {
  it('a connected video call joins its meeting and starts; a plain call does not', async () => {
    const { model, fake, log, video, meeting } = setup();
    model.contacts.applySnapshot([voiceCall('plain')]);
    await flush();
    expect(model.video.ids.value.has('plain')).toBe(false);

    model.contacts.applySnapshot([video()]);
    await flush();
    expect(model.video.get('v1')!.value.status).toBe('starting');
    expect(fake.callsTo('video.connectionInfo')).toEqual([['v1']]);
    expect(log).toEqual(['join']);
    meeting().event('succeeded');
    meeting().tiles({ remote: true, local: false });
    expect(model.video.get('v1')!.value).toMatchObject({ status: 'started', isMaster: true, camera: 'off', tiles: { remote: true, local: false } });
  });

  it('when the window that showed the video goes, the others say its video was lost, until another window shows it', async () => {
    const { model, video } = setup({ master: false });
    model.video.applyMaster({ here: false, masterId: 'first' });
    model.contacts.applySnapshot([video()]);
    await flush();
    // Another window opening or an unchanged answer is no loss.
    model.video.applyMaster({ here: false, masterId: 'first' });
    expect(model.video.get('v1')!.value.lost).toBe(false);
    // The master window closed: no window shows the call's video now.
    model.video.applyMaster({ here: false, masterId: null });
    expect(model.video.get('v1')!.value).toMatchObject({ isMaster: false, lost: true });
    // It reloaded: the new page is master and joins the meeting again.
    model.video.applyMaster({ here: false, masterId: 'first-reloaded' });
    expect(model.video.get('v1')!.value.lost).toBe(false);

    // In the window that shows the video, no change of master is a loss.
    const own = setup();
    own.model.video.applyMaster({ here: true, masterId: 'first' });
    own.model.contacts.applySnapshot([own.video()]);
    await flush();
    own.model.video.applyMaster({ here: false, masterId: 'second' });
    expect(own.model.video.get('v1')!.value.lost).toBe(false);
  });

  it('another window shows the placeholder: it never fetches the meeting', async () => {
    const { model, fake, log, video } = setup({ master: false });
    model.contacts.applySnapshot([video()]);
    await flush();
    expect(model.video.get('v1')!.value).toMatchObject({ isMaster: false, status: 'not-started' });
    expect(fake.callsTo('video.connectionInfo')).toEqual([]);
    expect(log).toEqual([]);
  });

  it('a call not started within 15 s fails with an alert and leaves the meeting', async () => {
    const { model, clock, log, video } = setup();
    model.contacts.applySnapshot([video()]);
    await flush();
    clock.advance(14_999);
    expect(model.video.get('v1')!.value.status).toBe('starting');
    clock.advance(1);
    await flush();
    expect(model.video.get('v1')!.value.status).toBe('failed-to-start');
    expect(log).toEqual(['join', 'leave']);
    expect(model.alerts.list.value.map((a) => [a.type, a.context])).toEqual([['video_start_timed_out', 'v1']]);
  });

  it('the later events of a started meeting (§4): reconnecting and back; a failure alerts; another device ends it quietly', async () => {
    const { model, video, meeting } = setup();
    model.contacts.applySnapshot([video()]);
    await flush();
    meeting().event('succeeded');
    await model.video.toggleCamera('v1');
    meeting().event('reconnecting');
    expect(model.video.get('v1')!.value.status).toBe('reconnecting');
    meeting().event('succeeded');
    expect(model.video.get('v1')!.value.status).toBe('started');
    expect(model.alerts.list.value).toEqual([]);
    meeting().event('failure');
    expect(model.video.get('v1')!.value.status).toBe('failed');
    expect(model.alerts.list.value.map((a) => [a.type, a.context])).toEqual([['video_connection_failure', 'v1']]);

    const other = setup();
    other.model.contacts.applySnapshot([other.video()]);
    await flush();
    other.meeting().event('succeeded');
    await other.model.video.toggleCamera('v1');
    other.meeting().event('joined-from-another-device');
    expect(other.model.video.get('v1')!.value).toMatchObject({ status: 'ended', camera: 'off' });
    expect(other.model.alerts.list.value).toEqual([]);
  });

  it('a meeting that cannot be fetched is a video connection failure', async () => {
    const { model, fake, video } = setup();
    fake.failNext('video.connectionInfo', new Error('CreateTransport failed'));
    model.contacts.applySnapshot([video()]);
    await flush();
    await flush();
    expect(model.video.get('v1')!.value.status).toBe('failed-to-start');
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['video_connection_failure']);
  });

  it('the camera turns on and off; a refused camera is "camera not shared"', async () => {
    const { model, log, video, meeting, refuseCamera } = setup();
    model.contacts.applySnapshot([video()]);
    await flush();
    meeting().event('succeeded');
    await model.video.toggleCamera('v1');
    expect(model.video.get('v1')!.value.camera).toBe('on');
    await model.video.toggleCamera('v1');
    expect(model.video.get('v1')!.value.camera).toBe('off');
    expect(log).toEqual(['join', 'camera on', 'camera off']);
    refuseCamera('not-shared');
    await model.video.toggleCamera('v1');
    expect(model.video.get('v1')!.value.camera).toBe('off');
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['camera_not_shared']);
  });

  it('the camera picked in Settings is kept (cameraDeviceId), told to the host, and used when the camera turns on', async () => {
    const { model, fake, log, video, meeting } = setup();
    await model.video.chooseCamera('cam-2');
    expect(model.video.camera.value).toBe('cam-2');
    expect(fake.callsTo('devices.setDevice')).toEqual([['camera', 'cam-2']]);
    model.contacts.applySnapshot([video()]);
    await flush();
    meeting().event('succeeded');
    await model.video.toggleCamera('v1');
    expect(log).toEqual(['join', 'camera on cam-2']);
  });

  it('the view binds tiles, also before the meeting joined', async () => {
    const { model, log, video } = setup();
    model.contacts.applySnapshot([video()]);
    model.video.bind('v1', 'remote', {} as HTMLVideoElement);
    await flush();
    expect(log).toEqual(['join', 'bind remote element']);
  });

  it('screen sharing leaves the meeting first and hands over its info; the panel rejoins when the view closes', async () => {
    const { model, fake, log, video, meeting } = setup();
    model.contacts.applySnapshot([video()]);
    await flush();
    meeting().event('succeeded');
    await model.intents.startScreenSharing('v1');
    expect(log).toEqual(['join', 'leave']);
    expect(model.video.get('v1')!.value).toMatchObject({ status: 'left', screenSharing: true });
    expect(fake.callsTo('screenSharing.start')).toEqual([['v1', { meeting: { meetingId: 'm1' }, attendee: { attendeeId: 'a1', joinToken: 't' } }]]);
    model.video.screenSharingClosed('v1');
    await flush();
    expect(log).toEqual(['join', 'leave', 'join']);
    expect(model.video.get('v1')!.value).toMatchObject({ status: 'starting', screenSharing: false });
  });

  it('the end of the call ends the video and leaves the meeting', async () => {
    const { model, log, video, meeting } = setup();
    model.contacts.applySnapshot([video()]);
    await flush();
    meeting().event('succeeded');
    model.contacts.applySnapshot([video({ state: 'ended', connections: [agentConn('disconnected'), customerConn('disconnected')] })]);
    await flush();
    expect(model.video.get('v1')!.value.status).toBe('ended');
    expect(log).toEqual(['join', 'leave']);
    model.contacts.applySnapshot([]);
    await flush();
    expect(model.video.ids.value.size).toBe(0);
  });
});
