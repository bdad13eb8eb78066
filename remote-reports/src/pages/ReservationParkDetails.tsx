import { Navigate, useParams } from 'react-router-dom';

/**
 * /reservationparkdetails/:reservationid: the same reservation page as /reservations/:reservationId.
 * That page lives in remote-reserve, and remotes never import each other, so this route hands over
 * to it (replacing the history entry, so Back does not bounce here again).
 */
export default function ReservationParkDetails() {
  const { reservationid } = useParams();
  return <Navigate replace to={`/reservations/${encodeURIComponent(reservationid ?? '')}`} />;
}
