-- A reservation's webhook resource answers what GET /api/reservations/{id} answers: the slots the lot
-- released as no-shows, and what cancelling every slot still held would give back (paid, less
-- refunds, less the no-show fees the lot kept), as the booking's own reckoning (paidNet) has it.
-- The resource as it was is kept under another name and these two fields are added to it, so the
-- rest of the resource stays written once.
-- Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).
ALTER FUNCTION webhook_reservation_resource(integer) RENAME TO webhook_reservation_resource_base;

CREATE FUNCTION webhook_reservation_resource(reservation_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT webhook_reservation_resource_base(r.id) || jsonb_build_object(
    'releasedSlots', r.released_slots,
    'refundableMinor', GREATEST(0,
      COALESCE((SELECT sum(p.amount_minor) FROM payments p WHERE p.reservation_id = r.id AND p.status = 'Payment Success'), 0)
      - COALESCE((SELECT sum(p.amount_minor) FROM payments p WHERE p.reservation_id = r.id AND p.status = 'Payment Refunded'), 0)
      - COALESCE((SELECT sum(g.amount_minor) FROM gate_charges g WHERE g.reservation_id = r.id AND g.kind = 'no_show_fee' AND g.status = 'Kept'), 0))::int)
  FROM reservations r WHERE r.id = reservation_id
$$;
