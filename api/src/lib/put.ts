/**
 * A PUT keeps what its body leaves out: a field absent from the body takes its stored value (an
 * explicit null still clears a nullable field). A client that knows fewer fields than the API (an
 * older console, a partner's script) then cannot erase the others by not sending them.
 * `stored` is the record as read, in the body's shape for the named fields.
 */
export function keepOmitted<T extends object, F extends keyof T>(input: T, stored: { [K in F]: unknown }, fields: readonly F[]): T {
  const merged = { ...input };
  for (const field of fields) if (merged[field] === undefined) merged[field] = stored[field] as T[F];
  return merged;
}
