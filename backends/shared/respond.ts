import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * A refusal or failure the handler answers in words: `message` is for the agent (the panel shows it), `__type` and
 * `reason` are for programs (the panel's clients read `__type`; the audit line keeps `reason`).
 */
export class BackEndError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

export const badInput = (message: string) => new BackEndError(400, 'InvalidParameterException', message, 'malformed-input');
export const forbidden = (message: string, reason: string) => new BackEndError(403, 'AccessDeniedException', message, reason);

export function json(status: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }, body: JSON.stringify(body) };
}

export function errorResponse(e: BackEndError): APIGatewayProxyStructuredResultV2 {
  return json(e.status, { __type: e.type, message: e.message, reason: e.reason });
}

/** The SDK's error as the caller's: Amazon Connect's own refusals keep their name, its failures become 502/504. */
export function fromServiceError(e: unknown): BackEndError {
  if (e instanceof BackEndError) return e;
  const err = e as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const name = err?.name ?? 'Error';
  const message = err?.message || name;
  switch (name) {
    case 'ResourceNotFoundException':
      return new BackEndError(404, name, `Amazon Connect does not know it: ${message}`, 'not-found');
    case 'ThrottlingException':
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return new BackEndError(429, 'ThrottlingException', 'Amazon Connect is busy; try again in a moment.', 'throttled');
    case 'InvalidParameterException':
    case 'InvalidRequestException':
    case 'ValidationException':
      return new BackEndError(400, name, `Amazon Connect refused the request: ${message}`, 'refused-by-connect');
    case 'AbortError':
    case 'TimeoutError':
      return new BackEndError(504, 'GatewayTimeoutException', 'Amazon Connect did not answer in time.', 'timeout');
    case 'AccessDeniedException':
    case 'UnrecognizedClientException':
    case 'InvalidSignatureException':
      // The back end's own credentials, not the agent's: a deployment fault.
      return new BackEndError(502, 'BackEndConfigurationException', 'The back end may not call Amazon Connect; ask your administrator to check its role.', 'backend-denied');
    default:
      return new BackEndError(502, 'BadGatewayException', `Amazon Connect failed: ${message}`, 'connect-failed');
  }
}
