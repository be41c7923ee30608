/**
 * The hosted CCP tells the Amazon Connect SDK when the agent's connection drops and comes back
 * (AgentClient.onNetworkConnectionStatusChanged, which streams' agent.onNetworkConnectionStatusChanged subscribes
 * to). This page hears streams' worker report the agent websocket lost and regained, and publishes the same.
 */
import type { NetworkConnectionStatusChanged } from '@amazon-connect/contact';
import { publishToPanels } from './sdk-channel.ts';

export function startNetworkStatusEvents(connect: any): void {
  const publish = (status: NetworkConnectionStatusChanged['status']) => {
    const change: NetworkConnectionStatusChanged = { status, timestamp: Date.now() };
    publishToPanels({ namespace: 'aws.connect.contact', key: 'agent/networkConnectionStatusChanged' }, change);
  };
  const bus = connect.core.getEventBus();
  bus.subscribe(connect.AgentEvents.WEBSOCKET_CONNECTION_LOST, () => publish('disconnected'));
  bus.subscribe(connect.AgentEvents.WEBSOCKET_CONNECTION_GAINED, () => publish('connected'));
}
