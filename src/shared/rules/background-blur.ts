/**
 * Background blur, the Settings page's 'Video Enhancement' (voice spec §2, §3 backgroundBlurEnabled, §7 "set
 * background blur"). The meeting engine (the Chime SDK's BackgroundBlurVideoFrameProcessor) fetches its worker,
 * wasm and model from Amazon's CDN, so whether blur works is only known by asking it, and the answer can fail or
 * never come. These rules say what the control shows and whether the camera is blurred.
 */

/** How long the engine may take to say whether blur works before the panel treats it as unavailable. */
export const BLUR_CHECK_TIMEOUT_MS = 10_000;

/** The storage key the spec names for the agent's choice (§3). */
export const BLUR_STORAGE_KEY = 'backgroundBlurEnabled';

/**
 * not-checked: nothing asked yet (Settings asks when it shows the control); checking: asked, no answer yet;
 * available: the engine can blur; unsupported: the engine said no (browser, wasm, worker or its files);
 * timed-out: no answer in BLUR_CHECK_TIMEOUT_MS; failed: the engine said yes, then could not start blur on a camera;
 * turned-off: the deployment turned blur off (config.json `backgroundBlur: false`, for the strictest CSP).
 */
export type BlurAvailability = 'not-checked' | 'checking' | 'available' | 'unsupported' | 'timed-out' | 'failed' | 'turned-off';

/** Why the control is off, in the message ids the view shows; null when the control can be used. */
export type BlurUnavailableReason = 'settings.blurUnsupported' | 'settings.blurTimedOut' | 'settings.blurFailed' | 'settings.blurTurnedOff';

export interface BlurControl {
  /** The checkbox can be changed. */
  enabled: boolean;
  /** The checkbox is ticked: only a choice that can take effect shows as ticked. */
  checked: boolean;
  /** The description under the checkbox (a message id). */
  description: 'settings.blurChecking' | 'settings.blurAvailable' | BlurUnavailableReason;
}

/** What the 'Video Enhancement' checkbox shows for an availability and the agent's (draft) choice. */
export function blurControl(availability: BlurAvailability, chosen: boolean): BlurControl {
  switch (availability) {
    case 'available':
      return { enabled: true, checked: chosen, description: 'settings.blurAvailable' };
    case 'not-checked':
    case 'checking':
      return { enabled: false, checked: false, description: 'settings.blurChecking' };
    case 'unsupported':
      return { enabled: false, checked: false, description: 'settings.blurUnsupported' };
    case 'timed-out':
      return { enabled: false, checked: false, description: 'settings.blurTimedOut' };
    case 'failed':
      return { enabled: false, checked: false, description: 'settings.blurFailed' };
    case 'turned-off':
      return { enabled: false, checked: false, description: 'settings.blurTurnedOff' };
  }
}

/** Whether a camera started now should be blurred: only when the agent chose it and the engine said it can. */
export const shouldBlurCamera = (availability: BlurAvailability, chosen: boolean): boolean => chosen && availability === 'available';

/** The stored choice: only the exact string 'true' means on (anything else, or nothing, is off). */
export const parseStoredBlur = (value: string | null): boolean => value === 'true';
