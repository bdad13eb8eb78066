import { overstayPrice } from '@haulstop/shared/rules';
import { totalInvoiceFromLines } from '../modules/billing/repository';
import { billOwedOverstays, bookingPayment, insertGateCharge, lotPrices } from '../modules/gate/no-show-overstay-repository';
import type { Queryable } from './db';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Picked {
  id: number;
  lotId: number;
  ownerOrgId: number;
  customerOrgId: number;
  startAt: Date;
  endAt: Date;
  currency: string;
  country: string;
  region: string;
  slots: number;
}

/** A seeded booking at Prairie's lots (the owner demo user's) that has started, by its status and the order that makes it the best example. */
async function pick(tx: Queryable, now: Date, where: string, order: string, skip: readonly number[]): Promise<Picked | undefined> {
  const { rows } = await tx.query<Picked>(
    `SELECT r.id, r.lot_id AS "lotId", l.owner_org_id AS "ownerOrgId", COALESCE(r.booked_by_org_id, r.org_id) AS "customerOrgId",
            r.start_at AS "startAt", r.end_at AS "endAt", r.currency, l.country, l.region, r.slots
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
      WHERE l.owner_org_id = 2 AND r.start_at <= $2 AND EXISTS (SELECT 1 FROM reservation_entries e WHERE e.reservation_id = r.id) AND NOT (r.id = ANY($1::int[])) AND ${where}
      ORDER BY ${order} LIMIT 1`,
    [[...skip], now.toISOString()],
  );
  return rows[0];
}

async function event(
  tx: Queryable,
  r: Picked,
  sno: number | null,
  kind: 'CHECK_IN' | 'CHECK_OUT',
  source: string,
  at: Date,
  extra: { decision?: string; reason?: string; anomaly?: string; plate?: string } = {},
) {
  await tx.query(
    `INSERT INTO gate_events (parking_lot_id, owner_org_id, reservation_id, sno, kind, source, decision, reason, anomaly, license_plate, at, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [
      r.lotId,
      r.ownerOrgId,
      sno === null ? null : r.id,
      sno,
      kind,
      source,
      extra.decision ?? 'ALLOWED',
      extra.reason ?? null,
      extra.anomaly ?? null,
      extra.plate ?? null,
      at,
    ],
  );
}

const setEntry = (tx: Queryable, id: number, sno: number, values: Record<string, string | Date | null>) => {
  const columns = Object.keys(values);
  return tx.query(`UPDATE reservation_entries SET ${columns.map((c, i) => `${c} = $${i + 3}`).join(', ')} WHERE reservation_id = $1 AND sno = $2`, [
    id,
    sno,
    ...columns.map((c) => values[c]),
  ]);
};

/**
 * The gate's demo story at Prairie's lots, so every screen shows each state on first start: a
 * truck on the lot now (another slot of its booking not yet arrived), a booking whose trucks came
 * and left, one that was a no-show, a truck still there past its end (overstaying, its first
 * overstay charged on the booking's card), and anomalies at the gate (a check-out with no check-in,
 * another lot's code refused), and a truck of Northline's network that overstayed last month on a
 * booking whose card refused the overstay (or that had no card to charge): last month's
 * consolidated invoice carries it, as month-end bills it, so the carrier sees it on first start.
 * The lots they are at keep no-show slots (no money moves for them), so the status job's first
 * rounds change no seeded figure but the overstay's. Runs before the owners' documents are issued,
 * so last month's statement counts the owed overstay as month-end would.
 */
export async function seedGate(tx: Queryable, now: Date): Promise<void> {
  const used: number[] = [];
  const keep = (r: Picked | undefined) => {
    if (r) used.push(r.id);
    return r;
  };
  const onLot = keep(await pick(tx, now, `r.status = 'Booked' AND r.end_at > $2::timestamptz + interval '6 hours'`, 'r.slots DESC, r.id', used));
  const overstay = keep(
    await pick(
      tx,
      now,
      `r.status = 'Completed' AND r.duration IN ('6 hrs', '12 hrs', '24 hrs', '36 hrs') AND EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id AND p.status = 'Payment Success' AND p.card_token IS NOT NULL)`,
      'r.end_at DESC, r.id',
      used,
    ),
  );
  const left = keep(await pick(tx, now, `r.status = 'Completed'`, 'r.end_at DESC, r.id', used));
  const noShow = keep(await pick(tx, now, `r.status = 'Completed'`, 'r.end_at DESC, r.id', used));
  // Ended last month (UTC, the seeded invoices' months), a day before its end, at no charge yet: paid by card or not at all.
  const owed = keep(
    await pick(
      tx,
      now,
      `r.status = 'Completed' AND r.duration IN ('6 hrs', '12 hrs', '24 hrs', '36 hrs')
       AND r.end_at >= (date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') - interval '1 month') AT TIME ZONE 'UTC'
       AND r.end_at < (date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') - interval '1 day') AT TIME ZONE 'UTC'
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id AND p.method <> 'CARD')
       AND EXISTS (SELECT 1 FROM organizations payer JOIN invoices i ON i.org_id = COALESCE(payer.parent_org_id, payer.id)
                    WHERE payer.id = COALESCE(r.booked_by_org_id, r.org_id) AND i.org_id = 3 AND i.kind = 'consolidated' AND i.status = 'Unpaid'
                      AND i.currency = r.currency AND i.period_start = date_trunc('month', r.end_at AT TIME ZONE 'UTC')::date)`,
      'EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id) DESC, r.end_at DESC, r.id',
      used,
    ),
  );
  const lots = [...new Set([onLot, left, overstay, noShow, owed].flatMap((r) => (r ? [r.lotId] : [])))];
  for (const lotId of lots) {
    await tx.query('INSERT INTO gate_policies (parking_lot_id, release_no_show) VALUES ($1, false) ON CONFLICT (parking_lot_id) DO NOTHING', [lotId]);
  }

  if (onLot) {
    const inAt = new Date(onLot.startAt.getTime() + 20 * MINUTE);
    await setEntry(tx, onLot.id, 1, { gate_status: 'ON_LOT', checked_in_at: inAt });
    await event(tx, onLot, 1, 'CHECK_IN', 'DRIVER_LINK', inAt);
    // Someone keyed a gate code to leave with no truck of it on the lot: recorded, allowed, flagged.
    if (onLot.slots > 1) await event(tx, onLot, 2, 'CHECK_OUT', 'GATE_CODE', new Date(inAt.getTime() + 35 * MINUTE), { anomaly: 'CHECK_OUT_WITHOUT_CHECK_IN' });
  }
  if (left) {
    const slots = (await tx.query<{ sno: number }>('SELECT sno FROM reservation_entries WHERE reservation_id = $1 ORDER BY sno', [left.id])).rows;
    for (const { sno } of slots) {
      const inAt = new Date(left.startAt.getTime() + (10 + sno * 5) * MINUTE);
      const outAt = new Date(left.endAt.getTime() - (40 + sno * 5) * MINUTE);
      await setEntry(tx, left.id, sno, { gate_status: 'LEFT', checked_in_at: inAt, checked_out_at: outAt });
      await event(tx, left, sno, 'CHECK_IN', 'GATE_SCREEN', inAt);
      await event(tx, left, sno, 'CHECK_OUT', 'PARTNER', outAt);
    }
  }
  if (noShow) {
    const at = new Date(noShow.startAt.getTime() + 12 * HOUR);
    await tx.query(`UPDATE reservation_entries SET gate_status = 'NO_SHOW', no_show_at = $2 WHERE reservation_id = $1`, [noShow.id, at]);
    // A code of another lot keyed at this lot's gate: refused, and flagged for the owner.
    await event(tx, noShow, null, 'CHECK_IN', 'GATE_CODE', new Date(noShow.startAt.getTime() + 2 * HOUR), {
      decision: 'REFUSED',
      reason: 'OTHER_LOT',
      anomaly: 'OTHER_LOT_CODE',
    });
  }
  if (overstay) {
    const inAt = new Date(overstay.startAt.getTime() + 30 * MINUTE);
    const startedAt = new Date(overstay.endAt.getTime() + 30 * MINUTE);
    await event(tx, overstay, 1, 'CHECK_IN', 'GATE_CODE', inAt);
    const price = overstayPrice(await lotPrices(tx, overstay.lotId), overstay, overstay.endAt, now, 0);
    const paid = (
      await tx.query<{ payerOrgId: number; cardToken: string | null }>(
        `SELECT payer_org_id AS "payerOrgId", card_token AS "cardToken" FROM payments WHERE reservation_id = $1 AND status = 'Payment Success' ORDER BY id DESC LIMIT 1`,
        [overstay.id],
      )
    ).rows[0];
    await setEntry(tx, overstay.id, 1, {
      gate_status: 'OVERSTAY',
      checked_in_at: inAt,
      overstay_started_at: startedAt,
      overstay_charged_until: price ? price.coveredUntil : null,
    });
    if (price && price.taxableMinor > 0) {
      await insertGateCharge(tx, {
        kind: 'overstay',
        reservationId: overstay.id,
        sno: 1,
        lotId: overstay.lotId,
        ownerOrgId: overstay.ownerOrgId,
        payerOrgId: paid?.payerOrgId ?? overstay.customerOrgId,
        customerOrgId: overstay.customerOrgId,
        fromAt: overstay.endAt,
        untilAt: price.coveredUntil,
        taxableMinor: price.taxableMinor,
        taxLines: price.taxLines,
        amountMinor: price.amountMinor,
        currency: overstay.currency,
        payment: paid ? { method: 'CARD', paymentMethodId: null, openAccountId: null, cardToken: paid.cardToken } : null,
        status: paid ? 'Payment Success' : 'Payment Failed',
        failureCode: paid ? null : 'NO_PAYMENT_METHOD',
        gatewayKey: null,
        at: now,
      });
    }
  }
  if (owed) await seedOwedOverstay(tx, owed);
}

/**
 * A truck that left two hours past its booking's end: its overstay (from the end, priced as the job
 * prices it) was refused on the booking's card, or found no payment to charge, so it is owed; the
 * network's consolidated invoice of that month bills it (an overstay line and its tax lines) and its
 * total is the sum of its lines again.
 */
async function seedOwedOverstay(tx: Queryable, r: Picked): Promise<void> {
  const inAt = new Date(r.startAt.getTime() + 15 * MINUTE);
  const outAt = new Date(r.endAt.getTime() + 2 * HOUR);
  const price = overstayPrice(await lotPrices(tx, r.lotId), r, r.endAt, outAt, 0);
  if (!price || price.taxableMinor === 0) return;
  await event(tx, r, 1, 'CHECK_IN', 'GATE_CODE', inAt);
  await event(tx, r, 1, 'CHECK_OUT', 'GATE_CODE', outAt);
  await setEntry(tx, r.id, 1, {
    gate_status: 'LEFT',
    checked_in_at: inAt,
    checked_out_at: outAt,
    overstay_started_at: new Date(r.endAt.getTime() + 30 * MINUTE),
    overstay_charged_until: price.coveredUntil,
  });
  const payment = await bookingPayment(tx, r.id);
  await insertGateCharge(tx, {
    kind: 'overstay',
    reservationId: r.id,
    sno: 1,
    lotId: r.lotId,
    ownerOrgId: r.ownerOrgId,
    payerOrgId: payment?.payerOrgId ?? r.customerOrgId,
    customerOrgId: r.customerOrgId,
    fromAt: r.endAt,
    untilAt: price.coveredUntil,
    taxableMinor: price.taxableMinor,
    taxLines: price.taxLines,
    amountMinor: price.amountMinor,
    currency: r.currency,
    payment: payment ?? null,
    status: 'Payment Failed',
    failureCode: payment ? 'CARD_DECLINED' : 'NO_PAYMENT_METHOD',
    gatewayKey: null,
    at: outAt,
  });
  const invoice = (
    await tx.query<{ id: number; parentId: number }>(
      `SELECT i.id, i.org_id AS "parentId" FROM invoices i JOIN organizations payer ON i.org_id = COALESCE(payer.parent_org_id, payer.id)
        WHERE payer.id = $1 AND i.kind = 'consolidated' AND i.currency = $2 AND i.period_start = date_trunc('month', $3::timestamptz AT TIME ZONE 'UTC')::date`,
      [payment?.payerOrgId ?? r.customerOrgId, r.currency, r.endAt],
    )
  ).rows[0];
  await billOwedOverstays(tx, invoice.id, invoice.parentId, r.currency);
  await totalInvoiceFromLines(tx, invoice.id);
}
