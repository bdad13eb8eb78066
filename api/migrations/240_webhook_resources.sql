-- A webhook's `data` is the resource as the API answers it: a reservation event carries
-- what GET /api/reservations/{id} answers (booking/repository.ts findBooking), an invoice event what
-- GET /api/invoices/{id} answers (billing/service.ts getInvoice). The row triggers of migration 201
-- note the event when the change happens (its type, order and audience); its data is rendered at
-- COMMIT by a deferred trigger, still inside the transaction (the outbox), so it sees what the
-- transaction wrote after the row (entries, payments, tax lines, invoice lines) and equals what a GET
-- reads right after. Events of one resource within one transaction all carry its state at commit.
-- What changed (the status or end before) rides beside `data` as `previous`, never inside it.
-- test/modules/webhooks/resource-data.test.ts holds these shapes to the GET answers.

-- The resource whose data is rendered at commit ('reservation:<id>', 'invoice:<id>'); NULL once rendered.
ALTER TABLE webhook_events ADD COLUMN render_resource varchar(64);

DROP FUNCTION webhook_emit(integer[], text, text, jsonb);
DROP FUNCTION webhook_reservation_data(reservations);

CREATE FUNCTION webhook_time(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- Writes one event and a delivery to each enabled endpoint of `org_ids` that wants its type. No
-- endpoint wants it: nothing is written (seeding and busy organisations without webhooks pay nothing).
CREATE FUNCTION webhook_emit(org_ids integer[], event_type text, ordering_key text, data jsonb, resource text DEFAULT NULL, previous jsonb DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id text := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  event_seq bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.org_id = ANY (org_ids) AND e.enabled AND event_type = ANY (e.events)) THEN
    RETURN;
  END IF;
  INSERT INTO webhook_events (id, type, ordering_key, render_resource, body)
    VALUES (event_id, event_type, ordering_key, resource, (jsonb_build_object(
      'id', event_id, 'type', event_type, 'createdAt', webhook_time(now()), 'data', COALESCE(data, '{}'::jsonb))
      || CASE WHEN previous IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('previous', previous) END)::text)
    RETURNING seq INTO event_seq;
  INSERT INTO webhook_deliveries (event_seq, endpoint_id, next_attempt_at)
    SELECT event_seq, e.id, now() FROM webhook_endpoints e
     WHERE e.org_id = ANY (org_ids) AND e.enabled AND event_type = ANY (e.events);
END
$$;

-- GET /api/reservations/{id}: the same fields, names and values as findBooking answers them.
CREATE FUNCTION webhook_reservation_resource(reservation_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'reservationId', r.id, 'status', r.status, 'paymentStatus', r.payment_status, 'amountMinor', r.amount_minor, 'currency', r.currency,
    'startAt', webhook_time(r.start_at), 'endAt', webhook_time(r.end_at), 'gateCode', r.gate_code,
    'parkingLotId', r.lot_id, 'parkingLotName', l.name, 'timeZone', l.time_zone,
    'orgId', r.org_id, 'orgName', (SELECT o.name FROM organizations o WHERE o.id = r.org_id),
    'bookedByOrgId', r.booked_by_org_id, 'bookedByOrgName', (SELECT o.name FROM organizations o WHERE o.id = r.booked_by_org_id),
    'duration', r.duration, 'slots', r.slots, 'discountMinor', r.discount_minor,
    'recurrenceStatus', (SELECT s.recurrence_status FROM reservations s WHERE s.id = COALESCE(r.recurrence_of, r.id)),
    'entries', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
               'sno', e.sno, 'driverId', e.driver_id, 'assetId', e.asset_id,
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
        FROM reservation_status_history h WHERE h.reservation_id = r.id), '[]'::jsonb))
  FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE r.id = reservation_id
$$;

-- GET /api/invoices/{id}: the same fields, names and values as getInvoice answers them.
CREATE FUNCTION webhook_invoice_resource(invoice_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'invoiceId', i.id, 'invoiceNumber', i.invoice_number, 'orgId', i.org_id, 'orgName', o.name, 'kind', i.kind,
    'periodStart', to_char(i.period_start, 'YYYY-MM-DD'), 'periodEnd', to_char(i.period_end, 'YYYY-MM-DD'), 'dueDate', to_char(i.due_date, 'YYYY-MM-DD'),
    'status', i.status, 'totalMinor', i.total_minor, 'currency', i.currency,
    'lines', COALESCE((
      SELECT jsonb_agg(jsonb_build_object('lineId', x.id, 'description', x.description, 'amountMinor', x.amount_minor,
                                          'reservationId', x.reservation_id, 'kind', x.line_kind) ORDER BY x.id)
        FROM invoice_lines x WHERE x.invoice_id = i.id), '[]'::jsonb),
    'payments', COALESCE((
      SELECT jsonb_agg(jsonb_build_object('paymentId', p.id, 'method', p.method, 'status', p.status, 'amountMinor', p.amount_minor,
                                          'currency', p.currency, 'failureCode', p.failure_code,
                                          'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) ORDER BY p.id)
        FROM invoice_payments p WHERE p.invoice_id = i.id), '[]'::jsonb),
    'paidMinor', paid.minor,
    'balanceMinor', GREATEST(0, i.total_minor - paid.minor))
  FROM invoices i JOIN organizations o ON o.id = i.org_id,
       LATERAL (SELECT COALESCE(sum(p.amount_minor), 0)::int AS minor FROM invoice_payments p WHERE p.invoice_id = i.id AND p.status = 'Payment Success') paid
  WHERE i.id = invoice_id
$$;

-- At commit: the event's data becomes its resource as the transaction leaves it.
CREATE FUNCTION webhook_render_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := split_part(NEW.render_resource, ':', 1);
  resource_id integer := split_part(NEW.render_resource, ':', 2)::integer;
  data jsonb;
BEGIN
  data := CASE kind WHEN 'reservation' THEN webhook_reservation_resource(resource_id) WHEN 'invoice' THEN webhook_invoice_resource(resource_id) END;
  UPDATE webhook_events SET body = jsonb_set(body::jsonb, '{data}', COALESCE(data, '{}'::jsonb))::text, render_resource = NULL WHERE seq = NEW.seq;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER webhook_events_render AFTER INSERT ON webhook_events DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.render_resource IS NOT NULL) EXECUTE FUNCTION webhook_render_event();

CREATE OR REPLACE FUNCTION webhook_on_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs integer[];
  ordering text := 'reservation:' || NEW.id;
BEGIN
  IF NOT webhooks_in_use() THEN
    RETURN NEW;
  END IF;
  orgs := webhook_reservation_orgs(NEW.org_id, NEW.booked_by_org_id);
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_emit(orgs, 'reservation.created', ordering, NULL, ordering);
    RETURN NEW;
  END IF;
  IF NEW.end_at IS DISTINCT FROM OLD.end_at THEN
    PERFORM webhook_emit(orgs, 'reservation.extended', ordering, NULL, ordering, jsonb_build_object('endAt', webhook_time(OLD.end_at)));
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NEW.status = 'Cancelled' THEN
      PERFORM webhook_emit(orgs, 'reservation.cancelled', ordering, NULL, ordering);
    ELSE
      PERFORM webhook_emit(orgs, 'reservation.status_changed', ordering, NULL, ordering, jsonb_build_object('status', OLD.status));
    END IF;
  END IF;
  RETURN NEW;
END
$$;

-- A payment has no GET of its own: its data is the payment as GET /api/reservations/{id} lists it
-- (its `payments` item), with the reservation it belongs to.
CREATE OR REPLACE FUNCTION webhook_on_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r reservations;
  event_type text;
BEGIN
  IF NOT webhooks_in_use() OR (TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status) THEN
    RETURN NEW;
  END IF;
  event_type := CASE NEW.status WHEN 'Payment Success' THEN 'payment.succeeded' WHEN 'Payment Failed' THEN 'payment.failed' END;
  IF event_type IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT * INTO r FROM reservations WHERE id = NEW.reservation_id;
  PERFORM webhook_emit(
    webhook_reservation_orgs(r.org_id, COALESCE(r.booked_by_org_id, NULLIF(NEW.payer_org_id, r.org_id))), event_type, 'reservation:' || NEW.reservation_id,
    jsonb_build_object('paymentId', NEW.id, 'method', NEW.method, 'status', NEW.status, 'amountMinor', NEW.amount_minor, 'currency', NEW.currency,
      'failureCode', NEW.failure_code, 'createdAt', webhook_time(NEW.created_at), 'reservationId', NEW.reservation_id));
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION webhook_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhooks_in_use() THEN
    RETURN NEW;
  END IF;
  PERFORM webhook_emit(ARRAY[NEW.org_id], 'invoice.issued', 'invoice:' || NEW.id, NULL, 'invoice:' || NEW.id);
  RETURN NEW;
END
$$;
