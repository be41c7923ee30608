import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { call, useAction, type Agent } from './api.ts';
import { AttributeRows, attributesFrom, type AttributeRow } from './AttributeRows.tsx';
import { ErrorLine, Section } from './bits.tsx';

/** The form a developer plays the customer with: a customer calls (voice) or starts a chat, or a task arrives for an agent (emails have their own section). */

const E164 = /^\+[1-9]\d{6,14}$/;
const CHANNELS = [
  { value: 'voice', label: 'Voice', ready: true },
  { value: 'chat', label: 'Chat', ready: true },
  { value: 'task', label: 'Task', ready: true },
];
/** Queues of Connect Local's default directory, offered as suggestions (the state JSON does not list queues). */
const QUEUE_SUGGESTIONS = ['BasicQueue', 'Sales', 'Billing', 'Support'];

export function NewContactForm({ agents }: { agents: Agent[] }) {
  const ids = { from: useId(), fromHint: useId(), fromError: useId(), agent: useId(), queue: useId(), queues: useId(), ring: useId(), ringError: useId(), callback: useId(), video: useId(), screenShare: useId() };
  const [channel, setChannel] = useState('voice');
  const [from, setFrom] = useState('+12065550123');
  const [fromError, setFromError] = useState<string | null>(null);
  const [agent, setAgent] = useState('');
  const [queue, setQueue] = useState('');
  const [callback, setCallback] = useState(false);
  const [taskName, setTaskName] = useState('Follow up with the customer');
  const [taskDescription, setTaskDescription] = useState('');
  const [video, setVideo] = useState(false);
  // An in-app call on which the agent may share a screen; a video call has it unless unticked.
  const [screenShare, setScreenShare] = useState(false);
  const [ring, setRing] = useState('');
  const [ringError, setRingError] = useState<string | null>(null);
  const [rows, setRows] = useState<AttributeRow[]>([]);
  const [rowsError, setRowsError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fromRef = useRef<HTMLInputElement>(null);
  const ringRef = useRef<HTMLInputElement>(null);
  const action = useAction();
  // Focus moves to the first bad field after the render that describes its error, so it is read with it.
  const [focus, setFocus] = useState<{ field: 'from' | 'ring' } | null>(null);
  useEffect(() => {
    if (focus) (focus.field === 'from' ? fromRef : ringRef).current?.focus();
  }, [focus]);

  const target = agent || agents[0]?.username || 'agent';
  const targetName = agents.find((a) => a.username === target)?.name ?? target;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (action.busy) return;
    setAnnouncement('');
    const number = from.trim();
    const badFrom = channel === 'task' || E164.test(number) ? null : 'Enter the number in E.164 form: a plus sign, the country code and the number, no spaces or dashes (for example +12065550123).';
    const seconds = ring.trim() === '' ? undefined : Number(ring);
    const badRing = seconds === undefined || (Number.isFinite(seconds) && seconds > 0) ? null : 'Enter a number of seconds greater than 0, or leave it empty for the world setting.';
    const attrs = attributesFrom(rows);
    setFromError(badFrom);
    setRingError(badRing);
    setRowsError(typeof attrs === 'string' ? attrs : null);
    if (badFrom) return setFocus({ field: 'from' });
    if (badRing) return setFocus({ field: 'ring' });
    if (typeof attrs === 'string') return;
    // A web chat has no number; the customer page (linked from the contact) plays the chatting customer.
    // A task has a name (and maybe a description) instead of a caller.
    const body =
      channel === 'task'
        ? { channel, name: taskName, ...(taskDescription.trim() ? { description: taskDescription } : {}), agent: target, ...(queue.trim() ? { queue: queue.trim() } : {}), ...(seconds ? { ringTimeoutSeconds: seconds } : {}), attributes: attrs }
        : { channel, ...(channel === 'chat' ? {} : { from: number }), agent: target, ...(queue.trim() ? { queue: queue.trim() } : {}), callback, ...(channel === 'voice' && video ? { video: true } : {}), ...(channel === 'voice' ? { screenShare: screenShare || video } : {}), ...(seconds ? { ringTimeoutSeconds: seconds } : {}), attributes: attrs };
    const created = await action.run(() => call<{ contactId: string; routed: boolean }>('POST', '/contacts', body));
    if (created) {
      const where = created.routed ? `offered to ${targetName}` : `queued until ${targetName} can take it`;
      setAnnouncement(`Created contact ${created.contactId}, ${where}.`);
    }
  }

  return (
    <Section title="New contact" className="new-contact">
      <form onSubmit={submit} noValidate>
        <fieldset>
          <legend>Channel</legend>
          {CHANNELS.map((c) => (
            <label key={c.value} className="choice">
              <input type="radio" name="channel" value={c.value} checked={channel === c.value} disabled={!c.ready} onChange={() => setChannel(c.value)} />
              {c.label}
              {!c.ready && <span className="note"> (arrives with its issue)</span>}
            </label>
          ))}
        </fieldset>

        {channel === 'task' && (
          <>
            <div className="row">
              <label htmlFor={`${ids.from}-task-name`}>Task name</label>
              <input id={`${ids.from}-task-name`} value={taskName} maxLength={512} onChange={(e) => setTaskName(e.target.value)} />
            </div>
            <div className="row">
              <label htmlFor={`${ids.from}-task-description`}>Task description</label>
              <textarea id={`${ids.from}-task-description`} value={taskDescription} maxLength={4096} onChange={(e) => setTaskDescription(e.target.value)} />
            </div>
          </>
        )}
        {channel !== 'task' && (
        <div className="row">
          <label htmlFor={ids.from}>From number</label>
          <input
            id={ids.from}
            ref={fromRef}
            type="tel"
            autoComplete="off"
            value={from}
            aria-invalid={fromError ? true : undefined}
            aria-describedby={`${ids.fromHint}${fromError ? ` ${ids.fromError}` : ''}`}
            onChange={(e) => {
              setFrom(e.target.value);
              setFromError(null);
            }}
          />
          <span id={ids.fromHint} className="hint">
            The customer's number in E.164 form, e.g. +12065550123.
          </span>
          {fromError && (
            <span id={ids.fromError} role="alert" className="error">
              {fromError}
            </span>
          )}
        </div>
        )}

        <div className="row">
          <label htmlFor={ids.agent}>Target agent</label>
          <select id={ids.agent} value={target} onChange={(e) => setAgent(e.target.value)}>
            {agents.map((a) => (
              <option key={a.username} value={a.username}>
                {a.name} ({a.username}){a.isAgent ? '' : ' – no CCP access'}
              </option>
            ))}
          </select>
        </div>

        <div className="row">
          <label htmlFor={ids.queue}>Queue</label>
          <input id={ids.queue} list={ids.queues} value={queue} placeholder="the agent's first queue" onChange={(e) => setQueue(e.target.value)} />
          <datalist id={ids.queues}>
            {QUEUE_SUGGESTIONS.map((q) => (
              <option key={q} value={q} />
            ))}
          </datalist>
        </div>

        {channel === 'voice' && (
        <div className="row checkbox">
          <input id={ids.callback} type="checkbox" checked={callback} onChange={(e) => setCallback(e.target.checked)} />
          <label htmlFor={ids.callback}>Queued callback (the customer is dialled when the agent accepts)</label>
        </div>
        )}

        {channel === 'voice' && (
          <div className="row checkbox">
            <input id={ids.video} type="checkbox" checked={video} onChange={(e) => setVideo(e.target.checked)} />
            <label htmlFor={ids.video}>Video call (the customer sends a test pattern and sees the agent's camera)</label>
          </div>
        )}
        {channel === 'voice' && (
          <div className="row checkbox">
            <input id={ids.screenShare} type="checkbox" checked={screenShare || video} disabled={video} onChange={(e) => setScreenShare(e.target.checked)} />
            <label htmlFor={ids.screenShare}>In-app call with screen sharing (the panel offers Start screen sharing; always on for a video call)</label>
          </div>
        )}

        <div className="row">
          <label htmlFor={ids.ring}>Ring timeout (seconds)</label>
          <input
            id={ids.ring}
            ref={ringRef}
            type="number"
            min="1"
            inputMode="numeric"
            value={ring}
            placeholder="world setting"
            aria-invalid={ringError ? true : undefined}
            aria-describedby={ringError ? ids.ringError : undefined}
            onChange={(e) => {
              setRing(e.target.value);
              setRingError(null);
            }}
          />
          {ringError && (
            <span id={ids.ringError} role="alert" className="error">
              {ringError}
            </span>
          )}
        </div>

        <AttributeRows rows={rows} setRows={setRows} error={rowsError} onEdit={() => setRowsError(null)} />

        <div className="actions">
          <button type="submit" className="primary">
            Create
          </button>
        </div>
        <ErrorLine error={action.error} />
        <p role="status" aria-live="polite" className="announcement">
          {announcement}
        </p>
      </form>
    </Section>
  );
}
