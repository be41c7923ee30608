import { createCcpModel, makeContact, ManualClock, memoryStorage, type CcpPort, type Contact } from '../src/shared/model';
import { effect } from '../src/shared/model/signals';
import { measure } from './measure.ts';

/**
 * How the model copes with streams' refresh rhythm: every snapshot is translated whole and applied, and only
 * what changed may notify. Measures the cost of applying a snapshot and counts the notifications it causes.
 */
const noop = () => Promise.resolve();
const port: CcpPort = {
  capabilities: new Set(),
  agent: { setAgentState: noop },
  contacts: { accept: noop, reject: noop, clear: noop, holdConnection: noop, resumeConnection: noop },
};

const call = (id: string, i: number, state: Contact['connections'][number]['state'] = 'connected'): Contact =>
  makeContact({
    contactId: id,
    type: i % 3 === 0 ? 'voice' : 'chat',
    state: 'connected',
    stateTimestamp: 1_000 + i,
    connections: [
      { connectionId: `${id}-a`, type: 'agent', state: 'connected', isInitialConnection: false, isOnHold: false, isMute: false, isBarge: false, endpoint: { type: 'agent' } },
      { connectionId: `${id}-c`, type: 'inbound', state, isInitialConnection: true, isOnHold: state === 'hold', isMute: false, isBarge: false, endpoint: { type: 'phone_number', phoneNumber: '+12065550100' } },
    ],
  });

export async function modelBench() {
  const rows = [];
  for (const size of [1, 10, 50]) {
    const model = createCcpModel(port, { clock: new ManualClock(0), storage: memoryStorage() });
    const base = Array.from({ length: size }, (_, i) => call(`c${i}`, i));
    model.contacts.applySnapshot(base);
    // A view of every contact: count how often their signals fire.
    let notifications = 0;
    const stops = base.map((c) => effect(() => void (model.contacts.get(c.contactId)!.contact.value, notifications++)));
    notifications = 0;
    let flip = false;
    const unchanged = await measure(`apply unchanged snapshot, ${size} contacts`, 2000, () => model.contacts.applySnapshot(base.map((c, i) => call(c.contactId, i))));
    const unchangedNotifications = notifications;
    notifications = 0;
    const oneChanged = await measure(`apply snapshot with 1 of ${size} changed`, 2000, () => {
      flip = !flip;
      model.contacts.applySnapshot(base.map((c, i) => call(c.contactId, i, i === 0 && flip ? 'hold' : 'connected')));
    });
    rows.push({ ...unchanged, 'notifications per apply': unchangedNotifications / 2010 });
    rows.push({ ...oneChanged, 'notifications per apply': Math.round((notifications / 2010) * 100) / 100 });
    stops.forEach((s) => s());
    model.dispose();
  }
  return rows;
}
