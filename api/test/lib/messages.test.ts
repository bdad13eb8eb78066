import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes, type FastifyError } from 'fastify';
import { statusKey } from '@haulstop/shared/status';
import { lookup, translate } from '../../src/lib/i18n';
import { REQUEST_ERRORS, toEnvelope } from '../../src/plugins/app/error-envelope';

/**
 * A person reads the API's messages in their language. So no message is written out in
 * English in the code (each is `text('apiErrors.<key>')`), and every key the code names exists in
 * English, French and Spanish. Read from the sources, so a new module is checked too.
 */

const SRC = path.join(__dirname, '../../src');

function sources(dir: string): { file: string; code: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [{ file: path.relative(SRC, full).split(path.sep).join('/'), code: readFileSync(full, 'utf8') }] : [];
  });
}

const FILES = sources(SRC);

/** `badRequest('…')`, `conflict(\`…\`)`, `new AppError(429, 'CODE', '…')`: a message written out instead of a key. */
const HAND_WRITTEN = /\b(?:badRequest|conflict|forbidden|unauthorized|unprocessable)\(\s*(['"`])|\bnew AppError\(\s*\d+\s*,\s*'[^']*'\s*,\s*(['"`])/g;

/**
 * Hand-written messages still allowed, each with its reason. Only messages no person reads belong
 * here (the last test fails when an entry is stale).
 */
const ALLOWED: { file: string; starts: string; why: string }[] = [];

function handWritten(): { file: string; line: number; text: string }[] {
  return FILES.flatMap(({ file, code }) =>
    [...code.matchAll(HAND_WRITTEN)].map((match) => ({
      file,
      line: code.slice(0, match.index).split('\n').length,
      text: code.slice(match.index, match.index + 80).split('\n')[0],
    })),
  );
}

const allowed = (hit: { file: string; text: string }) => ALLOWED.some((entry) => entry.file === hit.file && hit.text.startsWith(entry.starts));

test('the scan finds what it looks for (a call with a literal message, on one line or several)', () => {
  const probe = "throw badRequest('Enter a name');\nthrow conflict(\n  `x ${y}`,\n);\nnew AppError(429, 'X', 'Slow down');\nbadRequest(text('apiErrors.a'));";
  expect([...probe.matchAll(HAND_WRITTEN)].length).toBe(3);
});

test('no API message is written out in English: each is an apiErrors key', () => {
  expect(handWritten().filter((hit) => !allowed(hit))).toEqual([]);
});

test('every allow-list entry still matches a message (remove it when the message is gone)', () => {
  const hits = handWritten();
  expect(ALLOWED.filter((entry) => !hits.some((hit) => hit.file === entry.file && hit.text.startsWith(entry.starts)))).toEqual([]);
});

/** Every whole key the code names: 'apiErrors.x.y' literals (text(), maps of keys, ternaries). */
const namedKeys = [...new Set(FILES.flatMap(({ code }) => [...code.matchAll(/['"`](apiErrors\.[A-Za-z0-9_.]*[A-Za-z0-9_])['"`]/g)].map((m) => m[1])))].sort();

/** The record names of notFound('…'), as errors.ts keys them. */
const recordKeys = [
  ...new Set(
    FILES.flatMap(({ code }) =>
      [...code.matchAll(/\bnotFound\('([^']+)'\)/g)].map(
        (m) =>
          `apiErrors.records.${m[1]
            .toLowerCase()
            .split(/\s+/)
            .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
            .join('')}`,
      ),
    ),
  ),
];

/** Keys the code builds (`apiErrors.lots.${verb}`): listed here, since a scan cannot see them. */
const BUILT_KEYS = [
  'apiErrors.lots.enter',
  'apiErrors.lots.choose',
  ...[
    'name',
    'address',
    'city',
    'region',
    'postalCode',
    'country',
    'latitude',
    'longitude',
    'timeZone',
    'currency',
    'totalSlots',
    'instructions',
    'images',
  ].map((field) => `apiErrors.lots.fieldNames.${field}`),
  // catalog: notFound(WHAT[kind])
  'apiErrors.records.amenity',
  'apiErrors.records.assetType',
  'apiErrors.records.equipmentType',
];

test('the key scan finds keys of every kind', () => {
  expect(namedKeys).toEqual(
    expect.arrayContaining(['apiErrors.discountCodes.codeTaken', 'apiErrors.paymentMethods.notACard', 'apiErrors.carrierNetwork.dotSameRoot']),
  );
  expect(recordKeys).toEqual(expect.arrayContaining(['apiErrors.records.parkingLot', 'apiErrors.records.webhookEndpoint']));
});

test.each(['en', 'fr', 'es'] as const)('every apiErrors key the code names exists in %s', (language) => {
  expect([...namedKeys, ...recordKeys, ...BUILT_KEYS].filter((key) => !lookup(language, key)?.trim())).toEqual([]);
});

/** Every leaf key under apiErrors in English. */
function leaves(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([name, child]) => leaves(child, `${prefix}.${name}`));
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const EN_API_ERRORS: unknown = require('../../locales/en.json').apiErrors;

test.each(['fr', 'es'] as const)('%s has every English apiErrors text, in its own words (a sentence is never the English copied)', (language) => {
  const keys = leaves(EN_API_ERRORS, 'apiErrors');
  expect(keys.filter((key) => !lookup(language, key)?.trim())).toEqual([]);
  const copied = keys.filter((key) => lookup('en', key)!.split(' ').length >= 3 && lookup(language, key) === lookup('en', key));
  expect(copied).toEqual([]);
});

/**
 * The refusals Fastify and its multipart plugin make themselves (a body too large, a bad URL, bad
 * JSON…) reach the error envelope by their code: each 4xx code they can raise has its refusal in
 * REQUEST_ERRORS (an apiErrors key), so a new code in a Fastify upgrade fails here, not in French.
 */
const NOT_REQUEST_ERRORS: Record<string, string> = {
  FST_ERR_VALIDATION: 'a schema error: answered field by field with the field label (describeSchemaErrorIn)',
  FST_ERR_INVALID_URL: 'thrown at start-up, when a route is declared with a URL that is not a string',
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: 'thrown at start-up, when a body parser is added after the server started',
};

function fastifyRequestCodes(): string[] {
  return Object.entries(errorCodes)
    .map(([code, Make]) => ({ code, statusCode: new (Make as new (...args: string[]) => { statusCode?: number })('a', 'b', 'c').statusCode ?? 500 }))
    .filter(({ code, statusCode }) => statusCode >= 400 && statusCode < 500 && !(code in NOT_REQUEST_ERRORS))
    .map(({ code }) => code);
}

/** @fastify/multipart's 4xx codes, read from its source (it exports no list). */
function multipartRequestCodes(): string[] {
  const source = readFileSync(require.resolve('@fastify/multipart'), 'utf8');
  return [...source.matchAll(/createError\(\s*'(FST_[A-Z_]+)'\s*,\s*'[^']*'\s*,\s*(\d{3})\s*\)/g)].filter((m) => m[2].startsWith('4')).map((m) => m[1]);
}

const REQUEST_CODES = [...fastifyRequestCodes(), ...multipartRequestCodes()];

test('the code scan finds the request errors of Fastify and of multipart', () => {
  expect(REQUEST_CODES).toEqual(expect.arrayContaining(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_ERR_BAD_URL', 'FST_ERR_CTP_INVALID_JSON_BODY', 'FST_PARTS_LIMIT']));
});

test('every 4xx code of Fastify and @fastify/multipart has its worded refusal', () => {
  expect(REQUEST_CODES.filter((code) => !REQUEST_ERRORS[code])).toEqual([]);
});

test.each(['fr', 'es'] as const)("each of them answers in %s, never in the library's English", (language) => {
  const answers = REQUEST_CODES.map((code) => {
    const error = Object.assign(new Error('the library’s own words'), { code, statusCode: 400 }) as unknown as FastifyError;
    return { code, message: toEnvelope(error, language).errorMessage };
  });
  expect(answers.filter(({ code, message }) => message !== translate(language, REQUEST_ERRORS[code]?.message.key ?? '-'))).toEqual([]);
});

test('a 4xx code nobody worded yet answers a plain refusal in the language, not its English', () => {
  const error = Object.assign(new Error('I am a teapot'), { code: 'FST_SOMETHING_NEW', statusCode: 418 }) as unknown as FastifyError;
  expect(toEnvelope(error, 'fr')).toEqual({ statusCode: 418, errorCode: 'BAD_REQUEST', errorMessage: 'La requête a été refusée' });
});

/**
 * A status named inside a sentence ("this invoice is Payment Success") is said in the
 * sentence's language. A message with a `status` param goes through statusText (which translates it
 * by its shared `status.*` label), and every status the database can hold has that label.
 */
test('a message naming a status says it through statusText, never as the stored English', () => {
  const raw = FILES.flatMap(({ file, code }) => [...code.matchAll(/\btext\(\s*'apiErrors\.[^']+'\s*,\s*\{[^}]*\bstatus\b/g)].map((m) => `${file}: ${m[0]}`));
  expect(raw).toEqual([]);
});

/** Every value a status column may hold, read from the migrations' CHECK constraints. */
const DB_STATUSES = [
  ...new Set(
    readdirSync(path.join(__dirname, '../../migrations'))
      .filter((name) => name.endsWith('.sql'))
      .flatMap((name) =>
        [
          ...readFileSync(path.join(__dirname, '../../migrations', name), 'utf8').matchAll(
            /CHECK\s*\(\s*\(?\s*(?:\w*status\w*|is_org_approved)\s*\)?\s+IN\s*\(([^)]*)\)/gi,
          ),
        ].flatMap((m) => [...m[1].matchAll(/'([^']*)'/g)].map((v) => v[1])),
      ),
  ),
].sort();

test('the status scan finds the statuses of reservations, payments, invoices and organisations', () => {
  expect(DB_STATUSES).toEqual(expect.arrayContaining(['Pending Payment', 'Payment Success', 'Partially Paid', 'Cancelled', 'Rejected', 'Revoked']));
});

test.each(['fr', 'es'] as const)('every status the database can hold has its own label in %s', (language) => {
  expect(
    DB_STATUSES.filter((status) => !lookup(language, statusKey(status)) || lookup(language, statusKey(status)) === lookup('en', statusKey(status))),
  ).toEqual([]);
});
