import { useId, useState, type FormEvent } from 'react';
import { call, useAction, type World } from './api.ts';
import { ErrorLine, Section, Time } from './bits.tsx';

/** Faults: the agent websocket dropped and restored, and CTI operations made to fail or lag. */

const OPERATIONS = [
  'AcceptContact', 'RejectContact', 'ClearContact', 'CompleteContact', 'DestroyConnection', 'HoldConnection', 'ResumeConnection',
  'MuteParticipant', 'UnmuteParticipant', 'SendDigits', 'ConferenceConnections', 'ToggleActiveConnections', 'CreateOutboundContact',
  'CreateAdditionalConnection', 'PutAgentState', 'UpdateAgentConfiguration', 'GetAgentSnapshot', 'GetAgentConfiguration', 'GetAgentStates',
];

export function FaultsSection({ world, refresh }: { world: World; refresh: () => Promise<void> }) {
  return (
    <Section title="Faults" className="faults">
      <WebSocketFaults websocket={world.websocket} refresh={refresh} />
      <ArmFault refresh={refresh} />
      <ArmedFaults faults={world.faults} refresh={refresh} />
    </Section>
  );
}

function WebSocketFaults({ websocket, refresh }: { websocket: World['websocket']; refresh: () => Promise<void> }) {
  const id = useId();
  const [forSeconds, setForSeconds] = useState('');
  const action = useAction();
  // Heartbeats and subscriptions are noise here; what matters is the socket opening, closing, dropping.
  const last = [...websocket.log].reverse().find((e) => e.event !== 'receive');
  const drop = () => {
    const n = Number(forSeconds);
    const body = forSeconds.trim() && Number.isFinite(n) && n > 0 ? { forMs: Math.round(n * 1000) } : {};
    void action.run(async () => (await call('POST', '/faults/websocket-drop', body), await refresh()));
  };
  const restore = () => void action.run(async () => (await call('POST', '/faults/websocket-restore'), await refresh()));

  return (
    <div className="subsection">
      <h3>Agent websocket</h3>
      <p role="status">
        {websocket.connected} {websocket.connected === 1 ? 'socket' : 'sockets'} connected.{' '}
        {last ? (
          <>
            Last event: {last.event} at <Time at={last.at} />.
          </>
        ) : (
          'No events yet.'
        )}
      </p>
      <div className="row">
        <label htmlFor={id}>Refuse reconnection for (seconds)</label>
        <input id={id} type="number" min="1" value={forSeconds} placeholder="until restored" onChange={(e) => setForSeconds(e.target.value)} />
      </div>
      <div className="actions">
        <button type="button" onClick={drop}>
          Drop the agent websocket
        </button>
        <button type="button" onClick={restore}>
          Restore the agent websocket
        </button>
      </div>
      <ErrorLine error={action.error} />
    </div>
  );
}

function ArmFault({ refresh }: { refresh: () => Promise<void> }) {
  const ids = { op: useId(), ops: useId(), count: useId(), delay: useId(), withError: useId(), type: useId(), status: useId(), message: useId() };
  const [f, setF] = useState({ operation: 'AcceptContact', count: '1', delay: '0', withError: true, type: 'InternalServiceException', status: '500', message: 'Injected fault' });
  const [armed, setArmed] = useState('');
  const action = useAction();
  const edit = (patch: Partial<typeof f>) => {
    setArmed('');
    setF({ ...f, ...patch });
  };

  async function arm(e: FormEvent) {
    e.preventDefault();
    const count = Number(f.count);
    const delayMs = Number(f.delay);
    const status = Number(f.status);
    if (!f.operation.trim()) return action.setError('Enter the CTI operation to fail, e.g. AcceptContact.');
    if (!Number.isInteger(count) || count < 1) return action.setError('Enter how many calls to fail: a whole number, 1 or more.');
    if (!Number.isFinite(delayMs) || delayMs < 0) return action.setError('Enter a delay in milliseconds, 0 or more.');
    if (f.withError && (!Number.isInteger(status) || status < 400 || status > 599)) return action.setError('Enter an HTTP error status from 400 to 599.');
    const body = { operation: f.operation.trim(), count, delayMs, ...(f.withError ? { error: { type: f.type.trim(), status, message: f.message } } : {}) };
    const done = await action.run(async () => (await call('POST', '/faults', body), await refresh(), true));
    if (done) setArmed(`Armed: the next ${count} ${body.operation} ${count === 1 ? 'call' : 'calls'} will ${f.withError ? `fail with ${status} ${body.error?.type}` : `wait ${delayMs} ms`}.`);
  }

  return (
    <form className="subsection" onSubmit={arm} noValidate>
      <h3>Fail the next calls of an operation</h3>
      <div className="row">
        <label htmlFor={ids.op}>Operation</label>
        <input id={ids.op} list={ids.ops} value={f.operation} onChange={(e) => edit({ operation: e.target.value })} />
        <datalist id={ids.ops}>
          {OPERATIONS.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      </div>
      <div className="row">
        <label htmlFor={ids.count}>Number of calls</label>
        <input id={ids.count} type="number" min="1" value={f.count} onChange={(e) => edit({ count: e.target.value })} />
      </div>
      <div className="row">
        <label htmlFor={ids.delay}>Delay before answering (milliseconds)</label>
        <input id={ids.delay} type="number" min="0" value={f.delay} onChange={(e) => edit({ delay: e.target.value })} />
      </div>
      <div className="row checkbox">
        <input id={ids.withError} type="checkbox" checked={f.withError} onChange={(e) => edit({ withError: e.target.checked })} />
        <label htmlFor={ids.withError}>Fail with an error (otherwise only delay)</label>
      </div>
      <fieldset disabled={!f.withError}>
        <legend>Error</legend>
        <div className="row">
          <label htmlFor={ids.type}>Error type</label>
          <input id={ids.type} value={f.type} onChange={(e) => edit({ type: e.target.value })} />
        </div>
        <div className="row">
          <label htmlFor={ids.status}>HTTP status</label>
          <input id={ids.status} type="number" min="400" max="599" value={f.status} onChange={(e) => edit({ status: e.target.value })} />
        </div>
        <div className="row">
          <label htmlFor={ids.message}>Message</label>
          <input id={ids.message} value={f.message} onChange={(e) => edit({ message: e.target.value })} />
        </div>
      </fieldset>
      <div className="actions">
        <button type="submit" className="primary">
          Arm fault
        </button>
      </div>
      <ErrorLine error={action.error} />
      <p role="status" className="announcement">
        {armed}
      </p>
    </form>
  );
}

function ArmedFaults({ faults, refresh }: { faults: World['faults']; refresh: () => Promise<void> }) {
  const action = useAction();
  const clear = () => void (faults.length > 0 && action.run(async () => (await call('DELETE', '/faults'), await refresh())));
  return (
    <div className="subsection">
      <h3>Armed faults</h3>
      {faults.length === 0 ? (
        <p className="hint">None: every operation answers normally.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Operation</th>
              <th scope="col">Calls left</th>
              <th scope="col">Delay</th>
              <th scope="col">Error</th>
            </tr>
          </thead>
          <tbody>
            {faults.map((x, i) => (
              <tr key={`${i}-${x.operation}`}>
                <th scope="row">{x.operation}</th>
                <td>{x.count}</td>
                <td>{x.delayMs} ms</td>
                <td>{x.error ? `${x.error.status} ${x.error.type}: ${x.error.message}` : 'none (delay only)'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" onClick={clear} aria-disabled={faults.length === 0}>
        Clear all faults
      </button>
      <ErrorLine error={action.error} />
    </div>
  );
}
