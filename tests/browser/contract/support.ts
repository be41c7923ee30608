import type { Page } from '@playwright/test';
import type { PanelHost } from '../../../emulator/panel-host.ts';
import type { ConnectLocal } from '../../../emulator/server.ts';
import { expect } from '../support/fixtures.ts';

/**
 * The Playwright side of the contract page (pages/streams.html): it opens the page, which runs the real streams
 * against Connect Local, and calls the page's driver, which uses only streams' public API.
 */

export interface ConnectionView {
  connectionId: string;
  type: string;
  state: string;
  initial: boolean;
  mute: boolean | null;
  phoneNumber: string | null;
}

export interface ContactView {
  contactId: string;
  type: string;
  state: string;
  initiationMethod: string | null;
  queue: string | null;
  attributes: Record<string, { name: string; value: string }>;
  connections: ConnectionView[];
}

export interface AgentView {
  name: string;
  state: { name: string; type: string };
  availability: string | null;
  states: string[];
  stateDuration: number;
  contacts: ContactView[];
}

export interface RecordedEvent {
  name: string;
  seq: number;
  contactId?: string;
  state?: string | null;
  oldState?: string;
  newState?: string;
  connectionId?: string;
  value?: unknown;
}

/** How a streams call with success/failure callbacks ended; `thrown` when streams threw instead of calling back. */
export interface Outcome<T = unknown> {
  ok: boolean;
  data?: T;
  error?: { type?: string; message?: string; raw?: string; statusCode?: number };
  thrown?: string;
}

/** A party of a contact as the driver names it, or a connection id. */
export type Who = 'agent' | 'customer' | 'thirdParty' | (string & {});

type DriverMethod =
  | 'events' | 'agentInits' | 'ready' | 'agent' | 'contact' | 'setState' | 'accept' | 'reject' | 'clear' | 'hold' | 'resume'
  | 'hangUp' | 'mute' | 'unmute' | 'keepConnection' | 'holdKept' | 'dial' | 'endpoints' | 'addConnection' | 'addPhoneNumber'
  | 'conference' | 'swap' | 'probe' | 'invoke';

/** What a probe or an invoke acts on: the agent, a contact (by id), or one of a contact's connections. */
export type Target = 'agent' | string | { contactId: string; who: Who };

export class StreamsDriver {
  constructor(readonly page: Page) {}

  private call<T>(method: DriverMethod, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(
      ([m, a]) => (window as unknown as { contract: Record<string, (...x: unknown[]) => unknown> }).contract[m as string]!(...(a as unknown[])),
      [method, args] as const,
    ) as Promise<T>;
  }

  events = () => this.call<RecordedEvent[]>('events');
  agentInits = () => this.call<number>('agentInits');
  agent = () => this.call<AgentView>('agent');
  contact = (contactId: string) => this.call<ContactView>('contact', contactId);
  setState = (name: string, enqueueNextState = false) => this.call<Outcome>('setState', name, enqueueNextState);
  accept = (contactId: string) => this.call<Outcome>('accept', contactId);
  reject = (contactId: string) => this.call<Outcome>('reject', contactId);
  clear = (contactId: string) => this.call<Outcome>('clear', contactId);
  hold = (contactId: string, who: Who) => this.call<Outcome>('hold', contactId, who);
  resume = (contactId: string, who: Who) => this.call<Outcome>('resume', contactId, who);
  hangUp = (contactId: string, who: Who) => this.call<Outcome>('hangUp', contactId, who);
  mute = (contactId: string, who: Who) => this.call<Outcome>('mute', contactId, who);
  unmute = (contactId: string, who: Who) => this.call<Outcome>('unmute', contactId, who);
  keepConnection = (contactId: string, who: Who) => this.call<string>('keepConnection', contactId, who);
  holdKept = () => this.call<Outcome>('holdKept');
  dial = (phoneNumber: string) => this.call<Outcome>('dial', phoneNumber);
  endpoints = () => this.call<Outcome<{ name: string; type: string; phoneNumber: string | null; endpointARN: string }[]>>('endpoints');
  addConnection = (contactId: string, quickConnectName: string) => this.call<Outcome>('addConnection', contactId, quickConnectName);
  addPhoneNumber = (contactId: string, phoneNumber: string) => this.call<Outcome>('addPhoneNumber', contactId, phoneNumber);
  conference = (contactId: string) => this.call<Outcome>('conference', contactId);
  swap = (contactId: string) => this.call<Outcome>('swap', contactId);
  /** Each named method called without arguments: its value ({threw}, {resolved}, {rejected} or {missing} else). */
  probe = (target: Target, names: string[]) => this.call<Record<string, any>>('probe', target, names);
  /** One method with arguments ({phone}, {agentState} stand for an endpoint or a state); `callbacks` adds {success, failure}. */
  invoke = (target: Target, method: string, args: unknown[] = [], callbacks = false) => this.call<Outcome<any>>('invoke', target, method, args, callbacks);

  /** Names of the recorded events, optionally only those about one contact. */
  async eventNames(contactId?: string): Promise<string[]> {
    return (await this.events()).filter((e) => !contactId || e.contactId === contactId).map((e) => e.name);
  }

  /** Waits until streams has fired this event (about this contact, if given). */
  async waitForEvent(name: string, contactId?: string) {
    await this.page.waitForFunction(
      ([n, id]) =>
        (window as unknown as { contract?: { events(): { name: string; contactId?: string }[] } }).contract
          ?.events()
          .some((e) => e.name === n && (!id || e.contactId === id)) ?? false,
      [name, contactId ?? null] as const,
      // As long as an expect would wait, so a missing event fails the test quickly with this line.
      { timeout: 10_000 },
    );
  }

  /** Waits until streams shows the contact in this state. */
  async waitForContactState(contactId: string, state: string) {
    await expect.poll(async () => (await this.agent()).contacts.find((c) => c.contactId === contactId)?.state).toBe(state);
  }

  /** Waits until streams shows that party of the contact in this state. */
  async waitForConnectionState(contactId: string, pick: (c: ContactView) => ConnectionView | undefined, state: string) {
    await expect.poll(async () => {
      const c = (await this.agent()).contacts.find((x) => x.contactId === contactId);
      return c ? pick(c)?.state : undefined;
    }).toBe(state);
  }

  async waitForAgentState(name: string) {
    await expect.poll(async () => (await this.agent()).state.name).toBe(name);
  }
}

export const agentConn = (c: ContactView) => c.connections.find((k) => k.type === 'agent');
export const customerConn = (c: ContactView) => c.connections.find((k) => k.initial);
export const thirdPartyConns = (c: ContactView) => c.connections.filter((k) => k.type !== 'agent' && !k.initial);

export const contractPageUrl = (panel: PanelHost, connectLocal: ConnectLocal, extra: Record<string, string> = {}) =>
  `${panel.url}/contract/streams.html?${new URLSearchParams({ instance: connectLocal.url, ...extra })}`;

/** Opens the contract page in this page; with `waitForAgent`, waits until streams' connect.agent has fired. */
export async function openStreams(page: Page, panel: PanelHost, connectLocal: ConnectLocal, opts: { waitForAgent?: boolean; query?: Record<string, string> } = {}) {
  await page.goto(contractPageUrl(panel, connectLocal, opts.query));
  const driver = new StreamsDriver(page);
  if (opts.waitForAgent !== false) await driver.waitForEvent('agent.init');
  return driver;
}

/** Opens the page, waits for agent init, and makes the agent Available (through streams) so contacts route. */
export async function availableAgent(page: Page, panel: PanelHost, connectLocal: ConnectLocal) {
  const driver = await openStreams(page, panel, connectLocal);
  const r = await driver.setState('Available');
  expect(r, 'setState(Available) through streams').toMatchObject({ ok: true });
  await driver.waitForAgentState('Available');
  return driver;
}
