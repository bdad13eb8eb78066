-- Webhooks (DESIGN §8): endpoints per organisation, an outbox of events, one delivery per event
-- and endpoint, and every attempt of it (the delivery log).
CREATE TABLE webhook_endpoints (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  url varchar(2048) NOT NULL,
  events text[] NOT NULL,
  description varchar(255),
  enabled boolean NOT NULL DEFAULT true,
  secret text NOT NULL,
  -- After a rotation the old secret keeps signing beside the new one until this moment.
  previous_secret text,
  previous_secret_until timestamptz,
  -- Set at the first failure of a run of failures, cleared by a success: 5 days of it disables the endpoint.
  failing_since timestamptz,
  disabled_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_org_idx ON webhook_endpoints (org_id);

-- The outbox: written by triggers in the transaction of the change it reports, so an event exists
-- exactly when its change committed. `body` is the JSON sent, byte for byte (it is what is signed).
CREATE TABLE webhook_events (
  seq bigserial PRIMARY KEY,
  id varchar(40) NOT NULL UNIQUE,
  type varchar(64) NOT NULL,
  -- Deliveries with one ordering key reach an endpoint in event order (one reservation's story).
  ordering_key varchar(64),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_deliveries (
  id serial PRIMARY KEY,
  event_seq bigint NOT NULL REFERENCES webhook_events (seq) ON DELETE CASCADE,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Delivered', 'Failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- Position in the retry schedule; a manual redeliver starts it again.
  schedule_step integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  last_response_status integer,
  -- A sender claims a delivery until this moment (so replicas never send it twice at once).
  leased_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (status, next_attempt_at);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, event_seq);

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id integer NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL DEFAULT now(),
  response_status integer,
  duration_ms integer NOT NULL,
  -- The first KB of the answer, or why there was none (timeout, refused address).
  response_body text,
  error text
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);

-- Writes one event and a delivery to each enabled endpoint of `org_ids` that wants its type. No
-- endpoint wants it: nothing is written (seeding and busy organisations without webhooks pay nothing).
CREATE FUNCTION webhook_emit(org_ids integer[], event_type text, ordering_key text, data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id text := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  event_seq bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.org_id = ANY (org_ids) AND e.enabled AND event_type = ANY (e.events)) THEN
    RETURN;
  END IF;
  INSERT INTO webhook_events (id, type, ordering_key, body)
    VALUES (event_id, event_type, ordering_key, jsonb_build_object(
      'id', event_id, 'type', event_type,
      'createdAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', data)::text)
    RETURNING seq INTO event_seq;
  INSERT INTO webhook_deliveries (event_seq, endpoint_id, next_attempt_at)
    SELECT event_seq, e.id, now() FROM webhook_endpoints e
     WHERE e.org_id = ANY (org_ids) AND e.enabled AND event_type = ANY (e.events);
END
$$;

-- Who hears about a booking: the organisation it is for, the one that booked it, and the carrier
-- network parent of the former.
CREATE FUNCTION webhook_reservation_orgs(customer integer, booker integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT array_agg(DISTINCT x) FROM unnest(ARRAY[customer, booker, (SELECT parent_org_id FROM organizations WHERE id = customer)]) AS x WHERE x IS NOT NULL
$$;

CREATE FUNCTION webhook_reservation_data(r reservations) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'reservationId', r.id, 'parkingLotId', r.lot_id,
    'orgId', (SELECT COALESCE(o.saas_org_id, o.id) FROM organizations o WHERE o.id = r.org_id),
    'status', r.status, 'paymentStatus', r.payment_status, 'duration', r.duration, 'slots', r.slots,
    'amountMinor', r.amount_minor, 'currency', r.currency,
    'startAt', to_char(r.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'endAt', to_char(r.end_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
$$;

-- Whether any endpoint is enabled at all: the triggers return at once otherwise (seeding, most writes).
CREATE FUNCTION webhooks_in_use() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled)
$$;

CREATE FUNCTION webhook_on_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs integer[];
  ordering text := 'reservation:' || NEW.id;
BEGIN
  IF NOT webhooks_in_use() THEN
    RETURN NEW;
  END IF;
  orgs := webhook_reservation_orgs(NEW.org_id, NEW.booked_by_org_id);
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_emit(orgs, 'reservation.created', ordering, webhook_reservation_data(NEW));
    RETURN NEW;
  END IF;
  IF NEW.end_at IS DISTINCT FROM OLD.end_at THEN
    PERFORM webhook_emit(orgs, 'reservation.extended', ordering, webhook_reservation_data(NEW) || jsonb_build_object('previousEndAt', to_char(OLD.end_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NEW.status = 'Cancelled' THEN
      PERFORM webhook_emit(orgs, 'reservation.cancelled', ordering, webhook_reservation_data(NEW));
    ELSE
      PERFORM webhook_emit(orgs, 'reservation.status_changed', ordering, webhook_reservation_data(NEW) || jsonb_build_object('previousStatus', OLD.status));
    END IF;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER reservations_webhooks AFTER INSERT OR UPDATE OF status, end_at ON reservations
  FOR EACH ROW EXECUTE FUNCTION webhook_on_reservation();

CREATE FUNCTION webhook_on_payment() RETURNS trigger LANGUAGE plpgsql AS $$
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
    jsonb_build_object('paymentId', NEW.id, 'reservationId', NEW.reservation_id, 'method', NEW.method, 'status', NEW.status,
      'amountMinor', NEW.amount_minor, 'currency', NEW.currency, 'failureCode', NEW.failure_code));
  RETURN NEW;
END
$$;

CREATE TRIGGER payments_webhooks AFTER INSERT OR UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION webhook_on_payment();

CREATE FUNCTION webhook_on_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhooks_in_use() THEN
    RETURN NEW;
  END IF;
  PERFORM webhook_emit(ARRAY[NEW.org_id], 'invoice.issued', 'invoice:' || NEW.id,
    jsonb_build_object('invoiceId', NEW.id, 'invoiceNumber', NEW.invoice_number, 'kind', NEW.kind, 'status', NEW.status,
      'totalMinor', NEW.total_minor, 'currency', NEW.currency, 'periodStart', NEW.period_start, 'periodEnd', NEW.period_end, 'dueDate', NEW.due_date));
  RETURN NEW;
END
$$;

CREATE TRIGGER invoices_webhooks AFTER INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION webhook_on_invoice();
