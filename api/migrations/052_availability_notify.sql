-- Live availability: every committed change to a reservation that can move a lot's
-- free-slot count (a booking, a cancel, an extension, a status the jobs advance) sends the lot's id
-- on channel lot_availability. NOTIFY is transactional: listeners (every API replica) hear it only
-- after the commit, and one transaction's repeats of the same id arrive once.
CREATE FUNCTION notify_lot_availability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('lot_availability', OLD.lot_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('lot_availability', NEW.lot_id::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER reservations_notify_lot_availability
  AFTER INSERT OR DELETE OR UPDATE OF status, slots, start_at, end_at, lot_id ON reservations
  FOR EACH ROW EXECUTE FUNCTION notify_lot_availability();

-- A lot's own capacity or status changes its count too.
CREATE FUNCTION notify_lot_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lot_availability', NEW.id::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER parking_lots_notify_lot_availability
  AFTER UPDATE OF total_slots, status ON parking_lots
  FOR EACH ROW EXECUTE FUNCTION notify_lot_capacity();
