import type { VideoEngine } from '../../shared/model';

/**
 * The Chime SDK, fetched the first time a video call needs it (it is far larger than the rest of the panel);
 * `blurAssetsUrl` is where background blur's files come from (none: the SDK's CDN).
 */
export const loadChimeEngine = async (blurAssetsUrl?: string): Promise<VideoEngine> => (await import('./chime-engine')).createChimeEngine(blurAssetsUrl);
