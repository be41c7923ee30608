import { useId, useLayoutEffect, useRef } from 'react';
import { call, useAction, type Agent, type Contact, type Party } from './api.ts';
import { ErrorLine, Field, Section, Time } from './bits.tsx';

/** Contacts and their parties; the customer and third parties answer, hang up or reject from here. */

const TYPE_LABEL: Record<string, string> = { voice: 'Voice', queue_callback: 'Queued callback', chat: 'Chat', task: 'Task', email: 'Email' };

/** Who a party is, in words: "customer", the third party's quick connect name or number, the agent's name. */
function partyName(p: Party, contact: Contact, agents: Agent[]): string {
  if (p.role === 'customer') return 'customer';
  if (p.role === 'agent') return agents.find((a) => a.username === contact.agent)?.name ?? contact.agent;
  return p.quickConnectName ?? p.endpoint ?? 'third party';
}

export function ContactsSection({ title, contacts, agents, empty }: { title: string; contacts: Contact[]; agents: Agent[]; empty: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A contact that goes away (the customer hung up) takes focus with it: keep it in this section instead.
  const onFocusLost = () => requestAnimationFrame(() => heading.current?.focus());
  return (
    <Section title={title} className="contacts" headingRef={heading}>
      {contacts.length === 0 ? (
        <p className="hint">{empty}</p>
      ) : (
        <ul className="contact-list">
          {contacts.map((c) => (
            <li key={c.contactId}>
              <ContactCard contact={c} agents={agents} onFocusLost={onFocusLost} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ContactCard({ contact: c, agents, onFocusLost }: { contact: Contact; agents: Agent[]; onFocusLost: () => void }) {
  const headingId = useId();
  const action = useAction();
  const card = useRef<HTMLElement>(null);
  const lost = useRef(onFocusLost);
  lost.current = onFocusLost;
  // Runs its clean-up only when the card unmounts, while its elements are still in the document.
  useLayoutEffect(() => {
    const el = card.current;
    return () => {
      if (el?.contains(document.activeElement)) lost.current();
    };
  }, []);
  const agentName = agents.find((a) => a.username === c.agent)?.name;
  const attributes = Object.entries(c.attributes);
  // Buttons stay focusable when not possible (aria-disabled), so focus is not lost when a party's state changes.
  const act = (p: Party, verb: 'answer' | 'hang-up' | 'reject', possible: boolean) => {
    if (!possible) return;
    const who = p.role === 'customer' ? 'customer' : p.connectionId;
    void action.run(() => call('POST', `/contacts/${encodeURIComponent(c.contactId)}/parties/${encodeURIComponent(who)}/${verb}`));
  };

  return (
    <article ref={card} aria-labelledby={headingId} className={`contact state-${c.state}`}>
      <h3 id={headingId}>
        {TYPE_LABEL[c.type] ?? c.type} contact <code>{c.contactId}</code>
      </h3>
      <dl className="fields">
        <Field term="Type">{c.type}</Field>
        <Field term="State">
          {c.state} since <Time at={c.since} />
        </Field>
        <Field term="Agent">{agentName ? `${agentName} (${c.agent})` : c.agent}</Field>
        <Field term="From">{c.from ?? 'unknown'}</Field>
        <Field term="Queue">{c.queue ?? "the agent's own queue"}</Field>
        <Field term="Initiation">{c.initiationMethod}</Field>
        {c.type === 'chat' && (
          <Field term="Customer chat">
            <a href={`/customer-chat/?contactId=${encodeURIComponent(c.contactId)}`} target="_blank" rel="noopener">
              Open the customer chat page for this contact
            </a>
          </Field>
        )}
        <Field term="Attributes">
          {attributes.length === 0 ? (
            'none'
          ) : (
            <ul className="attribute-values">
              {attributes.map(([k, v]) => (
                <li key={k}>
                  <code>{k}</code> = <code>{v}</code>
                </li>
              ))}
            </ul>
          )}
        </Field>
      </dl>
      {c.issues.length > 0 && (
        <>
          <h4>Issues</h4>
          <ul>
            {c.issues.map((i) => (
              <li key={`${i.at}-${i.reason}`}>
                <Time at={i.at} />: {i.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      <table className="parties">
        <caption>Parties</caption>
        <thead>
          <tr>
            <th scope="col">Party</th>
            <th scope="col">Role</th>
            <th scope="col">State</th>
            <th scope="col">Endpoint</th>
            <th scope="col">Quick connect</th>
            <th scope="col">Muted</th>
            <th scope="col">Digits received</th>
            <th scope="col">Act as this party</th>
          </tr>
        </thead>
        <tbody>
          {c.connections.map((p) => {
            const name = partyName(p, c, agents);
            const ringing = p.state === 'connecting';
            const live = p.state === 'connected' || p.state === 'hold';
            return (
              <tr key={p.connectionId}>
                <th scope="row">{name}</th>
                <td>{p.role.replace('_', ' ')}</td>
                <td>{p.state}</td>
                <td>{p.endpoint}</td>
                <td>{p.quickConnectName ?? '—'}</td>
                <td>{p.mute ? 'yes' : 'no'}</td>
                <td>{p.digits ? <code>{p.digits}</code> : '—'}</td>
                <td className="party-actions">
                  {p.role === 'agent' ? (
                    <span className="hint">The agent acts in the panel.</span>
                  ) : (
                    <>
                      <button type="button" aria-disabled={!ringing} onClick={() => act(p, 'answer', ringing)}>
                        Answer as {name}
                      </button>
                      <button type="button" aria-disabled={!ringing} onClick={() => act(p, 'reject', ringing)}>
                        Reject as {name}
                      </button>
                      <button type="button" aria-disabled={!live} onClick={() => act(p, 'hang-up', live)}>
                        Hang up as {name}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Supervision contact={c} agents={agents} run={(f) => void action.run(f)} />
      {c.type === 'task' && <TaskEvents contactId={c.contactId} run={(f) => void action.run(f)} />}
      <ErrorLine error={action.error} />
    </article>
  );
}

/**
 * Supervisors on a connected call or chat: start monitoring as any user whose profile allows it (as from the
 * real-time metrics page), or play a supervisor already on it (switch mode, force-mute the agent, leave).
 */
function Supervision({ contact: c, agents, run }: { contact: Contact; agents: Agent[]; run: (f: () => Promise<unknown>) => void }) {
  if ((c.type !== 'voice' && c.type !== 'queue_callback' && c.type !== 'chat') || c.state !== 'connected') return null;
  const path = `/contacts/${encodeURIComponent(c.contactId)}/monitor`;
  const name = (username: string) => agents.find((a) => a.username === username)?.name ?? username;
  const on = new Set(c.monitors.map((m) => m.supervisor));
  const candidates = agents.filter((a) => a.username !== c.agent && !on.has(a.username) && a.permissions.includes('monitor'));
  const agentMuted = c.connections.find((k) => k.role === 'agent')?.forcedMute ?? false;
  return (
    <div className="supervision">
      <h4>Supervision</h4>
      {c.monitors.length === 0 && <p className="hint">Nobody is monitoring this contact.</p>}
      <ul>
        {c.monitors.map((m) => (
          <li key={m.supervisor}>
            {name(m.supervisor)}: {m.mode === 'BARGE' ? 'barged in' : 'silently monitoring'}{' '}
            <button type="button" onClick={() => run(() => call('PATCH', `${path}/${encodeURIComponent(m.supervisor)}`, { mode: m.mode === 'BARGE' ? 'SILENT_MONITOR' : 'BARGE' }))}>
              {m.mode === 'BARGE' ? 'Silent monitor' : 'Barge in'} as {name(m.supervisor)}
            </button>
            {c.type !== 'chat' && (
              <button type="button" onClick={() => run(() => call('PATCH', `${path}/${encodeURIComponent(m.supervisor)}`, { agentMuted: !agentMuted }))}>
                {agentMuted ? 'Unmute the agent' : 'Mute the agent'} as {name(m.supervisor)}
              </button>
            )}
            <button type="button" onClick={() => run(() => call('DELETE', `${path}/${encodeURIComponent(m.supervisor)}`))}>
              Leave as {name(m.supervisor)}
            </button>
          </li>
        ))}
      </ul>
      {candidates.map((a) => (
        <button key={a.username} type="button" onClick={() => run(() => call('POST', path, { supervisor: a.username }))}>
          Monitor as {a.name}
        </button>
      ))}
    </div>
  );
}

const TASK_EVENTS = [
  ['expiring', 'Expiring (2 hours left)'],
  ['expired', 'Expired'],
  ['transfer-initiated', 'Transfer initiated'],
  ['transfer-succeeded', 'Transfer succeeded'],
  ['transfer-failed', 'Transfer failed'],
] as const;

/** A task's aws/task events, pushed on its agent's websocket (what taskjs turns into onTaskExpiring etc.). */
function TaskEvents({ contactId, run }: { contactId: string; run: (f: () => Promise<unknown>) => void }) {
  return (
    <div role="group" aria-label="Task events" className="task-events">
      {TASK_EVENTS.map(([event, label]) => (
        <button key={event} type="button" onClick={() => run(() => call('POST', `/contacts/${encodeURIComponent(contactId)}/task-events`, { event }))}>
          {label}
        </button>
      ))}
    </div>
  );
}
