-- An extension held while its charge is answered takes slots from the one free-slot count
-- (lots/repository freeSlotsSql) that the lot list, the map, availability and the live feed show,
-- as it does from the count bookings decide on. Holding and releasing one changes what the live
-- feed shows, so it notifies the lot as a reservation's change does (migration 052).
CREATE TRIGGER extension_holds_notify_lot_availability
  AFTER INSERT OR DELETE OR UPDATE OF released_at ON extension_holds
  FOR EACH ROW EXECUTE FUNCTION notify_lot_availability();
