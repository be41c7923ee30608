import type { ContactCentre } from '../centre/centre.ts';
import { newRuntime } from '../centre/agents.ts';
import { AGENT_PERMISSIONS, type AgentProfile, type Channel, type QueueDef } from '../centre/directory.ts';
import { ServiceError, badRequest, notFound } from '../centre/errors.ts';
import { seedId } from '../centre/ids.ts';
import type { Route } from './route.ts';
import { isObjectMachinery } from './body-checks.ts';

/** A routing profile as the administrator defines it: which queues an agent serves and how many of each channel. */
export interface RoutingProfileDef {
  name: string;
  channelConcurrency: Partial<Record<Channel, number>>;
  queueNames: string[];
  defaultOutboundQueueName: string;
}

const CHANNEL_NAMES: readonly Channel[] = ['VOICE', 'CHAT', 'TASK', 'EMAIL'];
const NAME = /^[A-Za-z0-9 ._@-]{1,64}$/;

const text = (v: unknown, field: string): string => {
  if (typeof v !== 'string' || !NAME.test(v) || isObjectMachinery(v)) throw badRequest(`${field} must be 1 to 64 letters, digits, spaces or . _ @ -`);
  return v;
};

function concurrency(v: unknown): Partial<Record<Channel, number>> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw badRequest('channelConcurrency must be an object such as {"VOICE":1,"CHAT":3}');
  const out: Partial<Record<Channel, number>> = {};
  for (const [k, n] of Object.entries(v)) {
    if (!CHANNEL_NAMES.includes(k as Channel)) throw badRequest(`Unknown channel ${k}; channels: ${CHANNEL_NAMES.join(', ')}`);
    if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > 10) throw badRequest(`channelConcurrency.${k} must be a whole number from 0 to 10`);
    out[k as Channel] = n as number;
  }
  return out;
}

/**
 * The administrator's verbs of the control API: agents, queues and routing profiles created and removed at run
 * time, so a load test or a supervision scenario can have hundreds of agents. A reset brings back the directory
 * Connect Local started with.
 */
/**
 * The routing profiles and the directory a reset brings back, kept once per contact centre: a backup region's Connect
 * Local shares its centre and must neither snapshot a directory a test has changed nor outlive itself in a reset.
 */
const adminStates = new WeakMap<ContactCentre, Map<string, RoutingProfileDef>>();

function routingProfiles(centre: ContactCentre): Map<string, RoutingProfileDef> {
  const known = adminStates.get(centre);
  if (known) return known;
  const dir = centre.directory;
  const profiles = new Map<string, RoutingProfileDef>();
  adminStates.set(centre, profiles);
  const defaults = dir.agents[0]!;
  profiles.set(defaults.routingProfileName, {
    name: defaults.routingProfileName,
    channelConcurrency: { ...defaults.channelConcurrency },
    queueNames: [...defaults.queueNames],
    defaultOutboundQueueName: defaults.defaultOutboundQueueName,
  });
  const initial = { agents: structuredClone(dir.agents), queues: structuredClone(dir.queues), profiles: new Map(profiles) };
  centre.events.on('change', (reason: string) => {
    if (reason !== 'reset') return;
    dir.agents.splice(0, dir.agents.length, ...structuredClone(initial.agents));
    dir.queues.splice(0, dir.queues.length, ...structuredClone(initial.queues));
    profiles.clear();
    for (const [k, v] of initial.profiles) profiles.set(k, v);
    for (const u of [...centre.agents.keys()]) if (!dir.agents.some((a) => a.username === u)) centre.agents.delete(u);
    for (const p of dir.agents) if (!centre.agents.has(p.username)) centre.agents.set(p.username, newRuntime(p, dir, centre.now()));
  });
  return profiles;
}

export function adminRoutes(centre: ContactCentre): Record<string, Route> {
  const dir = centre.directory;
  const profiles = routingProfiles(centre);
  const defaults = dir.agents[0]!;

  const queueNamed = (name: string) => dir.queues.find((q) => q.name === name);
  const checkQueues = (names: unknown): string[] => {
    if (!Array.isArray(names) || names.length === 0) throw badRequest('queueNames must be a non-empty list of queue names');
    for (const n of names) if (typeof n !== 'string' || !queueNamed(n)) throw badRequest(`No queue named ${String(n)}`);
    return names as string[];
  };

  return {
    'GET /queues': () => dir.queues.filter((q) => q.name),
    'POST /queues': (_r, _p, body) => {
      const name = text(body.name, 'name');
      if (queueNamed(name)) throw new ServiceError('DuplicateResourceException', `A queue named ${name} exists`, 409);
      const queueARN = `${dir.ids.instanceArn}/queue/${seedId(`queue:${name}`)}`;
      const q: QueueDef = { queueARN, queueId: queueARN.split('/').pop()!, name };
      dir.queues.push(q);
      return q;
    },
    'DELETE /queues/:name': (_r, [name]) => {
      const i = dir.queues.findIndex((q) => q.name === name);
      if (i < 0) throw notFound(`No queue named ${name}`);
      const users = dir.agents.filter((a) => a.queueNames.includes(name!));
      if (users.length) throw new ServiceError('ResourceInUseException', `Queue ${name} is in the routing profile of ${users.length} agent(s)`, 409);
      dir.queues.splice(i, 1);
      return {};
    },
    'GET /routing-profiles': () => [...profiles.values()],
    'POST /routing-profiles': (_r, _p, body) => {
      const name = text(body.name, 'name');
      if (profiles.has(name)) throw new ServiceError('DuplicateResourceException', `A routing profile named ${name} exists`, 409);
      const queueNames = checkQueues(body.queueNames);
      const defaultOutboundQueueName = body.defaultOutboundQueueName ?? queueNames[0];
      if (!queueNames.includes(defaultOutboundQueueName)) throw badRequest('defaultOutboundQueueName must be one of queueNames');
      const p: RoutingProfileDef = { name, channelConcurrency: concurrency(body.channelConcurrency ?? { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 1 }), queueNames, defaultOutboundQueueName };
      profiles.set(name, p);
      return p;
    },
    'DELETE /routing-profiles/:name': (_r, [name]) => {
      if (!profiles.has(name!)) throw notFound(`No routing profile named ${name}`);
      if (dir.agents.some((a) => a.routingProfileName === name)) throw new ServiceError('ResourceInUseException', `Routing profile ${name} has agents`, 409);
      profiles.delete(name!);
      return {};
    },
    // `count` creates a numbered batch (username-1 … username-N) in one call, for load tests.
    'POST /agents': (_r, _p, body) => {
      const base = text(body.username, 'username');
      const count = body.count ?? 1;
      if (!Number.isInteger(count) || count < 1 || count > 2000) throw badRequest('count must be a whole number from 1 to 2000');
      const profile = profiles.get(body.routingProfile ?? defaults.routingProfileName);
      if (!profile) throw badRequest(`No routing profile named ${String(body.routingProfile)}`);
      const names = count === 1 ? [base] : Array.from({ length: count }, (_, i) => `${base}-${i + 1}`);
      for (const u of names) if (centre.agents.has(u)) throw new ServiceError('DuplicateResourceException', `An agent named ${u} exists`, 409);
      const displayName = body.name === undefined ? null : text(body.name, 'name');
      if (body.permissions !== undefined && !(Array.isArray(body.permissions) && body.permissions.every((x: unknown) => typeof x === 'string'))) throw badRequest('permissions must be an array of strings');
      for (const username of names) {
        const p: AgentProfile = {
          ...structuredClone(defaults),
          username,
          name: displayName ? (count === 1 ? displayName : `${displayName} ${username.slice(base.length + 1)}`) : username,
          agentId: seedId(`agent:${username}`),
          isAgent: true,
          permissions: Array.isArray(body.permissions) ? body.permissions.map(String) : [...AGENT_PERMISSIONS],
          routingProfileName: profile.name,
          channelConcurrency: { ...profile.channelConcurrency },
          queueNames: [...profile.queueNames],
          defaultOutboundQueueName: profile.defaultOutboundQueueName,
        };
        dir.agents.push(p);
        centre.agents.set(username, newRuntime(p, dir, centre.now()));
      }
      centre.change(`admin created ${count} agent(s)`, names);
      return { usernames: names };
    },
    'DELETE /agents/:username': (_r, [username]) => {
      const i = dir.agents.findIndex((a) => a.username === username);
      if (i < 0) throw notFound(`No agent ${username}`);
      if (centre.contactsOf(username!).length) throw new ServiceError('ResourceInUseException', `Agent ${username} has open contacts`, 409);
      dir.agents.splice(i, 1);
      centre.agents.delete(username!);
      centre.change(`admin removed agent ${username}`, username!);
      return {};
    },
  };
}
