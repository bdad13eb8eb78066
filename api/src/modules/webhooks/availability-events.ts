import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import { availabilityNow } from '../availability/live';
import * as repository from './repository';

export const AVAILABILITY_JOB = 'webhook-availability';
/** How often watched lots are read: the live feed, coalesced — a burst of bookings is one event per lot. */
const EVERY_MS = 10_000;

/**
 * availability.changed: for each enabled endpoint that wants it, each watched lot whose
 * free slots now differ from what that endpoint was last sent gets one event (the live feed's
 * fields: parkingLotId, availableSlots, totalSlots), through the outbox like every event, and the
 * count sent is remembered in the same transaction. A lot no longer bookable sends nothing.
 * Answers how many events it wrote.
 */
export async function emitAvailabilityChanges(tx: Queryable, now = new Date()): Promise<number> {
  const watches = await repository.availabilityWatches(tx);
  if (watches.length === 0) return 0;
  const lots = await availabilityNow(tx, [...new Set(watches.flatMap((w) => w.parkingLotIds))]);
  const byLot = new Map(lots.map((lot) => [lot.parkingLotId, lot]));
  const sent = await repository.availabilitySent(
    tx,
    watches.map((w) => w.endpointId),
  );
  let written = 0;
  for (const { endpointId, parkingLotIds } of watches) {
    for (const lotId of parkingLotIds) {
      const lot = byLot.get(lotId);
      if (!lot || sent.get(`${endpointId}:${lotId}`) === lot.availableSlots) continue;
      const id = `msg_${randomBytes(16).toString('hex')}`;
      const body = JSON.stringify({ id, type: 'availability.changed', createdAt: now.toISOString(), data: lot });
      await repository.insertDirectEvent(tx, endpointId, { id, type: 'availability.changed', body });
      await repository.recordAvailabilitySent(tx, endpointId, lotId, lot.availableSlots);
      written += 1;
    }
  }
  return written;
}

/** The job: one replica at a time (its advisory lock), every 10 s; the delivery job sends what it writes. */
export const availabilityWebhookJob = (): Job => ({ name: AVAILABILITY_JOB, everyMs: EVERY_MS, run: (tx, now) => emitAvailabilityChanges(tx, now) });
