import type { VideoEngine } from '../../shared/model';

/** The Chime SDK, fetched the first time a video call needs it (it is far larger than the rest of the panel). */
export const loadChimeEngine = async (): Promise<VideoEngine> => (await import('./chime-engine')).chimeEngine;
