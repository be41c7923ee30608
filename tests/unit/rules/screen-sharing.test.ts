import { describe, expect, it } from 'vitest';
import { offersScreenSharing } from '../../../src/shared/rules/screen-sharing';

describe('offersScreenSharing', () => {
  it('offers it on a WebRTC call whose agent leg may share a screen', () => {
    expect(offersScreenSharing({ type: 'voice', subtype: 'connect:WebRTC', canAgentSendScreenShare: true })).toBe(true);
  });
  it('not on a telephone call, even one that claims the capability', () => {
    expect(offersScreenSharing({ type: 'voice', subtype: 'connect:Telephony', canAgentSendScreenShare: true })).toBe(false);
    expect(offersScreenSharing({ type: 'voice', canAgentSendScreenShare: true })).toBe(false);
  });
  it('not on a WebRTC call without the capability (a video call with screen sharing off)', () => {
    expect(offersScreenSharing({ type: 'voice', subtype: 'connect:WebRTC', canAgentSendScreenShare: false })).toBe(false);
  });
  it('where the host does not report capabilities (the SDK), the WebRTC subtype decides', () => {
    expect(offersScreenSharing({ type: 'voice', subtype: 'connect:WebRTC' })).toBe(true);
    expect(offersScreenSharing({ type: 'voice', subtype: 'connect:Telephony' })).toBe(false);
  });
  it('never on other channels', () => {
    expect(offersScreenSharing({ type: 'chat', subtype: 'connect:WebRTC', canAgentSendScreenShare: true })).toBe(false);
  });
});
