import type { AgentRuntime } from '../centre/agents.ts';
import type { ContactCentre } from '../centre/centre.ts';
import type { MonitorMode, MonitorSession } from '../centre/monitoring.ts';
import type { ConnectionRecord, ContactRecord } from '../centre/records.ts';
import { carriesCallMedia } from '../centre/resiliency-state.ts';

/**
 * The CTI API's wire shapes, as the service model bundled in amazon-connect-streams parses them.
 * Timestamps travel as epoch seconds (floats); the worker's AWS SDK turns them into Dates, and drops any
 * field the model does not know, so nothing here may rely on an extra field arriving.
 */

export const secs = (ms: number | null | undefined) => (ms == null ? null : ms / 1000);

function wireConnection(k: ConnectionRecord) {
  return {
    connectionId: k.connectionId,
    endpoint: k.endpoint,
    state: { type: k.state.type, timestamp: secs(k.state.timestamp) },
    type: k.type,
    initial: k.initial,
    softphoneMediaInfo: k.softphoneMediaInfo ?? null,
    capabilities: k.capabilities ?? null,
    chatMediaInfo: k.chatMediaInfo ?? null,
    monitoringInfo: null as null | { agent: { agentName: string }; joinTimeStamp: number | null },
    mute: k.mute,
    forcedMute: !!k.forcedMute,
    quickConnectName: k.quickConnectName,
    monitorStatus: null as MonitorMode | null,
    monitorCapabilities: null as MonitorMode[] | null,
  };
}

/** Another supervisor's leg as a snapshot shows it: a `monitoring` connection, visible only while barged in. */
function wireOtherSupervisor(s: MonitorSession) {
  // Their softphone credentials stay theirs.
  return { ...wireConnection(s.connection), type: 'monitoring' as const, monitorStatus: s.mode, softphoneMediaInfo: null };
}

/**
 * A contact as its own agent sees it (barging supervisors included), or as a supervisor monitoring it sees it:
 * their own leg first (an agent-type connection with the monitor status, capabilities and the agent's name),
 * then the customer and the monitored agent (as an agent endpoint), initiation method `monitor`.
 */
export function wireContact(c: ContactRecord, centre?: ContactCentre, viewer?: MonitorSession) {
  const sessions = centre ? centre.monitors.filter((s) => s.contact === c && s !== viewer && s.mode === 'BARGE') : [];
  const agentName = centre?.agents.get(c.agent)?.profile.name ?? c.agent;
  const connections = viewer
    ? [
        {
          ...wireConnection(viewer.connection),
          monitorStatus: viewer.mode,
          monitorCapabilities: viewer.capabilities,
          monitoringInfo: { agent: { agentName }, joinTimeStamp: secs(viewer.joinedAt) },
        },
        // The parties' media stay theirs: a supervisor gets no other participant's chat or softphone credentials.
        ...c.connections.map((k) => ({
          ...wireConnection(k),
          softphoneMediaInfo: null,
          chatMediaInfo: null,
          ...(k.role === 'agent' ? { type: 'outbound' as const, endpoint: { ...k.endpoint, name: agentName } } : {}),
        })),
      ]
    : c.connections.map(wireConnection);
  connections.push(...sessions.map(wireOtherSupervisor));
  return {
    contactId: c.contactId,
    initialContactId: c.initialContactId,
    relatedContactId: c.relatedContactId,
    type: c.type,
    state: { type: c.state.type, timestamp: secs(c.state.timestamp) },
    queue: { queueARN: c.queue.queueARN, name: c.queue.name },
    queueTimestamp: secs(c.queueTimestamp),
    connections,
    attributes: Object.fromEntries(Object.entries(c.attributes).map(([name, value]) => [name, { name, value }])),
    contactDuration: String(Math.floor((Date.now() - c.createdAt) / 1000)),
    name: c.task?.name ?? null,
    description: c.task?.description ?? null,
    references: c.task ? c.task.references : null,
    initiationMethod: viewer ? 'monitor' : c.initiationMethod,
    contactFeatures: { attachmentsEnabled: null, messagingMarkdownEnabled: null, multiPartyConferenceEnabled: c.type === 'voice' || c.type === 'queue_callback', ...c.contactFeatures },
    channelContext: c.task?.channelContext ?? null,
    segmentAttributes: c.segmentAttributes ?? {},
    customerEndpoint: c.customerEndpoint,
    ...(c.contactAssociationId ? { contactAssociationId: c.contactAssociationId } : {}),
    ...(c.connectSystemEndpoint ? { connectSystemEndpoint: c.connectSystemEndpoint } : {}),
    ...(c.emailRecipients ? { emailRecipients: c.emailRecipients } : {}),
  };
}

export function wireState(s: { agentStateARN: string | null; name: string; type: string; startTimestamp: number }) {
  return { agentStateARN: s.agentStateARN, name: s.name, type: s.type, startTimestamp: secs(s.startTimestamp) };
}

/** `region`: the region whose CCP asks; under global resiliency only the active one's contacts carry softphone media. */
export function wireSnapshot(centre: ContactCentre, a: AgentRuntime, region?: string) {
  const contacts = [...centre.contactsOf(a.profile.username).map((c) => wireContact(c, centre)), ...centre.monitorsOf(a.profile.username).map((s) => wireContact(s.contact, centre, s))];
  const mediaHere = region === undefined || carriesCallMedia(centre.resiliency, region);
  return {
    snapshot: {
      state: wireState(centre.visibleState(a)),
      nextState: a.next ? wireState({ ...a.next, startTimestamp: centre.now() }) : null,
      agentAvailabilityState: { state: a.chosen.name, timeStamp: secs(a.chosen.startTimestamp) },
      // The worker sorts by state timestamp itself; keep creation order here.
      contacts: mediaHere ? contacts : contacts.map((c) => ({ ...c, connections: c.connections.map((k) => ({ ...k, softphoneMediaInfo: null })) })),
      snapshotTimestamp: secs(centre.now()),
    },
    nextToken: String(centre.version),
  };
}

/** The snapshot without its clock fields: what decides whether a held poll has news for its agent. */
export function snapshotFingerprint(centre: ContactCentre, a: AgentRuntime, region?: string): string {
  const { snapshot } = wireSnapshot(centre, a, region);
  return JSON.stringify({ ...snapshot, snapshotTimestamp: 0, nextState: snapshot.nextState && { ...snapshot.nextState, startTimestamp: 0 } });
}

export function wireConfiguration(centre: ContactCentre, a: AgentRuntime) {
  const queues = centre.queuesOf(a);
  const p = a.profile;
  const dir = centre.directory;
  const defaultQueue = queues.find((q) => q.name === p.defaultOutboundQueueName) ?? queues[0]!;
  return {
    agentARN: `${dir.ids.instanceArn}/agent/${p.agentId}`,
    name: p.name,
    username: p.username,
    extension: a.extension,
    softphoneEnabled: a.softphoneEnabled,
    softphoneAutoAccept: a.softphoneAutoAccept,
    agentPreferences: a.preferences,
    // As the service sends it where the instance offers voice enhancement (streams' worker drops it: research §2.2).
    ...(centre.settings.voiceEnhancement ? { voiceEnhancementMode: a.voiceEnhancementMode } : {}),
    routingProfile: {
      name: p.routingProfileName,
      routingProfileARN: `${dir.ids.instanceArn}/routing-profile/${p.agentId.slice(0, 8)}-0000-4000-a000-000000000000`,
      defaultOutboundQueue: { queueARN: defaultQueue.queueARN, name: defaultQueue.name },
      channelConcurrencyMap: p.channelConcurrency,
    },
  };
}
