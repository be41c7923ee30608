import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactCentre } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import { Voice } from '../../../emulator/centre/voice.ts';

function world() {
  const centre = new ContactCentre(defaultDirectory(instanceIds()));
  const voice = new Voice(centre);
  const a = centre.agent('agent');
  centre.setAgentState(a, centre.directory.states.find((s) => s.name === 'Available')!, false);
  return { centre, voice, a };
}

const stateOf = (centre: ContactCentre, id: string) => {
  const c = centre.contacts.find((x) => x.contactId === id);
  return c && { contact: c.state.type, agent: c.connections.find((k) => k.role === 'agent')!.state.type, customer: c.connections.find((k) => k.role === 'customer')!.state.type };
};

describe('a call whose caller hangs up while it rings (streams reads it as no longer available)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays offered with the customer disconnected, cannot be accepted, and goes when the panel clears it', () => {
    const { centre, voice } = world();
    const c = voice.inbound({ agent: 'agent', from: '+14155550100' });
    voice.hangUp(c, voice.customerConnection(c), 'customer hung up');
    expect(stateOf(centre, c.contactId)).toEqual({ contact: 'connecting', agent: 'connecting', customer: 'disconnected' });
    expect(() => voice.accept(c)).toThrow(/no longer available/);
    voice.clear(c);
    expect(stateOf(centre, c.contactId)).toBeUndefined();
  });

  it('a caller who hangs up while the accepted call is still being set up leaves it unconnected, to be cleared', () => {
    const { centre, voice } = world();
    const c = voice.inbound({ agent: 'agent', from: '+14155550100' });
    voice.accept(c);
    voice.hangUp(c, voice.customerConnection(c), 'customer hung up');
    vi.advanceTimersByTime(centre.settings.connectDelayMs);
    expect(stateOf(centre, c.contactId)).toEqual({ contact: 'connecting', agent: 'connecting', customer: 'disconnected' });
  });

  it('a queued callback whose customer is not dialled yet is not taken for an abandoned one', () => {
    const { centre, voice } = world();
    const c = voice.inbound({ agent: 'agent', from: '+14155550100', callback: true });
    voice.accept(c);
    vi.advanceTimersByTime(centre.settings.connectDelayMs);
    expect(stateOf(centre, c.contactId)).toMatchObject({ agent: 'connected', customer: 'connecting' });
  });

  it('goes by itself when the ring time passes, without putting the agent in a missed state', () => {
    const { centre, voice, a } = world();
    const c = voice.inbound({ agent: 'agent', from: '+14155550100', ringTimeoutMs: 5_000 });
    voice.hangUp(c, voice.customerConnection(c), 'customer hung up');
    vi.advanceTimersByTime(5_000);
    expect(stateOf(centre, c.contactId)).toBeUndefined();
    expect(a.error).toBeFalsy();
  });

  it('takes no place under the agent’s voice concurrency: the next call rings', () => {
    const { centre, voice } = world();
    const first = voice.inbound({ agent: 'agent', from: '+14155550100' });
    voice.hangUp(first, voice.customerConnection(first), 'customer hung up');
    const next = voice.inbound({ agent: 'agent', from: '+14155550111' });
    expect(stateOf(centre, next.contactId)).toMatchObject({ contact: 'connecting', agent: 'connecting', customer: 'connected' });
  });

  it('declining it just removes it, with nothing to show as rejected', () => {
    const { centre, voice } = world();
    const c = voice.inbound({ agent: 'agent', from: '+14155550100' });
    voice.hangUp(c, voice.customerConnection(c), 'customer hung up');
    voice.reject(c);
    expect(stateOf(centre, c.contactId)).toBeUndefined();
  });

  it('an outbound call the customer does not take still ends at once', () => {
    const { centre, voice, a } = world();
    voice.outbound(a, { type: 'phone_number', phoneNumber: '+14155550100', name: null, endpointARN: null, agentLogin: null, queue: null }, undefined);
    const c = centre.contacts[0]!;
    voice.hangUp(c, voice.customerConnection(c), 'customer rejected');
    expect(stateOf(centre, c.contactId)?.contact).not.toBe('connecting');
  });
});
