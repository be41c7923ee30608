import { describe, expect, it } from 'vitest';
import { previewLabel, rowBadge } from '../../../src/shared/rules/contact-row';
import { makeContact, type Connection } from '../../../src/shared/domain/contact';

const conn = (connectionId: string, type: Connection['type'], state: Connection['state'], isInitialConnection = false): Connection => ({
  connectionId, type, state, isInitialConnection, isOnHold: false, isMute: false, isBarge: false, endpoint: { type: 'phone_number' },
});

describe('task list row badges', () => {
  it('New while incoming, missed when missed or rejected, none otherwise', () => {
    expect(rowBadge('incoming')).toBe('new');
    expect(rowBadge('missed')).toBe('missed');
    expect(rowBadge('rejected')).toBe('missed');
    expect(rowBadge('connected')).toBeNull();
    expect(rowBadge('acw')).toBeNull();
  });
});

describe('campaign preview rows', () => {
  const preview = (customer: Connection['state']) =>
    makeContact({ contactId: 'p', type: 'voice', state: 'connected', isCampaignPreview: true, connections: [conn('agent', 'agent', 'connected'), conn('customer', 'outbound', customer, true)] });
  it('say Preview until the customer is dialled and Incoming Preview while incoming; other contacts keep their status', () => {
    expect(previewLabel(preview('init'), 'connected')).toBe('preview');
    expect(previewLabel(preview('connecting'), 'connected')).toBeNull();
    expect(previewLabel(preview('init'), 'incoming')).toBe('incomingPreview');
    expect(previewLabel({ ...preview('init'), isCampaignPreview: false }, 'connected')).toBeNull();
  });
});
