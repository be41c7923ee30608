import type { ErrorName } from '../domain/errors';

/**
 * Softphone errors (voice §8): streams' SoftphoneError types (and the hosted CCP's own names) mapped to the
 * catalogue's alerts. A type with no entry is shown with the error's own message; no-media errors are not shown.
 */
const SOFTPHONE_ERRORS: Readonly<Record<string, ErrorName>> = {
  inactive_media: 'inactive_media',
  microphone_not_shared: 'microphone_not_shared',
  camera_not_shared: 'camera_not_shared',
  ice_collection_timeout: 'ice_collection_timeout',
  unsupported_browser: 'unsupported_browser',
  realtime_communication_error: 'realtime_communication_error',
  signalling_connection_failure: 'signalling_connection_failure',
  media_endpoint_check_failure: 'media_endpoint_check_failure',
  signalling_handshake_failure: 'signalling_handshake_failure',
  webrtc_error: 'webrtc_error',
  websocket_connection_error: 'websocket_connection_error',
  unsupported_country: 'unsupported_country',
  invalid_outbound_configuration: 'invalid_outbound_configuration',
  invalid_number: 'invalid_number',
  throttled: 'throttled',
  throttled_exception: 'throttled',
  multiple_ccp_windows: 'multiple_ccp_windows',
  // streams: another softphone session of this agent holds the call (a second CCP window or tab).
  user_busy_error: 'multiple_ccp_windows',
  multiple_softphone_active_sessions: 'multiple_ccp_windows',
  no_ccp_tab_in_focus: 'no_ccp_tab_in_focus',
  vdi_platform_not_supported: 'vdi_platform_not_supported',
  vdi_strategy_not_supported: 'vdi_platform_not_supported',
  vdi_redir_not_supported: 'vdi_platform_not_supported',
  invalid_state_transition: 'invalid_state_transition',
  video_connection_failure: 'video_connection_failure',
  not_initialized_failure: 'not_initialized_failure',
};

/** 'No media' reports are the softphone's own bookkeeping, not something the agent can act on (voice §8). */
const NOT_SHOWN = new Set(['no_media', 'no_media_error']);

export type SoftphoneErrorAlert = { kind: 'catalogue'; errorName: ErrorName } | { kind: 'own'; message: string } | { kind: 'none' };

/** Which alert a softphone error gives: a catalogue entry, the error's own message, or none. */
export function softphoneErrorAlert(errorType: unknown, errorMessage: unknown): SoftphoneErrorAlert {
  const type = typeof errorType === 'string' ? errorType.trim().toLowerCase() : '';
  if (NOT_SHOWN.has(type)) return { kind: 'none' };
  const errorName = Object.hasOwn(SOFTPHONE_ERRORS, type) ? SOFTPHONE_ERRORS[type] : undefined;
  if (errorName) return { kind: 'catalogue', errorName };
  const message = typeof errorMessage === 'string' ? errorMessage.trim().slice(0, 300) : '';
  return message || type ? { kind: 'own', message: message || type } : { kind: 'none' };
}
