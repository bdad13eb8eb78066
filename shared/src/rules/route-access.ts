/**
 * Route access (SPEC §5): a non-empty stored token — a non-empty array or a string of length over 0.
 * @example hasRouteAccess('eyJ…') === true; hasRouteAccess('') === false; hasRouteAccess(null) === false
 */
export function hasRouteAccess(token: unknown): boolean {
  if (Array.isArray(token)) return token.length > 0;
  return typeof token === 'string' && token.length > 0;
}
