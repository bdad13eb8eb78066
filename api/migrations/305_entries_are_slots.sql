-- An entry of a booking is one slot, holding a driver, a truck or both. A booking that has more
-- entries than slots named its drivers and its trucks in entries of their own: each driver alone
-- is paired with a truck alone of the same booking, the n-th with the n-th in sno order, in the
-- first of their two entries (the other goes). The slot's truck and driver are then one entry,
-- which the asset and drivers reports each charge that slot's money, and one slot to cancel.
WITH crowded AS (
  SELECT e.reservation_id
    FROM reservation_entries e JOIN reservations r ON r.id = e.reservation_id
   GROUP BY e.reservation_id, r.slots
  HAVING count(*) > r.slots
),
lone_drivers AS (
  SELECT e.id, e.sno, e.reservation_id, e.driver_id, row_number() OVER (PARTITION BY e.reservation_id ORDER BY e.sno) AS n
    FROM reservation_entries e
   WHERE e.reservation_id IN (SELECT reservation_id FROM crowded) AND e.asset_id IS NULL AND e.driver_id IS NOT NULL
),
lone_assets AS (
  SELECT e.id, e.sno, e.reservation_id, e.asset_id, row_number() OVER (PARTITION BY e.reservation_id ORDER BY e.sno) AS n
    FROM reservation_entries e
   WHERE e.reservation_id IN (SELECT reservation_id FROM crowded) AND e.driver_id IS NULL AND e.asset_id IS NOT NULL
),
pairs AS (
  SELECT CASE WHEN d.sno < a.sno THEN d.id ELSE a.id END AS kept, CASE WHEN d.sno < a.sno THEN a.id ELSE d.id END AS dropped,
         d.driver_id, a.asset_id
    FROM lone_drivers d JOIN lone_assets a ON a.reservation_id = d.reservation_id AND a.n = d.n
),
paired AS (
  UPDATE reservation_entries e SET driver_id = p.driver_id, asset_id = p.asset_id FROM pairs p WHERE e.id = p.kept RETURNING p.dropped
)
DELETE FROM reservation_entries WHERE id IN (SELECT dropped FROM paired);
