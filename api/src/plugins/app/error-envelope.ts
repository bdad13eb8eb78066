import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import type { Language } from '@haulstop/shared/constants';
import { AppError } from '../../lib/errors';
import { lookup, requestLanguage, translate } from '../../lib/i18n';
import { describeSchemaErrorIn, schemaErrorField } from '../../lib/validation';

export interface ErrorEnvelope {
  statusCode: number;
  errorCode: string;
  errorMessage: string;
  /** the JSON name of the field the message is about (answered to a request that names its language) */
  errorField?: string;
}

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** The i18n keys (shared locale files) of the fixed English messages below, by message. */
const MESSAGE_KEYS: Record<string, string> = {
  'A record with these details already exists': 'apiErrors.duplicate',
  'A referenced record does not exist or is still in use': 'apiErrors.referenced',
  'A value is outside what is allowed': 'apiErrors.outsideAllowed',
  'A required value is missing': 'apiErrors.requiredValueMissing',
  'A value is too long': 'apiErrors.valueTooLong',
  'A value has the wrong format': 'apiErrors.wrongFormat',
  'A number is out of range': 'apiErrors.numberOutOfRange',
  'Request body is not valid JSON': 'apiErrors.invalidJson',
  'Request body is empty; send a JSON object': 'apiErrors.emptyBody',
  [GENERIC_500]: 'apiErrors.somethingWentWrong',
};

/** PostgreSQL SQLSTATEs that mean the input was wrong, not the server: never a 500 for bad input. */
const pgInputErrors: Record<string, ErrorEnvelope> = {
  '23505': { statusCode: 409, errorCode: 'CONFLICT', errorMessage: 'A record with these details already exists' },
  '23503': { statusCode: 409, errorCode: 'CONFLICT', errorMessage: 'A referenced record does not exist or is still in use' },
  '23514': { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'A value is outside what is allowed' },
  '23502': { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'A required value is missing' },
  '22001': { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'A value is too long' },
  '22P02': { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'A value has the wrong format' },
  '22003': { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'A number is out of range' },
  // invalid byte sequence (a NUL character): the input guard refuses it first; this is the backstop
  '22021': { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'Text must not contain NUL characters' },
};

/** Fastify's own request errors, re-worded for people. */
const fastifyErrors: Record<string, ErrorEnvelope> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'Request body is empty; send a JSON object' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 400,
    errorCode: 'VALIDATION_FAILED',
    errorMessage: 'Request body must be JSON (Content-Type: application/json)',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, errorCode: 'PAYLOAD_TOO_LARGE', errorMessage: 'Request body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'Content-Length does not match the body' },
  FST_ERR_BAD_URL: { statusCode: 400, errorCode: 'BAD_URL', errorMessage: 'The address is not valid (bad percent-encoding)' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, errorCode: 'URI_TOO_LONG', errorMessage: 'A value in the address is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 400, errorCode: 'BAD_REQUEST', errorMessage: 'The request could not be routed' },
};

/** Errors Fastify raises before routing (bad URL, over-long parameter): the same envelope as the rest. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const envelope = toEnvelope(error, requestLanguage(request.headers['accept-language']));
  void reply.code(envelope.statusCode).header('content-type', 'application/json; charset=utf-8').send(envelope);
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or URL too large,
 * malformed request, timeouts): answered with the envelope, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const envelope: ErrorEnvelope =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { statusCode: 431, errorCode: 'HEADERS_TOO_LARGE', errorMessage: 'The request headers (or address) are too large' }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { statusCode: 408, errorCode: 'REQUEST_TIMEOUT', errorMessage: 'The request took too long to arrive' }
        : { statusCode: 400, errorCode: 'BAD_REQUEST', errorMessage: 'The request is malformed' };
  const body = JSON.stringify(envelope);
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[envelope.statusCode];
  socket.end(
    `HTTP/1.1 ${envelope.statusCode} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The envelope of an error in the request's language (Accept-Language): the message translated
 * (shared-rule verdicts, keyed AppErrors, schema errors with the field's label, the fixed
 * messages) and `errorField`. Without a language (no Accept-Language, or none of ours) the
 * envelope is the English one API clients have always had.
 */
export function toEnvelope(error: FastifyError & { code?: string }, language?: Language): ErrorEnvelope {
  const envelope = englishEnvelope(error);
  if (!language) return envelope;
  const field = error instanceof AppError ? error.field : error.validation ? schemaErrorField(error.validation[0] as ErrorObject) : undefined;
  return { ...envelope, errorMessage: localMessage(error, envelope, language), ...(field ? { errorField: field } : {}) };
}

function localMessage(error: FastifyError, envelope: ErrorEnvelope, language: Language): string {
  if (error instanceof AppError) {
    if (!error.messageKey) return envelope.errorMessage;
    const params = { ...error.messageParams };
    for (const [name, key] of Object.entries(error.paramKeys ?? {})) params[name] = lookup(language, key) ?? params[name];
    return translate(language, error.messageKey, params);
  }
  if (error.validation && envelope.errorCode === 'VALIDATION_FAILED') {
    return describeSchemaErrorIn(error.validation[0] as ErrorObject, error.validationContext ?? 'body', language);
  }
  const key = MESSAGE_KEYS[envelope.errorMessage];
  return key ? translate(language, key) : envelope.errorMessage;
}

function englishEnvelope(error: FastifyError & { code?: string }): ErrorEnvelope {
  if (error instanceof AppError) return { statusCode: error.statusCode, errorCode: error.errorCode, errorMessage: error.message };
  if (error.validation) return { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: error.message };
  if (error.code && fastifyErrors[error.code]) return fastifyErrors[error.code];
  if (error.code && pgInputErrors[error.code]) return pgInputErrors[error.code];
  if (error.statusCode === 400 && error instanceof SyntaxError) return fastifyErrors.FST_ERR_CTP_INVALID_JSON_BODY;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { statusCode: status, errorCode: status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST', errorMessage: error.message };
  }
  return { statusCode: 500, errorCode: 'INTERNAL_ERROR', errorMessage: GENERIC_500 };
}

/** One error envelope for every answer that is not a success (DESIGN §3); 5xx details go to the log only. */
export const errorEnvelopePlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const envelope = toEnvelope(error, requestLanguage(request.headers['accept-language']));
      if (envelope.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ errorCode: envelope.errorCode, message: envelope.errorMessage }, 'request refused');
      return reply.status(envelope.statusCode).send(envelope);
    });
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ statusCode: 404, errorCode: 'NOT_FOUND', errorMessage: `No route for ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'error-envelope' },
);
