import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { outboxDir } from '../../../src/modules/mail/mailer';
import { addDays } from '../../../src/modules/reports/range';
import { schedulePeriod } from '../../../src/modules/reports/schedules';
import { createTestContext, DEMO_USERS, ORG, type TestContext } from '../../helpers/test-app';

/*
 * "Scheduled reports: any report, with its filters, mailed as CSV daily, weekly or monthly
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

const prairieZone = async () =>
  (await ctx.db.query<{ zone: string }>('SELECT time_zone AS zone FROM parking_lots WHERE owner_org_id = $1 ORDER BY id LIMIT 1', [ORG.prairie])).rows[0].zone;

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
    // RFC 8058: the mail carries the same address as List-Unsubscribe, with one-click POST.
    const header = (name: string) => managerMail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Following the link changes nothing (scanners and previews follow links); the one-click POST unsubscribes.
    const path = link.replace(/^https?:\/\/[^/]+/, '');
    expect((await ctx.app.inject({ url: path })).json()).toEqual({ unsubscribed: false });
    const stillThere = (await ctx.as('owner', { url: '/api/reportSchedules', orgId: ORG.prairie })).json();
    expect(stillThere.find((s: { scheduleId: number }) => s.scheduleId === body.scheduleId).recipients).toContain(DEMO_USERS.manager);
    const unsubscribed = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ unsubscribed: true });
    expect((await ctx.app.inject({ url: path })).json()).toEqual({ unsubscribed: true });
    const after = (await ctx.as('owner', { url: '/api/reportSchedules', orgId: ORG.prairie })).json();
    expect(after.find((s: { scheduleId: number }) => s.scheduleId === body.scheduleId).recipients).toEqual([DEMO_USERS.owner]);

    // The next day's run mails only the one still subscribed; the schedule moved on by a day.
    const next = after.find((s: { scheduleId: number }) => s.scheduleId === body.scheduleId);
    expect(Date.parse(next.nextRunAt)).toBeGreaterThan(runAt.getTime());
    expect(await ctx.app.scheduler.runNow('report-schedules', new Date(Date.parse(next.nextRunAt) + 60_000))).toBe(true);
    expect((await outbox()).length).toBe(mails.length + 1);
    expect((await ctx.app.inject({ url: '/api/reportSchedules/unsubscribe?token=nothing-of-the-kind-here' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/reportSchedules/unsubscribe?token=nothing-of-the-kind-here' })).statusCode).toBe(404);
  });

  test('a schedule made in French is mailed in French — subject, body, period, unsubscribe text, the header row of the CSV', async () => {
    const created = await ctx.as('owner', {
      method: 'POST',
      url: '/api/reportSchedules',
      orgId: ORG.prairie,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      payload: { report: 'parkingLots', frequency: 'MONTHLY', recipients: [DEMO_USERS.owner] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().language).toBe('fr');
    const before = (await outbox()).length;
    const runAt = new Date(Date.parse(created.json().nextRunAt) + 60_000);
    expect(await ctx.app.scheduler.runNow('report-schedules', runAt)).toBe(true);
    // The first test's daily schedule is due too, in English: this one is the mail of this schedule's period.
    const mails = (await outbox()).slice(before);
    const period = schedulePeriod('MONTHLY', await prairieZone(), runAt);
    const mine = mails.filter((m) => m.attachments[0]?.filename === `parkingLots-${period.from}.csv`);
    expect(mine).toHaveLength(1);
    const [mail] = mine;
    const month = new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(new Date(`${period.from}T00:00:00Z`));
    expect(mail.subject).toBe(`Haulstop : Rapport des stationnements (1–${Number(addDays(period.to, -1).slice(8))} ${month} ${period.from.slice(0, 4)})`);
    expect(mail.text).toContain('En pièce jointe (CSV) : Rapport des stationnements de ');
    expect(mail.text).toContain("Vous le recevez parce qu'un membre de l'organisation l'a programmé.");
    expect(mail.text).toMatch(/Ne plus recevoir ce rapport: https?:\/\/\S+unsubscribe\?token=/);
    expect(mail.html).toContain('<html lang="fr">');
    // The link, followed in a browser: a page in French that asks first; its button posts the one-click form.
    const link = /https?:\/\/\S+unsubscribe\?token=\S+/.exec(mail.text ?? '')![0];
    const html = { accept: 'text/html,application/xhtml+xml' };
    const page = await ctx.app.inject({ url: link.replace(/^https?:\/\/[^/]+/, ''), headers: html });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Ne plus recevoir ce rapport programmé à cette adresse ?');
    expect(page.body).not.toContain('Vous ne recevrez plus ce rapport.');
    const form = /<form method="post" action="([^"]+)">/.exec(page.body)![1].replace(/&amp;/g, '&');
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/reportSchedules/unsubscribe${form}`,
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.body).toContain('Vous ne recevrez plus ce rapport.');
    expect(posted.body).toContain('<html lang="fr">');
    expect(`${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '')).not.toMatch(/parkingLots|report|Stop receiving|attached/i);
    // The CSV is the report's own export asked in French: the same rows, headed by the page table's columns in French.
    const csv = await ctx.as('owner', {
      url: `/api/reports/parkingLots/csv?from=${period.from}&to=${period.to}`,
      orgId: ORG.prairie,
      headers: { 'accept-language': 'fr' },
    });
    expect(mail.attachments[0].content.toString('utf8')).toBe(csv.body);
    expect(csv.body.split('\n')[0]).toMatch(/^ID du stationnement,Stationnement,Devise,Places,Réservations,/);
  });

  test('the language asked for in the body wins (Spanish), and a schedule made without one stays English', async () => {
    const spanish = await ctx.as('carrier', {
      method: 'POST',
      url: '/api/reportSchedules',
      orgId: ORG.northline,
      headers: { 'accept-language': 'en' },
      payload: { report: 'assets', frequency: 'DAILY', recipients: [DEMO_USERS.carrier], language: 'es' },
    });
    expect(spanish.json().language).toBe('es');
    const english = await schedule('carrier', ORG.northline, { report: 'assets', frequency: 'WEEKLY', recipients: [DEMO_USERS.carrier] });
    expect(english.json().language).toBe('en');
    const before = (await outbox()).length;
    expect(await ctx.app.scheduler.runNow('report-schedules', new Date(Date.parse(spanish.json().nextRunAt) + 60_000))).toBe(true);
    const mail = (await outbox()).slice(before).find((m) => m.subject?.includes('Informe de activos'));
    expect(mail?.subject).toMatch(/^Haulstop: Informe de activos \(\d{1,2} de [a-z]+ de \d{4}\)$/);
    expect(mail?.text).toContain('Dejar de recibir este informe');
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
