import { describe, expect, it } from 'vitest';
import { softphoneErrorAlert } from '../../../src/shared/rules/softphone-errors';
import en from '../../../src/shared/i18n/messages/en_US.json';

describe('softphone errors (voice §8)', () => {
  it("maps streams' error types to the catalogue", () => {
    expect(softphoneErrorAlert('microphone_not_shared', '')).toEqual({ kind: 'catalogue', errorName: 'microphone_not_shared' });
    expect(softphoneErrorAlert('user_busy_error', 'x')).toEqual({ kind: 'catalogue', errorName: 'multiple_ccp_windows' });
    expect(softphoneErrorAlert('vdi_redir_not_supported', 'x')).toEqual({ kind: 'catalogue', errorName: 'vdi_platform_not_supported' });
    expect(softphoneErrorAlert('ICE_COLLECTION_TIMEOUT', '')).toEqual({ kind: 'catalogue', errorName: 'ice_collection_timeout' });
  });

  it("shows an unknown error in its own words, and no-media errors not at all", () => {
    expect(softphoneErrorAlert('other', ' Headset gone ')).toEqual({ kind: 'own', message: 'Headset gone' });
    expect(softphoneErrorAlert('strange_thing', undefined)).toEqual({ kind: 'own', message: 'strange_thing' });
    expect(softphoneErrorAlert('no_media', 'x')).toEqual({ kind: 'none' });
    expect(softphoneErrorAlert(undefined, undefined)).toEqual({ kind: 'none' });
    expect(softphoneErrorAlert('toString', 'own')).toEqual({ kind: 'own', message: 'own' });
  });

  it('has a text for every named softphone error of §8', () => {
    const names = ['inactive_media', 'microphone_not_shared', 'camera_not_shared', 'ice_collection_timeout', 'unsupported_browser', 'realtime_communication_error', 'signalling_connection_failure', 'media_endpoint_check_failure', 'signalling_handshake_failure', 'webrtc_error', 'websocket_connection_error', 'unsupported_country', 'invalid_outbound_configuration', 'invalid_number', 'throttled', 'multiple_ccp_windows', 'no_ccp_tab_in_focus', 'vdi_platform_not_supported', 'invalid_state_transition', 'video_connection_failure', 'not_initialized_failure'];
    expect(names).toHaveLength(21);
    for (const name of names) {
      expect(softphoneErrorAlert(name, '')).toEqual({ kind: 'catalogue', errorName: name });
      expect((en as Record<string, string>)[`alert.${name}`], name).toBeTruthy();
    }
  });
});
