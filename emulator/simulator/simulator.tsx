import { StrictMode, useEffect, useId, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AgentAccessSection, AgentsSection } from './Agents.tsx';
import { call, useAction, useWorld, type LiveStatus } from './api.ts';
import { ErrorLine, Section } from './bits.tsx';
import { ContactsSection } from './Contacts.tsx';
import { EmailsSection } from './Emails.tsx';
import { FaultsSection } from './Faults.tsx';
import { NewContactForm } from './NewContactForm.tsx';
import { WorldSettingsSection } from './WorldSettings.tsx';

/**
 * Connect Local's simulator page, at the instance origin's root: a developer creates contacts, watches them,
 * and plays the customer, third parties and the administrator, all through the control API.
 */

const STATUS_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting to Connect Local…',
  live: 'Live: this page follows Connect Local as it changes.',
  reconnecting: 'Lost contact with Connect Local; reconnecting…',
};

function App() {
  const { world, status, refresh } = useWorld();
  return (
    <>
      <a className="skip" href="#main">
        Skip to the simulator
      </a>
      <header className="top">
        <h1>Connect Local simulator</h1>
        <p role="status" className={`live live-${status}`}>
          {STATUS_TEXT[status]}
        </p>
        {world && <p className="hint">World version {world.version}.</p>}
      </header>
      <main id="main" tabIndex={-1}>
        <aside aria-labelledby="hint-heading" className="card hint-box">
          <h2 id="hint-heading">Using the panel in your own browser</h2>
          <p>
            If the panel shows a network banner in your own browser, open the agent websocket address printed by <code>npm start</code> once and accept
            its certificate.
          </p>
        </aside>
        {!world ? (
          <p className="card">Loading the state of Connect Local…</p>
        ) : (
          <div className="layout">
            <div className="column">
              <NewContactForm agents={world.agents} />
              <ContactsSection title="Contacts" contacts={world.contacts} agents={world.agents} empty="No contacts. Create one with the form." />
              <ContactsSection
                title="Queued contacts"
                contacts={world.queued}
                agents={world.agents}
                empty="None waiting. A contact waits here until its agent is Available and free."
              />
              <EmailsSection agents={world.agents} version={world.version} />
            </div>
            <div className="column">
              <AgentsSection agents={world.agents} />
              <AgentAccessSection agents={world.agents} />
              <WorldSettingsSection settings={world.settings} />
              <FaultsSection world={world} refresh={refresh} />
              <ResetSection />
            </div>
          </div>
        )}
      </main>
    </>
  );
}

/** Reset, behind an inline confirmation: it ends every contact, clears faults and signs everyone out. */
function ResetSection() {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const action = useAction();
  const questionId = useId();
  // Focus lands on Cancel, the harmless choice, so a second Enter does not reset by accident.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) startRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const reset = async () => {
    const ok = await action.run(() => call('POST', '/reset'));
    setConfirming(false);
    if (ok) setDone('Connect Local was reset.');
  };

  return (
    <Section title="Reset" className="reset">
      <p>Ends every contact, clears faults, restores the agent websocket, signs every agent out and puts them back to Offline.</p>
      {!confirming ? (
        <button
          type="button"
          ref={startRef}
          onClick={() => {
            setDone('');
            setConfirming(true);
          }}
        >
          Reset Connect Local…
        </button>
      ) : (
        <div role="group" aria-labelledby={questionId} className="confirm">
          <p id={questionId}>Reset everything? This cannot be undone.</p>
          <button type="button" className="danger" onClick={() => void reset()}>
            Yes, reset everything
          </button>
          <button type="button" ref={cancelRef} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      )}
      <ErrorLine error={action.error} />
      <p role="status" className="announcement">
        {done}
      </p>
    </Section>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
