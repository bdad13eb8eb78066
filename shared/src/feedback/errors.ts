/** A failed call's shape as the API client (axios) rejects with it; read here without loading axios. */
type CallError = { isAxiosError: true; response?: { status?: number; data?: unknown } };

/**
 * axios's own test (`isAxiosError`: an object whose isAxiosError is true), written here so that
 * reading an error loads no axios (the driver's page). errors.test.ts checks it on axios's own errors.
 */
function isCallError(error: unknown): error is CallError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The API's error envelope (DESIGN.md §3); errorField: the JSON name of the field a message is about. */
export type ApiErrorBody = { statusCode?: number; errorCode?: string; errorMessage?: string; errorField?: string };

/** The error body of a failed call, if it has one. */
export function apiErrorOf(error: unknown): ApiErrorBody | null {
  if (!isCallError(error)) return null;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' ? (data as ApiErrorBody) : null;
}

/** The JSON name of the field a failed call's message is about (the envelope's errorField), if any. */
export function errorFieldOf(error: unknown): string | null {
  const field = apiErrorOf(error)?.errorField;
  return typeof field === 'string' && field ? field : null;
}

/** True for the API's expired-access-token answer. */
export function isTokenExpiredError(error: unknown): boolean {
  return apiErrorOf(error)?.errorCode === 'TOKEN_EXPIRED';
}

/**
 * The message to show for a failed call: the server's errorMessage, else the fallback, else the
 * error's own message.
 * @example errorMessageOf(e, 'Error resetting the password')
 */
export function errorMessageOf(error: unknown, fallback?: string): string {
  const body = apiErrorOf(error);
  if (typeof body?.errorMessage === 'string' && body.errorMessage.trim()) return body.errorMessage;
  if (fallback) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Something went wrong.';
}

/** The HTTP status of a failed call (a profile load failure shows the statusCode). */
export function statusCodeOf(error: unknown): number | null {
  const body = apiErrorOf(error);
  if (typeof body?.statusCode === 'number') return body.statusCode;
  return isCallError(error) ? (error.response?.status ?? null) : null;
}
