/**
 * The agent screen of Connect Local's ccp-v2 page, for a page that embeds the CCP visibly (streams' initCCP in a
 * CRM, no panel): status, the current voice contact's controls, quick-connect transfer and a number pad. It uses
 * only streams' public API in this page (the same agent and contacts the shared worker hands every window), so each
 * button is a real CTI call. Built as its own script (dist/emulator/ccp-screen.js) and loaded by ccp-page.ts only
 * when the frame is shown (see screen-visibility.ts). English only, as the rest of Connect Local's pages.
 */
import { screenStyles } from './screen-styles.ts';

type Connect = any;
type Agent = any;
type Contact = any;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] => {
  const node: HTMLElementTagNameMap[K] = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

let lastPressed: HTMLButtonElement | null = null;
const button = (text: string, onClick: () => void) => {
  const b = el('button', { type: 'button', textContent: text });
  b.addEventListener('click', () => {
    lastPressed = b;
    onClick();
  });
  return b;
};

/** What streams calls back with, in words for the agent. */
const failureText = (action: string, err: unknown) => {
  let detail = typeof err === 'string' ? err : err instanceof Error ? err.message : JSON.stringify(err);
  try {
    const parsed = JSON.parse(detail) as { message?: string; type?: string };
    detail = parsed.message || parsed.type || detail;
  } catch {
    /* not JSON: the text as it came */
  }
  return `${action} failed: ${detail || 'no reason given'}`;
};

const CONTACT_TITLES: Record<string, string> = {
  incoming: 'Incoming call',
  pending: 'Incoming call',
  connecting: 'Calling',
  connected: 'Connected call',
  ended: 'After-call work',
  missed: 'Missed call',
  rejected: 'Rejected call',
  error: 'Call failed',
};

export function startAgentScreen(connect: Connect, root: HTMLElement) {
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, screenStyles()];
  let agent: Agent | null = null;

  const message = el('p', { className: 'message', role: 'alert' });
  /** Runs a streams call with success/failure callbacks; a failure is told in words. */
  const act = (action: string, start: (cb: { success: () => void; failure: (e: unknown) => void }) => void) => {
    message.textContent = '';
    try {
      start({ success: () => undefined, failure: (e) => (message.textContent = failureText(action, e)) });
    } catch (e) {
      message.textContent = failureText(action, e);
    }
  };

  const name = el('h1', { textContent: 'Contact control panel' });
  const status = el('select', { id: 'ccp-screen-status' });
  status.addEventListener('change', () => {
    const state = agent?.getAgentStates().find((s: { name: string }) => s.name === status.value);
    if (state) act('Changing status', (cb) => agent.setState(state, cb));
  });
  const statusRow = el('p', { className: 'row' }, el('label', { htmlFor: 'ccp-screen-status', textContent: 'Status' }), status);

  const contactTitle = el('h2', { id: 'ccp-screen-contact' });
  const contactInfo = el('p');
  const parties = el('ul', { className: 'parties' });
  // The call the agent is most likely acting on: a live one before one that waits to be cleared.
  const rank = (c: Contact) => (['incoming', 'pending', 'connecting', 'connected'].includes(c.getState().type) ? 0 : 1);
  const contactOf = (): Contact | null =>
    (agent?.getContacts(connect.ContactType.VOICE) as Contact[] | undefined)?.slice().sort((a, b) => rank(a) - rank(b))[0] ?? null;
  const onContact = (action: string, run: (c: Contact, cb: any) => void) => () => {
    const c = contactOf();
    if (c) act(action, (cb) => run(c, cb));
  };
  const accept = button('Accept call', onContact('Accepting', (c, cb) => c.accept(cb)));
  const reject = button('Reject call', onContact('Rejecting', (c, cb) => c.reject(cb)));
  const hold = button('Hold', onContact('Hold', (c, cb) => c.getInitialConnection().hold(cb)));
  const resume = button('Resume', onContact('Resume', (c, cb) => c.getInitialConnection().resume(cb)));
  const mute = button('Mute', onContact('Mute', (c, cb) => c.getAgentConnection().muteParticipant(cb)));
  const unmute = button('Unmute', onContact('Unmute', (c, cb) => c.getAgentConnection().unmuteParticipant(cb)));
  const end = button('End call', onContact('Ending the call', (c, cb) => c.getAgentConnection().destroy(cb)));
  const clear = button('Clear contact', onContact('Clearing the contact', (c, cb) => c.clear(cb)));
  const quickConnects = el('select', { id: 'ccp-screen-quick-connect' });
  const transfer = button('Transfer', () => {
    const c = contactOf();
    const endpoint = endpoints.find((e) => e.endpointARN === quickConnects.value);
    if (c && endpoint) act('Transfer', (cb) => c.addConnection(endpoint, cb));
  });
  const transferRow = el('p', { className: 'row' }, el('label', { htmlFor: 'ccp-screen-quick-connect', textContent: 'Quick connect' }), quickConnects, transfer);
  const contactButtons = el('div', { className: 'buttons' }, accept, reject, end, hold, resume, mute, unmute, clear);
  const contactSection = el('section', { hidden: true }, contactTitle, contactInfo, parties, contactButtons, transferRow);
  contactSection.setAttribute('aria-labelledby', contactTitle.id);

  const number = el('input', { id: 'ccp-screen-number', type: 'tel', autocomplete: 'off' });
  const keys = el('div', { className: 'keys' });
  for (const digit of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#']) {
    keys.append(button(digit, () => {
      number.value += digit;
      // During a call the keys send tones to the other party, as a phone's keypad does.
      const c = contactOf();
      if (c?.getAgentConnection()?.isActive()) act('Sending the tone', (cb) => c.getInitialConnection().sendDigits(digit, cb));
    }));
  }
  const call = button('Call', () => {
    const dialled = number.value.trim();
    if (!dialled) return void (message.textContent = 'Enter a phone number to call.');
    act('Calling', (cb) => agent.connect(connect.Endpoint.byPhoneNumber(dialled), cb));
  });
  const padTitle = el('h2', { id: 'ccp-screen-pad', textContent: 'Number pad' });
  const pad = el('section', {}, padTitle, el('p', { className: 'row' }, el('label', { htmlFor: 'ccp-screen-number', textContent: 'Phone number' }), number), keys, call);
  pad.setAttribute('aria-labelledby', padTitle.id);

  root.replaceChildren(el('main', {}, name, statusRow, contactSection, pad, message));

  let endpoints: { endpointARN: string; name: string }[] = [];
  const loadQuickConnects = () =>
    agent.getEndpoints(agent.getAllQueueARNs(), {
      success: (data: { endpoints: { endpointARN: string; name: string }[] }) => {
        endpoints = data.endpoints;
        quickConnects.replaceChildren(...endpoints.map((e) => el('option', { value: e.endpointARN, textContent: e.name })));
      },
      failure: (e: unknown) => (message.textContent = failureText('Loading quick connects', e)),
    });

  const render = () => {
    if (!agent) return;
    name.textContent = agent.getName();
    const current = agent.getState().name as string;
    const names = agent.getAgentStates().map((s: { name: string }) => s.name) as string[];
    // A state the agent cannot pick (after-call work, a missed call) is shown but not offered.
    const options = names.includes(current) ? names : [current, ...names];
    if (status.options.length !== options.length || [...status.options].some((o, i) => o.value !== options[i])) {
      status.replaceChildren(...options.map((n) => el('option', { value: n, textContent: n, disabled: !names.includes(n) })));
    }
    status.value = current;

    const c = contactOf();
    contactSection.hidden = !c;
    if (!c) return;
    const state = c.getState().type as string;
    const own = c.getAgentConnection();
    const customer = c.getInitialConnection();
    // An inbound call rings while the agent's leg is connecting; an outbound one is being dialled then.
    const ringing = state === 'incoming' || state === 'pending' || (state === 'connecting' && c.isInbound());
    const live = !!own?.isActive() && state === 'connected';
    contactTitle.textContent = ringing ? 'Incoming call' : (CONTACT_TITLES[state] ?? state);
    contactInfo.textContent = `${customer?.getEndpoint()?.phoneNumber || 'Unknown caller'}${c.getQueue()?.name ? ` · ${c.getQueue().name}` : ''}`;
    parties.replaceChildren(
      ...c.getConnections().filter((k: any) => k.getType() !== 'agent').map((k: any) =>
        el('li', { textContent: `${k.getQuickConnectName?.() || k.getEndpoint()?.phoneNumber || 'Party'}: ${k.isOnHold() ? 'on hold' : k.getState().type}` })),
    );
    accept.hidden = reject.hidden = !ringing;
    hold.hidden = !live || !!customer?.isOnHold();
    resume.hidden = !live || !customer?.isOnHold();
    const muted = !!own?.isMute?.();
    mute.hidden = !live || muted;
    unmute.hidden = !live || !muted;
    end.hidden = ringing || (!own?.isActive() && state !== 'connecting');
    clear.hidden = !['ended', 'missed', 'rejected', 'error'].includes(state) || !!own?.isActive();
    transferRow.hidden = !live;
  };
  const show = () => {
    render();
    keepFocus();
  };

  // The button the agent just pressed may be hidden by the change it caused (Accept, Hold): focus moves to the next
  // control the call offers (End call, Resume), or to the status, instead of being lost to the page.
  const keepFocus = () => {
    const pressed = lastPressed;
    if (!pressed || document.activeElement !== document.body || (!pressed.hidden && !pressed.closest('[hidden]'))) return;
    // The control that took its place (Hold → Resume, Accept → End call), else the first the call still offers.
    const all = [...contactButtons.querySelectorAll('button')];
    const after = all.slice(all.indexOf(pressed) + 1);
    const next = contactSection.hidden ? null : [...after, ...all].find((b) => !b.hidden);
    (next ?? status).focus();
  };

  connect.agent((a: Agent) => {
    agent = a;
    show();
    loadQuickConnects();
    a.onRefresh(show);
  });
}
