import type { ContactCentre } from '../centre/centre.ts';
import type { ContactRecord } from '../centre/records.ts';
import type { AgentWebSocket } from '../agent-websocket.ts';
import type { Faults } from '../cti/faults.ts';
import type { CtiCall } from '../cti/service.ts';

/** What the state shows besides the centre: armed faults, open websockets and the last CTI calls (api.ts passes them). */
export interface StateSources {
  faults: Faults;
  websocket: AgentWebSocket;
  ctiCalls: CtiCall[];
}

const iso = (ms: number) => new Date(ms).toISOString();

function describeContact(c: ContactRecord, centre: ContactCentre) {
  return {
    contactId: c.contactId,
    type: c.type,
    agent: c.agent,
    initiationMethod: c.initiationMethod,
    relatedContactId: c.relatedContactId,
    state: c.state.type,
    since: iso(c.state.timestamp),
    queue: c.queue.name,
    from: c.customerEndpoint.phoneNumber ?? c.customerEndpoint.name,
    attributes: c.attributes,
    issues: c.issues,
    recording: c.recording ?? null,
    ...(c.task ? { task: { name: c.task.name, description: c.task.description, references: c.task.references, channelContext: c.task.channelContext } } : {}),
    connections: c.connections.map((k) => ({
      connectionId: k.connectionId,
      role: k.role,
      type: k.type,
      state: k.state.type,
      endpoint: k.endpoint.phoneNumber ?? k.endpoint.name ?? k.endpoint.type,
      quickConnectName: k.quickConnectName,
      mute: k.mute,
      forcedMute: !!k.forcedMute,
      digits: k.digits,
    })),
    monitors: centre.monitors.filter((s) => s.contact === c).map((s) => ({ supervisor: s.supervisor, mode: s.mode, connectionId: s.connection.connectionId, mute: s.connection.mute })),
  };
}

/** The whole world as JSON, for tests and the simulator page. */
export function describeState(centre: ContactCentre, deps: StateSources) {
  return {
    version: centre.version,
    settings: centre.settings,
    instance: centre.directory.ids,
    agents: [...centre.agents.values()].map((a) => {
      const s = centre.visibleState(a);
      return {
        username: a.profile.username,
        name: a.profile.name,
        isAgent: a.profile.isAgent,
        permissions: a.profile.permissions,
        channelConcurrency: a.profile.channelConcurrency,
        dialableCountries: a.profile.dialableCountries,
        softphoneEnabled: a.softphoneEnabled,
        extension: a.extension,
        preferences: a.preferences,
        state: { name: s.name, type: s.type, since: iso(s.startTimestamp) },
        chosenState: a.chosen.name,
        nextState: a.next?.name ?? null,
        states: centre.states(a).map((x) => ({ name: x.name, type: x.type })),
      };
    }),
    contacts: centre.contacts.map((c) => describeContact(c, centre)),
    queued: centre.queued.map((c) => describeContact(c, centre)),
    scheduled: centre.scheduled.map((c) => describeContact(c, centre)),
    quickConnects: centre.directory.quickConnects,
    faults: deps.faults.list(),
    websocket: { connected: deps.websocket.connected, log: deps.websocket.log.slice(-50) },
    cti: deps.ctiCalls.slice(-100),
    log: centre.log.slice(-50),
  };
}
