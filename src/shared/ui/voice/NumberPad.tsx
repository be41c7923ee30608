import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { systemClock } from '../../model';
import { initialCountry } from '../../rules/countries';
import { sanitizeDialpadInput } from '../../rules/digits';
import { createFullWidthDeduper } from '../../rules/full-width';
import { createKeypadPress, KEYPAD_KEYS, type KeypadKey } from '../../rules/number-pad';
import { buildDialableNumber } from '../../rules/phone-number';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { browserStorage } from '../app/browser-storage';
import { CountryPicker } from './CountryPicker';
import { playDtmfTone } from './dtmf-tone';
import { Button } from '../common/Button';

export type NumberPadMode = { kind: 'dial'; relatedContactId?: string } | { kind: 'dtmf'; contactId: string } | { kind: 'add'; contactId: string };

const LAST_COUNTRY = 'lastUsedCountry';

/** The letters printed under a phone's keys (and + under 0, which a long press gives). */
const KEY_LETTERS: Record<string, string> = { '1': '', '2': 'ABC', '3': 'DEF', '4': 'GHI', '5': 'JKL', '6': 'MNO', '7': 'PQRS', '8': 'TUV', '9': 'WXYZ', '*': '', '0': '+', '#': '' };

/**
 * The number pad: to dial (with a country picker), to add a participant by number, or to send digits during a
 * call. Only 0-9 * # + are accepted; holding 0 for a second gives +; Esc closes.
 */
export function NumberPad({ mode, initialNumber = '', onClose }: { mode: NumberPadMode; /** What the number field starts with (a task's number to call). */ initialNumber?: string; onClose: () => void }) {
  const model = useModel();
  const intl = useIntl();
  const fieldId = useId();
  const dialable = useValue(model.agent.dialableCountries);
  const storage = useMemo(browserStorage, []);
  const [typed, setTyped] = useState(initialNumber);
  const [country, setCountry] = useState(() => initialCountry(storage.getItem(LAST_COUNTRY), dialable) ?? 'us');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const deduper = useMemo(() => createFullWidthDeduper(systemClock), []);
  const sendsDigits = mode.kind === 'dtmf';

  const enter = (text: string) => {
    if (!text) return;
    // Every key sounds its tone, composing a number as well as sending digits into a call (§5).
    for (const ch of text) playDtmfTone(ch);
    if (sendsDigits) void model.intents.sendDigits(mode.contactId, text).catch(() => undefined);
    setAnnouncement('');
    setTyped((t) => t + text);
  };
  const keypad = useMemo(() => createKeypadPress({ clock: systemClock, onEnter: (k) => enter(k) }), [sendsDigits]);

  useEffect(() => input.current?.focus(), []);

  const submit = async () => {
    if (sendsDigits) return;
    const result = buildDialableNumber({ country, typed, dialableCountries: dialable });
    if (!result.ok) {
      const message =
        result.reason === 'country_not_dialable'
          ? intl.formatMessage({ id: 'voice.countryNotDialable' })
          : intl.formatMessage({ id: 'voice.numberNotE164' }, { incorrectNumber: typed.trim() });
      // Re-set so the same message is announced again on a second attempt.
      setAnnouncement('');
      requestAnimationFrame(() => setAnnouncement(message));
      return;
    }
    storage.setItem(LAST_COUNTRY, country);
    setBusy(true);
    try {
      if (mode.kind === 'add') {
        await model.intents.addParticipant(mode.contactId, { type: 'phone_number', phoneNumber: result.number, name: result.number, endpointARN: '', endpointId: '' });
      } else {
        await model.intents.dial(result.number, mode.relatedContactId ? { relatedContactId: mode.relatedContactId } : {});
      }
      onClose();
    } catch {
      // The model has raised the alert; keep what was typed so the agent can fix it.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="number-pad"
      aria-label={intl.formatMessage({ id: 'voice.numberPad' })}
      onSubmit={(e) => (e.preventDefault(), void submit())}
      onKeyDown={(e) => {
        if (e.key === 'Escape') (e.preventDefault(), onClose());
      }}
    >
      {!sendsDigits && <CountryPicker value={country} dialable={dialable} onChange={setCountry} />}
      {/* A visible label, not only an aria-label: the agent sees what the field is for (issue 28). */}
      <label className="field-label" htmlFor={fieldId}>
        <FormattedMessage id={sendsDigits ? 'voice.digits' : 'voice.phoneNumber'} />
      </label>
      <input
        ref={input}
        id={fieldId}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={typed}
        aria-invalid={announcement !== ''}
        aria-describedby={announcement ? 'number-pad-error' : undefined}
        onChange={(e) => {
          setAnnouncement('');
          const converted = deduper.convert(e.target.value, typed);
          if (converted.duplicate) return;
          const clean = sanitizeDialpadInput(converted.text);
          if (sendsDigits) enter(clean.slice(typed.length));
          else {
            // Typed keys sound as pressed ones do; an edit inside the number or a deletion is silent.
            if (clean.startsWith(typed)) for (const ch of clean.slice(typed.length)) playDtmfTone(ch);
            setTyped(clean);
          }
        }}
      />
      {/* Shown under the field, not only announced: an agent who cannot hear a screen reader must see why Call did nothing. */}
      <p id="number-pad-error" className="field-error" role="alert" aria-live="assertive">
        {announcement}
      </p>
      <div className="keypad" role="group" aria-label={intl.formatMessage({ id: 'voice.keypad' })}>
        {KEYPAD_KEYS.map((key: KeypadKey) => (
          <button
            key={key}
            type="button"
            onPointerDown={(e) => (e.preventDefault(), keypad.press(key))}
            onPointerUp={() => keypad.release()}
            onPointerLeave={() => keypad.cancel()}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') (e.preventDefault(), enter(key));
            }}
          >
            <span className="key-digit">{key}</span>
            <span className="key-letters" aria-hidden="true">
              {KEY_LETTERS[key]}
            </span>
          </button>
        ))}
      </div>
      <div className="number-pad-actions">
        {!sendsDigits && (
          <Button type="submit" variant="primary" icon="call" disabled={busy || typed.trim() === ''}>
            <FormattedMessage id={mode.kind === 'add' ? 'voice.addCall' : 'voice.call'} />
          </Button>
        )}
        <Button onClick={onClose}>
          <FormattedMessage id="voice.closeNumberPad" />
        </Button>
      </div>
    </form>
  );
}
