import { useEffect, useId, useState, type FormEvent } from 'react';
import { call, useAction, type Agent } from './api.ts';
import { ErrorLine, Section } from './bits.tsx';

/**
 * The customer's mailbox: send the agent an email (plain text or HTML, optionally continuing a conversation), and
 * read every email Connect Local keeps, the agent's replies and new emails among them. Bodies show as text here,
 * never as markup: this page runs on the instance origin.
 */

interface KeptEmail {
  contactId: string;
  contactAssociationId: string;
  direction: 'INBOUND' | 'OUTBOUND';
  initiationMethod: string;
  subject: string | null;
  from: { emailAddress: string; displayName?: string } | null;
  to: { emailAddress: string }[];
  cc: { emailAddress: string }[];
  sent: boolean;
  body: { contentType: string; text: string } | null;
  attachments: { name: string; size: number }[];
}

export function EmailsSection({ agents, version }: { agents: Agent[]; version: number }) {
  const ids = { from: useId(), subject: useId(), body: useId(), html: useId(), agent: useId(), thread: useId() };
  const [from, setFrom] = useState('pat@example.com');
  const [subject, setSubject] = useState('Question about my order');
  const [body, setBody] = useState('Hello, where is my order?');
  const [html, setHtml] = useState(false);
  const [agent, setAgent] = useState('');
  const [threadOf, setThreadOf] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [kept, setKept] = useState<KeptEmail[]>([]);
  const action = useAction();
  const list = useAction();

  // The list follows the world: every change may be an email sent or a draft discarded.
  useEffect(() => {
    void list.run(() => call<{ emails: KeptEmail[] }>('GET', '/emails')).then((r) => r && setKept(r.emails));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (action.busy) return;
    setAnnouncement('');
    const payload = { channel: 'email', from: from.trim(), subject, [html ? 'html' : 'text']: body, agent: agent || agents[0]?.username || 'agent', ...(threadOf ? { threadOf } : {}) };
    const created = await action.run(() => call<{ contactId: string; routed: boolean }>('POST', '/contacts', payload));
    if (created) setAnnouncement(`Sent email ${created.contactId}${created.routed ? '' : ', queued until the agent can take it'}.`);
  }

  const conversations = kept.filter((m) => m.direction === 'INBOUND');
  const shown = kept.filter((m) => m.sent);
  return (
    <Section title="Customer email" className="emails">
      <form onSubmit={submit} noValidate>
        <label htmlFor={ids.from}>From (the customer)</label>
        <input id={ids.from} type="email" value={from} onChange={(e) => setFrom(e.target.value)} />
        <label htmlFor={ids.subject}>Subject</label>
        <input id={ids.subject} value={subject} onChange={(e) => setSubject(e.target.value)} />
        <label htmlFor={ids.body}>Body</label>
        <textarea id={ids.body} rows={4} value={body} onChange={(e) => setBody(e.target.value)} />
        <label className="choice">
          <input id={ids.html} type="checkbox" checked={html} onChange={(e) => setHtml(e.target.checked)} /> The body is HTML
        </label>
        <label htmlFor={ids.agent}>To agent</label>
        <select id={ids.agent} value={agent} onChange={(e) => setAgent(e.target.value)}>
          {agents.map((a) => (
            <option key={a.username} value={a.username}>
              {a.name}
            </option>
          ))}
        </select>
        <label htmlFor={ids.thread}>Continue the conversation of</label>
        <select id={ids.thread} value={threadOf} onChange={(e) => setThreadOf(e.target.value)}>
          <option value="">A new conversation</option>
          {conversations.map((m) => (
            <option key={m.contactId} value={m.contactId}>
              {m.subject ?? m.contactId}
            </option>
          ))}
        </select>
        <button type="submit" disabled={action.busy}>
          Send email
        </button>
        <ErrorLine error={action.error} />
        <p role="status">{announcement}</p>
      </form>
      <h3>Emails</h3>
      <ErrorLine error={list.error} />
      {shown.length === 0 ? (
        <p>No emails yet.</p>
      ) : (
        <ol className="email-list" aria-label="Emails">
          {shown.map((m) => (
            <li key={m.contactId}>
              <article aria-label={`${m.direction === 'INBOUND' ? 'From the customer' : 'From the agent'}: ${m.subject ?? ''}`}>
                <p>
                  <strong>{m.direction === 'INBOUND' ? 'Customer → agent' : `Agent → ${m.to.map((a) => a.emailAddress).join(', ')}`}</strong>
                  {m.cc.length > 0 && ` (cc ${m.cc.map((a) => a.emailAddress).join(', ')})`}: {m.subject}
                </p>
                <pre className="email-body">{m.body?.text ?? ''}</pre>
                {m.attachments.length > 0 && <p>Attachments: {m.attachments.map((a) => a.name).join(', ')}</p>}
              </article>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
