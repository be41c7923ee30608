import { useId, useState, type FormEvent } from 'react';
import { call, useAction, type World } from './api.ts';
import { ErrorLine, Section } from './bits.tsx';

/** How the simulated world behaves (PATCH /settings). Times are edited in seconds and stored in milliseconds. */

type Settings = World['settings'];
interface Draft {
  autoAnswer: boolean;
  requireLogin: boolean;
  ringTimeout: string;
  answerDelay: string;
  connectDelay: string;
}

const seconds = (ms: number) => String(ms / 1000);
const toDraft = (s: Settings): Draft => ({
  autoAnswer: s.autoAnswer,
  requireLogin: s.requireLogin,
  ringTimeout: seconds(s.ringTimeoutMs),
  answerDelay: seconds(s.answerDelayMs),
  connectDelay: seconds(s.connectDelayMs),
});

export function WorldSettingsSection({ settings }: { settings: Settings }) {
  const ids = { auto: useId(), login: useId(), ring: useId(), answer: useId(), connect: useId() };
  // Null while not being edited: the form then shows the world's settings as they change.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saved, setSaved] = useState('');
  const action = useAction();
  const shown = draft ?? toDraft(settings);
  const edit = (patch: Partial<Draft>) => {
    setSaved('');
    action.setError(null);
    setDraft({ ...shown, ...patch });
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    if (action.busy) return;
    const times = { ringTimeoutMs: shown.ringTimeout, answerDelayMs: shown.answerDelay, connectDelayMs: shown.connectDelay };
    const body: Partial<Settings> = { autoAnswer: shown.autoAnswer, requireLogin: shown.requireLogin };
    for (const [key, text] of Object.entries(times)) {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n) || n < 0) return action.setError(`Enter a number of seconds, 0 or more, for every time (${key} is "${text}").`);
      body[key as keyof typeof times] = Math.round(n * 1000);
    }
    const ok = await action.run(() => call('PATCH', '/settings', body));
    if (ok) {
      setDraft(null);
      setSaved('Settings saved.');
    }
  }

  return (
    <Section title="World settings" className="settings">
      <form onSubmit={save} noValidate>
        <div className="row checkbox">
          <input id={ids.auto} type="checkbox" checked={shown.autoAnswer} onChange={(e) => edit({ autoAnswer: e.target.checked })} />
          <label htmlFor={ids.auto}>Auto answer (dialled customers and third parties answer by themselves)</label>
        </div>
        <div className="row">
          <label htmlFor={ids.ring}>Ring timeout (seconds)</label>
          <input id={ids.ring} type="number" min="0" step="any" value={shown.ringTimeout} onChange={(e) => edit({ ringTimeout: e.target.value })} />
        </div>
        <div className="row">
          <label htmlFor={ids.answer}>Answer delay (seconds)</label>
          <input id={ids.answer} type="number" min="0" step="any" value={shown.answerDelay} onChange={(e) => edit({ answerDelay: e.target.value })} />
        </div>
        <div className="row">
          <label htmlFor={ids.connect}>Connect delay after the agent accepts (seconds)</label>
          <input id={ids.connect} type="number" min="0" step="any" value={shown.connectDelay} onChange={(e) => edit({ connectDelay: e.target.value })} />
        </div>
        <div className="row checkbox">
          <input id={ids.login} type="checkbox" checked={shown.requireLogin} onChange={(e) => edit({ requireLogin: e.target.checked })} />
          <label htmlFor={ids.login}>Require login (the CCP page needs a signed-in session)</label>
        </div>
        <div className="actions">
          <button type="submit" className="primary">
            Save settings
          </button>
          {draft && (
            <button type="button" onClick={() => setDraft(null)}>
              Discard changes
            </button>
          )}
        </div>
        <ErrorLine error={action.error} />
        <p role="status" className="announcement">
          {saved}
        </p>
      </form>
    </Section>
  );
}
