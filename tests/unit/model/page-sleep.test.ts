import { describe, expect, it } from 'vitest';
import { voiceCall } from './support/fixtures';
import { modelWithFakePort } from './support/model';

describe('page sleep', () => {
  it('tells once of a contact offered while the page was frozen', () => {
    const { model, clock } = modelWithFakePort();
    model.pageSleep.applyFrozen();
    clock.advance(5_000);
    const offered = clock.now() - 1_000;
    model.pageSleep.applyResumed();
    model.contacts.applySnapshot([voiceCall('c1', { state: 'incoming', stateTimestamp: offered })]);
    model.contacts.applySnapshot([voiceCall('c1', { state: 'incoming', stateTimestamp: offered })]);
    expect(model.alerts.list.value.filter((a) => a.type === 'offered_while_frozen')).toHaveLength(1);
  });

  it('does not tell of contacts known before the freeze or offered after the resume', () => {
    const { model, clock } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('known', { stateTimestamp: clock.now() })]);
    model.pageSleep.applyFrozen();
    clock.advance(5_000);
    model.pageSleep.applyResumed();
    clock.advance(1_000);
    model.contacts.applySnapshot([voiceCall('known', { stateTimestamp: clock.now() - 2_000 }), voiceCall('later', { state: 'incoming', stateTimestamp: clock.now() })]);
    expect(model.alerts.list.value.filter((a) => a.type === 'offered_while_frozen')).toHaveLength(0);
  });
});
