/**
 * The plugin's screen-sharing transport: the view is an agent-workspace tab opened with launchApp, one per contact
 * (launchKey), with the contact in its launch parameters and scope. Messages travel as workspace events on one
 * topic; the workspace's MessagePorts replace postMessage, so origins were checked at the handshake, and
 * parseMessage drops anything that is not a view message.
 */
import type { AmazonConnectApp } from '@amazon-connect/app';
import type { AppControllerClient } from '@amazon-connect/app-controller';
import { SCREEN_SHARING_TOPIC, parseMessage, type ContactSummary, type PanelMessage, type ViewMessage } from '../shared/screen-sharing/messages';
import type { ScreenSharingTransport } from '../shared/screen-sharing/panel-side';

/** The screen-sharing app's Name in manifests/screen-sharing.manifest.json, as the catalog lists it. */
export const SCREEN_SHARING_APP = 'Screen sharing';

export function workspaceTabTransport(provider: AmazonConnectApp, apps: AppControllerClient): ScreenSharingTransport {
  const instances = new Map<string, string>();
  return {
    async open(contact: ContactSummary) {
      // launchApp resolves before the tab has subscribed; the tab's "loaded" is what starts the conversation.
      const info = await apps.launchApp(SCREEN_SHARING_APP, {
        parameters: { contactId: contact.contactId, customer: contact.customer ?? '', channel: contact.channel },
        launchKey: `screen-sharing-${contact.contactId}`,
        scope: { type: 'contact', contactId: contact.contactId },
      });
      instances.set(contact.contactId, info.instanceId);
    },
    send(message: PanelMessage) {
      provider.publish(SCREEN_SHARING_TOPIC, message);
    },
    async close(contactId) {
      const instanceId = instances.get(contactId);
      instances.delete(contactId);
      if (instanceId) await apps.closeApp(instanceId);
    },
    onMessage(handler: (message: ViewMessage) => void) {
      const listener = async (data: unknown) => {
        const msg = parseMessage(data, 'view');
        if (msg) handler(msg);
      };
      provider.subscribe(SCREEN_SHARING_TOPIC, listener);
      return () => provider.unsubscribe(SCREEN_SHARING_TOPIC, listener);
    },
  };
}
