import { Type } from 'typebox';

// The building blocks are the endpoint definitions' own (shared), so a route registered from a
// definition and one still declared here document the same envelope, ids and header.
export { EDGE_ERRORS, ErrorEnvelope, Id, LotTimeZone, OrgHeader, oneOf, responses } from '@haulstop/shared/contracts/schema';

/** An instant, sent as ISO 8601 text; handlers may return the Date the driver gave them. */
export const DateTime = (description?: string) => Type.Unsafe<Date | string>({ type: 'string', format: 'date-time', description });
