-- A reservation's status history ("the reservation's whole story … status history"):
-- every status or payment status it takes, when it took it. Kept by a trigger, so every writer
-- (bookings, cancels, retries, the scheduled jobs) is recorded without code of its own.
CREATE TABLE reservation_status_history (
  id bigserial PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  status text NOT NULL,
  payment_status text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reservation_status_history_idx ON reservation_status_history (reservation_id, changed_at, id);

CREATE FUNCTION record_reservation_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.payment_status IS DISTINCT FROM OLD.payment_status THEN
    INSERT INTO reservation_status_history (reservation_id, status, payment_status) VALUES (NEW.id, NEW.status, NEW.payment_status);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER reservations_status_history AFTER INSERT OR UPDATE OF status, payment_status ON reservations
  FOR EACH ROW EXECUTE FUNCTION record_reservation_status();

-- Reservations made before: their status now, at the time they were made.
INSERT INTO reservation_status_history (reservation_id, status, payment_status, changed_at)
  SELECT id, status, payment_status, created_at FROM reservations;
