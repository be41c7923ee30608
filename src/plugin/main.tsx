import { AmazonConnectApp } from '@amazon-connect/app';
import { AppControllerClient } from '@amazon-connect/app-controller';
import { AgentClient, ContactClient } from '@amazon-connect/contact';
import { VoiceClient } from '@amazon-connect/voice';
import { createRoot } from 'react-dom/client';
import { createCcpModel } from '../shared/model';
import { createLocaleState } from '../shared/i18n/locale-state';
import { CcpApp } from '../shared/ui/app/CcpApp';
import { startRouter } from '../shared/ui/app/router';
import { browserSessionStorage, browserStorage } from '../shared/ui/app/browser-storage';
import { createScreenSharingService } from '../shared/screen-sharing/panel-side';
import '../shared/ui/styles.css';
import { checkFraming } from '../shared/security/framing';
import { loadWorkspaceOrigins } from '../shared/security/workspace-origins';
import { renderFramingRefusal } from '../shared/ui/security/framing-refusal';
import { applyThemeChoice, readThemeChoice } from '../shared/ui/theme/theme';
import { createEmailFacts, createSdkEmailPort } from '../shared/email-port/sdk-email-port';
import { startSdkAdapter } from './sdk-adapter';
import { SdkSession, createSdkPort } from './sdk-port';
import { loadPluginOptions } from './plugin-options';
import { workspaceTabTransport } from './screen-sharing-tab';
import { setAppBase } from '../shared/ui/app/router';

// The panel's folder is where this file was loaded from, whatever path the page was opened at.
setAppBase(import.meta.url);

/**
 * The panel as an Amazon Connect agent-workspace app: the SDK drives the shared model, the shared views show it.
 * Streams is never loaded; the workspace owns media, ringing and login.
 */
const root = createRoot(document.getElementById('root')!);

// The SDK hands its message port to whatever page frames it: only a configured workspace origin may be that page.
const framing = checkFraming(window, await loadWorkspaceOrigins());
if (framing.ok) startPlugin();
else void renderFramingRefusal(root, framing.framedBy);

function startPlugin() {
  const { provider } = AmazonConnectApp.init({
    workspace: { connectionTimeout: 10_000 },
    onCreate: async () => {
      const clients = { agent: new AgentClient(provider), contact: new ContactClient(provider), voice: new VoiceClient(provider) };
      const screenSharing = createScreenSharingService(workspaceTabTransport(provider, new AppControllerClient(provider)));
      const session = new SdkSession();
      const storage = browserStorage();
      applyThemeChoice(readThemeChoice(storage));
      const model = createCcpModel(createSdkPort(clients, session, screenSharing.port, createSdkEmailPort(() => provider)), { storage, sessionStorage: browserSessionStorage() });
      const locale = createLocaleState(model, storage);
      startRouter(model);
      screenSharing.attach(model);
      root.render(<CcpApp model={model} locale={locale} />);
      // Not awaited: onCreate completing is what lets the workspace send "start"; the shell shows its loader meanwhile.
      void loadPluginOptions()
        .then((options) => startSdkAdapter(clients, model, session, createEmailFacts(() => provider), options))
        .catch((e) => provider.sendError('The panel could not read the agent', { error: String(e) }));
    },
  });

  // Outside a workspace the SDK never connects; say so instead of loading forever.
  provider.onError((e) => {
    if ((e as { key?: string }).key === 'workspaceConnectTimeout') {
      root.render(<p role="alert">This panel runs inside the Amazon Connect agent workspace. Open it there, or in Connect Local's workspace.</p>);
    }
  });
}
