/**
 * The meeting engine on amazon-chime-sdk-js (what Amazon Connect's own CCP uses for video calls). Only ever
 * imported dynamically (see load-engine.ts), so the SDK is a chunk of its own that a panel without a video call
 * never downloads.
 */
import {
  BackgroundBlurVideoFrameProcessor,
  ConsoleLogger,
  DefaultDeviceController,
  DefaultMeetingSession,
  DefaultVideoTransformDevice,
  LogLevel,
  MeetingSessionConfiguration,
  MeetingSessionStatusCode,
  ModelSpecBuilder,
  type AudioVideoFacade,
  type BackgroundFilterSpec,
  type MeetingSessionStatus,
  type VideoFrameProcessor,
  type VideoInputDevice,
  type VideoTileState,
} from 'amazon-chime-sdk-js';
import type { CameraFailure, VideoConnectionInfo, VideoEngine, VideoSession, VideoSessionListener, VideoTiles } from '../../shared/model';
import type { MeetingEvent } from '../../shared/rules/web-conferencing';
import { blurAssetPaths } from './blur-assets';

// Errors only: the SDK's info logs carry meeting URLs, and the join token must never reach a log.
const logger = () => new ConsoleLogger('video', LogLevel.ERROR);

function audioVideoOf(info: VideoConnectionInfo): AudioVideoFacade {
  const log = logger();
  const session = new DefaultMeetingSession(new MeetingSessionConfiguration(info.meeting, info.attendee), log, new DefaultDeviceController(log));
  return session.audioVideo;
}

/** The spec's meeting events (§4) from the SDK's stop status. */
function stopEvent(status: MeetingSessionStatus, started: boolean): MeetingEvent {
  const code = status.statusCode();
  if (code === MeetingSessionStatusCode.Left) return 'left';
  if (code === MeetingSessionStatusCode.AudioJoinedFromAnotherDevice) return 'joined-from-another-device';
  if (code === MeetingSessionStatusCode.MeetingEnded) return 'ended';
  if (!started) return 'start-failed';
  return status.isTerminal() ? 'terminal-failure' : 'failure';
}

const cameraFailure = (e: unknown): CameraFailure => (e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'PermissionDeniedError' || /permission/i.test(e.message)) ? 'not-shared' : 'failed');

/** How long the blur processor may take to load its worker, wasm and model before the camera goes on without it. */
const BLUR_START_TIMEOUT_MS = 15_000;

/**
 * Background blur as the Chime SDK designs it: its BackgroundBlurVideoFrameProcessor, asked first with
 * isSupported, with its files from Amazon's CDN (static.sdkassets.chime.aws, which an agent's browser reaches) or
 * from the deployment's own copy (config.json backgroundBlur.assetsUrl). The SDK rewrites the spec it is given, so
 * each call gets a fresh one.
 */
function blurOf(assetsUrl: string | undefined) {
  const spec = (): BackgroundFilterSpec | undefined => {
    const paths = blurAssetPaths(assetsUrl, location.href);
    if (!paths) return undefined;
    return { paths: { worker: paths.worker, wasm: paths.wasm, simd: paths.simd }, model: ModelSpecBuilder.builder().withSelfieSegmentationDefaults().withPath(paths.model).build() };
  };
  const supported = () => BackgroundBlurVideoFrameProcessor.isSupported(spec(), { logger: logger() }).catch(() => false);

  /** The blur processor, or null when it cannot start: create() alone would hand back a no-op and pretend. */
  async function start(): Promise<VideoFrameProcessor | null> {
    if (!(await supported())) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const created = BackgroundBlurVideoFrameProcessor.create(spec(), { logger: logger() }).catch(() => undefined);
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), BLUR_START_TIMEOUT_MS)));
    const processor = await Promise.race([created, late]);
    clearTimeout(timer);
    // A processor that arrives after the timeout is not used: destroy it so its worker stops.
    if (!processor) void created.then((p) => p?.destroy());
    return processor ?? null;
  }
  return { supported, start };
}

type Blur = ReturnType<typeof blurOf>;

async function join(info: VideoConnectionInfo, listener: VideoSessionListener, blurEngine: Blur): Promise<VideoSession> {
  const av = audioVideoOf(info);
  const tileIds: Partial<Record<keyof VideoTiles, number>> = {};
  const elements: Partial<Record<keyof VideoTiles, HTMLVideoElement | null>> = {};
  let started = false;
  let left = false;
  // The blurred camera in use (a transform device around the real one), to stop once it is no longer in use.
  let blurred: { device: DefaultVideoTransformDevice; processor: VideoFrameProcessor } | null = null;
  const dropBlur = async (previous: typeof blurred) => {
    if (!previous) return;
    await previous.device.stop().catch(() => undefined);
    await previous.processor.destroy().catch(() => undefined);
  };

  const show = (tile: keyof VideoTiles) => {
    const id = tileIds[tile];
    const el = elements[tile];
    if (id !== undefined && el) av.bindVideoElement(id, el);
  };
  const report = () => listener.tiles({ remote: tileIds.remote !== undefined, local: tileIds.local !== undefined });

  av.addObserver({
    audioVideoDidStart: () => {
      started = true;
      listener.event('succeeded');
    },
    audioVideoDidStartConnecting: (reconnecting) => reconnecting && listener.event('reconnecting'),
    audioVideoDidStop: (status) => !left && listener.event(stopEvent(status, started)),
    videoTileDidUpdate: (t: VideoTileState) => {
      if (t.tileId === null || t.isContent) return;
      // A tile is active only once bound to an element, so it counts as soon as it has a stream (or an attendee).
      const tile: keyof VideoTiles = t.localTile ? 'local' : 'remote';
      const present = t.localTile ? !!t.boundVideoStream : !!t.boundAttendeeId && !t.paused;
      if (present && tileIds[tile] !== t.tileId) {
        tileIds[tile] = t.tileId;
        show(tile);
        report();
      } else if (!present && tileIds[tile] === t.tileId) {
        delete tileIds[tile];
        report();
      }
    },
    videoTileWasRemoved: (tileId) => {
      for (const tile of ['local', 'remote'] as const) if (tileIds[tile] === tileId) delete tileIds[tile];
      report();
    },
  });
  av.start();

  return {
    async setCamera(on, deviceId, blur) {
      if (!on) {
        av.stopLocalVideoTile();
        await av.stopVideoInput();
        if (tileIds.local !== undefined) av.removeLocalVideoTile();
        delete tileIds.local;
        report();
        const previous = blurred;
        blurred = null;
        await dropBlur(previous);
        return;
      }
      const previous = blurred;
      try {
        const cameras = await av.listVideoInputDevices();
        const camera = cameras.find((c) => c.deviceId === deviceId) ?? cameras[0];
        if (!camera) throw new Error('No camera');
        const processor = blur ? await blurEngine.start() : null;
        const device: VideoInputDevice = processor ? new DefaultVideoTransformDevice(logger(), camera.deviceId, [processor]) : camera.deviceId;
        blurred = processor ? { device: device as DefaultVideoTransformDevice, processor } : null;
        await av.startVideoInput(device);
        av.startLocalVideoTile();
        // The old blurred camera is no longer the device controller's, so it may stop now.
        if (previous && previous !== blurred) await dropBlur(previous);
        return { blurred: !!processor };
      } catch (e) {
        const failed = blurred;
        blurred = previous;
        if (failed && failed !== previous) await dropBlur(failed);
        throw cameraFailure(e);
      }
    },
    bind(tile, element) {
      elements[tile] = element;
      if (element) show(tile);
    },
    async leave() {
      left = true;
      av.stopLocalVideoTile();
      await av.stopVideoInput().catch(() => undefined);
      av.stop();
      const previous = blurred;
      blurred = null;
      await dropBlur(previous);
    },
  };
}

async function shareContent(info: VideoConnectionInfo, stream: MediaStream, onEnded: () => void) {
  const av = audioVideoOf(info);
  av.addContentShareObserver({ contentShareDidStop: onEnded });
  await av.startContentShare(stream);
  return async () => av.stopContentShare();
}

/** The engine; `blurAssetsUrl` is config.json's backgroundBlur.assetsUrl (none: the SDK's CDN). */
export function createChimeEngine(blurAssetsUrl?: string): VideoEngine {
  const blur = blurOf(blurAssetsUrl);
  return { join: (info, listener) => join(info, listener, blur), shareContent, blurSupported: blur.supported };
}

/** For the screen-sharing view, which only shares content (no camera, so no blur). */
export const chimeEngine: VideoEngine = createChimeEngine();
