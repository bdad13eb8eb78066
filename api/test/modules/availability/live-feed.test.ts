import type { Db } from '../../../src/db/db';
import { createAvailabilityFeed, type LotAvailabilityNow } from '../../../src/modules/availability/live';
import { createTestContext, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * The file's database, whose LISTEN can be held back (a slow connection under load) and whose
 * notifications can be watched as they reach the feed.
 */
function slowListenDb() {
  let open = () => undefined as void;
  let gate = Promise.resolve();
  let watch: (payload: string) => void = () => undefined;
  const db: Db = {
    ...ctx.db,
    listen: async (channel, onMessage) => {
      await gate;
      return ctx.db.listen(channel, (payload) => {
        onMessage(payload);
        watch(payload);
      });
    },
  };
  return {
    db,
    /** From now on LISTEN waits until the returned function is called. */
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => open();
    },
    /** Calls `then` once, just after the feed has taken the next notification. */
    afterNextNotification: (then: () => void) => {
      watch = () => {
        watch = () => undefined;
        then();
      };
    },
  };
}

const lotId = async () => (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE status = 'Active' ORDER BY id LIMIT 1`)).rows[0].id;
const touch = (id: number) => ctx.db.query('UPDATE parking_lots SET total_slots = total_slots WHERE id = $1', [id]);
const until = async (done: () => boolean, what: string) => {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) throw new Error(`waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the live feed sends a reader nothing before it is listening', () => {
  test('a reader whose LISTEN is still on its way gets no change read for an earlier notification, and every change after', async () => {
    const { db, hold, afterNextNotification } = slowListenDb();
    const errors: unknown[] = [];
    const feed = createAvailabilityFeed(db, (error) => errors.push(error));
    const lot = await lotId();
    try {
      // A first reader is listening; a change is notified, and the reader leaves as soon as the
      // feed has the notification, before the feed reads and sends it (its 50 ms batch).
      const leave = await feed.subscribe(() => undefined);
      const left = new Promise<void>((resolve) => afterNextNotification(() => resolve(leave())));
      await touch(lot);
      await left;

      // A second reader arrives while the new LISTEN waits (a slow connection).
      const open = hold();
      const second: { change: LotAvailabilityNow; live: boolean }[] = [];
      let live = false;
      const subscribed = feed.subscribe((change) => second.push({ change, live }));
      // The earlier batch is read and sent meanwhile, to whoever the feed counts as live.
      await new Promise((resolve) => setTimeout(resolve, 300));
      open();
      const stop = await subscribed;
      live = true;
      expect(second.filter((event) => !event.live)).toEqual([]);

      // Once subscribed, a change is heard.
      await touch(lot);
      await until(() => second.some((event) => event.change.parkingLotId === lot), 'the change after subscribing');
      expect(second.filter((event) => !event.live)).toEqual([]);
      stop();
    } finally {
      await feed.close();
    }
    expect(errors).toEqual([]);
  });

  test('a LISTEN that fails is not kept: the next reader listens again and hears changes', async () => {
    let fail = true;
    const db: Db = {
      ...ctx.db,
      listen: async (channel, onMessage) => {
        if (fail) throw new Error('connection refused');
        return ctx.db.listen(channel, onMessage);
      },
    };
    const feed = createAvailabilityFeed(db, () => undefined);
    const lot = await lotId();
    try {
      await expect(feed.subscribe(() => undefined)).rejects.toThrow('connection refused');
      fail = false;
      const heard: LotAvailabilityNow[] = [];
      const stop = await feed.subscribe((change) => heard.push(change));
      await touch(lot);
      await until(() => heard.some((change) => change.parkingLotId === lot), 'a change after a failed LISTEN');
      stop();
    } finally {
      await feed.close();
    }
  });
});
