import type { MeetingEvent } from '../../rules/web-conferencing';

/**
 * A video call's meeting as the contact centre hands it out (streams' getVideoConnectionInfo: CreateTransport
 * web_rtc's meeting and attendee). Opaque to the model: only the meeting engine reads it.
 */
export interface VideoConnectionInfo {
  meeting: Record<string, unknown>;
  attendee: Record<string, unknown>;
}

/** Which tiles have video to show. */
export interface VideoTiles {
  remote: boolean;
  local: boolean;
}

export interface VideoSessionListener {
  event(event: MeetingEvent): void;
  tiles(tiles: VideoTiles): void;
}

/** Why turning the camera on failed: the browser refused it, or something else. */
export type CameraFailure = 'not-shared' | 'failed';

/** A joined (or joining) meeting. The engine behind it is the host's (the Chime SDK); the model only drives it. */
export interface VideoSession {
  /**
   * Turns the camera on or off; on with `blur`, through the engine's background blur. Answers whether blur was
   * applied (an engine that could not start blur sends the plain camera and says so). Rejects with a
   * CameraFailure when the camera cannot be used. Calling it again while on switches device or blur.
   */
  setCamera(on: boolean, deviceId?: string, blur?: boolean): Promise<{ blurred: boolean } | void>;
  /** Shows a tile in an element the view owns; null takes it away. */
  bind(tile: keyof VideoTiles, element: HTMLVideoElement | null): void;
  leave(): Promise<void>;
}

/** The meeting engine, loaded only when a video call needs it. */
export interface VideoEngine {
  join(info: VideoConnectionInfo, listener: VideoSessionListener): Promise<VideoSession>;
  /** Shares a captured screen into the meeting as content (the screen-sharing view); answers how to stop. */
  shareContent(info: VideoConnectionInfo, stream: MediaStream, onEnded: () => void): Promise<() => Promise<void>>;
  /** Whether this browser can blur the camera's background (Video Enhancement); false when it cannot tell. */
  blurSupported(): Promise<boolean>;
}
