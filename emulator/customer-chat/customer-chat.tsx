import { StrictMode, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChatDetails } from './chatjs.ts';
import { ChatView } from './ChatView.tsx';

/**
 * Connect Local's customer chat page (/customer-chat/): a customer on a website, with the real chatjs as the
 * CUSTOMER. `?contactId=` joins a chat started elsewhere (the simulator, a test); without it the page starts one,
 * as a website's StartChatContact would, through Connect Local's control API.
 */

interface Joined extends ChatDetails {
  customerName: string;
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/emulator/api${path}`, { method, headers: body ? { 'Content-Type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(json.message ?? `HTTP ${res.status}`);
  return json;
}

const SUBTYPES = [
  { value: 'web', label: 'Web chat' },
  { value: 'sms', label: 'SMS' },
  { value: 'apple', label: 'Apple Messages for Business' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

function StartForm({ onJoined }: { onJoined: (j: Joined) => void }) {
  const ids = { name: useId(), subtype: useId(), auth: useId(), agent: useId() };
  const [name, setName] = useState('Casey Customer');
  const [subtype, setSubtype] = useState('web');
  const [authenticated, setAuthenticated] = useState(false);
  const [agent, setAgent] = useState('agent');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!name.trim()) return setError('Enter the name the agent will see.');
    setBusy(true);
    setError(null);
    try {
      const r = await api<{ contactId: string; participantId: string; participantToken: string }>('POST', '/contacts', {
        channel: 'chat',
        customerName: name.trim(),
        // As the backend AWS publishes for its chat widget (startChatContactAPI) does: the name in the contact's
        // attributes too, where flows and the workspace plugin (whose SDK names no chat participant) read it.
        attributes: { customerName: name.trim() },
        subtype,
        authenticated,
        agent: agent.trim() || 'agent',
      });
      history.replaceState(null, '', `?contactId=${encodeURIComponent(r.contactId)}`);
      onJoined({ ...r, customerName: name.trim() });
    } catch (err) {
      setError(`Connect Local refused: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="start" noValidate>
      <h2>Start a chat</h2>
      <label htmlFor={ids.name}>Your name</label>
      <input id={ids.name} value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
      <label htmlFor={ids.subtype}>Channel</label>
      <select id={ids.subtype} value={subtype} onChange={(e) => setSubtype(e.target.value)}>
        {SUBTYPES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      <label htmlFor={ids.agent}>Agent to route to (user name)</label>
      <input id={ids.agent} value={agent} onChange={(e) => setAgent(e.target.value)} />
      <label className="check">
        <input id={ids.auth} type="checkbox" checked={authenticated} onChange={(e) => setAuthenticated(e.target.checked)} /> The customer is authenticated
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Start chat
      </button>
    </form>
  );
}

function App() {
  const contactId = useMemo(() => new URLSearchParams(location.search).get('contactId'), []);
  const [joined, setJoined] = useState<Joined | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!contactId) return;
    api<{ contactId: string; participantId: string; participantToken: string; customerName: string }>('GET', `/contacts/${encodeURIComponent(contactId)}/chat`)
      .then((d) => setJoined({ contactId: d.contactId, participantId: d.participantId, participantToken: d.participantToken, customerName: d.customerName }))
      .catch((e: Error) => setError(`Could not open chat ${contactId}: ${e.message}`));
  }, [contactId]);

  return (
    <main>
      <h1>Customer chat</h1>
      <p className="hint">Connect Local plays the website; this page is the customer, talking to the agent through the real chatjs.</p>
      {error && <p role="alert" className="error">{error}</p>}
      {joined ? <ChatView details={joined} customerName={joined.customerName} /> : !contactId && <StartForm onJoined={setJoined} />}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
