import { randomBytes } from 'node:crypto';
import type { Language } from '@haulstop/shared/constants';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointInput as EndpointInput } from '@haulstop/shared/contracts/webhooks';
import { WEBHOOK_EVENT_TYPES } from '@haulstop/shared/permissions';
import type { AppConfig } from '../../config/env';
import type { Queryable } from '../../db/db';
import { badRequest, notFound, text } from '../../lib/errors';
import { availabilityNow } from '../availability/live';
import { pageWindow } from '../../lib/paging';
import type { OrgContext } from '../../plugins/app/authorization';
import * as repository from './repository';
import { refusedHost } from './sender';
import { newSecret } from './signing';

/** After a rotation the old secret keeps signing for this long, so receivers can switch without losing events. */
export const ROTATION_GRACE_HOURS = 24;

async function checkedUrl(config: AppConfig, raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badRequest(text('apiErrors.webhooks.urlFull'), undefined, { field: 'url' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(text('apiErrors.webhooks.urlScheme'), undefined, { field: 'url' });
  if (url.username || url.password) throw badRequest(text('apiErrors.webhooks.urlCredentials'), undefined, { field: 'url' });
  // Checked here (a literal address, or what the name resolves to now) and again after DNS at each delivery.
  if (await refusedHost(url, config.webhookAllowLoopback)) throw badRequest(text('apiErrors.webhooks.urlPrivate'), undefined, { field: 'url' });
  return url.toString();
}

const uniqueEvents = (events: string[]) => {
  const unique = [...new Set(events)];
  if (unique.length === 0) throw badRequest(text('apiErrors.webhooks.chooseEvent'), undefined, { field: 'events' });
  return unique;
};

/** The watched lots: each must be a bookable lot (what the public catalogue lists); repeats dropped. */
async function watchedLots(db: Queryable, ids: number[] | undefined): Promise<number[]> {
  const unique = [...new Set(ids ?? [])];
  if (unique.length === 0) return [];
  const bookable = new Set((await availabilityNow(db, unique)).map((lot) => lot.parkingLotId));
  const unknown = unique.filter((id) => !bookable.has(id));
  if (unknown.length > 0) throw badRequest(text('apiErrors.webhooks.lotsNotBookable', { ids: unknown.join(', ') }), undefined, { field: 'parkingLotIds' });
  return unique;
}

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/** An endpoint as answered: its instants as ISO text, as its definition types them. */
const visible = (row: repository.EndpointRow): WebhookEndpoint => ({
  ...row,
  failingSince: iso(row.failingSince),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A delivery as answered: its instants as ISO text (its attempts' are already text, built by the database). */
const deliveryOf = (row: repository.DeliveryRow): WebhookDelivery => ({
  ...row,
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: iso(row.nextAttemptAt),
  createdAt: row.createdAt.toISOString(),
});

export const listEndpoints = async (db: Queryable, org: OrgContext) => (await repository.listEndpoints(db, org.orgId)).map(visible);

/** A new endpoint; `language` is its maker's, the one its disabled-endpoint mail is written in. */
export async function createEndpoint(db: Queryable, config: AppConfig, org: OrgContext, input: EndpointInput, language: Language) {
  return visible(
    await repository.insertEndpoint(db, org.orgId, {
      url: await checkedUrl(config, input.url),
      events: uniqueEvents(input.events),
      parkingLotIds: await watchedLots(db, input.parkingLotIds),
      description: input.description?.trim() || null,
      enabled: input.enabled ?? true,
      secret: newSecret(),
      language,
    }),
  );
}

export async function updateEndpoint(db: Queryable, config: AppConfig, org: OrgContext, endpointId: number, input: EndpointInput) {
  const current = await repository.findEndpoint(db, org.orgId, endpointId);
  if (!current) throw notFound('Webhook endpoint');
  const row = await repository.updateEndpoint(db, org.orgId, endpointId, {
    url: await checkedUrl(config, input.url),
    events: uniqueEvents(input.events),
    parkingLotIds: input.parkingLotIds === undefined ? current.parkingLotIds : await watchedLots(db, input.parkingLotIds),
    description: input.description === undefined ? current.description : input.description?.trim() || null,
    enabled: input.enabled ?? current.enabled,
  });
  if (!row) throw notFound('Webhook endpoint');
  return visible(row);
}

export async function deleteEndpoint(db: Queryable, org: OrgContext, endpointId: number): Promise<void> {
  if (!(await repository.deleteEndpoint(db, org.orgId, endpointId))) throw notFound('Webhook endpoint');
}

export async function rotateSecret(db: Queryable, org: OrgContext, endpointId: number): Promise<{ secret: string }> {
  const secret = newSecret();
  if (!(await repository.rotateSecret(db, org.orgId, endpointId, secret, ROTATION_GRACE_HOURS))) throw notFound('Webhook endpoint');
  return { secret };
}

const newEventId = () => `msg_${randomBytes(16).toString('hex')}`;

/** Realistic data of each event type for the sandbox: the shapes of GET /api/reservations/{id} and GET /api/invoices/{id} (migration 240). */
function sampleData(type: string, org: OrgContext): { data: Record<string, unknown>; previous?: Record<string, unknown> } {
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 86_400_000);
  const now = new Date().toISOString();
  const payment = { paymentId: 2000001, method: 'CARD', status: 'Payment Success', amountMinor: 4500, currency: 'USD', failureCode: null, createdAt: now };
  const reservation = {
    reservationId: 1000001,
    status: 'Booked',
    paymentStatus: 'Payment Success',
    amountMinor: 4500,
    currency: 'USD',
    startAt: start.toISOString(),
    endAt: end.toISOString(),
    gateCode: '428193',
    parkingLotId: 1,
    parkingLotName: 'Sandbox Truck Stop',
    timeZone: 'America/Chicago',
    orgId: org.orgId,
    orgName: 'Your organisation',
    bookedByOrgId: null,
    bookedByOrgName: null,
    duration: '24 hrs',
    slots: 1,
    releasedSlots: 0,
    refundableMinor: 4500,
    discountMinor: 0,
    recurrenceStatus: null,
    entries: [{ sno: 1, driverId: null, assetId: null, driverName: null, assetLabel: null, gateStatus: 'NOT_ARRIVED', checkedInAt: null, checkedOutAt: null }],
    payments: [payment],
    taxLines: [],
    statusHistory: [{ status: 'Booked', paymentStatus: 'Payment Success', changedAt: now }],
    extensions: [] as Record<string, unknown>[],
  };
  switch (type) {
    case 'reservation.cancelled':
      return {
        data: {
          ...reservation,
          status: 'Cancelled',
          paymentStatus: 'Payment Refunded',
          gateCode: null,
          refundableMinor: 0,
          statusHistory: [...reservation.statusHistory, { status: 'Cancelled', paymentStatus: 'Payment Refunded', changedAt: now }],
        },
      };
    case 'reservation.extended':
      return {
        data: {
          ...reservation,
          endAt: new Date(end.getTime() + 86_400_000).toISOString(),
          amountMinor: 9000,
          extensions: [
            {
              duration: '24 hrs',
              startAt: end.toISOString(),
              endAt: new Date(end.getTime() + 86_400_000).toISOString(),
              slots: 1,
              subtotalMinor: 4500,
              amountMinor: 4500,
              extendedAt: now,
              extendedByName: 'Sandbox User',
            },
          ],
        },
        previous: { endAt: end.toISOString() },
      };
    case 'reservation.status_changed':
      return {
        data: {
          ...reservation,
          status: 'Upcoming',
          statusHistory: [...reservation.statusHistory, { status: 'Upcoming', paymentStatus: 'Payment Success', changedAt: now }],
        },
        previous: { status: 'Booked' },
      };
    case 'payment.succeeded':
      return { data: { ...payment, reservationId: reservation.reservationId } };
    case 'payment.failed':
      return { data: { ...payment, status: 'Payment Failed', failureCode: 'card_declined', reservationId: reservation.reservationId } };
    case 'vehicle.checked_in':
    case 'vehicle.checked_out': {
      const kind = type === 'vehicle.checked_in' ? 'CHECK_IN' : 'CHECK_OUT';
      return {
        data: {
          eventId: 5000001,
          reservationId: reservation.reservationId,
          sno: 1,
          parkingLotId: 1,
          kind,
          source: 'GATE_CODE',
          licensePlate: 'AB12345',
          at: now,
          gateStatus: kind === 'CHECK_IN' ? 'ON_LOT' : 'LEFT',
        },
      };
    }
    // The gate's consequences: the same fields as the events the gate and the status job send, so a partner builds against the sample.
    case 'reservation.no_show':
      return {
        data: {
          reservationId: reservation.reservationId,
          snos: [1],
          noShowAt: now,
          slotReleased: true,
          feeMinor: 4500,
          refundMinor: 0,
        },
      };
    case 'reservation.overstay_started':
      return {
        data: {
          reservationId: reservation.reservationId,
          sno: 1,
          endAt: end.toISOString(),
          overstayStartedAt: new Date(end.getTime() + 30 * 60_000).toISOString(),
        },
      };
    case 'overstay.charged':
      return {
        data: {
          chargeId: 6000001,
          reservationId: reservation.reservationId,
          sno: 1,
          parkingLotId: reservation.parkingLotId,
          kind: 'overstay',
          status: 'Payment Success',
          failureCode: null,
          fromAt: end.toISOString(),
          untilAt: new Date(end.getTime() + 6 * 3_600_000).toISOString(),
          taxableMinor: 1500,
          taxLines: [{ name: 'GST', rate: 50_000, amountMinor: 75 }],
          amountMinor: 1575,
          currency: reservation.currency,
        },
      };
    case 'availability.changed':
      return { data: { parkingLotId: 1, availableSlots: 7, totalSlots: 40 } };
    case 'invoice.issued':
      return {
        data: {
          invoiceId: 3000001,
          invoiceNumber: 'INV-SANDBOX-1',
          orgId: org.orgId,
          orgName: 'Your organisation',
          kind: 'consolidated',
          periodStart: '2026-10-01',
          periodEnd: '2026-10-31',
          dueDate: '2026-11-30',
          status: 'Unpaid',
          totalMinor: 4500,
          currency: 'USD',
          lines: [{ lineId: 4000001, description: 'Parking', amountMinor: 4500, reservationId: reservation.reservationId, kind: 'charge' }],
          payments: [],
          paidMinor: 0,
          balanceMinor: 4500,
        },
      };
    case 'reservation.created':
      return { data: reservation };
    default:
      return { data: { endpointId: 0, message: 'Haulstop test event' } };
  }
}

/**
 * The test button (`ping`) and the sandbox: one event of `type` with sample data, to this endpoint
 * only, delivered by the job like any other (signed, retried, logged).
 */
export async function sendTestEvent(db: Queryable, org: OrgContext, endpointId: number, type = 'ping'): Promise<{ deliveryId: number; eventId: string }> {
  if (type !== 'ping' && !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type))
    throw badRequest(text('apiErrors.webhooks.unknownEvent'), undefined, { field: 'type' });
  const endpoint = await repository.findEndpoint(db, org.orgId, endpointId);
  if (!endpoint) throw notFound('Webhook endpoint');
  const id = newEventId();
  const sample = type === 'ping' ? { data: { endpointId, message: 'Haulstop test event' } } : sampleData(type, org);
  const data = type === 'ping' ? sample.data : { ...sample.data, sandbox: true };
  const body = JSON.stringify({ id, type, createdAt: new Date().toISOString(), data, ...(sample.previous ? { previous: sample.previous } : {}) });
  const deliveryId = await repository.insertDirectEvent(db, endpointId, { id, type, body });
  return { deliveryId, eventId: id };
}

export async function listDeliveries(db: Queryable, org: OrgContext, query: { endpointId?: number; status?: string; page?: number; size?: number }) {
  const window = pageWindow(query);
  const { rows, total } = await repository.listDeliveries(db, org.orgId, {
    endpointId: query.endpointId,
    status: query.status,
    offset: window.offset,
    size: window.size,
  });
  return { content: rows.map(deliveryOf), totalElements: total, page: window.page, size: window.size };
}

export async function redeliver(db: Queryable, org: OrgContext, deliveryId: number): Promise<void> {
  if (!(await repository.redeliver(db, org.orgId, deliveryId))) throw notFound('Webhook delivery');
}
