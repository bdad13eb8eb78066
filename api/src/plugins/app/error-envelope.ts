import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import type { Language } from '@haulstop/shared/constants';
import { AppError, text, type Text } from '../../lib/errors';
import { lookup, requestLanguage, translate } from '../../lib/i18n';
import { describeSchemaErrorIn, schemaErrorField } from '../../lib/validation';

export interface ErrorEnvelope {
  statusCode: number;
  errorCode: string;
  errorMessage: string;
  /** the JSON name of the field the message is about (answered to a request that names its language) */
  errorField?: string;
}

/** A refusal the API words itself: its status, its code and its message (an apiErrors key). */
type Refusal = { statusCode: number; errorCode: string; message: Text };
const refusal = (statusCode: number, errorCode: string, key: string): Refusal => ({ statusCode, errorCode, message: text(key) });

/** PostgreSQL SQLSTATEs that mean the input was wrong, not the server: never a 500 for bad input. */
const PG_INPUT_ERRORS: Record<string, Refusal> = {
  '23505': refusal(409, 'CONFLICT', 'apiErrors.duplicate'),
  '23503': refusal(409, 'CONFLICT', 'apiErrors.referenced'),
  '23514': refusal(400, 'VALIDATION_FAILED', 'apiErrors.outsideAllowed'),
  '23502': refusal(400, 'VALIDATION_FAILED', 'apiErrors.requiredValueMissing'),
  '22001': refusal(400, 'VALIDATION_FAILED', 'apiErrors.valueTooLong'),
  '22P02': refusal(400, 'VALIDATION_FAILED', 'apiErrors.wrongFormat'),
  '22003': refusal(400, 'VALIDATION_FAILED', 'apiErrors.numberOutOfRange'),
  // invalid byte sequence (a NUL character): the input guard refuses it first; this is the backstop
  '22021': refusal(400, 'VALIDATION_FAILED', 'apiErrors.nulCharacters'),
};

/**
 * The request errors of Fastify and of @fastify/multipart, by code, re-worded for people (compress
 * does not decompress requests here). The messages guard test fails when a 4xx code of theirs is missing.
 */
export const REQUEST_ERRORS: Record<string, Refusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: refusal(400, 'VALIDATION_FAILED', 'apiErrors.invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: refusal(400, 'VALIDATION_FAILED', 'apiErrors.emptyBody'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: refusal(400, 'VALIDATION_FAILED', 'apiErrors.request.notJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: refusal(413, 'PAYLOAD_TOO_LARGE', 'apiErrors.request.bodyTooLarge'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: refusal(400, 'VALIDATION_FAILED', 'apiErrors.request.contentLength'),
  FST_ERR_BAD_URL: refusal(400, 'BAD_URL', 'apiErrors.request.badUrl'),
  FST_ERR_MAX_PARAM_LENGTH: refusal(414, 'URI_TOO_LONG', 'apiErrors.request.paramTooLong'),
  FST_ERR_ASYNC_CONSTRAINT: refusal(400, 'BAD_REQUEST', 'apiErrors.request.notRouted'),
  FST_ERR_NOT_FOUND: refusal(404, 'NOT_FOUND', 'apiErrors.request.notFound'),
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: refusal(400, 'VALIDATION_FAILED', 'apiErrors.request.contentTypeMissing'),
  FST_ERR_ROUTE_MISSING_CONTENT: refusal(400, 'VALIDATION_FAILED', 'apiErrors.request.bodyMissing'),
  // @fastify/multipart (the upload route words the ones it expects itself)
  FST_PARTS_LIMIT: refusal(413, 'PAYLOAD_TOO_LARGE', 'apiErrors.request.tooManyParts'),
  FST_FILES_LIMIT: refusal(413, 'PAYLOAD_TOO_LARGE', 'apiErrors.request.tooManyParts'),
  FST_FIELDS_LIMIT: refusal(413, 'PAYLOAD_TOO_LARGE', 'apiErrors.request.tooManyParts'),
  FST_REQ_FILE_TOO_LARGE: refusal(413, 'PAYLOAD_TOO_LARGE', 'apiErrors.request.fileTooLarge'),
  FST_PROTO_VIOLATION: refusal(400, 'BAD_REQUEST', 'apiErrors.request.fieldNotAllowed'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: refusal(406, 'BAD_REQUEST', 'apiErrors.request.notMultipart'),
  FST_INVALID_JSON_FIELD_ERROR: refusal(406, 'BAD_REQUEST', 'apiErrors.request.invalidJsonField'),
  FST_MP_PREMATURE_CLOSE: refusal(400, 'BAD_REQUEST', 'apiErrors.request.bodyCutShort'),
};

/** Errors Node's HTTP parser raises before Fastify sees a request, by Node's code; any other is a malformed request. */
const CLIENT_ERRORS: Record<string, Refusal & { reason: string }> = {
  HPE_HEADER_OVERFLOW: { ...refusal(431, 'HEADERS_TOO_LARGE', 'apiErrors.request.headersTooLarge'), reason: 'Request Header Fields Too Large' },
  ERR_HTTP_REQUEST_TIMEOUT: { ...refusal(408, 'REQUEST_TIMEOUT', 'apiErrors.request.timeout'), reason: 'Request Timeout' },
};
const MALFORMED = { ...refusal(400, 'BAD_REQUEST', 'apiErrors.request.malformed'), reason: 'Bad Request' };

const toAppError = (known: Refusal) => new AppError(known.statusCode, known.errorCode, known.message);

/** Errors Fastify raises before routing (bad URL, over-long parameter): the same envelope as the rest. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const envelope = toEnvelope(error, requestLanguage(request.headers['accept-language']));
  void reply.code(envelope.statusCode).header('content-type', 'application/json; charset=utf-8').send(envelope);
}

/**
 * The Accept-Language of the request each connection is carrying, noted as its headers arrive
 * (onRequest, before the body): a request that then stalls (408) is answered by socket, not by
 * request, after Fastify has seen its headers.
 */
const socketLanguages = new WeakMap<Socket, string | string[] | undefined>();

/** Accept-Language in the bytes Node could not parse (headers too large, malformed), when they hold it. */
function rawAcceptLanguage(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]*)\r\n/i.exec(rawPacket.toString('latin1'))?.[1];
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or URL too large,
 * malformed request, timeouts): answered with the envelope, in the request's language when its
 * Accept-Language is known (noted by onRequest, or in the bytes received), then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const known = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  // The bytes first: a kept-alive connection remembers its previous request's language.
  const language = requestLanguage(rawAcceptLanguage(error.rawPacket) ?? socketLanguages.get(socket));
  const body = JSON.stringify(toEnvelope(toAppError(known), language));
  socket.end(
    `HTTP/1.1 ${known.statusCode} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The envelope of an error in the request's language (Accept-Language): the message translated
 * (shared-rule verdicts, keyed AppErrors, schema errors with the field's label, the refusals
 * above) and `errorField`. Without a language (no Accept-Language, or none of ours) the
 * envelope is the English one API clients have always had.
 */
export function toEnvelope(error: AppError | FastifyError, language?: Language): ErrorEnvelope {
  const known = error instanceof AppError || error.validation ? error : toAppError(refusalOf(error));
  const envelope: ErrorEnvelope =
    known instanceof AppError
      ? { statusCode: known.statusCode, errorCode: known.errorCode, errorMessage: known.message }
      : { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: known.message };
  if (!language) return envelope;
  const field = known instanceof AppError ? known.field : known.validation ? schemaErrorField(known.validation[0] as ErrorObject) : undefined;
  return { ...envelope, errorMessage: localMessage(known, envelope, language), ...(field ? { errorField: field } : {}) };
}

function localMessage(error: AppError | FastifyError, envelope: ErrorEnvelope, language: Language): string {
  if (error instanceof AppError) {
    if (!error.messageKey) return envelope.errorMessage;
    const params = { ...error.messageParams };
    for (const [name, key] of Object.entries(error.paramKeys ?? {})) params[name] = lookup(language, key) ?? params[name];
    return translate(language, error.messageKey, params);
  }
  return describeSchemaErrorIn(error.validation![0] as ErrorObject, error.validationContext ?? 'body', language);
}

/**
 * What an error that is neither an AppError nor a schema error answers: a request error or a
 * PostgreSQL input error by its code; any other 4xx a plain refusal (its own words are the
 * library's English, never shown); anything else a 500 whose details go to the log only.
 */
function refusalOf(error: FastifyError): Refusal {
  const byCode = error.code ? (REQUEST_ERRORS[error.code] ?? PG_INPUT_ERRORS[error.code]) : undefined;
  if (byCode) return byCode;
  if (error.statusCode === 400 && error instanceof SyntaxError) return REQUEST_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return refusal(status, status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST', 'apiErrors.request.refused');
  return refusal(500, 'INTERNAL_ERROR', 'apiErrors.somethingWentWrong');
}

/** How much of a refused body is read and thrown away before answering; past it the connection is closed on the client. */
export const DISCARD_BOUND_BYTES = 32 * 1024 * 1024;

/** How long a refused body is waited for before answering anyway. */
const DISCARD_WAIT_MS = 10_000;

/** Reads and drops what is left of a request's body, up to `bound` bytes; true when it all arrived. */
function discardBody(raw: IncomingMessage, bound: number): Promise<boolean> {
  // A body already read to its end (a parser that stopped at its own limit may have drained it)
  // has nothing left to wait for.
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(raw.complete || raw.readableEnded);
  return new Promise((resolve) => {
    let seen = 0;
    // A sender that stalls never ends its body: the answer goes after a bounded wait regardless.
    const stalled = setTimeout(() => finish(false), DISCARD_WAIT_MS);
    stalled.unref?.();
    const finish = (complete: boolean) => {
      clearTimeout(stalled);
      raw.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > bound) {
        raw.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    raw.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
    raw.resume();
  });
}

/** One error envelope for every answer that is not a success (DESIGN §3); 5xx details go to the log only. */
export const errorEnvelopePlugin = fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const envelope = toEnvelope(error, requestLanguage(request.headers['accept-language']));
      if (envelope.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ errorCode: envelope.errorCode, message: envelope.errorMessage, cause: error.message }, 'request refused');
      // Refused before its body was read: closing on unread bytes makes the client's system reset
      // the connection, and a client still sending never reads the answer.
      if (envelope.statusCode === 413) await discardBody(request.raw, DISCARD_BOUND_BYTES);
      return reply.status(envelope.statusCode).send(envelope);
    });
    app.addHook('onRequest', (request, _reply, done) => {
      socketLanguages.set(request.raw.socket, request.headers['accept-language']);
      done();
    });
    app.setNotFoundHandler((request, reply) => {
      const noRoute = new AppError(404, 'NOT_FOUND', text('apiErrors.request.noRoute', { method: request.method, path: request.url.split('?')[0] }));
      return reply.status(404).send(toEnvelope(noRoute, requestLanguage(request.headers['accept-language'])));
    });
  },
  { name: 'error-envelope' },
);
