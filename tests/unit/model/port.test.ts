import { describe, expect, it } from 'vitest';
import { createCcpModel } from '../../../src/shared/model/create-model';
import { ManualClock } from '../../../src/shared/domain/clock';
import { missingImplementations, type CcpPort } from '../../../src/shared/model/port';
import { FakePort } from './support/fake-port';

describe('port capabilities', () => {
  it('a port with every operation declares every capability consistently', () => {
    expect(missingImplementations(new FakePort().port())).toEqual([]);
  });
  it('flags a declared capability the port does not implement', () => {
    const base = new FakePort().port(['mute', 'dtmf']);
    const sdkLike: CcpPort = { ...base, voice: { dial: base.voice!.dial! } };
    expect(missingImplementations(sdkLike)).toEqual(['mute', 'dtmf']);
    expect(() => createCcpModel(sdkLike, { clock: new ManualClock() })).toThrow(/mute, dtmf/);
  });
  it('the model tells views what the host can do', () => {
    const model = createCcpModel(new FakePort().port(['dialOutbound']), { clock: new ManualClock() });
    expect(model.can('dialOutbound')).toBe(true);
    expect(model.can('mute')).toBe(false);
    model.dispose();
  });
});
