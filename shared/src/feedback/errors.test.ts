import { AxiosError, AxiosHeaders } from 'axios';
import { errorFieldOf, errorMessageOf, isTokenExpiredError, statusCodeOf } from '@haulstop/shared/feedback';

/**
 * The error helpers read a failed call without importing axios (the driver's page loads no
 * API client). They must read axios's own errors as axios's `isAxiosError` does, and nothing else.
 */
const axiosError = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

it("reads axios's own errors: the envelope's message, field, code and status", () => {
  const error = axiosError(400, { statusCode: 400, errorCode: 'TOKEN_EXPIRED', errorMessage: 'Plate is required.', errorField: 'plate' });
  expect(errorMessageOf(error, 'fallback')).toBe('Plate is required.');
  expect(errorFieldOf(error)).toBe('plate');
  expect(isTokenExpiredError(error)).toBe(true);
  expect(statusCodeOf(error)).toBe(400);
  // No envelope: the HTTP status.
  expect(statusCodeOf(axiosError(503, 'Service Unavailable'))).toBe(503);
});

it('reads nothing from an error that is not a call’s, even with a response-like shape', () => {
  const lookalike = Object.assign(new Error('boom'), { response: { status: 400, data: { errorMessage: 'not from a call' } } });
  expect(statusCodeOf(lookalike)).toBeNull();
  expect(errorMessageOf(lookalike, 'fallback')).toBe('fallback');
  expect(errorMessageOf(lookalike)).toBe('boom');
  expect(statusCodeOf(null)).toBeNull();
  expect(statusCodeOf({ isAxiosError: 'yes', response: { status: 400 } })).toBeNull();
});

it('is the module @haulstop/shared/auth gives the console', async () => {
  const auth = await import('@haulstop/shared/auth');
  const feedback = await import('@haulstop/shared/feedback');
  expect(auth.errorMessageOf).toBe(feedback.errorMessageOf);
  expect(auth.notify).toBe(feedback.notify);
});
