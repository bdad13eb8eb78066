import { statusKey } from '@haulstop/shared/status';
import { translate, type MessageParams } from './i18n';

/**
 * A message the API can answer in the request's language: an i18n key of its language files
 * (api/locales/<lang>.json, and the console's shared/locales/<lang>/common.json: lib/i18n.ts) and
 * its `{{params}}`. The English text is the key's English.
 * `paramKeys`: params that are words to translate too, by key (as ErrorOptions.paramKeys).
 * @example badRequest(text('apiErrors.unknownDuration'))
 */
export type Text = { key: string; params?: MessageParams; paramKeys?: Record<string, string> };
export const text = (key: string, params?: MessageParams, paramKeys?: Record<string, string>): Text => ({ key, params, paramKeys });

/**
 * A message naming a status (a reservation's, a payment's, an invoice's, an organisation's…) as
 * `{{status}}`: the status is said by its label in the request's language (the shared `status.*`
 * labels the console's badges show), never the stored English inside a French sentence.
 * @example conflict(statusText('apiErrors.billing.nothingToPay', invoice.status), 'INVOICE_NOT_PAYABLE')
 */
export const statusText = (key: string, status: string, params: MessageParams = {}): Text => text(key, { ...params, status }, { status: statusKey(status) });

/**
 * `field`: the JSON name of the field the message is about (a form shows it under that field).
 * `paramKeys`: params that are words to translate too, by key (the English value stays as given).
 */
export type ErrorOptions = { field?: string; paramKeys?: Record<string, string> };

/**
 * Errors the API answers on purpose. The error-envelope plugin turns them into
 * `{ statusCode, errorCode, errorMessage, errorField? }` (DESIGN §3); anything else is a 500 with a
 * generic message. A message given as a `Text` is answered in the request's language; a plain
 * string is answered as it is (English).
 */
export class AppError extends Error {
  readonly messageKey?: string;
  readonly messageParams?: MessageParams;
  readonly field?: string;
  readonly paramKeys?: Record<string, string>;
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string | Text,
    options: ErrorOptions = {},
  ) {
    super(typeof message === 'string' ? message : translate('en', message.key, message.params));
    this.name = 'AppError';
    if (typeof message !== 'string') {
      this.messageKey = message.key;
      this.messageParams = message.params;
    }
    this.field = options.field;
    this.paramKeys = options.paramKeys ?? (typeof message === 'string' ? undefined : message.paramKeys);
  }
}

/** A record's name for notFound: `Sales agent` → `apiErrors.records.salesAgent`. */
const recordKey = (what: string) =>
  `apiErrors.records.${what
    .toLowerCase()
    .split(/\s+/)
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')}`;

export const badRequest = (message: string | Text, errorCode = 'VALIDATION_FAILED', options?: ErrorOptions) => new AppError(400, errorCode, message, options);
export const unauthorized = (message: string | Text = text('apiErrors.unauthorized'), errorCode = 'UNAUTHORIZED') => new AppError(401, errorCode, message);
export const forbidden = (message: string | Text = text('apiErrors.forbidden')) => new AppError(403, 'FORBIDDEN', message);
/** 404 "<what> not found"; `what` is translated when the locale files name it (apiErrors.records). */
export const notFound = (what = 'Record') => new AppError(404, 'NOT_FOUND', text('apiErrors.notFound', { what }), { paramKeys: { what: recordKey(what) } });
export const conflict = (message: string | Text, errorCode = 'CONFLICT', options?: ErrorOptions) => new AppError(409, errorCode, message, options);
