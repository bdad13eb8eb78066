import type { FastifyReply } from 'fastify';
import type { TObject } from 'typebox';

/**
 * A timestamptz as JavaScript's Date#toISOString writes it (UTC, milliseconds, Z), which the
 * serializer sends. The colons are quoted text of the pattern: a bare ':MI' would read as a
 * variable to pgbench, which replays this SQL in bench-api.
 */
export const isoTimestampSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"')`;

/**
 * SQL that builds, in PostgreSQL, the JSON object `schema` describes from the columns of `alias`
 * named as its properties: exactly the schema's fields in its order, what the response serializer
 * would write (date-time fields as toISOString writes them). For an answer sent as PostgreSQL built
 * it, with no rows to parse and no objects to serialise again in the API.
 */
export function jsonObjectSql(schema: TObject, alias: string): string {
  const fields = Object.entries(schema.properties).map(([name, property]) => {
    const column = `${alias}."${name}"`;
    return `'${name}', ${(property as { format?: string }).format === 'date-time' ? isoTimestampSql(column) : column}`;
  });
  return `json_build_object(${fields.join(', ')})`;
}

/** Sends JSON text PostgreSQL built (jsonObjectSql) as the answer, as it is: no serializer runs over it. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
