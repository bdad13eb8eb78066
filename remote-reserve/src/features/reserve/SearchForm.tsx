import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AMENITIES, amenityKey, BOOKING_HORIZON_DAYS, durationKey, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import { bookingWindow, ruleError, validateReserveSearch, type FormErrors, type RuleError } from '@haulstop/shared/rules';
import { LOT_TIME_ZONE_NAMES, wallClockAt, zonedInstant } from '@haulstop/shared/time';
import { Box, Button, Checkbox, FormField, HStack, SelectField, SimpleGrid, Stack, Text } from '@haulstop/shared/ui';
import { findPlace, type Place } from './places';
import type { SearchCriteria } from './bookingRequest';

export type SearchRequest = SearchCriteria & { place: Place | null; radiusKm: number; amenities: string[] };

type Values = { place: string; radiusKm: string; startAt: string; duration: string; slots: string };

const RADII = ['50', '100', '250', '500'];

/**
 * The start is typed as a wall-clock time at the lot. The search looks at it in the searched
 * place's zone; with no place, at the easternmost lots' (the earliest instant that wall clock can
 * be), so no lot is left out for being already past.
 */
const EASTERNMOST = LOT_TIME_ZONE_NAMES[LOT_TIME_ZONE_NAMES.length - 1];

/** The next full hour after an hour from now at the easternmost lots, as a datetime-local value: ahead at every lot. */
function defaultStart(now = new Date()): string {
  const hour = 3_600_000;
  return wallClockAt(Math.ceil((now.getTime() + 2 * hour) / hour) * hour, EASTERNMOST);
}

/** The instant the search looks at, as ISO text ('' when the typed start is not a time). */
const searchInstant = (startLocal: string, place: Place | null) => zonedInstant(startLocal, place?.timeZone ?? EASTERNMOST)?.toISOString() ?? '';

/**
 * The search of /reserve: near a place (the cities of the bookable lots) or anywhere, the start,
 * the duration (SPEC §9), the slots and the amenities every lot must have. The shared rules
 * (validateReserveSearch) check it as the API does.
 */
export function SearchForm({ places, onSearch }: { places: readonly Place[]; onSearch: (request: SearchRequest) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => ({ place: '', radiusKm: '250', startAt: defaultStart(), duration: '24 hrs', slots: '1' }));
  const [amenities, setAmenities] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors<keyof Values>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: Values) => {
    // The start is checked as the instant it is where the search looks, not in the browser's zone.
    const found: Partial<Record<keyof Values, RuleError>> = {
      ...validateReserveSearch({ ...next, startAt: searchInstant(next.startAt, findPlace(places, next.place)) || next.startAt }),
    };
    if (next.place.trim() && !findPlace(places, next.place)) found.place = ruleError('validation.unknownPlace');
    return found;
  };
  const change = (field: keyof Values) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };
  const toggle = useCallback(
    (amenity: string, on: boolean) => setAmenities((current) => (on ? [...current, amenity] : current.filter((a) => a !== amenity))),
    [],
  );

  const submit = () => {
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const place = findPlace(places, values.place);
    onSearch({
      startAt: searchInstant(values.startAt, place),
      startLocal: values.startAt,
      duration: values.duration,
      slots: Number(values.slots),
      place,
      radiusKm: Number(values.radiusKm),
      amenities,
    });
  };

  // Wall-clock bounds at the lots: from now where the clock is earliest (the west) to the horizon where it is latest (the east).
  // Read once when the form opens: the bounds move by the minute, and formatting them at every key press costs.
  const bounds = useMemo(() => {
    const window = bookingWindow();
    return { min: wallClockAt(window.earliest, LOT_TIME_ZONE_NAMES[0]), max: wallClockAt(window.latest, EASTERNMOST) };
  }, []);
  const radiusOptions = useMemo(() => RADII.map((r) => ({ value: r, label: t('reserve.book.km', { km: r }) })), [t]);
  const durationOptions = useMemo(() => RESERVATION_DURATIONS.map((d) => ({ value: d, label: t(durationKey(d)) })), [t]);
  const listId = 'reserve-places';

  return (
    <Box borderWidth="1px" borderRadius="md" p={4} asChild>
      <form
        aria-label={t('reserve.book.searchTitle')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
          <Box>
            {/* A typed place is matched against the cities of the bookable lots (no geocoder needed). */}
            <FormField
              name="place"
              list={listId}
              label={t('reserve.book.place')}
              value={values.place}
              onChange={change('place')}
              error={errors.place}
              helperText={t('reserve.book.placeHint')}
            />
            <PlaceOptions id={listId} places={places} />
          </Box>
          <SelectField name="radiusKm" label={t('reserve.book.radius')} value={values.radiusKm} onChange={change('radiusKm')} options={radiusOptions} />
          <FormField
            name="startAt"
            type="datetime-local"
            required
            label={t('reserve.book.startAt')}
            value={values.startAt}
            onChange={change('startAt')}
            error={errors.startAt}
            min={bounds.min}
            max={bounds.max}
            helperText={`${t('reserve.book.startAtHint')} · ${t('reserve.book.startWindow', { days: BOOKING_HORIZON_DAYS })}`}
          />
          <SelectField
            name="duration"
            required
            label={t('reserve.book.duration')}
            value={values.duration}
            onChange={change('duration')}
            options={durationOptions}
            error={errors.duration}
          />
          <FormField
            name="slots"
            type="number"
            required
            label={t('reserve.book.slots')}
            value={values.slots}
            onChange={change('slots')}
            error={errors.slots}
            inputMode="numeric"
          />
        </SimpleGrid>
        <AmenityChoices selected={amenities} onToggle={toggle} />
        <HStack justify="flex-end" mt={3}>
          <Button type="submit" colorPalette="accent">
            {t('reserve.book.search')}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}

/**
 * The parts of the form a key press in another field does not change, kept out of its render
 * (typing a place redrew ~40 datalist options and 10 checkboxes per key: INP, issue 24).
 */
const PlaceOptions = memo(function PlaceOptions({ id, places }: { id: string; places: readonly Place[] }) {
  return (
    <datalist id={id}>
      {places.map((p) => (
        <option key={p.label} value={p.label} />
      ))}
    </datalist>
  );
});

const AmenityChoices = memo(function AmenityChoices({ selected, onToggle }: { selected: string[]; onToggle: (amenity: string, on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Stack as="fieldset" gap={2} mt={2}>
      <Text as="legend" fontWeight="medium" fontSize="sm">
        {t('reserve.book.amenities')}
      </Text>
      <HStack wrap="wrap" gap={3}>
        {AMENITIES.map((amenity) => (
          <Checkbox.Root
            key={amenity}
            size="sm"
            checked={selected.includes(amenity)}
            onCheckedChange={(e: { checked: boolean | 'indeterminate' }) => onToggle(amenity, e.checked === true)}
            colorPalette="accent"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(amenityKey(amenity))}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Stack>
  );
});
