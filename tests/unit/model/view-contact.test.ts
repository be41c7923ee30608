import { describe, expect, it } from 'vitest';
import { chat } from './support/fixtures';
import { modelWithFakePort } from './support/model';

describe('a hash naming a known contact views it (chat/task/email §2)', () => {
  it('tells the host after 250 ms, only for the contact the agent stops on', () => {
    const { model, fake, clock } = modelWithFakePort();
    model.contacts.applySnapshot([chat('c1'), chat('c2')]);
    model.view.setRoute('chat');
    model.view.setHash('c1');
    clock.advance(100);
    model.view.setHash('c2');
    clock.advance(249);
    expect(fake.callsTo('contacts.view')).toEqual([]);
    clock.advance(1);
    expect(fake.callsTo('contacts.view')).toEqual([['c2']]);
  });
  it('does not while a view-type override is active, nor for an unknown contact', () => {
    const { model, fake, clock } = modelWithFakePort();
    model.contacts.applySnapshot([chat('c1')]);
    model.view.setRoute('chat');
    model.view.setHash('nobody');
    clock.advance(1000);
    model.view.setViewTypeOverride({ viewType: 'create_task', mediaType: 'task', source: 'agentapp' });
    model.view.setHash('c1');
    clock.advance(1000);
    expect(fake.callsTo('contacts.view')).toEqual([]);
  });
});
