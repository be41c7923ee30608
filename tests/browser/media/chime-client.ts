/**
 * A test client of Connect Local's meeting back end built on the real amazon-chime-sdk-js, as the panel's video
 * adapter would use it: join with what CreateTransport(web_rtc) answers, show the remote tile, toggle the camera,
 * share content. Bundled by the spec with esbuild.
 */
import {
  ConsoleLogger,
  DefaultDeviceController,
  DefaultMeetingSession,
  LogLevel,
  MeetingSessionConfiguration,
  type AudioVideoFacade,
  type VideoTileState,
} from 'amazon-chime-sdk-js';

const state = { started: false, remoteAttendee: '', localTile: false, contentStarted: false, stopped: '' };
let av: AudioVideoFacade;

async function join(transport: { meeting: Record<string, unknown>; attendee: Record<string, unknown> }) {
  const logger = new ConsoleLogger('chime', LogLevel.WARN);
  const session = new DefaultMeetingSession(new MeetingSessionConfiguration(transport.meeting, transport.attendee), logger, new DefaultDeviceController(logger));
  av = session.audioVideo;
  av.addObserver({
    audioVideoDidStart: () => (state.started = true),
    audioVideoDidStop: (s) => (state.stopped = String(s.statusCode())),
    videoTileDidUpdate: (t: VideoTileState) => {
      if (t.localTile) state.localTile = !!t.active;
      else if (t.boundAttendeeId && !t.isContent) {
        state.remoteAttendee = t.boundAttendeeId;
        av.bindVideoElement(t.tileId!, document.getElementById('remote') as HTMLVideoElement);
      }
    },
    videoTileWasRemoved: () => undefined,
  });
  av.addContentShareObserver({ contentShareDidStart: () => (state.contentStarted = true) });
  const cameras = await av.listVideoInputDevices();
  await av.startVideoInput(cameras[0]!.deviceId);
  av.start();
  av.startLocalVideoTile();
}

async function share() {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const g = canvas.getContext('2d')!;
  setInterval(() => ((g.fillStyle = `hsl(${Date.now() % 360} 80% 50%)`), g.fillRect(0, 0, 640, 360)), 100);
  await av.startContentShare(canvas.captureStream(10));
}

function remoteVideo() {
  const v = document.getElementById('remote') as HTMLVideoElement;
  return { width: v.videoWidth, time: v.currentTime };
}

(window as unknown as { chimeTest: unknown }).chimeTest = {
  join,
  state: () => ({ ...state }),
  cameraOff: () => av.stopLocalVideoTile(),
  cameraOn: () => av.startLocalVideoTile(),
  share,
  remoteVideo,
  leave: () => av.stop(),
};
