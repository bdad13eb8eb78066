import type { QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPublicLots, publicLotKeys, useLiveAvailability, usePublicLots } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRuntimeConfig } from '@haulstop/shared/config';
import type { PublicLot } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, CloseButton, Flex, Grid, Heading, Link, LoadErrorAlert, PageSkeleton, Stack, Text } from '@haulstop/shared/ui/display';
import { DriverLotList } from '../features/map/DriverLotList';
import { LotMap } from '../features/map/LotMap';
import { findLots } from '../features/map/near';
import { useDriverPosition } from '../features/map/useDriverPosition';
import { TEXTS } from '../texts';

const NO_LOTS: readonly PublicLot[] = [];

// The search's look, given once (plain elements): a finger's tap targets, 44 px high (issue 24).
const SEARCH_CSS = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '2',
  '& [data-part=place]': { display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 14rem', fontSize: 'sm', fontWeight: 'medium' },
  '& input[type=search]': {
    minHeight: '44px',
    px: '3',
    fontSize: 'md',
    fontWeight: 'normal',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'bg.panel',
    focusVisibleRing: 'outside',
  },
  '& button': {
    minHeight: '44px',
    px: '4',
    borderRadius: 'md',
    bg: 'accent.solid',
    color: 'accent.contrast',
    fontWeight: 'semibold',
    cursor: 'pointer',
    focusVisibleRing: 'outside',
    _disabled: { opacity: 0.6, cursor: 'progress' },
  },
  '& [data-part=only-free]': { display: 'flex', alignItems: 'center', gap: '2', minHeight: '44px', fontSize: 'sm', cursor: 'pointer' },
  '& [data-part=only-free] input': { width: '20px', height: '20px', accentColor: 'var(--chakra-colors-accent-solid)' },
} as const;

/**
 * /globaldashboard (SPEC §2.2, §2.4: public, no header, no footer): the page a driver uses at a
 * truck stop (issue 24). Lots near a place typed or near the driver (the browser's geolocation),
 * nearest first, each with its free slots now, price from, address, photo and directions. The
 * counts change live, within a second of a booking or a cancel anywhere (issue 9).
 */
export default function GlobalDashboard() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  useLiveAvailability();
  const { gMapKey } = useRuntimeConfig();
  const lots = usePublicLots();
  const placeId = useId();
  const [place, setPlace] = useState('');
  const [onlyFree, setOnlyFree] = useState(false);
  // A lot tapped on the map opens its card under the map; one chosen in the list is only marked.
  const [selected, setSelected] = useState<{ lotId: number; card: boolean }>();
  const { state: position, locate } = useDriverPosition();
  const origin = position.status === 'located' ? position.position : null;
  // Typing filters a list of every lot: the field stays responsive while the list catches up.
  const deferredPlace = useDeferredValue(place);
  const list = lots.data ?? NO_LOTS;
  const found = useMemo(() => findLots(list, { place: deferredPlace, origin, onlyFree }), [list, deferredPlace, origin, onlyFree]);
  const free = list.reduce((sum, lot) => sum + lot.availableSlots, 0);
  const card = selected?.card ? found.find((lot) => lot.parkingLotId === selected.lotId) : undefined;

  if (lots.isPending) return <PageSkeleton label={t('common.loading')} />;
  return (
    <Stack gap={4} p={4}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={2}>
        <Heading as="h1" size="lg">
          {t('reserve.global.title')}
        </Heading>
        <Link href="/" color="accent.fg" minHeight="44px" display="inline-flex" alignItems="center">
          {t('reserve.global.signIn')}
        </Link>
      </Flex>
      {lots.isError ? (
        <LoadErrorAlert
          title={t('reserve.lots.loadError')}
          description={errorMessageOf(lots.error, t('reserve.lots.loadError'))}
          onRetry={() => void lots.refetch()}
        />
      ) : (
        <>
          <Text color="fg.muted">{t('reserve.global.summary', { lots: list.length, free })}</Text>
          <Box as="search" aria-label={t('reserve.global.searchLabel')} css={SEARCH_CSS}>
            <label data-part="place" htmlFor={placeId}>
              {t('reserve.global.place')}
              <input id={placeId} type="search" autoComplete="address-level2" value={place} onChange={(event) => setPlace(event.target.value)} />
            </label>
            <button type="button" onClick={locate} disabled={position.status === 'locating'}>
              {t('reserve.global.nearMe')}
            </button>
            <label data-part="only-free">
              <input type="checkbox" checked={onlyFree} onChange={(event) => setOnlyFree(event.target.checked)} />
              {t('reserve.global.onlyFree')}
            </label>
          </Box>
          <Text role="status" fontSize="sm" color="fg.muted">
            {[
              t('reserve.global.found', { count: found.length }),
              position.status === 'located' ? t('reserve.global.sortedNearYou') : null,
              position.status === 'locating' ? t('reserve.global.locating') : null,
              position.status === 'denied' ? t('reserve.global.locationDenied') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' }} gap={4} alignItems="start">
            <Stack gap={3} minWidth={0}>
              <LotMap mapKey={gMapKey} lots={found} selectedLotId={selected?.lotId} onSelect={(lotId) => setSelected({ lotId, card: true })} />
              {card && (
                <Box as="section" aria-label={t('reserve.global.selected')}>
                  <Flex justify="space-between" align="center" gap={2}>
                    <Heading as="h2" size="sm">
                      {t('reserve.global.selected')}
                    </Heading>
                    <CloseButton
                      size="md"
                      minW="44px"
                      minH="44px"
                      aria-label={t('reserve.global.close')}
                      onClick={() => setSelected({ lotId: card.parkingLotId, card: false })}
                    />
                  </Flex>
                  <DriverLotList lots={[card]} label={t('reserve.global.selected')} selectedLotId={card.parkingLotId} onSelect={() => undefined} />
                </Box>
              )}
            </Stack>
            <Box as="section" maxHeight={{ lg: '80vh' }} overflowY={{ lg: 'auto' }}>
              <Heading as="h2" size="sm" mb={2}>
                {t('reserve.lots.title', { total: found.length })}
              </Heading>
              {found.length === 0 ? (
                <Text color="fg.muted">{list.length === 0 ? t('reserve.lots.none') : t('reserve.global.noneFound')}</Text>
              ) : (
                <DriverLotList
                  lots={found}
                  label={t('reserve.lots.listLabel')}
                  selectedLotId={selected?.lotId}
                  onSelect={(lotId) => setSelected({ lotId, card: false })}
                />
              )}
            </Box>
          </Grid>
        </>
      )}
    </Stack>
  );
}

/** The page's first data, started by the host together with the page's chunk. */
export const prefetch = (client: QueryClient) => client.prefetchQuery({ queryKey: publicLotKeys.all, queryFn: ({ signal }) => fetchPublicLots(signal) });
