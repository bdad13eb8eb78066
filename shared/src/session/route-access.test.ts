import { hasRouteAccess } from './route-access';

describe('Route access: a non-empty stored token', () => {
  it('a string of length over 0 is allowed', () => expect(hasRouteAccess('t')).toBe(true));
  it('a non-empty array is allowed', () => expect(hasRouteAccess(['t'])).toBe(true));
  it('an empty string is refused', () => expect(hasRouteAccess('')).toBe(false));
  it('an empty array is refused', () => expect(hasRouteAccess([])).toBe(false));
  it.each([null, undefined, 0, 1, {}, true])('%p is refused', (v) => expect(hasRouteAccess(v)).toBe(false));
});
