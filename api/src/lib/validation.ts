import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { Language } from '@haulstop/shared/constants';
import { fieldLabel, translate } from './i18n';
import { requiredFieldKeys, requiredFieldMessages } from './rules';

/**
 * Two AJV instances: query strings, params and headers arrive as text and are coerced to the
 * declared types; JSON bodies are not coerced, so `{"firstName": 5}` is refused instead of
 * silently becoming "5".
 */
function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true, allErrors: false, strict: false });
  addFormats(ajv);
  return ajv;
}

export function validatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const coercing = makeAjv('array');
  const strictTypes = makeAjv(false);
  return ({ schema, httpPart }) => (httpPart === 'body' ? strictTypes : coercing).compile(schema as object);
}

const typeNames: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** One sentence a person can act on, from the first schema error (e.g. 'firstName must be under 64 characters'). */
export function describeSchemaError(error: ErrorObject, dataVar: string): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path || (dataVar === 'body' ? 'Request body' : dataVar);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      return requiredFieldMessages[missing] ?? `${path ? `${path}.` : ''}${missing} is required`;
    }
    case 'minLength':
      if (params.limit === 1) return requiredFieldMessages[lastSegment(path)] ?? `${field} must not be empty`;
      return `${field} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${field} must be under ${Number(params.limit) + 1} characters`;
    case 'type':
      if (!path && dataVar === 'body') return 'Request body must be a JSON object';
      return `${field} must be ${typeNames[String(params.type)] ?? String(params.type)}`;
    case 'minimum':
      return `${field} must be at least ${params.limit}`;
    case 'maximum':
      return `${field} must be at most ${params.limit}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return params.format === 'email' ? `${field} must be a valid email address` : `${field} must be a valid ${params.format}`;
    case 'pattern':
      return `${field} has an invalid format`;
    case 'additionalProperties':
      return `${field ? `${field}.` : ''}${params.additionalProperty} is not allowed`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

const lastSegment = (path: string) => path.split('.').pop() ?? path;

/** The JSON name of the field a schema error is about (the missing one for `required`), or undefined for the whole body. */
export function schemaErrorField(error: ErrorObject): string | undefined {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return String(params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty);
  const segments = error.instancePath.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
  return segments.pop();
}

/**
 * The schema error as a person reads it in `language`: the field by its label (shared locale
 * files, `fields.<name>`), never its JSON name; the sentence from `apiErrors.schema.<keyword>`.
 * SPEC §5's messages of required fields keep their wording (their rule keys).
 * @example describeSchemaErrorIn(maxLengthOfLicensePlate, 'body', 'fr') // 'Le champ « Plaque d'immatriculation » doit comporter moins de 17 caractères'
 */
export function describeSchemaErrorIn(error: ErrorObject, dataVar: string, language: Language): string {
  const params = error.params as Record<string, unknown>;
  const name = schemaErrorField(error);
  const label = name === undefined ? undefined : fieldLabel(language, name);
  const field = label === undefined ? translate(language, 'apiErrors.schema.aValue') : translate(language, 'apiErrors.schema.field', { label });
  const say = (keyword: string, values: Record<string, string | number> = {}) => translate(language, `apiErrors.schema.${keyword}`, { field, ...values });
  const requiredKey = name === undefined ? undefined : requiredFieldKeys[name];
  switch (error.keyword) {
    case 'required':
      return requiredKey ? translate(language, requiredKey) : say('required');
    case 'minLength':
      if (params.limit === 1) return requiredKey ? translate(language, requiredKey) : say('empty');
      return say('minLength', { limit: Number(params.limit) });
    case 'maxLength':
      return say('maxLength', { limit: Number(params.limit) + 1 });
    case 'type':
      if (!error.instancePath && dataVar === 'body') return say('bodyNotObject');
      return say('type', { type: translate(language, `apiErrors.types.${String(params.type)}`) });
    case 'minimum':
    case 'maximum':
      return say(error.keyword, { limit: Number(params.limit) });
    case 'enum':
      return say('enum', { values: (params.allowedValues as unknown[]).join(', ') });
    case 'format':
      if (params.format === 'email') return say('email');
      return String(params.format).startsWith('date') ? say('date') : say('format');
    case 'pattern':
      return say('pattern');
    case 'additionalProperties':
      return say('notAllowed', { field: String(params.additionalProperty) });
    default:
      return say('invalid');
  }
}

export function schemaErrorFormatter(errors: ErrorObject[], dataVar: string): Error {
  return new Error(describeSchemaError(errors[0], dataVar));
}
