import { findChromium, headlessChromiumArgs } from './chromium.ts';
import { HeadlessChromium } from './headless-chromium.ts';
import { onThisMachine, type SessionDescription } from './loopback.ts';
import type { Heard } from './tone.ts';

export type { SessionDescription } from './loopback.ts';

export interface CustomerStats {
  connectionState: string;
  packetsReceived: number;
  packetsSent: number;
  /** The type of the agent's candidate the call runs on ('relay': through Connect Local's TURN server). */
  agentCandidateType: string;
}

/** What the page at /emulator/media/customer offers (emulator/media/customer-page.ts). */
interface CustomerPageApi {
  ready(): Promise<boolean>;
  answer(offer: SessionDescription): Promise<SessionDescription>;
  setBridged(on: boolean): void;
  hearing(): Heard | null;
  stats(): Promise<CustomerStats>;
  hangUp(): void;
  answerSupervisor(offer: SessionDescription): Promise<SessionDescription>;
  setSupervisorBarge(on: boolean): void;
  leaveSupervisor(): void;
  answerMeeting(kind: MeetingKind, offer: string): Promise<{ sdp: string; trackLabel: string; ssrc: number }>;
  leaveMeeting(kind: MeetingKind): void;
  meetingStats(): Promise<Record<MeetingKind, MeetingVideo | null>>;
}
export type MeetingKind = 'camera' | 'content';
/** What the customer receives of one meeting connection. */
export interface MeetingVideo {
  framesDecoded: number;
  width: number;
  height: number;
}

const CUSTOMER_ARGS = [
  ...headlessChromiumArgs,
  // The tone plays and the analyser runs with no one to click or look: no page counts as in the background.
  '--autoplay-policy=no-user-gesture-required',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--mute-audio',
  // Host candidates carry the address itself, not an mDNS name, on every interface (a page that may use the
  // microphone gathers on all of them, not only the default route's, which a private namespace lacks) and include
  // 127.0.0.1: Connect Local passes on only loopback-range candidates, so the media stays on this machine.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
  '--allow-loopback-in-peer-connection',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/**
 * How long a customer page may take to load, the browser's start included: about a second on a quiet machine, many
 * more with the browser starting on two busy cores; a spare that gives up too soon leaves the next call to load its
 * own page, too late for the invite limit.
 */
const PAGE_LOAD_LIMIT_MS = 30_000;

/** Customer pages kept loaded ahead of calls: a call takes one at once, and one more is loaded behind it. */
export const SPARE_CUSTOMER_PAGES = 1;

/**
 * The simulated customers of softphone and video calls: one page per call in a headless Chromium. Once an agent's
 * softphone is on line (`warm()`), a bounded pool of loaded pages waits for calls, so the customer answers the
 * agent's invite at once rather than after a browser start: Amazon's softphone client gives up on an invite after
 * 5 s. Until then (or without softphones) the browser starts on the first call and closes with the last one's page;
 * once no softphone is on line (`cool()`) the pool goes too.
 */
export class CustomerMedia {
  private browser: HeadlessChromium | null = null;
  private pages = new Map<string, Promise<string>>();
  private spares: { page: Promise<string>; loaded: boolean }[] = [];
  private warmed = false;
  private closed = false;
  /** Spare pages that failed to load in a row: the pool tries again a few times, not forever. */
  private failedLoads = 0;

  /** `onLoaded`: a spare page has loaded (a call waiting for one may now be offered). */
  constructor(
    private readonly pageUrl: () => string,
    private readonly onLoaded: () => void = () => {},
  ) {}

  /**
   * False while the pool's spare page is still loading, so a call had better wait for it (the centre routes a
   * softphone call only then). True once it has loaded, and wherever waiting would not help: no pool is kept (no
   * softphone agent yet), none is loading (it gave up, or a call took it a moment ago), or the browser is gone.
   */
  get answersAtOnce(): boolean {
    if (!this.warmed || !this.browser?.alive || this.spares.length === 0) return true;
    return this.spares.some((s) => s.loaded);
  }

  private launch(): HeadlessChromium {
    if (this.browser && !this.browser.alive) {
      // The browser went (crashed or was killed): its loaded pages went with it.
      this.browser = null;
      this.spares = [];
    }
    this.browser ??= HeadlessChromium.launch(findChromium(), CUSTOMER_ARGS);
    return this.browser;
  }

  /** A customer page, loaded and ready to answer (its DevTools session). */
  private load(): Promise<string> {
    const browser = this.launch();
    return (async () => {
      const session = await browser.open(this.pageUrl(), PAGE_LOAD_LIMIT_MS);
      // The page's script defines customerMedia once it has loaded; ready() has it able to answer at once.
      for (const until = Date.now() + PAGE_LOAD_LIMIT_MS; Date.now() < until; ) {
        if (await browser.evaluate<boolean>(session, "typeof customerMedia === 'object' && customerMedia.ready()").catch(() => false)) return session;
        await new Promise((r) => setTimeout(r, 100));
      }
      await browser.closePage(session);
      throw new Error('The customer page did not load');
    })();
  }

  /** Keeps SPARE_CUSTOMER_PAGES loaded from now on (an agent's softphone came on line); idempotent. */
  warm() {
    if (this.closed) return;
    this.warmed = true;
    this.launch();
    while (this.spares.length < SPARE_CUSTOMER_PAGES) {
      const spare = { page: this.load(), loaded: false };
      this.spares.push(spare);
      spare.page.then(
        () => ((spare.loaded = true), (this.failedLoads = 0), this.onLoaded()),
        // A page that failed to load (a browser slow to start on a loaded machine) leaves the pool and another loads;
        // a call meanwhile loads its own.
        () => {
          this.spares = this.spares.filter((s) => s !== spare);
          if (this.warmed && ++this.failedLoads < 3) setTimeout(() => this.warm(), 1000).unref();
        },
      );
    }
  }

  /**
   * No softphone is on line any more (a reset back to desk phones): the spare pages go, and the browser with them
   * once no call has a page; a later warm() starts it again.
   */
  async cool() {
    if (!this.warmed) return;
    this.warmed = false;
    if (this.pages.size === 0) return this.closeBrowser();
    const browser = this.browser;
    const spares = this.spares;
    this.spares = [];
    await Promise.all(spares.map((spare) => spare.page.then((session) => browser?.closePage(session)).catch(() => {})));
  }

  /** The call's page (its DevTools session): a spare one if the pool has it, else one loaded now. */
  private page(contactId: string): Promise<string> {
    let page = this.pages.get(contactId);
    if (!page) {
      this.launch();
      // A loaded spare first; else the one loading, which is nearer ready than a page started now.
      const i = this.spares.findIndex((s) => s.loaded);
      const spare = this.spares.splice(Math.max(i, 0), 1)[0];
      page = spare ? spare.page.catch(() => this.load()) : this.load();
      this.pages.set(contactId, page);
      page.catch(() => this.hangUp(contactId));
    }
    return page;
  }

  /** Calls customerMedia.<method>(...args) in the call's page, if it has one (`create`: open it first). */
  private async call<T>(contactId: string, method: keyof CustomerPageApi, args: unknown[], create = false): Promise<T | null> {
    const page = create ? this.page(contactId) : this.pages.get(contactId);
    if (!page || !this.browser) return null;
    const session = await page;
    return this.browser.evaluate<T>(session, `customerMedia.${method}(...${JSON.stringify(args)})`);
  }

  has(contactId: string) {
    return this.pages.has(contactId);
  }

  /**
   * The customer answers the agent's offer (non-trickle: every candidate travels with the description). The pool
   * loads its next page only once this answer has gone: on two busy cores a page loading beside the answering one
   * slowed the answer towards the agent's 5 s limit.
   */
  async answer(contactId: string, offer: SessionDescription): Promise<SessionDescription> {
    try {
      return (await this.call<SessionDescription>(contactId, 'answer', [offer], true))!;
    } finally {
      if (this.warmed) this.warm();
    }
  }

  async setBridged(contactId: string, on: boolean) {
    await this.call(contactId, 'setBridged', [on]);
  }

  /** What the customer heard from the agent just now: the strongest tone, or null (silence or no call). */
  async hearing(contactId: string): Promise<Heard | null> {
    const heard = await this.call<Heard | null>(contactId, 'hearing', []);
    // -Infinity does not survive JSON; a bin at the floor is silence anyway.
    return heard && Number.isFinite(heard.levelDb) ? heard : null;
  }

  async stats(contactId: string): Promise<CustomerStats | null> {
    return this.call<CustomerStats>(contactId, 'stats', []);
  }

  /**
   * A supervisor's softphone joins the call: the customer's page mixes customer and agent into what the supervisor
   * hears, and the supervisor into what agent and customer hear while barged in. Needs the call's page (the agent's
   * leg is set up first), as a monitoring leg joins a call in progress.
   */
  async answerSupervisor(contactId: string, offer: SessionDescription): Promise<SessionDescription> {
    const answer = await this.call<SessionDescription>(contactId, 'answerSupervisor', [offer]);
    if (!answer) throw new Error(`Contact ${contactId} has no call media to monitor`);
    return answer;
  }

  async setSupervisorBarge(contactId: string, on: boolean) {
    await this.call(contactId, 'setSupervisorBarge', [on]);
  }

  async leaveSupervisor(contactId: string) {
    await this.call(contactId, 'leaveSupervisor', []).catch(() => undefined);
  }

  /** The customer answers the agent's meeting offer (camera or content share); candidates stay on loopback. */
  async answerMeeting(contactId: string, kind: MeetingKind, offer: string) {
    const local = onThisMachine({ sdp: offer, candidates: [] }).sdp;
    const answer = (await this.call<{ sdp: string; trackLabel: string; ssrc: number }>(contactId, 'answerMeeting', [kind, local], true))!;
    return { ...answer, sdp: onThisMachine({ sdp: answer.sdp, candidates: [] }).sdp };
  }

  async leaveMeeting(contactId: string, kind: MeetingKind) {
    await this.call(contactId, 'leaveMeeting', [kind]).catch(() => undefined);
  }

  async meetingStats(contactId: string) {
    return this.call<Record<MeetingKind, MeetingVideo | null>>(contactId, 'meetingStats', []);
  }

  /** Closes the call's page (a page serves one call), and the browser with the last one unless the pool keeps it. */
  async hangUp(contactId: string) {
    const page = this.pages.get(contactId);
    if (!page) return;
    this.pages.delete(contactId);
    const browser = this.browser;
    await page.then((session) => browser?.closePage(session)).catch(() => {});
    if (this.pages.size === 0 && !this.warmed) await this.closeBrowser();
  }

  async closeAll() {
    this.closed = true;
    this.warmed = false;
    const ids = [...this.pages.keys()];
    await Promise.all(ids.map((id) => this.hangUp(id)));
    this.spares = [];
    await this.closeBrowser();
  }

  private async closeBrowser() {
    const browser = this.browser;
    this.browser = null;
    this.spares = [];
    await browser?.close();
  }
}
