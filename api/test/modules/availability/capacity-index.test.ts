import { CAPACITY_HOLDING_STATUSES } from '@haulstop/shared/constants';
import { createTestContext, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('the free-slot index (migration 105) holds exactly the reservations whose status holds capacity, so every free-slot count can use it', async () => {
  const { rows } = await ctx.db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'reservations_holding_window_idx'`);
  expect(rows).toHaveLength(1);
  const predicate = rows[0].indexdef.slice(rows[0].indexdef.indexOf(' WHERE '));
  const statuses = [...predicate.matchAll(/'([^']+)'::text/g)].map((match) => match[1]);
  expect(statuses.sort()).toEqual([...CAPACITY_HOLDING_STATUSES].sort());
  expect(rows[0].indexdef).toMatch(/\(lot_id, end_at, start_at\) INCLUDE \(slots\)/);
});
