// Route access lives with the token it reads: the login page, the guard and the auth
// client need it, and the rules module (every form's rules) then stays off the first load.
/**
 * Route access: a non-empty stored token — a non-empty array or a string of length over 0.
 * @example hasRouteAccess('eyJ…') === true; hasRouteAccess('') === false; hasRouteAccess(null) === false
 */
export function hasRouteAccess(token: unknown): boolean {
  if (Array.isArray(token)) return token.length > 0;
  return typeof token === 'string' && token.length > 0;
}
