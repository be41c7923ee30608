import type { VideoConnectionInfo, VideoPort } from '../../shared/model';
import { CcpError } from '../../shared/model';
import type { PanelConfig } from '../config';
import { loadChimeEngine } from './load-engine';

/** The master topic for video calls: the one window (of the agent's CCP windows) that carries them (§2, §4). */
export const VIDEO_MASTER_TOPIC = 'connect-ccp::video';

/** In streams' core.js, not in its type definitions. */
type MasterCheck = { ifMaster(topic: string, isMaster: () => void, isNot: () => void): void };

type VideoConnection = connect.VoiceConnection & { getVideoConnectionInfo(): Promise<VideoConnectionInfo> };

/**
 * Video calls over streams: the agent connection's getVideoConnectionInfo (CreateTransport web_rtc), streams'
 * master coordination across the agent's windows (the first window to ask keeps video), and the Chime engine,
 * loaded on demand.
 */
export function createStreamsVideoPort(streams: typeof connect, backgroundBlur: PanelConfig['backgroundBlur'] = {}): VideoPort {
  return {
    async connectionInfo(contactId) {
      const contact = new streams.Agent().getContacts().find((c) => c.getContactId() === contactId);
      const leg = contact?.getAgentConnection() as VideoConnection | undefined;
      if (!leg?.getVideoConnectionInfo) throw new CcpError('video_connection_failure', { message: `Contact ${contactId} has no video call` });
      return leg.getVideoConnectionInfo();
    },
    isMasterWindow: () =>
      new Promise((resolve) => {
        try {
          (streams as unknown as MasterCheck).ifMaster(VIDEO_MASTER_TOPIC, () => resolve(true), () => resolve(false));
        } catch {
          resolve(false);
        }
      }),
    loadEngine: () => loadChimeEngine(backgroundBlur ? backgroundBlur.assetsUrl : undefined),
    blurTurnedOff: backgroundBlur === false,
  };
}
