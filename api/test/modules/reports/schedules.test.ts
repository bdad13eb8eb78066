import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { outboxDir } from '../../../src/modules/mail/mailer';
import { schedulePeriod } from '../../../src/modules/reports/schedules';
import { createTestContext, DEMO_USERS, ORG, type TestContext } from '../../helpers/test-app';

/*
 * Issue 22 "Scheduled reports: any report, with its filters, mailed as CSV daily, weekly or monthly
 * to chosen addresses of the organisation (through the existing mailer; .eml in the outbox
 * locally), with an unsubscribe link; a job guarded by its advisory lock like the others."
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function outbox() {
  const dir = outboxDir(ctx.config.dataDir);
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => simpleParser(readFileSync(path.join(dir, file)))));
}

const schedule = (user: Parameters<TestContext['as']>[0], orgId: number, payload: Record<string, unknown>) =>
  ctx.as(user, { method: 'POST', url: '/api/reportSchedules', orgId, payload });

describe('/api/reportSchedules', () => {
  test('"any report, with its filters, mailed as CSV" to members of the organisation, with an unsubscribe link that works', async () => {
    const created = await schedule('owner', ORG.prairie, {
      report: 'parkingLots',
      query: { sort: 'grossMinor,desc' },
      frequency: 'DAILY',
      recipients: [DEMO_USERS.owner, DEMO_USERS.manager.toUpperCase()],
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      report: 'parkingLots',
      frequency: 'DAILY',
      query: { sort: 'grossMinor,desc' },
      recipients: [DEMO_USERS.manager, DEMO_USERS.owner].sort(),
    });
    const listed = (await ctx.as('owner', { url: '/api/reportSchedules', orgId: ORG.prairie })).json();
    expect(listed.map((s: { scheduleId: number }) => s.scheduleId)).toContain(body.scheduleId);

    // The job, at the next run: one mail per recipient, the CSV of yesterday attached, equal to the report's own CSV.
    const runAt = new Date(Date.parse(body.nextRunAt) + 60_000);
    expect(await ctx.app.scheduler.runNow('report-schedules', runAt)).toBe(true);
    const mails = await outbox();
    expect(mails.map((m) => (Array.isArray(m.to) ? m.to[0].text : m.to?.text)).sort()).toEqual([DEMO_USERS.manager, DEMO_USERS.owner].sort());
    const zone = (await ctx.db.query<{ zone: string }>('SELECT time_zone AS zone FROM parking_lots WHERE owner_org_id = $1 ORDER BY id LIMIT 1', [ORG.prairie]))
      .rows[0].zone;
    const period = schedulePeriod('DAILY', zone, runAt);
    const expected = (
      await ctx.as('owner', { url: `/api/reports/parkingLots/csv?from=${period.from}&to=${period.to}&sort=grossMinor,desc`, orgId: ORG.prairie })
    ).body;
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0].contentType).toMatch(/^text\/csv/);
      expect(mail.attachments[0].content.toString('utf8')).toBe(expected);
    }
    const managerMail = mails.find((m) => (Array.isArray(m.to) ? m.to[0].text : m.to?.text) === DEMO_USERS.manager)!;
    const link = /https?:\/\/\S+unsubscribe\?token=\S+/.exec(managerMail.text ?? '')![0];
    const unsubscribed = await ctx.app.inject({ url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(unsubscribed.json()).toEqual({ unsubscribed: true });
    const after = (await ctx.as('owner', { url: '/api/reportSchedules', orgId: ORG.prairie })).json();
    expect(after.find((s: { scheduleId: number }) => s.scheduleId === body.scheduleId).recipients).toEqual([DEMO_USERS.owner]);

    // The next day's run mails only the one still subscribed; the schedule moved on by a day.
    const next = after.find((s: { scheduleId: number }) => s.scheduleId === body.scheduleId);
    expect(Date.parse(next.nextRunAt)).toBeGreaterThan(runAt.getTime());
    expect(await ctx.app.scheduler.runNow('report-schedules', new Date(Date.parse(next.nextRunAt) + 60_000))).toBe(true);
    expect((await outbox()).length).toBe(mails.length + 1);
    expect((await ctx.app.inject({ url: '/api/reportSchedules/unsubscribe?token=nothing-of-the-kind-here' })).statusCode).toBe(404);
  });

  test('recipients are members of the organisation; a filter that gives no answer is a 400 now', async () => {
    expect((await schedule('owner', ORG.prairie, { report: 'parkingLots', frequency: 'WEEKLY', recipients: [DEMO_USERS.carrier] })).statusCode).toBe(400);
    expect((await schedule('owner', ORG.prairie, { report: 'parkingLots', frequency: 'WEEKLY', recipients: ['not-an-email'] })).statusCode).toBe(400);
    expect(
      (await schedule('owner', ORG.prairie, { report: 'parkingLots', query: { sort: 'nothing,asc' }, frequency: 'WEEKLY', recipients: [DEMO_USERS.owner] }))
        .statusCode,
    ).toBe(400);
    expect((await schedule('owner', ORG.prairie, { report: 'parkingLots', frequency: 'HOURLY', recipients: [DEMO_USERS.owner] })).statusCode).toBe(400);
  });

  test('"nobody schedules a report he may not read": a carrier\'s lot report, an owner\'s drivers → 403', async () => {
    expect((await schedule('carrier', ORG.northline, { report: 'parkingLots', frequency: 'MONTHLY', recipients: [DEMO_USERS.carrier] })).statusCode).toBe(403);
    expect((await schedule('owner', ORG.prairie, { report: 'drivers', frequency: 'MONTHLY', recipients: [DEMO_USERS.owner] })).statusCode).toBe(403);
    expect(
      (await schedule('carrier', ORG.northline, { report: 'assets', frequency: 'MONTHLY', recipients: [DEMO_USERS.carrier, DEMO_USERS.dispatch] })).statusCode,
    ).toBe(201);
  });

  test("DELETE: another organisation's schedule → 404; its own → 204", async () => {
    const created = (await schedule('broker', ORG.eastbound, { report: 'reconciliation', frequency: 'WEEKLY', recipients: [DEMO_USERS.broker] })).json();
    expect((await ctx.as('owner', { method: 'DELETE', url: `/api/reportSchedules/${created.scheduleId}`, orgId: ORG.prairie })).statusCode).toBe(404);
    expect((await ctx.as('owner', { url: '/api/reportSchedules', orgId: ORG.prairie })).json().map((s: { scheduleId: number }) => s.scheduleId)).not.toContain(
      created.scheduleId,
    );
    expect((await ctx.as('broker', { method: 'DELETE', url: `/api/reportSchedules/${created.scheduleId}`, orgId: ORG.eastbound })).statusCode).toBe(204);
  });

  test('periods: daily is yesterday, weekly the 7 days to Monday, monthly last month (at the clock given)', () => {
    const now = new Date('2026-03-18T15:00:00Z'); // a Wednesday
    expect(schedulePeriod('DAILY', 'UTC', now)).toMatchObject({ from: '2026-03-17', to: '2026-03-18' });
    expect(schedulePeriod('WEEKLY', 'UTC', now)).toMatchObject({ from: '2026-03-09', to: '2026-03-16' });
    expect(schedulePeriod('MONTHLY', 'UTC', now)).toMatchObject({ from: '2026-02-01', to: '2026-03-01' });
    expect(schedulePeriod('MONTHLY', 'UTC', new Date('2026-01-05T00:00:00Z'))).toMatchObject({ from: '2025-12-01', to: '2026-01-01' });
  });
});
