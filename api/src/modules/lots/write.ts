import { isDuration } from '@haulstop/shared/constants';
import type { ParkingLotDetail, ParkingLotInput } from '@haulstop/shared/contracts';
import * as lots from '@haulstop/shared/contracts/lots';
import { validateParkingLot, validatePriceMinor, type ParkingLotField } from '@haulstop/shared/rules';
import { lotTimeZoneOf } from '@haulstop/shared/time';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/db';
import { badRequest, conflict, forbidden, notFound, text } from '../../lib/errors';
import { keepOmitted } from '../../lib/put';
import { refuseInvalid } from '../../lib/rules';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import { fileExists, parseObjectPath, resolveInStore } from '../files/storage';
import * as repository from './repository';

/** How the API names a field in a message when the rule's own text does not say which (English; the others: apiErrors.lots.fieldNames). */
const FIELD_NAMES: Record<ParkingLotField, string> = {
  name: 'the lot name',
  address: 'the address',
  city: 'the city',
  region: 'the state or province',
  postalCode: 'the postal code',
  country: 'the country (US or CA)',
  latitude: 'the latitude',
  longitude: 'the longitude',
  timeZone: 'the time zone (a zone such as America/Regina, or MST, CST, EST or PST)',
  currency: 'the currency (USD or CAD)',
  totalSlots: 'the number of slots',
  instructions: 'the instructions',
  images: 'an image',
};

const MAX_IMAGES = 20;

/** The SPEC §5 rules of a lot; the first failed one as a sentence that names the field. */
function checkRules(input: ParkingLotInput): void {
  refuseInvalid(validateParkingLot({ ...input, images: input.attachments }), {
    order: Object.keys(FIELD_NAMES) as ParkingLotField[],
    describe: (field, error) => {
      const verb = error.key === 'validation.required' ? 'enter' : error.key === 'validation.chooseOption' ? 'choose' : undefined;
      return verb && text(`apiErrors.lots.${verb}`, { what: FIELD_NAMES[field] }, { what: `apiErrors.lots.fieldNames.${field}` });
    },
  });
}

/**
 * The images a lot may show: files this organisation uploaded (`orgs/<owner>/…`) or the lot's own
 * (`lots/<lotId>/…`), that exist in the store; duplicates dropped; priorities renumbered 1…n in
 * the order asked, so the order a person set is the order everyone sees.
 */
async function checkedAttachments(config: Pick<AppConfig, 'dataDir'>, input: ParkingLotInput, ownerOrgId: number, lotId: number | null) {
  if (input.attachments.length > MAX_IMAGES) throw badRequest(text('apiErrors.lots.tooManyImages', { max: MAX_IMAGES }), undefined, { field: 'attachments' });
  const ordered = input.attachments.map((attachment, index) => ({ ...attachment, index })).sort((a, b) => a.priority - b.priority || a.index - b.index);
  const seen = new Set<string>();
  const result: { imageFilePath: string; priority: number }[] = [];
  for (const attachment of ordered) {
    const object = parseObjectPath(attachment.imageFilePath);
    const mine = object && ((object.owner === 'orgs' && object.ownerId === ownerOrgId) || (object.owner === 'lots' && object.ownerId === lotId));
    const file = mine ? resolveInStore(config.dataDir, object.path) : undefined;
    if (!object || !file || !(await fileExists(file)))
      throw badRequest(text('apiErrors.lots.imageNotUploaded', { path: attachment.imageFilePath }), undefined, { field: 'attachments' });
    if (seen.has(object.path)) continue;
    seen.add(object.path);
    result.push({ imageFilePath: object.path, priority: result.length + 1 });
  }
  return result;
}

/** The lot's body schema: the one list of a lot's fields, which the stored row follows. */
const LOT_BODY = lots.createLot.body;
type OwnField = keyof repository.LotFields;
type FieldSchema = { anyOf?: { type?: unknown }[] };

/** The lot's own fields: every field of the body but its lists (amenities, images), which have tables of their own. */
const OWN_FIELDS = (Object.keys(LOT_BODY.properties) as (keyof ParkingLotInput)[]).filter(
  (field): field is OwnField => field !== 'amenities' && field !== 'attachments',
);
/** The fields a body may leave out: a PUT keeps their stored values, so a client that knows fewer fields erases none. */
const OPTIONAL_FIELDS = OWN_FIELDS.filter((field) => !(LOT_BODY.required as readonly string[]).includes(field));
/** The fields that may be null: left empty they are stored as null (no lot has a postal code of ''). */
const NULLABLE_FIELDS = new Set<OwnField>(
  OWN_FIELDS.filter((field) => (LOT_BODY.properties[field] as FieldSchema).anyOf?.some((member) => member.type === 'null')),
);

/**
 * The row as stored, field by field from the body schema: text trimmed, an empty or absent nullable
 * field null, the rest as sent; then the fields with a rule of their own.
 */
function normalised(input: ParkingLotInput): repository.LotFields & { amenities: string[] } {
  const fields: Record<string, unknown> = {};
  for (const field of OWN_FIELDS) {
    const value = typeof input[field] === 'string' ? (input[field] as string).trim() : input[field];
    fields[field] = NULLABLE_FIELDS.has(field) && (value === '' || value === undefined) ? null : value;
  }
  return {
    ...(fields as repository.LotFields),
    // Stored as the zone (an abbreviation sent by an older console resolved where the lot is).
    timeZone: lotTimeZoneOf(input.timeZone, input.country, input.region)!,
    status: input.status ?? 'Active',
    amenities: [...new Set(input.amenities.map((name) => name.trim()))],
  };
}

async function checked(db: Db, config: Pick<AppConfig, 'dataDir'>, input: ParkingLotInput, ownerOrgId: number, lotId: number | null) {
  checkRules(input);
  const fields = normalised(input);
  const unknown = await repository.unknownAmenities(db, fields.amenities);
  if (unknown.length) throw badRequest(text('apiErrors.lots.unknownAmenity', { names: unknown.join(', ') }), undefined, { field: 'amenities' });
  return { fields, attachments: await checkedAttachments(config, input, ownerOrgId, lotId) };
}

/** A lot the caller may change: the owner's own, or any for the platform; others 404 (fleets are refused by the 'parkingLots' rule). */
export async function writableLot(db: Db, org: ScopedOrg, lotId: number): Promise<ParkingLotDetail> {
  const scope = scopeFor(org);
  const lot = await repository.findLot(db, scope, lotId);
  if (!lot) throw notFound('Parking lot');
  return lot;
}

export async function getLot(db: Db, org: ScopedOrg, lotId: number): Promise<ParkingLotDetail> {
  const lot = await repository.findLot(db, scopeFor(org), lotId);
  if (!lot) throw notFound('Parking lot');
  return lot;
}

/** POST /api/parkingLots: in the current organisation, which must be a parking lot owner. All or nothing. */
export async function createLot(db: Db, config: Pick<AppConfig, 'dataDir'>, org: ScopedOrg, input: ParkingLotInput): Promise<ParkingLotDetail> {
  const scope = scopeFor(org);
  if (scope.kind !== 'owner') throw forbidden(text('apiErrors.lots.ownerOnly'));
  const { fields, attachments } = await checked(db, config, input, scope.orgId, null);
  const lotId = await db.transaction(async (tx) => {
    const id = await repository.insertLot(tx, scope.orgId, fields);
    await repository.replaceLotLists(tx, id, fields.amenities, attachments);
    return id;
  });
  return getLot(db, org, lotId);
}

/** PUT /api/parkingLots/{id}: the whole lot, lists included, in one transaction. */
export async function updateLot(db: Db, config: Pick<AppConfig, 'dataDir'>, org: ScopedOrg, lotId: number, input: ParkingLotInput): Promise<ParkingLotDetail> {
  const lot = await writableLot(db, org, lotId);
  const { fields, attachments } = await checked(db, config, keepOmitted(input, lot, OPTIONAL_FIELDS), lot.ownerOrgId, lotId);
  await db.transaction(async (tx) => {
    await repository.updateLot(tx, lotId, fields);
    await repository.replaceLotLists(tx, lotId, fields.amenities, attachments);
  });
  return getLot(db, org, lotId);
}

/** DELETE /api/parkingLots/{id}: refused while bookings still hold the lot; kept as Deleted for its history. */
export async function deleteLot(db: Db, org: ScopedOrg, lotId: number): Promise<void> {
  await writableLot(db, org, lotId);
  const holding = await repository.countFutureBookings(db, lotId);
  if (holding > 0) {
    throw conflict(text(holding === 1 ? 'apiErrors.lots.hasBooking' : 'apiErrors.lots.hasBookings', { count: holding }), 'LOT_HAS_BOOKINGS');
  }
  await repository.markLotDeleted(db, lotId);
}

/** The largest price a tier may have (minor units): a million in the lot's currency. */
const MAX_PRICE_MINOR = 100_000_000;

/**
 * PUT /api/parkingLots/{id}/prices: the whole price list, in the lot's currency, in one transaction.
 * A refusal names the entry it is about by its place in the list (`prices[2].amountMinor`), so a
 * form puts it under that price, whatever the message says.
 */
export async function replacePrices(db: Db, org: ScopedOrg, lotId: number, prices: { duration: string; amountMinor: number }[]): Promise<ParkingLotDetail> {
  await writableLot(db, org, lotId);
  const seen = new Set<string>();
  for (const [index, price] of prices.entries()) {
    const field = (name: 'duration' | 'amountMinor') => `prices[${index}].${name}`;
    if (!isDuration(price.duration))
      throw badRequest(text('apiErrors.lots.unknownDuration', { duration: price.duration }), undefined, { field: field('duration') });
    if (seen.has(price.duration)) throw badRequest(text('apiErrors.lots.pricedTwice', { duration: price.duration }), undefined, { field: field('duration') });
    seen.add(price.duration);
    if (!Number.isInteger(price.amountMinor) || price.amountMinor > MAX_PRICE_MINOR) {
      throw badRequest(text('apiErrors.lots.priceWholeCents', { duration: price.duration, max: MAX_PRICE_MINOR }), undefined, { field: field('amountMinor') });
    }
    refuseInvalid({ [field('amountMinor')]: validatePriceMinor(price.amountMinor) });
  }
  await db.transaction((tx) => repository.replacePrices(tx, lotId, prices));
  return getLot(db, org, lotId);
}
