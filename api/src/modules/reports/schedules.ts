import { randomBytes } from 'node:crypto';
import { type Language, isPlatformOrganization } from '@haulstop/shared/constants';
import type { ScheduledReport } from '@haulstop/shared/contracts';
import { canAccess, type NamedResource, type PermissionContext } from '@haulstop/shared/permissions';
import { dayAt, dayBounds } from '@haulstop/shared/time';
import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import { badRequest, forbidden, notFound, text } from '../../lib/errors';
import { dateRangeText, translate } from '../../lib/i18n';
import type { ScopedOrg } from '../../lib/tenancy';
import type { Mailer } from '../mail/mailer';
import { addDays, orgTimeZone } from './range';
import type { RevenueGroup } from './revenue-repository';
import * as service from './service';

/**
 * The reports a schedule can mail, each with the rule that says who may read it, its CSV and its
 * name in the mail (reportNames in the language files: the same words as the report's menu entry).
 */
type Filters = { parkingLotId?: number; orgId?: number; status?: string; groupBy?: string; sort?: string };
type Csv = (db: Queryable, org: ScopedOrg, query: Filters & { from: string; to: string }, language: Language) => Promise<NodeJS.ReadableStream>;
const REPORTS: Record<
  string,
  { resource: NamedResource; label: string; csv: Csv; check: (db: Queryable, org: ScopedOrg, query: Filters) => Promise<unknown> }
> = {
  parkingLots: {
    resource: 'reports',
    label: 'reportNames.parkingLots',
    csv: service.lotReportCsv,
    check: (db, org, q) => service.lotReport(db, org, { ...q, size: 1 }),
  },
  assets: {
    resource: 'assetReports',
    label: 'reportNames.assets',
    csv: service.assetReportCsv,
    check: (db, org, q) => service.assetReport(db, org, { ...q, size: 1 }),
  },
  drivers: {
    resource: 'platformReports',
    label: 'reportNames.drivers',
    csv: service.driverReportCsv,
    check: (db, org, q) => service.driverReport(db, org, { ...q, size: 1 }),
  },
  revenue: {
    resource: 'platformReports',
    label: 'reportNames.revenue',
    csv: (db, org, q, language) => service.revenueCsv(db, org, { ...q, groupBy: q.groupBy as RevenueGroup | undefined }, language),
    check: (db, org, q) => service.revenue(db, org, { ...q, groupBy: q.groupBy as RevenueGroup | undefined }),
  },
  reconciliation: {
    resource: 'reconciliation',
    label: 'reportNames.reconciliation',
    csv: service.reconciliationCsv,
    check: (db, org, q) => service.reconciliation(db, org, { ...q, size: 1 }),
  },
};
export const SCHEDULED_REPORTS = Object.keys(REPORTS);
export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
type Frequency = (typeof FREQUENCIES)[number];

export interface Schedule {
  scheduleId: number;
  report: ScheduledReport;
  query: Filters;
  frequency: Frequency;
  recipients: string[];
  /** the language it is mailed in: its maker's (the console's language when it was made) */
  language: Language;
  nextRunAt: Date;
  lastSentAt: Date | null;
  createdAt: Date;
}

/** A schedule as the API answers it: its instants as ISO text. */
export const scheduleAnswer = (schedule: Schedule) => ({
  ...schedule,
  nextRunAt: schedule.nextRunAt.toISOString(),
  lastSentAt: schedule.lastSentAt?.toISOString() ?? null,
  createdAt: schedule.createdAt.toISOString(),
});

const firstOfMonth = (day: string, months: number) => {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
};

/**
 * The period a run at `now` mails, at the organisation's clock, and the next run: daily, yesterday
 * (next: tomorrow's midnight); weekly, the 7 days to this Monday (next: next Monday's); monthly,
 * last month (next: the 1st of next month).
 */
export function schedulePeriod(frequency: Frequency, zone: string, now: Date) {
  const today = dayAt(now, zone);
  const at = (day: string) => dayBounds(day, zone)!.start;
  if (frequency === 'DAILY') return { from: addDays(today, -1), to: today, next: at(addDays(today, 1)) };
  if (frequency === 'WEEKLY') {
    const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = addDays(today, -sinceMonday);
    return { from: addDays(monday, -7), to: monday, next: at(addDays(monday, 7)) };
  }
  return { from: firstOfMonth(today, -1), to: firstOfMonth(today, 0), next: at(firstOfMonth(today, 1)) };
}

const SELECT = `SELECT s.id AS "scheduleId", s.report, s.query, s.frequency, s.language, s.next_run_at AS "nextRunAt", s.last_sent_at AS "lastSentAt", s.created_at AS "createdAt",
        COALESCE((SELECT json_agg(r.email ORDER BY r.email) FROM report_schedule_recipients r WHERE r.schedule_id = s.id AND r.unsubscribed_at IS NULL), '[]'::json) AS recipients
   FROM report_schedules s`;

/** GET /api/reportSchedules: the organisation's schedules, with the recipients still subscribed. */
export async function listSchedules(db: Queryable, org: ScopedOrg): Promise<Schedule[]> {
  const { rows } = await db.query<Schedule>(`${SELECT} WHERE s.org_id = $1 ORDER BY s.id`, [org.orgId]);
  return rows;
}

/**
 * POST /api/reportSchedules: the caller must be allowed the report itself (its canAccess rule) and
 * the filters must give an answer now (a bad sort or range is a 400 today, not a silent job later);
 * recipients are members of the organisation, so a report never leaves it. It is mailed in
 * `language`: the one asked for, else its maker's (the request's Accept-Language).
 */
export async function createSchedule(
  db: Queryable,
  org: ScopedOrg,
  ctx: PermissionContext,
  userId: number,
  body: { report: string; query?: Filters; frequency: string; recipients: string[]; language: Language },
): Promise<Schedule> {
  const report = REPORTS[body.report];
  if (!report) throw badRequest(text('apiErrors.reports.unknownReport', { reports: SCHEDULED_REPORTS.join(', ') }), undefined, { field: 'report' });
  if (!canAccess({ resource: report.resource, action: 'view', ctx })) throw forbidden(text('apiErrors.reports.roleDoesNotAllowReport'));
  const query = { ...(body.query ?? {}) };
  await report.check(db, org, query);
  const emails = [...new Set(body.recipients.map((email) => email.trim().toLowerCase()))];
  const { rows: members } = await db.query<{ email: string }>(
    `SELECT u.login_id AS email FROM users u JOIN memberships m ON m.user_id = u.id WHERE m.org_id = $1 AND u.login_id = ANY($2::text[])`,
    [org.orgId, emails],
  );
  const outsiders = emails.filter((email) => !members.some((m) => m.email === email));
  if (outsiders.length > 0) throw badRequest(text('apiErrors.reports.recipientsMembers', { emails: outsiders.join(', ') }), undefined, { field: 'recipients' });
  const zone = await orgTimeZone(db, org);
  const { next } = schedulePeriod(body.frequency as Frequency, zone, new Date());
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO report_schedules (org_id, report, query, frequency, language, next_run_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [org.orgId, body.report, JSON.stringify(query), body.frequency, body.language, next.toISOString(), userId],
  );
  for (const email of emails)
    await db.query('INSERT INTO report_schedule_recipients (schedule_id, email, token) VALUES ($1, $2, $3)', [
      rows[0].id,
      email,
      randomBytes(32).toString('base64url'),
    ]);
  return (await db.query<Schedule>(`${SELECT} WHERE s.id = $1`, [rows[0].id])).rows[0];
}

/** DELETE /api/reportSchedules/{id}: another organisation's schedule → 404. */
export async function deleteSchedule(db: Queryable, org: ScopedOrg, scheduleId: number): Promise<void> {
  const { rowCount } = await db.query('DELETE FROM report_schedules WHERE id = $1 AND org_id = $2', [scheduleId, org.orgId]);
  if (rowCount === 0) throw notFound('Report schedule');
}

/** What the mailed unsubscribe link names, changing nothing: the schedule's language and whether that recipient already left; an unknown token → 404. */
export async function subscriptionOf(db: Queryable, token: string): Promise<{ language: Language; unsubscribed: boolean }> {
  const { rows } = await db.query<{ language: Language; unsubscribed: boolean }>(
    `SELECT s.language, r.unsubscribed_at IS NOT NULL AS unsubscribed FROM report_schedule_recipients r JOIN report_schedules s ON s.id = r.schedule_id WHERE r.token = $1`,
    [token],
  );
  if (rows.length === 0) throw notFound('Subscription');
  return rows[0];
}

/** The one-click unsubscribe (POST): that recipient stops receiving that schedule; an unknown token → 404. Answers the schedule's language. */
export async function unsubscribe(db: Queryable, token: string): Promise<Language> {
  const { rows } = await db.query<{ language: Language }>(
    `UPDATE report_schedule_recipients r SET unsubscribed_at = COALESCE(r.unsubscribed_at, now())
       FROM report_schedules s WHERE s.id = r.schedule_id AND r.token = $1 RETURNING s.language`,
    [token],
  );
  if (rows.length === 0) throw notFound('Subscription');
  return rows[0].language;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as string | Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The job: every due schedule mails its report's CSV for the period before the run to each
 * subscribed recipient, in the schedule's language (the report's name, the period and the CSV's
 * header row in its words), with that recipient's unsubscribe link, then moves to its next run. One
 * schedule that fails (a lot since deleted…) is skipped in its own savepoint and tried next time.
 */
export function reportScheduleJob(mailer: Mailer, apiUrl: string): Job {
  return {
    name: 'report-schedules',
    everyMs: 5 * 60_000,
    async run(tx, now) {
      const { rows: due } = await tx.query<{
        id: number;
        report: string;
        query: Filters;
        frequency: Frequency;
        language: Language;
        orgId: number;
        orgType: string;
        orgName: string;
      }>(
        `SELECT s.id, s.report, s.query, s.frequency, s.language, o.id AS "orgId", o.org_type AS "orgType", o.name AS "orgName"
           FROM report_schedules s JOIN organizations o ON o.id = s.org_id WHERE s.next_run_at <= $1 ORDER BY s.next_run_at, s.id`,
        [now.toISOString()],
      );
      for (const schedule of due) {
        const org: ScopedOrg = { orgId: schedule.orgId, orgType: schedule.orgType, isPlatformOrg: isPlatformOrganization(schedule.orgId) };
        const period = schedulePeriod(schedule.frequency, await orgTimeZone(tx, org), now);
        await tx.query('SAVEPOINT report_schedule');
        try {
          const csv = await streamText(await REPORTS[schedule.report].csv(tx, org, { ...schedule.query, from: period.from, to: period.to }, schedule.language));
          const { rows: recipients } = await tx.query<{ email: string; token: string }>(
            'SELECT email, token FROM report_schedule_recipients WHERE schedule_id = $1 AND unsubscribed_at IS NULL ORDER BY email',
            [schedule.id],
          );
          for (const recipient of recipients) {
            const unsubscribe = `${apiUrl}/api/reportSchedules/unsubscribe?token=${recipient.token}`;
            await mailer.sendMail({
              to: recipient.email,
              language: schedule.language,
              template: 'scheduledReport',
              data: {
                orgName: schedule.orgName,
                report: translate(schedule.language, REPORTS[schedule.report].label),
                period: dateRangeText(schedule.language, period.from, period.to),
                link: unsubscribe,
              },
              attachments: [{ filename: `${schedule.report}-${period.from}.csv`, content: csv, contentType: 'text/csv' }],
              // RFC 8058: mail clients offer their own unsubscribe button, which POSTs to the address.
              headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            });
          }
          await tx.query('UPDATE report_schedules SET last_sent_at = $2 WHERE id = $1', [schedule.id, now.toISOString()]);
          await tx.query('RELEASE SAVEPOINT report_schedule');
        } catch {
          await tx.query('ROLLBACK TO SAVEPOINT report_schedule');
        }
        await tx.query('UPDATE report_schedules SET next_run_at = $2 WHERE id = $1', [schedule.id, period.next.toISOString()]);
      }
    },
  };
}
