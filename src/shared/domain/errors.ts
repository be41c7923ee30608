/**
 * Error names of the spec's error catalogue (voice §8 and chat/task/email §8), one per distinct alert.
 * Views map a name to its localised title and message; the model never holds display text.
 */
export const ERROR_NAMES = [
  // Contact actions: default message 'Please try again. If the error persists contact your administrator.'
  'accept_contact_failed',
  'reject_contact_failed',
  'end_contact_failed',
  'clear_contact_failed',
  'hold_contact_failed',
  'resume_contact_failed',
  'pause_contact_failed',
  'transfer_contact_failed',
  'add_participant_failed',
  'barge_in_failed',
  'end_barge_in_failed',
  'start_monitor_failed',
  /** Accepting a call while monitoring another contact (§5). */
  'monitoring_blocks_accept',
  /** The host refused the switch to the backup environment. */
  'failover_failed',
  'screen_sharing_failed',
  'failed_to_connect_customer',
  'invalid_state_transition',
  // Agent
  'agent_state_error',
  'agent_state_unknown',
  'agent_state_set_failed',
  'agent_default_error_state',
  'authorization_failed',
  'access_denied',
  'configuration_error',
  'network_issue',
  'not_initialized_failure',
  /** A port call the library never answered (see port-timeouts). */
  'request_timed_out',
  // Pause and resume
  'pause_quota_exceeded',
  'contact_could_not_be_paused',
  'contact_could_not_be_resumed',
  // Voice and softphone
  'customer_ended_call',
  /** The agent's switch to the backup environment disconnected the call. */
  'switch_ended_call',
  /** A failover the service completed (not the agent's switch) disconnected the call. */
  'failover_ended_call',
  'audio_device_not_found',
  'preview_info_failed',
  'discard_contact_failed',
  'camera_not_shared',
  'video_connection_failure',
  /** A video call not started within 15 s (voice §4): the media service never answered. */
  'video_start_timed_out',
  'inactive_media',
  'microphone_not_shared',
  'ice_collection_timeout',
  'unsupported_browser',
  'realtime_communication_error',
  'signalling_connection_failure',
  'media_endpoint_check_failure',
  'signalling_handshake_failure',
  'webrtc_error',
  'websocket_connection_error',
  'unsupported_country',
  'invalid_outbound_configuration',
  'invalid_number',
  'outbound_call_failed',
  'throttled',
  'multiple_ccp_windows',
  'no_ccp_tab_in_focus',
  'vdi_platform_not_supported',
  'no_connected_voice',
  'connection_cap_reached',
  // Voice identity
  'voice_id_session_not_exists',
  'voice_id_start_session_failed',
  'voice_id_evaluate_timeout',
  'voice_id_evaluate_failed',
  'voice_id_enrollment_not_complete',
  'voice_id_insufficient_audio',
  'voice_id_no_speaker_id',
  'voice_id_get_speaker_failed',
  'voice_id_enroll_failed',
  'voice_id_opt_out_failed',
  'voice_id_enrollment_in_progress',
  // Chat, task, email
  'chat_send_failed',
  'chat_transfer_failed',
  'chat_transferring_cannot_end',
  'attachment_rejected',
  'attachment_failed',
  'load_transcript_failed',
  'create_task_failed',
  'task_quota_exceeded',
  'transfer_task_failed',
  'update_templated_task_failed',
  'load_template_list_failed',
  'load_template_failed',
  'email_already_open',
  'unable_to_extend_session',
  // Panel-internal failures with no alert of their own: the caller decides (inline retry, log).
  'mute_failed',
  // Accept is shut while the channel is full; the incoming view says why.
  'capacity_blocks_accept',
  'send_digits_failed',
  'load_quick_connects_failed',
  'invalid_digits',
  // The host cannot do this at all (capability missing).
  'unsupported_capability',
] as const;

export type ErrorName = (typeof ERROR_NAMES)[number];

/** What an intent rejects with. errorName picks the alert; serverMessage fills 'Outbound call failed' and the like. */
export class CcpError extends Error {
  override readonly name = 'CcpError';
  readonly errorName: ErrorName;
  readonly serverMessage: string | undefined;
  override readonly cause: unknown;

  constructor(errorName: ErrorName, options: { message?: string; serverMessage?: string; cause?: unknown } = {}) {
    super(options.message ?? errorName);
    this.errorName = errorName;
    this.serverMessage = options.serverMessage;
    this.cause = options.cause;
  }
}

export function isCcpError(value: unknown): value is CcpError {
  return value instanceof CcpError;
}

/**
 * A library failure as plain data. Streams hands failures over as JSON strings, Error objects or
 * plain objects with type and message; the adapter may pass any of them through unchanged.
 */
export interface PortFailure {
  type?: string;
  message?: string;
  statusCode?: number;
}

export function toPortFailure(raw: unknown): PortFailure {
  if (typeof raw === 'string') {
    try {
      return toPortFailure(JSON.parse(raw) as unknown);
    } catch {
      return { message: raw };
    }
  }
  if (raw instanceof Error) return { type: raw.name, message: raw.message };
  if (typeof raw === 'object' && raw !== null) {
    const o = raw as Record<string, unknown>;
    const failure: PortFailure = {};
    if (typeof o.type === 'string') failure.type = o.type;
    else if (typeof o.name === 'string') failure.type = o.name;
    if (typeof o.message === 'string') failure.message = o.message;
    if (typeof o.statusCode === 'number') failure.statusCode = o.statusCode;
    return failure;
  }
  return {};
}
