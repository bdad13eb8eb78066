import type { QueryClient } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chosenPlace,
  PLACE_SEARCH_MIN_LENGTH,
  placeLabel,
  publicLotSearchOptions,
  useLiveAvailability,
  usePlaceSuggestions,
  usePublicLotSearch,
} from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/feedback';
import { useRuntimeConfig } from '@haulstop/shared/config';
import { NEAR_PLACE_RADIUS_KM, PUBLIC_LOTS_SEARCH_MAX_LENGTH } from '@haulstop/shared/constants';
import { useDebouncedValue, useDeferredAnswer } from '@haulstop/shared/query';
import type { PublicLot, PublicLotsQuery } from '@haulstop/shared/contracts';
import { formatCount } from '@haulstop/shared/format';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { DriverLotList } from '../features/map/DriverLotList';
import { LotMap } from '../features/map/LotMap';
import { driverLotsQuery } from '../features/map/near';

import { useDriverPosition } from '../features/map/useDriverPosition';
import { useStaticCss } from '../features/map/static-css';
import { TEXTS } from '../texts';

const NO_LOTS: readonly PublicLot[] = [];

/** How long typing pauses before the place typed is asked of the server. */
const SEARCH_DELAY_MS = 300;

// The page's look, given once (plain elements, the public page loads no design system, as
// the login page does). Values are the console theme's tokens (shared/src/ui/system.ts), so the page
// looks the same signed in, inside the console. The search's tap targets are 44 px high.
const PAGE_CSS = `
:where(.hs-gd, .hs-gd-wait) {
  text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  touch-action: manipulation;
  tab-size: 4;
}
:where(.hs-gd, .hs-gd-wait) *,
:where(.hs-gd, .hs-gd-wait) *::before,
:where(.hs-gd, .hs-gd-wait) *::after {
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border-width: 0;
  border-style: solid;
  border-color: #e4e4e7;
  font: inherit;
  font-feature-settings: 'cv11';
  overflow-wrap: break-word;
  -webkit-tap-highlight-color: transparent;
}
:where(.hs-gd) :where(img, svg) { display: block; vertical-align: middle; }
:where(.hs-gd) :where(img) { max-width: 100%; height: auto; border-style: none; }
:where(.hs-gd) :where(ul) { list-style: none; }
:where(.hs-gd) :where(a) { color: inherit; text-decoration: inherit; }
:where(.hs-gd) :where(button, input) { color: inherit; }
:where(.hs-gd) :where(button) { appearance: button; background-color: transparent; background-image: none; text-transform: none; }
:where(.hs-gd) :where(input[type=search]) { appearance: textfield; outline-offset: -2px; }
.hs-gd { display: flex; flex-direction: column; gap: 1rem; padding: 1rem; }
.hs-gd [data-part=top] { display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 0.5rem; }
.hs-gd h1 { font-family: Poppins, system-ui, sans-serif; font-weight: 600; font-size: 1.125rem; line-height: 1.75rem; }
.hs-gd h2 { font-family: Poppins, system-ui, sans-serif; font-weight: 600; font-size: 0.875rem; line-height: 1.25rem; }
.hs-gd [data-part=sign-in] { display: inline-flex; align-items: center; gap: 0.375rem; min-height: 44px; outline: none; cursor: pointer; border-radius: 0.125rem; color: #154da0; }
.hs-gd [data-part=sign-in]:focus-visible { outline: 2px solid #a1a1aa; outline-offset: 2px; }
@media (hover: hover) {
  .hs-gd [data-part=sign-in]:hover { text-decoration-line: underline; text-underline-offset: 3px; text-decoration-color: color-mix(in srgb, currentColor 20%, transparent); }
}
.hs-gd [data-part=muted] { color: #52525b; }
.hs-gd search { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem; }
.hs-gd [data-part=place] { display: flex; flex-direction: column; gap: 0.25rem; flex: 1 1 14rem; font-size: 0.875rem; font-weight: 500; }
.hs-gd input[type=search] { min-height: 44px; padding-inline: 0.75rem; font-size: 1rem; font-weight: 400; border-width: 1px; border-color: #e4e4e7; border-radius: 0.375rem; background: #fff; }
.hs-gd search button { min-height: 44px; padding-inline: 1rem; border-radius: 0.375rem; background: #2c7ef4; color: #05132a; font-weight: 600; cursor: pointer; }
.hs-gd search button:disabled { opacity: 0.6; cursor: progress; }
.hs-gd :is(input[type=search], search button):focus-visible { outline: 2px solid #a1a1aa; outline-offset: 2px; }
.hs-gd [data-part=only-free] { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; font-size: 0.875rem; cursor: pointer; }
.hs-gd [data-part=only-free] input { width: 20px; height: 20px; accent-color: #2c7ef4; }
.hs-gd [data-part=found] { font-size: 0.875rem; color: #52525b; }
.hs-gd [data-part=credit] { font-size: 0.75rem; color: #52525b; }
.hs-gd [data-part=credit] a { text-decoration-line: underline; }
.hs-gd [data-part=columns] { display: grid; grid-template-columns: 1fr; gap: 1rem; align-items: start; }
@media screen and (min-width: 64rem) {
  .hs-gd [data-part=columns] { grid-template-columns: minmax(0, 2fr) minmax(320px, 1fr); }
  .hs-gd [data-part=list] { max-height: 80vh; overflow-y: auto; }
}
.hs-gd [data-part=map-column] { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
.hs-gd [data-part=list] > h2 { margin-bottom: 0.5rem; }
.hs-gd [data-part=card-top] { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; }
.hs-gd [data-part=close] { display: inline-flex; align-items: center; justify-content: center; flex-shrink: 0; position: relative; isolation: isolate; min-width: 44px; min-height: 44px; height: 2.5rem; border: 1px solid transparent; border-radius: 0.25rem; color: #27272a; font-size: 0.875rem; line-height: 1.25rem; font-weight: 500; white-space: nowrap; vertical-align: middle; user-select: none; cursor: pointer; outline: 0; }
.hs-gd [data-part=close] svg { flex-shrink: 0; width: 1.25rem; height: 1.25rem; }
.hs-gd [data-part=close]:hover { background: #f4f4f5; }
.hs-gd [data-part=close]:focus-visible { outline: 2px solid #a1a1aa; outline-offset: 2px; }
.hs-gd-wait { display: flex; flex-direction: column; gap: 1rem; min-height: 60vh; }
.hs-gd-wait [data-part=sr-only] { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
.hs-gd-wait [data-part=row] { display: flex; gap: 0.75rem; }
.hs-gd-wait [data-part=rows] { display: flex; flex-direction: column; gap: 0.5rem; }
.hs-gd-wait [data-part=bone] { display: block; border-radius: 0.25rem; background: #e4e4e7; animation: hs-gd-pulse 1.5s ease-in-out infinite; }
@keyframes hs-gd-pulse { 50% { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .hs-gd-wait [data-part=bone] { animation: none; } }
.hs-gd-error { display: flex; align-items: center; gap: 0.75rem; width: 100%; padding: 1rem; border-radius: 0.375rem; background: #fee2e2; color: #991919; font-size: 0.875rem; line-height: 1.25rem; }
.hs-gd-error svg { flex-shrink: 0; width: 1.25rem; height: 1.25rem; fill: currentColor; }
.hs-gd-error [data-part=content] { flex: 1; display: flex; flex-direction: column; }
.hs-gd-error [data-part=title] { font-weight: 500; }
.hs-gd-error button { height: 2rem; padding-inline: 0.625rem; border: 1px solid #e4e4e7; border-radius: 0.25rem; background: #fff; color: #09090b; font-size: 0.75rem; line-height: 1rem; font-weight: 500; cursor: pointer; }
`;

/**
 * /globaldashboard (public, no header, no footer): the page a driver uses at a
 * truck stop. Lots at a place typed or near the driver (the browser's geolocation),
 * nearest first, each with its free slots now, price from, address, photo and directions. The
 * server searches, sorts and sends one page (a phone never loads every lot); the counts change
 * live, within a second of a booking or a cancel anywhere.
 */
export default function GlobalDashboard() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  useLiveAvailability();
  const { gMapKey } = useRuntimeConfig();
  const placeId = useId();
  const [place, setPlace] = useState('');
  const [onlyFree, setOnlyFree] = useState(false);
  // A lot tapped on the map opens its card under the map; one chosen in the list is only marked.
  const [selected, setSelected] = useState<{ lotId: number; card: boolean }>();
  const { state: position, locate } = useDriverPosition();
  const origin = position.status === 'located' ? position.position : null;
  const typed = useDebouncedValue(place, SEARCH_DELAY_MS);
  // A town the text names (the gazetteer's likeliest, or the suggestion chosen): the lots around it.
  const suggestions = usePlaceSuggestions(typed);
  const settled = typed.trim().length < PLACE_SEARCH_MIN_LENGTH || !(suggestions.isPending || suggestions.isPlaceholderData);
  const near = settled && !suggestions.isError ? chosenPlace(typed, suggestions.data) : null;
  // Until the place is known the last search stays: no "0 lots found" flashes between the letters and the place.
  const lastQuery = useRef<PublicLotsQuery | null>(null);
  const query = settled ? driverLotsQuery(typed, origin, near) : (lastQuery.current ?? driverLotsQuery('', origin));
  lastQuery.current = query;
  // The last answer stays while the next is asked: "nearest first" only once the near answer is in.
  const lots = usePublicLotSearch(query);
  // An answer renders in a transition (React's time slices): the query's update alone renders at
  // once, and the page with its map, cards and first price format held the main thread ~300 ms in
  // one task at 4× CPU. Until then the previous answer (or the wait) shows.
  const answer = useDeferredAnswer(lots);
  const sortedNearYou = origin !== null && !lots.isPlaceholderData && answer.current;
  const list = answer.data?.content ?? NO_LOTS;
  const totalFound = answer.data?.totalElements ?? 0;
  // "Only free" keeps the free lots of the answer, and drops one as it fills up (live counts).
  const found = useMemo(() => (onlyFree ? list.filter((lot) => lot.availableSlots > 0) : list), [list, onlyFree]);
  const free = list.reduce((sum, lot) => sum + lot.availableSlots, 0);
  const card = selected?.card ? found.find((lot) => lot.parkingLotId === selected.lotId) : undefined;
  // Stable, so that typing a place re-renders neither the map nor the cards (memo below).
  const selectOnMap = useCallback((lotId: number) => setSelected({ lotId, card: true }), []);
  const selectInList = useCallback((lotId: number) => setSelected({ lotId, card: false }), []);

  useStaticCss('global-dashboard', PAGE_CSS);

  if (answer.waiting) return <PageWait label={t('common.loading')} />;
  return (
    <div className="hs-gd">
      <div data-part="top">
        <h1>{t('reserve.global.title')}</h1>
        <a href="/" data-part="sign-in">
          {t('reserve.global.signIn')}
        </a>
      </div>
      {lots.isError ? (
        <LoadError
          title={t('reserve.lots.loadError')}
          description={errorMessageOf(lots.error, t('reserve.lots.loadError'))}
          retry={t('common.retry')}
          onRetry={() => void lots.refetch()}
        />
      ) : (
        <>
          <p data-part="muted">
            {t('reserve.global.summary', {
              lots: t('reserve.global.lotCount', { count: list.length }),
              free: t('reserve.global.freeNow', { count: free }),
            })}
          </p>
          <search aria-label={t('reserve.global.searchLabel')}>
            <label data-part="place" htmlFor={placeId}>
              {t('reserve.global.place')}
              <input
                id={placeId}
                type="search"
                autoComplete="off"
                list={`${placeId}-places`}
                maxLength={PUBLIC_LOTS_SEARCH_MAX_LENGTH}
                value={place}
                onChange={(event) => setPlace(event.target.value)}
              />
              <datalist id={`${placeId}-places`}>
                {(suggestions.data ?? []).map((suggestion) => (
                  <option key={placeLabel(suggestion)} value={placeLabel(suggestion)} />
                ))}
              </datalist>
            </label>
            <button type="button" onClick={locate} disabled={position.status === 'locating'}>
              {t('reserve.global.nearMe')}
            </button>
            <label data-part="only-free">
              <input type="checkbox" checked={onlyFree} onChange={(event) => setOnlyFree(event.target.checked)} />
              {t('reserve.global.onlyFree')}
            </label>
          </search>
          <p data-part="credit">
            <a href="https://www.geonames.org/" target="_blank" rel="noreferrer">
              {t('reserve.places.credit')}
            </a>
          </p>
          <p role="status" data-part="found">
            {[
              totalFound > list.length
                ? t('reserve.global.foundFirst', { total: formatCount(totalFound, i18n.language), shown: formatCount(found.length, i18n.language) })
                : t('reserve.global.found', { count: found.length }),
              near ? t('reserve.global.nearPlace', { km: NEAR_PLACE_RADIUS_KM, place: placeLabel(near) }) : null,
              sortedNearYou && !near ? t('reserve.global.sortedNearYou') : null,
              position.status === 'locating' || (origin !== null && !sortedNearYou) ? t('reserve.global.locating') : null,
              position.status === 'denied' ? t('reserve.global.locationDenied') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <div data-part="columns">
            <div data-part="map-column">
              <MemoLotMap mapKey={gMapKey} lots={found} selectedLotId={selected?.lotId} onSelect={selectOnMap} />
              {card && (
                <section aria-label={t('reserve.global.selected')}>
                  <div data-part="card-top">
                    <h2>{t('reserve.global.selected')}</h2>
                    <button
                      type="button"
                      data-part="close"
                      aria-label={t('reserve.global.close')}
                      onClick={() => setSelected({ lotId: card.parkingLotId, card: false })}
                    >
                      <CloseIcon />
                    </button>
                  </div>
                  <DriverLotList lots={[card]} label={t('reserve.global.selected')} selectedLotId={card.parkingLotId} onSelect={() => undefined} />
                </section>
              )}
            </div>
            <section data-part="list">
              <h2>{t('reserve.lots.title', { total: found.length })}</h2>
              {found.length === 0 ? (
                <p data-part="muted">{totalFound === 0 && !query.search && !near ? t('reserve.lots.none') : t('reserve.global.noneFound')}</p>
              ) : (
                <MemoDriverLotList lots={found} label={t('reserve.lots.listLabel')} selectedLotId={selected?.lotId} onSelect={selectInList} />
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}

const MemoLotMap = memo(LotMap);
const MemoDriverLotList = memo(DriverLotList);

/** The page's first data (nothing typed, the driver not yet located), started by the host together with the page's chunk. */
export const prefetch = (client: QueryClient) => client.prefetchQuery(publicLotSearchOptions(driverLotsQuery('', null)));

/** The page's shape while its lots load ('Loading...' for screen readers): PageSkeleton's, plain. */
function PageWait({ label }: { label: string }) {
  return (
    <div className="hs-gd-wait" role="status" aria-live="polite" data-testid="page-skeleton">
      <span data-part="sr-only">{label}</span>
      <span data-part="bone" style={{ height: 28, width: '40%', maxWidth: 320 }} />
      <div data-part="row">
        <span data-part="bone" style={{ height: 36, flex: 1, maxWidth: 360 }} />
        <span data-part="bone" style={{ height: 36, width: 120 }} />
      </div>
      <div data-part="rows">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} data-part="bone" style={{ height: 36 }} />
        ))}
      </div>
    </div>
  );
}

/** The lots could not be loaded: LoadErrorAlert's look (an error alert with Retry), plain. */
function LoadError({ title, description, retry, onRetry }: { title: string; description: string; retry: string; onRetry: () => void }) {
  return (
    <div className="hs-gd-error" role="alert">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 22C6.48 22 2 17.52 2 12S6.48 2 12 2s10 4.48 10 10-4.48 10-10 10Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-5h2v2h-2v-2Zm0-8h2v6h-2V7Z" />
      </svg>
      <div data-part="content">
        <div data-part="title">{title}</div>
        <div data-part="description">{description}</div>
      </div>
      <button type="button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

/** Chakra's close mark (CloseButton's icon). */
function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
      />
    </svg>
  );
}
