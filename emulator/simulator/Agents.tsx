import { call, useAction, type Agent } from './api.ts';
import { ErrorLine, Section, Time } from './bits.tsx';

/** Agents as Connect Local sees them, and what the administrator may change about them. */

/** The routing-profile permissions of a typical agent security profile (emulator/centre/directory.ts). */
const KNOWN_PERMISSIONS = ['outboundCall', 'voiceId', 'outboundEmail', 'createTask', 'contactRecording'];

export function AgentsSection({ agents }: { agents: Agent[] }) {
  return (
    <Section title="Agents" className="agents">
      <table>
        <caption className="visually-hidden">Agents and their current state</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Username</th>
            <th scope="col">Current state</th>
            <th scope="col">Since</th>
            <th scope="col">Next state</th>
            <th scope="col">CCP access</th>
          </tr>
        </thead>
        <tbody>
          {agents.map((a) => (
            <tr key={a.username}>
              <th scope="row">{a.name}</th>
              <td>
                <code>{a.username}</code>
              </td>
              <td>
                {a.state.name} <span className="hint">({a.state.type})</span>
              </td>
              <td>
                <Time at={a.state.since} />
              </td>
              <td>{a.nextState ?? '—'}</td>
              <td>{a.isAgent ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">An agent picks their state in the panel; a contact is offered only to an agent who is Available.</p>
    </Section>
  );
}

export function AgentAccessSection({ agents }: { agents: Agent[] }) {
  // Every permission any agent has, so one granted to somebody can be granted to anybody.
  const known = [...new Set([...KNOWN_PERMISSIONS, ...agents.flatMap((a) => a.permissions)])];
  return (
    <Section title="Agent access" className="agent-access">
      <p className="hint">Changes apply at once. A user without CCP access is refused every call the panel makes.</p>
      {agents.map((a) => (
        <AgentAccess key={a.username} agent={a} known={known} />
      ))}
    </Section>
  );
}

function AgentAccess({ agent: a, known }: { agent: Agent; known: string[] }) {
  const action = useAction();
  const patch = (body: Record<string, unknown>) => void action.run(() => call('PATCH', `/agents/${encodeURIComponent(a.username)}`, body));
  const permissions = known;
  const toggle = (permission: string, on: boolean) =>
    patch({ permissions: on ? [...a.permissions, permission] : a.permissions.filter((p) => p !== permission) });

  return (
    <fieldset className="agent">
      <legend>
        {a.name} ({a.username})
      </legend>
      <label className="choice">
        <input type="checkbox" checked={a.isAgent} onChange={(e) => patch({ isAgent: e.target.checked })} />
        CCP access
      </label>
      <fieldset className="permissions">
        <legend>Permissions</legend>
        {permissions.map((p) => (
          <label key={p} className="choice">
            <input type="checkbox" checked={a.permissions.includes(p)} onChange={(e) => toggle(p, e.target.checked)} />
            {p}
          </label>
        ))}
      </fieldset>
      <ErrorLine error={action.error} />
    </fieldset>
  );
}
