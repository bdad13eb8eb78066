import { createHash, randomBytes } from 'node:crypto';
import { RESERVATION_DURATIONS, type Language } from '@haulstop/shared/constants';
import type { GateEventKind, Trip, TripExtensionRequestResult, TripSettings } from '@haulstop/shared/contracts';
import type { PermissionContext } from '@haulstop/shared/permissions';
import { gateCodeFrom, isGateCodeVisible, tripLinkExpiry } from '@haulstop/shared/rules';
import { intlZone, zoneAbbreviation } from '@haulstop/shared/time';
import type { Db, Queryable } from '../../db/db';
import { AppError, badRequest, notFound, text } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import type { Job } from '../../jobs/scheduler';
import { extendBooking } from '../booking/changes';
import type { BookingCaller } from '../booking/service';
import { recordEvent } from '../gate/service';
import type { PaymentGateway } from '../payments/gateway';
import type { Mailer } from '../mail/mailer';
import * as repository from './repository';
import type { SmsSender } from './sms';

/** A trip link's token: 32 random bytes, base64url; only its sha256 (base64url) is stored. */
export const tripTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

const LANGUAGES: readonly string[] = ['en', 'fr', 'es'];
const languageOf = (language: string | null): Language => (language && LANGUAGES.includes(language) ? (language as Language) : 'en');

/** A moment at the lot, in its clock with its zone's label, in the reader's language. */
function lotTime(instant: Date, zone: string, language: string): string {
  const when = new Intl.DateTimeFormat(language, { timeZone: intlZone(zone, instant), dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  return `${when} ${zoneAbbreviation(instant, zone)}`;
}

/** A link ready to send, once the transaction that stored its hash has committed. */
interface Outgoing {
  token: string;
  link: DueLinkWithUrl;
}
type DueLinkWithUrl = repository.DueLink & { url: string };

export const TRIP_LINK_JOB = 'trip-links';
/** How often confirmed bookings are looked at for drivers without a link (and stale links revoked). */
const EVERY_MS = 15_000;
const BATCH = 200;

/**
 * Revokes the links that no longer stand, then makes one for each slot with a driver of a
 * confirmed booking (however it was confirmed: at booking, when a bank payment settled, on retry)
 * and, after commit, mails it to the driver and, where the driver has a phone, sends it by SMS.
 */
export async function issueTripLinks(tx: Queryable, consoleUrl: string, now: Date): Promise<Outgoing[]> {
  await repository.revokeStale(tx, now);
  await repository.followEnds(tx);
  const out: Outgoing[] = [];
  for (const due of await repository.dueLinks(tx, now, BATCH)) {
    const token = newToken();
    const stored = await repository.insertLink(tx, {
      reservationId: due.reservationId,
      sno: due.sno,
      driverId: due.driverId,
      tokenHash: tripTokenHash(token),
      expiresAt: tripLinkExpiry(due.endAt),
    });
    if (stored) out.push({ token, link: { ...due, url: `${consoleUrl}/trip/${token}` } });
  }
  return out;
}

/** Tells each driver of its new link; a failed send is logged, never undoes the link. */
export async function sendTripLinks(mailer: Mailer, sms: SmsSender, outgoing: readonly Outgoing[], log: (error: unknown) => void): Promise<void> {
  for (const { link } of outgoing) {
    const language = languageOf(link.language);
    const window = `${lotTime(new Date(link.startAt), link.timeZone, language)} – ${lotTime(new Date(link.endAt), link.timeZone, language)}`;
    try {
      if (link.email)
        await mailer.sendMail({
          to: link.email,
          language,
          template: 'tripLink',
          data: { firstName: link.firstName, lotName: link.lotName, window, link: link.url },
        });
      if (link.phone) await sms.send({ to: link.phone, text: translate(language, 'trips.sms', { lotName: link.lotName, window, link: link.url }) });
    } catch (error) {
      log(error);
    }
  }
}

export function tripLinkJob(deps: { consoleUrl: string; mailer: Mailer; sms: SmsSender; log: (error: unknown) => void }): Job {
  return {
    name: TRIP_LINK_JOB,
    everyMs: EVERY_MS,
    run: (tx, now) => issueTripLinks(tx, deps.consoleUrl, now),
    afterCommit: (result) => sendTripLinks(deps.mailer, deps.sms, result as Outgoing[], deps.log),
  };
}

/** GET /api/trips/{token}: the driver's trip; the gate code only from gateCodeFrom until the end. */
function tripOf(row: repository.TripRow, now: Date): Trip {
  const policy = { codeVisibleBeforeMinutes: row.codeVisibleBeforeMinutes };
  return {
    reservationId: row.reservationId,
    sno: row.sno,
    lot: {
      parkingLotId: row.lotId,
      name: row.name,
      address: row.address,
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: row.timeZone,
      instructions: row.instructions,
    },
    startAt: new Date(row.startAt).toISOString(),
    endAt: new Date(row.endAt).toISOString(),
    status: row.status,
    gateStatus: row.gateStatus,
    gateCode: isGateCodeVisible(row.startAt, row.endAt, now, policy) ? row.gateCode : null,
    gateCodeFrom: gateCodeFrom(row.startAt, policy).toISOString(),
    driver: { firstName: row.driverFirstName },
    asset: row.hasAsset ? { licensePlate: row.licensePlate, make: row.make } : null,
    checkedInAt: row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null,
    checkedOutAt: row.checkedOutAt ? new Date(row.checkedOutAt).toISOString() : null,
  };
}

async function liveTrip(db: Queryable, token: string, now: Date): Promise<repository.TripRow> {
  const row = await repository.findTrip(db, tripTokenHash(token), now);
  if (!row) throw notFound('Trip');
  return row;
}

export async function getTrip(db: Db, token: string, now = new Date()): Promise<Trip> {
  return tripOf(await liveTrip(db, token, now), now);
}

/**
 * POST /api/trips/{token}/checkIn and /checkOut: the driver's own report, decided and recorded as
 * every gate event is (source DRIVER_LINK). A refusal is recorded too, then answered 409 with why.
 */
export async function reportAtGate(db: Db, token: string, kind: GateEventKind, now = new Date()): Promise<Trip> {
  const row = await liveTrip(db, token, now);
  const event = await db.transaction((tx) =>
    recordEvent(tx, {
      lotId: row.lotId,
      ownerOrgId: row.ownerOrgId,
      kind,
      source: 'DRIVER_LINK',
      target: { by: 'LINK', reservationId: row.reservationId, sno: row.sno },
      at: now,
      actor: { userId: null, apiKeyId: null },
      idempotencyKey: null,
    }),
  );
  if (event.decision === 'REFUSED') throw new AppError(409, event.reason ?? 'REFUSED', text(`apiErrors.trips.refused.${event.reason ?? 'CANCELLED'}`));
  return getTrip(db, token, now);
}

/**
 * The extension a driver asked for, paid at once as the organisation allowed: the one booking
 * extension (the lot's price for every slot, its taxes, the window checked for free slots, charged
 * on the booking's payment method through the gateway), made in the organisation's name by its
 * standing choice. Answers the new end, or null when the extension is refused (the slot is taken
 * after the end, the charge is declined, nothing to charge): the organisation is then asked.
 * The page's Idempotency-Key names the attempt, so a request sent again after a lost answer is one
 * extension; without one, a request for the same end and duration is the same extension.
 */
async function payExtension(db: Db, gateway: PaymentGateway, row: repository.TripRow, duration: string, attempt: string | undefined): Promise<string | null> {
  const caller: BookingCaller = {
    orgId: row.orgId,
    isPlatformOrg: false,
    // The organisation's admins chose that their drivers' extra time is paid: the extension is theirs.
    ctx: { orgType: row.orgType as PermissionContext['orgType'], saasOrgId: row.orgId, role: 'admin', isOrgNetworkConfigEnabled: false },
    userId: null,
  };
  const key = `trip-extension:${row.reservationId}:${attempt ?? `${new Date(row.endAt).toISOString()}:${duration}`}`;
  try {
    const { body } = await extendBooking(db, gateway, caller, row.reservationId, { duration }, key);
    return body.endAt;
  } catch (error) {
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) return null;
    throw error;
  }
}

/**
 * POST /api/trips/{token}/extensionRequest: the driver asks for more time. When the booking's
 * organisation allowed it, the booking is extended at once and paid by its payment method
 * (EXTENDED, the new end); otherwise, or when that extension is refused, the organisation's admins
 * are asked by mail and extend from the console (REQUESTED, the end unchanged).
 */
export async function requestExtension(
  db: Db,
  gateway: PaymentGateway,
  mailer: Mailer,
  consoleUrl: string,
  token: string,
  duration: string,
  attempt?: string,
  now = new Date(),
): Promise<TripExtensionRequestResult> {
  const row = await liveTrip(db, token, now);
  if (!(RESERVATION_DURATIONS as readonly string[]).includes(duration))
    throw badRequest(text('validation.chooseOption'), 'VALIDATION_FAILED', { field: 'duration' });
  if (row.paysDriverExtensions) {
    const endAt = await payExtension(db, gateway, row, duration, attempt);
    if (endAt) return { outcome: 'EXTENDED', endAt: new Date(endAt).toISOString() };
  }
  const link = `${consoleUrl}/reservations/${row.reservationId}`;
  for (const to of await repository.adminEmails(db, row.orgId)) {
    await mailer.sendMail({ to, language: 'en', template: 'tripExtensionRequest', data: { driverName: row.driverName, lotName: row.name, duration, link } });
  }
  return { outcome: 'REQUESTED', endAt: new Date(row.endAt).toISOString() };
}

/** GET /api/organization/{saasOrgId}/tripSettings: the current organisation's (the route checks the id is it). */
export async function getTripSettings(db: Queryable, org: { orgId: number }): Promise<TripSettings> {
  return { payDriverExtensions: await repository.paysDriverExtensions(db, org.orgId) };
}

/** PUT /api/organization/{saasOrgId}/tripSettings: its admins (the route's rule). */
export async function saveTripSettings(db: Queryable, org: { orgId: number }, input: TripSettings): Promise<TripSettings> {
  await repository.setPaysDriverExtensions(db, org.orgId, input.payDriverExtensions);
  return getTripSettings(db, org);
}
