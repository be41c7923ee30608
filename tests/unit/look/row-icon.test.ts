import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../src/shared/model';
import { rowIcon } from '../../../src/shared/ui/common/channel-icon';

describe('row icons (task list §2)', () => {
  it('a paused email or task shows pause; an email with a reply shows the reply icon; else the channel icon', () => {
    const email = makeContact({ contactId: 'e', type: 'email', state: 'connected' });
    expect(rowIcon(email, 'connected')).toBe('email');
    expect(rowIcon({ ...email, email: { reply: { contactId: 'r', state: 'connected' } } }, 'connected')).toBe('reply');
    expect(rowIcon(email, 'paused')).toBe('pause');
    expect(rowIcon(makeContact({ contactId: 't', type: 'task', state: 'paused' }), 'paused')).toBe('pause');
    expect(rowIcon(makeContact({ contactId: 't', type: 'task', state: 'connected' }), 'connected')).toBe('task');
  });

  it('a call on hold shows pause, a video-capable call the camera', () => {
    const held = makeContact({ contactId: 'v', type: 'voice', state: 'connected', connections: [{ connectionId: 'a', type: 'agent', state: 'hold', isInitialConnection: false, isOnHold: true, isMute: false, isBarge: false, endpoint: { type: 'agent' } }] });
    expect(rowIcon(held, 'connected')).toBe('pause');
    expect(rowIcon(makeContact({ contactId: 'v', type: 'voice', state: 'connected', hasVideoRTCCapabilities: true }), 'connected')).toBe('camera');
    expect(rowIcon(makeContact({ contactId: 'c', type: 'chat', state: 'connected' }), 'connected')).toBe('chat');
  });

  it('a chat shows its subtype: SMS, WhatsApp, or the generic chat icon', () => {
    const chat = (subtype: string) => makeContact({ contactId: 'c', type: 'chat', state: 'connected', subtype });
    expect(rowIcon(chat('connect:SMS'), 'connected')).toBe('chatSms');
    expect(rowIcon(chat('connect:WhatsApp'), 'connected')).toBe('chatWhatsapp');
    expect(rowIcon(chat('connect:Chat'), 'connected')).toBe('chat');
    expect(rowIcon(chat('connect:Apple'), 'connected')).toBe('chat');
  });
});
