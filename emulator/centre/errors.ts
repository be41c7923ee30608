/**
 * An error in the AWS JSON shape the CTI API and control API answer with:
 * HTTP status plus `{"__type": type, "message": message}`.
 */
export class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const invalidState = (message: string) => new ServiceError('InvalidStateException', message);
export const notFound = (message: string) => new ServiceError('ResourceNotFoundException', message, 404);
export const badRequest = (message: string) => new ServiceError('InvalidParameterException', message);
