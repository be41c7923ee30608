import { CcpError, toPortFailure } from '../domain/errors';

/**
 * Outbound call failures (voice §8): UNDIALABLE in the message → unsupported country;
 * InvalidConfigurationException → invalid outbound configuration; UnknownError → 'Outbound call failed'
 * with the server message; ThrottledException → throttled; anything else → invalid number.
 */
export function outboundCallError(raw: unknown): CcpError {
  const failure = toPortFailure(raw);
  const message = failure.message ?? '';
  const cause = raw;
  if (message.includes('UNDIALABLE')) return new CcpError('unsupported_country', { cause });
  if (failure.type === 'InvalidConfigurationException') return new CcpError('invalid_outbound_configuration', { cause });
  if (failure.type === 'UnknownError') return new CcpError('outbound_call_failed', { serverMessage: message, cause });
  if (failure.type === 'ThrottledException') return new CcpError('throttled', { cause });
  return new CcpError('invalid_number', { cause });
}

/** Pause failures: QuotaExceededException gives the pause-limit message, anything else 'could not be paused'. */
export function pauseError(raw: unknown): CcpError {
  const failure = toPortFailure(raw);
  if (failure.type === 'QuotaExceededException') return new CcpError('pause_quota_exceeded', { cause: raw });
  return new CcpError('contact_could_not_be_paused', { cause: raw });
}

export function resumeError(raw: unknown): CcpError {
  return new CcpError('contact_could_not_be_resumed', { cause: raw });
}

/** Create-task failures: a quota exception gives the service-limit message. */
export function createTaskError(raw: unknown): CcpError {
  const failure = toPortFailure(raw);
  if (failure.type === 'QuotaExceededException' || failure.type === 'ServiceQuotaExceededException') {
    return new CcpError('task_quota_exceeded', { cause: raw });
  }
  return new CcpError('create_task_failed', { cause: raw });
}
