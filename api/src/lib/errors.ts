/**
 * Errors the API answers on purpose. The error-envelope plugin turns them into
 * `{ statusCode, errorCode, errorMessage }` (DESIGN §3); anything else is a 500 with a generic message.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errorCode = 'VALIDATION_FAILED') => new AppError(400, errorCode, message);
export const unauthorized = (message = 'Sign in to continue', errorCode = 'UNAUTHORIZED') => new AppError(401, errorCode, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (what = 'Record') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, errorCode = 'CONFLICT') => new AppError(409, errorCode, message);
