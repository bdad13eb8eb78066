import { Box, Button, Card, formatMoney, formatTimeZone, Heading, SimpleGrid, Stack, Table, Text } from '@haulstop/shared/ui/display';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AmenityTags } from './AmenityTags';
import { BestPrice } from './BestPrice';
import { durationKey } from './labels';
import { LotImage } from './LotImage';
import type { ParkingLot } from '@haulstop/shared/contracts';

interface LotDetailsProps {
  lot: ParkingLot;
  onClose: () => void;
}

/** The selected lot: images, address, prices per duration and amenities. */
export function LotDetails({ lot, onClose }: LotDetailsProps) {
  const { t, i18n } = useTranslation();
  const images = [...lot.images].sort((a, b) => a.imagePriority - b.imagePriority);
  // A lot chosen on the map opens its details below it, off-screen on a phone: bring them into
  // view and put focus on their heading, so the choice visibly (and audibly) did something.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading.focus({ preventScroll: true });
  }, [lot.parkingLotId]);
  return (
    <Card.Root as="section" aria-label={t('reserve.details.label', { name: lot.name })} size="sm">
      <Card.Header>
        <Stack direction="row" justify="space-between" align="start">
          <Box>
            <Heading as="h2" size="md" ref={headingRef} tabIndex={-1} scrollMarginTop="72px" _focus={{ outline: 'none' }}>
              {lot.name}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              {t('reserve.details.owner', { owner: lot.ownerOrgName })}
            </Text>
          </Box>
          <Button size="xs" variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          {images.length > 0 && (
            <SimpleGrid columns={{ base: 2, md: 3 }} gap={2}>
              {images.map((image, index) => (
                <LotImage key={image.imagePath} imagePath={image.imagePath} alt={t('reserve.details.imageAlt', { name: lot.name, number: index + 1 })} />
              ))}
            </SimpleGrid>
          )}
          <Box>
            <Heading as="h4" size="sm" mb={1}>
              {t('reserve.details.address')}
            </Heading>
            <Text>{lot.address}</Text>
            <Text>{t('reserve.lots.location', { city: lot.city, region: lot.region, country: lot.country })}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t('reserve.details.timeZone', { timeZone: formatTimeZone(lot.timeZone, i18n.language) })} ·{' '}
              {t('reserve.lots.slotsAvailable', { available: lot.availableSlots, total: lot.totalSlots })}
            </Text>
          </Box>
          <Box>
            <Heading as="h4" size="sm" mb={1}>
              {t('reserve.details.prices')}
            </Heading>
            {lot.prices.length === 0 ? (
              <Text color="fg.muted">{t('reserve.details.noPrices')}</Text>
            ) : (
              <Table.Root size="sm" aria-label={t('reserve.details.prices')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('reserve.details.duration')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('reserve.details.price')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {lot.prices.map((price) => (
                    <Table.Row key={price.duration}>
                      <Table.Cell>{t(durationKey(price.duration), { defaultValue: price.duration })}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(price.amountMinor, price.currency, i18n.language)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
          {lot.prices.length > 0 && <BestPrice prices={lot.prices} />}
          {lot.amenities.length > 0 && (
            <Box>
              <Heading as="h4" size="sm" mb={1}>
                {t('reserve.details.amenities')}
              </Heading>
              <AmenityTags amenities={lot.amenities} label={t('reserve.lots.amenitiesOf', { name: lot.name })} />
            </Box>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
