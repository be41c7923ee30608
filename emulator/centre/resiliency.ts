import type { ContactCentre } from './centre.ts';
import { invalidState } from './errors.ts';
import { isLive } from './records.ts';
import type { ResiliencyState } from './resiliency-state.ts';
import type { Voice } from './voice.ts';

export type { ResiliencyState } from './resiliency-state.ts';

/**
 * Global resiliency: the instance and its replica in a second ("backup") region, each a Connect Local origin over
 * the same contact centre. One region is active. A failover is first pending (Amazon Connect is moving traffic),
 * then completes: the other region becomes active and every active contact is disconnected. The regions' CCP pages
 * tell streams (GlobalResiliencyEvents INIT, FAILOVER_PENDING, FAILOVER_INITIATED), as AWS's hosted CCP does.
 */
/** What a region's CCP page hears: a failover is pending, or was initiated (to `activeRegion`). */
export interface ResiliencyEvent {
  type: 'pending' | 'initiated';
  activeRegion: string;
}

export const RESILIENCY_EVENT = 'resiliency';

export class GlobalResiliency {
  constructor(
    private readonly centre: ContactCentre,
    private readonly voice: Voice,
  ) {}

  get state(): ResiliencyState | null {
    return this.centre.resiliency;
  }

  private require(): ResiliencyState {
    const s = this.centre.resiliency;
    if (!s) throw invalidState('Global resiliency is not set up: start Connect Local with a backup region');
    return s;
  }

  private other(s: ResiliencyState) {
    return s.regions[0] === s.active ? s.regions[1] : s.regions[0];
  }

  /** Amazon Connect starts moving traffic to the other region: the CCPs announce a pending failover. */
  pending() {
    const s = this.require();
    s.pending = true;
    this.emit({ type: 'pending', activeRegion: this.other(s) });
    this.centre.notify(`failover to ${this.other(s)} pending`);
  }

  /** The failover happens (the agent forced it, or the admin completed it): contacts end, the other region is active. */
  complete() {
    const s = this.require();
    for (const c of [...this.centre.contacts]) this.disconnect(c);
    s.active = this.other(s);
    s.pending = false;
    this.emit({ type: 'initiated', activeRegion: s.active });
    this.centre.change(`failover to ${s.active}`);
  }

  private disconnect(c: ContactCentre['contacts'][number]) {
    const agentLeg = c.connections.find((k) => k.role === 'agent');
    if (!agentLeg || !isLive(agentLeg) || !['connected', 'connecting', 'paused'].includes(c.state.type)) return;
    if (c.type === 'voice' || c.type === 'queue_callback') return this.voice.hangUp(c, agentLeg, 'failover disconnected');
    for (const k of c.connections) if (isLive(k)) k.state = { type: 'disconnected', timestamp: this.centre.now() };
    c.state = { type: 'ended', timestamp: this.centre.now() };
  }

  private emit(e: ResiliencyEvent) {
    this.centre.events.emit(RESILIENCY_EVENT, e);
  }
}
