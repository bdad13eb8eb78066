// Building blocks of the endpoint definitions (TypeBox). Imported as a namespace so a bundle keeps
// only the builders it calls: `import { Type }` would bring TypeBox's whole builder (~20 KB gz).
import * as Type from 'typebox';
import { PAGE_SIZE } from '@haulstop/shared/constants';
import { LOT_TIME_ZONE_NAMES } from '@haulstop/shared/time';
import { PERIOD_PATTERN } from './money';

/** The one error shape of every refusal (DESIGN §3). */
export const ErrorEnvelope = Type.Object(
  {
    statusCode: Type.Integer(),
    errorCode: Type.String({ description: 'Stable code, e.g. VALIDATION_FAILED, TOKEN_EXPIRED, FORBIDDEN, NOT_FOUND' }),
    errorMessage: Type.String({ description: "A sentence a person can act on, in the request's language (Accept-Language: en, fr or es)" }),
    errorField: Type.Optional(
      Type.String({ description: 'The JSON name of the field the message is about (answered when the request sends Accept-Language)' }),
    ),
  },
  { $id: undefined, title: 'ErrorEnvelope' },
);

/** Answers any route can give before or around its handler (size limits, timeouts, rate limit, failure). */
export const EDGE_ERRORS = {
  408: ErrorEnvelope,
  413: ErrorEnvelope,
  414: ErrorEnvelope,
  429: ErrorEnvelope,
  431: ErrorEnvelope,
  500: ErrorEnvelope,
};

/** Success schemas plus the error envelope for the refusals every authenticated route can give. */
export function responses<T extends Record<number, Type.TSchema>>(success: T) {
  return {
    ...success,
    400: ErrorEnvelope,
    401: ErrorEnvelope,
    403: ErrorEnvelope,
    404: ErrorEnvelope,
    409: ErrorEnvelope,
    ...EDGE_ERRORS,
  };
}

export const Id = (description: string) => Type.Integer({ minimum: 1, maximum: 2147483647, description });

/** Header of org-scoped calls (the session's saasOrgId). Declared so it shows in the API docs. */
export const OrgHeader = Type.Object({
  'x-org-id': Type.Optional(Type.String({ description: "Current organisation's saasOrgId; default: the user's first organisation" })),
});

/** Headers of a write a retry must not repeat: the current organisation and the attempt's Idempotency-Key. */
export const IdempotentHeaders = Type.Object({
  ...OrgHeader.properties,
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Same key + same body: the first answer again (DESIGN §7)' })),
});

/**
 * A string from a fixed list, documented as an enum. Typed as string so rows read from the
 * database (where a CHECK constraint already holds the list) need no casts.
 */
export const oneOf = (values: readonly string[], options: { description?: string } = {}) =>
  Type.Unsafe<string>({ type: 'string', enum: [...values], ...options });

/** A string from a fixed list, typed as that list's union: for answers whose rows are already typed so. */
export const literalOf = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** A calendar month, `YYYY-MM`, in the organisation's accounting zone. */
export const Period = (description: string) => Type.String({ pattern: PERIOD_PATTERN, description });

/** The month of a monthly document, in the path (`…/:period/pdf`). */
export const MonthParams = () => Type.Object({ period: Period("The month, YYYY-MM, in the organisation's accounting zone") });

/** The month of a monthly document, asked in the query; none asks for last month's. */
export const MonthQuery = () =>
  Type.Object({ period: Type.Optional(Period("The month, YYYY-MM, in the organisation's accounting zone; default: last month")) });

/** The answer of a CSV download: a header row, then the rows. */
export const csvAnswer = () => ({
  produces: ['text/csv'],
  response: responses({ 200: Type.String({ description: 'CSV with a header row' }) }),
});

/** The answer of a PDF download: the document's bytes, which its handler sends itself. */
export const pdfAnswer = () => ({
  produces: ['application/pdf'],
  response: responses({ 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'The PDF document' }) }),
});

/** One of a fixed list as a union of constants (`anyOf` of `const`), typed as that list's union. */
export const constOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

/**
 * A lot's clock, as every answer about a lot or a reservation carries it: the IANA zone. The API
 * keeps instants in UTC; a time at the lot is shown in this zone with its abbreviation at that
 * instant (America/Regina: CST all year; America/Toronto: EST or EDT).
 */
export const LotTimeZone = () =>
  oneOf(LOT_TIME_ZONE_NAMES, {
    description:
      "The lot's IANA time zone, e.g. America/Regina. Instants are UTC; times at the lot are shown in this zone, labelled with its abbreviation at that instant (MST/MDT, CST, EST/EDT, PST/PDT, AST/ADT)",
  });

/** An instant, sent as ISO 8601 text (what the client reads; the API's handlers send text too). */
export const DateTime = (description?: string) => Type.Unsafe<string>({ type: 'string', format: 'date-time', description });

/** Paging of every list (DESIGN §3): `page` from 0, `size` default 10, at most 100. */
export const MAX_PAGE_SIZE = 100;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0, description: 'Page number, from 0' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE, description: 'Rows per page' })),
});
export type PageQuery = Type.Static<typeof PageQuery>;

/** One page of a list answer: `{ content, totalElements, page, size }`. */
export const Paged = <T extends Type.TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    totalElements: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
  });
