import type { LotAvailabilityChange } from '@haulstop/shared/contracts';
import type { Db, Queryable } from '../../db/db';
import { AVAILABLE_SLOTS_NOW, LOT_RULES } from '../lots/lot-sql';

/** One lot's count as the live feed sends it. */
export type LotAvailabilityNow = LotAvailabilityChange;

/** The channel migration 052's triggers notify with a lot id. */
export const AVAILABILITY_CHANNEL = 'lot_availability';
/** Changes to one lot within this window are read and sent once (a burst of bookings, one query). */
const COALESCE_MS = 50;

/** Free slots now of the given lots, for the bookable ones (an inactive or deleted lot is not public). */
export async function availabilityNow(db: Queryable, lotIds: readonly number[]): Promise<LotAvailabilityNow[]> {
  if (lotIds.length === 0) return [];
  const { rows } = await db.query<LotAvailabilityNow>(
    `SELECT l.id AS "parkingLotId", ${AVAILABLE_SLOTS_NOW} AS "availableSlots", l.total_slots AS "totalSlots"
       FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id
      WHERE l.id = ANY($1::int[]) AND ${LOT_RULES.fleet}
      ORDER BY l.id`,
    [lotIds],
  );
  return rows;
}

export interface AvailabilityFeed {
  /**
   * Calls `send` with each change from the moment this resolves (the database is then listening),
   * never before; returns the unsubscribe function.
   */
  subscribe(send: (change: LotAvailabilityNow) => void): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * The live free-slot feed: the database notifies a lot id after each committed change
 * (migration 052), this reads the lot's count once and sends it to every subscriber. It listens
 * only while someone subscribes, and works the same on every replica, since each hears every
 * NOTIFY.
 */
export function createAvailabilityFeed(db: Db, onError: (error: unknown) => void): AvailabilityFeed {
  // A subscriber waiting for LISTEN is counted (so the last reader leaving meanwhile does not stop
  // the listener it waits for) but not sent to: a batch read for an earlier notification would
  // reach it before the stream's headers, and its reader would be told it is live before the
  // database listens (a change committed in that gap was never heard; seen under load).
  const subscribers = new Map<(change: LotAvailabilityNow) => void, { live: boolean }>();
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let listening: Promise<() => Promise<void>> | null = null;

  const flush = async () => {
    timer = null;
    const ids = [...pending];
    pending.clear();
    for (const change of await availabilityNow(db, ids)) for (const [send, { live }] of subscribers) if (live) send(change);
  };
  const onNotify = (payload: string) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    pending.add(id);
    timer ??= setTimeout(() => void flush().catch(onError), COALESCE_MS);
  };
  const stopListening = async () => {
    const stop = listening;
    listening = null;
    if (stop) await (await stop)();
  };

  return {
    async subscribe(send) {
      const state = { live: false };
      subscribers.set(send, state);
      const unsubscribe = () => {
        subscribers.delete(send);
        if (subscribers.size === 0) void stopListening().catch(onError);
      };
      const attempt = (listening ??= db.listen(AVAILABILITY_CHANNEL, onNotify));
      try {
        await attempt;
      } catch (error) {
        // LISTEN refused: forget the failed attempt so the next reader tries again.
        if (listening === attempt) listening = null;
        unsubscribe();
        throw error;
      }
      state.live = true;
      return unsubscribe;
    },
    async close() {
      subscribers.clear();
      if (timer) clearTimeout(timer);
      await stopListening();
    },
  };
}
