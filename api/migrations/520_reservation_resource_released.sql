-- A reservation's webhook resource answers what GET /api/reservations/{id} answers: the slots the lot
-- released as no-shows, and what cancelling every slot still held would give back (paid, less
-- refunds, less the no-show fees the lot kept), as the booking's own reckoning (paidNet) has it.
-- Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).
CREATE OR REPLACE FUNCTION webhook_reservation_resource(reservation_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'reservationId', r.id, 'status', r.status, 'paymentStatus', r.payment_status, 'amountMinor', r.amount_minor, 'currency', r.currency,
    'startAt', webhook_time(r.start_at), 'endAt', webhook_time(r.end_at), 'gateCode', r.gate_code,
    'parkingLotId', r.lot_id, 'parkingLotName', l.name, 'timeZone', l.time_zone,
    'orgId', r.org_id, 'orgName', (SELECT o.name FROM organizations o WHERE o.id = r.org_id),
    'bookedByOrgId', r.booked_by_org_id, 'bookedByOrgName', (SELECT o.name FROM organizations o WHERE o.id = r.booked_by_org_id),
    'duration', r.duration, 'slots', r.slots, 'releasedSlots', r.released_slots, 'discountMinor', r.discount_minor,
    'refundableMinor', GREATEST(0,
      COALESCE((SELECT sum(p.amount_minor) FROM payments p WHERE p.reservation_id = r.id AND p.status = 'Payment Success'), 0)
      - COALESCE((SELECT sum(p.amount_minor) FROM payments p WHERE p.reservation_id = r.id AND p.status = 'Payment Refunded'), 0)
      - COALESCE((SELECT sum(g.amount_minor) FROM gate_charges g WHERE g.reservation_id = r.id AND g.kind = 'no_show_fee' AND g.status = 'Kept'), 0))::int,
    'recurrenceStatus', (SELECT s.recurrence_status FROM reservations s WHERE s.id = COALESCE(r.recurrence_of, r.id)),
    'entries', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
               'sno', e.sno, 'driverId', e.driver_id, 'assetId', e.asset_id,
               'gateStatus', e.gate_status, 'checkedInAt', webhook_time(e.checked_in_at), 'checkedOutAt', webhook_time(e.checked_out_at),
               'driverName', CASE WHEN d.id IS NULL THEN NULL ELSE d.first_name || ' ' || d.last_name END,
               'assetLabel', CASE WHEN a.id IS NULL THEN NULL ELSE concat_ws(' ', a.make, a.year) || ' (' || a.license || ')' END) ORDER BY e.sno)
        FROM reservation_entries e LEFT JOIN drivers d ON d.id = e.driver_id LEFT JOIN assets a ON a.id = e.asset_id
       WHERE e.reservation_id = r.id), '[]'::jsonb),
    'payments', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
               'paymentId', p.id, 'method', p.method, 'status', p.status, 'amountMinor', p.amount_minor, 'currency', p.currency,
               'failureCode', p.failure_code, 'createdAt', webhook_time(p.created_at)) ORDER BY p.id)
        FROM payments p WHERE p.reservation_id = r.id), '[]'::jsonb),
    'taxLines', COALESCE((
      SELECT jsonb_agg(jsonb_build_object('name', t.name, 'rate', t.rate, 'amountMinor', t.amount_minor) ORDER BY t.id)
        FROM reservation_tax_lines t WHERE t.reservation_id = r.id), '[]'::jsonb),
    'statusHistory', COALESCE((
      SELECT jsonb_agg(jsonb_build_object('status', h.status, 'paymentStatus', h.payment_status, 'changedAt', webhook_time(h.changed_at)) ORDER BY h.changed_at, h.id)
        FROM reservation_status_history h WHERE h.reservation_id = r.id), '[]'::jsonb),
    'extensions', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
               'duration', x.duration, 'startAt', webhook_time(x.start_at), 'endAt', webhook_time(x.end_at), 'slots', x.slots,
               'subtotalMinor', x.taxable_minor, 'amountMinor', x.amount_minor, 'extendedAt', webhook_time(x.extended_at),
               'extendedByName', (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = x.extended_by_user_id)) ORDER BY x.id)
        FROM reservation_extensions x WHERE x.reservation_id = r.id), '[]'::jsonb))
  FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE r.id = reservation_id
$$;
