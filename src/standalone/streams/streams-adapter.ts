import type { CcpModel } from '../../shared/model';
import { batch } from '../../shared/model/signals';
import type { PanelConfig } from '../config';
import { toAgentConfiguration, toAgentStates, toAvailability, toContact } from './to-model';

/**
 * Starts streams against the configured instance and turns its events into model updates. Every agent
 * refresh (one per snapshot) is translated whole; the model keeps only what changed, so views repaint only
 * what they show.
 */
export function startStreamsAdapter(streams: typeof connect, model: CcpModel, config: PanelConfig, frame: HTMLElement): void {
  streams.core.initCCP(frame as HTMLDivElement, {
    ccpUrl: config.ccpUrl,
    ...(config.loginUrl ? { loginUrl: config.loginUrl } : {}),
    region: config.region,
    loginPopup: true,
    loginPopupAutoClose: true,
    softphone: config.softphone,
    pageOptions: {
      enableAudioDeviceSettings: model.agent.pageOptions.peek().enableAudioDeviceSettings,
      enablePhoneTypeSettings: model.agent.pageOptions.peek().enablePhoneTypeSettings,
    },
  } as connect.InitCCPOptions);

  streams.core.onAccessDenied(() => model.agent.applyAccessDenied('permission'));

  streams.agent((agent) => {
    const sync = () =>
      batch(() => {
        model.agent.applyConfiguration(toAgentConfiguration(agent));
        model.agent.applyAgentStates(toAgentStates(agent));
        model.agent.applyAvailability(toAvailability(agent.getState()), toAvailability(agent.getNextState()));
        model.contacts.applySnapshot(agent.getContacts().map(toContact));
      });
    sync();
    model.agent.markInitialized();
    agent.onRefresh(sync);
    agent.onWebSocketConnectionLost(() => model.connectivity.applyConnectionLost());
    agent.onWebSocketConnectionGained(() => model.connectivity.applyConnectionRecovered());
    agent.onMuteToggle(({ muted }) => model.contacts.applyMuteEvent(muted));
  });
}
