import type { AccessAction, NamedResource } from './access';

/** What an API key may be granted (DESIGN §8): read or write per partner resource. */
export const API_KEY_SCOPES = [
  'availability:read',
  'reservations:read',
  'reservations:write',
  'fleet:read',
  'fleet:write',
  'invoices:read',
  'gate:read',
  'gate:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * The scopes an organisation's key may hold, by what the organisation does: a carrier or broker
 * books and runs a fleet; a lot owner reads its lots and their bookings and runs its gates.
 * @example apiKeyScopesFor('PARKING_LOT_OWNER').includes('gate:write') === true
 */
export function apiKeyScopesFor(orgType: string | null | undefined, isPlatformOrg = false): readonly ApiKeyScope[] {
  if (isPlatformOrg) return API_KEY_SCOPES;
  if (orgType === 'PARKING_LOT_OWNER') return ['availability:read', 'reservations:read', 'gate:read', 'gate:write'];
  if (orgType === 'CARRIER' || orgType === 'BROKER')
    return ['availability:read', 'reservations:read', 'reservations:write', 'fleet:read', 'fleet:write', 'invoices:read'];
  return [];
}

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = 'hs_';

/** Webhook event types (DESIGN §8); `ping` is only sent by the test button. */
export const WEBHOOK_EVENT_TYPES = [
  'reservation.created',
  'reservation.cancelled',
  'reservation.extended',
  'reservation.status_changed',
  'payment.succeeded',
  'payment.failed',
  'invoice.issued',
  'availability.changed',
  'reservation.no_show',
  'reservation.overstay_started',
  'overstay.charged',
  'vehicle.checked_in',
  'vehicle.checked_out',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const READ_WRITE = (read: ApiKeyScope, write: ApiKeyScope | null): Partial<Record<AccessAction, ApiKeyScope>> => ({
  view: read,
  ...(write ? { create: write, edit: write, delete: write } : {}),
});

/**
 * The scope a rule of the access table needs when the caller is an API key. A resource that is not
 * here (settings, API keys themselves, webhooks, the platform's work) is never open to a key.
 */
const SCOPE_OF: Partial<Record<NamedResource, Partial<Record<AccessAction, ApiKeyScope>>>> = {
  availability: READ_WRITE('availability:read', null),
  parkingLots: { view: 'availability:read' },
  catalogues: { view: 'availability:read' },
  bookings: READ_WRITE('reservations:read', 'reservations:write'),
  reservation: READ_WRITE('reservations:read', 'reservations:write'),
  paymentMethods: { view: 'reservations:read' },
  drivers: READ_WRITE('fleet:read', 'fleet:write'),
  assets: READ_WRITE('fleet:read', 'fleet:write'),
  invoices: { view: 'invoices:read' },
  gateEvents: { view: 'gate:read', create: 'gate:write' },
  gatePolicy: { view: 'gate:read' },
};

/**
 * Whether a key with `scopes` may call a route with this access rule (asked on top of canAccess).
 * @example apiKeyAllows(['reservations:read'], 'bookings', 'create') === false
 */
export function apiKeyAllows(scopes: readonly string[], resource: NamedResource | string, action: AccessAction): boolean {
  const needed = SCOPE_OF[resource as NamedResource]?.[action];
  return needed !== undefined && scopes.includes(needed);
}
