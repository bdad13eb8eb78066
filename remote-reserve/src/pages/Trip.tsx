import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useTrip, useTripExtensionRequest, useTripMove } from '@haulstop/shared/api';
import { RESERVATION_DURATIONS, durationKey, isDuration } from '@haulstop/shared/constants';
import type { Trip as TripAnswer } from '@haulstop/shared/contracts';
import { errorMessageOf, statusCodeOf } from '@haulstop/shared/feedback';
import { formatDateTime } from '@haulstop/shared/format';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { statusKey } from '@haulstop/shared/status';
import { directionsUrl } from '../features/map/near';
import { newAttemptKey } from '../features/reserve/attempt';
import { useStaticCss } from '../features/map/static-css';
import { TRIP_CSS } from '../features/trip/trip-css';
import { gateCodeView, tripAddress, tripMoves } from '../features/trip/trip-view';
import { TEXTS } from '../texts';

/**
 * /trip/:token (DESIGN §10: public, no sign-in): the page a driver opens from the link mailed or
 * texted for one entry of a booking. The lot, how to get there, the window at the lot's clock, the
 * gate code once its time comes (never before), and "I'm here" / "I left" / "I need more time".
 * Plain elements, phone first: a driver on a cab's data plan loads no design system.
 */
export default function Trip() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  useStaticCss('trip', TRIP_CSS);
  const { token = '' } = useParams();
  const trip = useTrip(token);

  if (trip.isPending) {
    return (
      <div className="hs-trip" role="status" aria-live="polite">
        <p data-part="muted">{t('reserve.trip.loading')}</p>
      </div>
    );
  }
  if (trip.isError) {
    // An unknown, revoked or ended link answers 404, a token of the wrong shape 400: say so plainly, no retry helps.
    const status = statusCodeOf(trip.error);
    const gone = status === 404 || status === 400;
    return (
      <div className="hs-trip">
        <h1>{gone ? t('reserve.trip.notFoundTitle') : t('reserve.trip.loadError')}</h1>
        {gone ? (
          <p>{t('reserve.trip.notFoundText')}</p>
        ) : (
          <div data-part="actions">
            <button type="button" onClick={() => void trip.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
      </div>
    );
  }
  return <TripView token={token} trip={trip.data} />;
}

function TripView({ token, trip }: { token: string; trip: TripAnswer }) {
  const { t, i18n } = useTranslation();
  const move = useTripMove(token);
  const more = useTripExtensionRequest(token);
  const [duration, setDuration] = useState<string>(RESERVATION_DURATIONS[0]);
  // One Idempotency-Key per request for more time: asked again for the same duration after no answer
  // (a lost connection), it keeps its key, so a paid extension is charged once; answered, the next ask is new.
  const unanswered = useRef<{ duration: string; key: string } | null>(null);
  const askMore = () => {
    const key = unanswered.current?.duration === duration ? unanswered.current.key : newAttemptKey();
    unanswered.current = { duration, key };
    more.mutate({ duration, attempt: key }, { onSuccess: () => (unanswered.current = null) });
  };
  const at = (iso: string | null) => formatDateTime(iso, i18n.language, trip.lot.timeZone);
  const moves = tripMoves(trip);
  const code = gateCodeView(trip);
  const { lot } = trip;
  const durationLabel = (d: string) => (isDuration(d) ? t(durationKey(d)) : d);
  const plate = [trip.asset?.licensePlate, trip.asset?.make].filter(Boolean).join(' · ');

  return (
    <div className="hs-trip">
      <p data-part="muted">{t('reserve.trip.hello', { name: trip.driver.firstName })}</p>
      <h1>{lot.name}</h1>
      <section aria-label={lot.name}>
        <p>{tripAddress(lot)}</p>
        {lot.latitude !== null && lot.longitude !== null ? (
          <a
            data-part="directions"
            href={directionsUrl({ latitude: lot.latitude, longitude: lot.longitude })}
            target="_blank"
            rel="noreferrer"
            aria-label={t('reserve.trip.directionsTo', { name: lot.name })}
          >
            {t('reserve.trip.directions')}
          </a>
        ) : null}
      </section>
      <section aria-labelledby="trip-window">
        <h2 id="trip-window">{t('reserve.trip.window')}</h2>
        <p>{t('reserve.trip.windowRange', { start: at(trip.startAt), end: at(trip.endAt) })}</p>
      </section>
      <section aria-labelledby="trip-code">
        <h2 id="trip-code">{t('reserve.trip.gateCode')}</h2>
        {code.kind === 'code' ? <p data-part="code">{code.code}</p> : null}
        {code.kind === 'later' ? <p>{t('reserve.trip.codeFrom', { time: at(code.from) })}</p> : null}
        {code.kind === 'none' ? <p data-part="muted">{t('reserve.trip.noCode')}</p> : null}
      </section>
      <section aria-labelledby="trip-status">
        <h2 id="trip-status">{t('reserve.trip.status')}</h2>
        <p data-part="gate-status" data-status={trip.gateStatus}>
          {t(`reserve.gate.status.${trip.gateStatus}`)}
        </p>
        <p data-part="muted">{t('reserve.trip.booking', { status: t(statusKey(trip.status), { defaultValue: trip.status }) })}</p>
        {trip.checkedInAt ? <p>{t('reserve.trip.checkedInAt', { time: at(trip.checkedInAt) })}</p> : null}
        {trip.checkedOutAt ? <p>{t('reserve.trip.checkedOutAt', { time: at(trip.checkedOutAt) })}</p> : null}
      </section>
      <section aria-labelledby="trip-truck">
        <h2 id="trip-truck">{t('reserve.trip.truck')}</h2>
        <p>{plate || t('reserve.trip.noTruck')}</p>
      </section>
      {lot.instructions ? (
        <section aria-labelledby="trip-instructions">
          <h2 id="trip-instructions">{t('reserve.trip.instructions')}</h2>
          <p>{lot.instructions}</p>
        </section>
      ) : null}
      {moves.checkIn || moves.checkOut ? (
        <div data-part="actions">
          {moves.checkIn ? (
            <button type="button" disabled={move.isPending} onClick={() => move.mutate('checkIn')}>
              {t('reserve.trip.checkIn')}
            </button>
          ) : null}
          {moves.checkOut ? (
            <button type="button" disabled={move.isPending} onClick={() => move.mutate('checkOut')}>
              {t('reserve.trip.checkOut')}
            </button>
          ) : null}
        </div>
      ) : null}
      {move.isSuccess ? (
        <p data-part="done" role="status">
          {move.variables === 'checkIn' ? t('reserve.trip.checkedIn') : t('reserve.trip.checkedOut')}
        </p>
      ) : null}
      {move.isError ? <p role="alert">{errorMessageOf(move.error, t('reserve.trip.failed'))}</p> : null}
      {moves.moreTime ? (
        <section aria-labelledby="trip-more">
          <h2 id="trip-more">{t('reserve.trip.moreTime')}</h2>
          <div data-part="actions">
            <label>
              {t('reserve.trip.moreTimeFor')}
              <select value={duration} onChange={(event) => setDuration(event.target.value)}>
                {RESERVATION_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {durationLabel(d)}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" data-variant="outline" disabled={more.isPending} onClick={askMore}>
              {t('reserve.trip.moreTimeAsk')}
            </button>
          </div>
          {more.isSuccess ? (
            <p data-part="done" role="status">
              {more.data.outcome === 'EXTENDED'
                ? t('reserve.trip.moreTimeGranted', { end: at(more.data.endAt) })
                : t('reserve.trip.moreTimeAsked', { duration: durationLabel(more.variables.duration) })}
            </p>
          ) : null}
          {more.isError ? <p role="alert">{errorMessageOf(more.error, t('reserve.trip.failed'))}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
