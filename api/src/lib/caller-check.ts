import type { SqlParam } from '../db/db';

/**
 * A condition a statement carries so that it reads nothing unless the caller's state in the
 * database (active account, live sign-in, memberships and roles) is still the one the request was
 * authorised with; its values are appended to `params`. Built by the authentication plugin
 * (readWithCallerCheck): the caller's check then costs no round trip of its own.
 */
export type CallerCheck = (params: SqlParam[]) => string;
