import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenPlace, placeLabel, placeSuggestionOptions, usePlaceSuggestions } from '@haulstop/shared/api';
import { AMENITIES, amenityKey, BOOKING_HORIZON_DAYS, durationKey, NEAR_PLACE_RADIUS_KM, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import { useDebouncedValue, useQueryClient } from '@haulstop/shared/query';
import { bookingWindow, ruleError, validateReserveSearch, type FormErrors, type RuleError } from '@haulstop/shared/rules';
import { LOT_TIME_ZONE_NAMES, wallClockAt, zonedInstant } from '@haulstop/shared/time';
import { Box, Button, Checkbox, FormField, HStack, SelectField, SimpleGrid, Stack, Text } from '@haulstop/shared/ui/display';
import type { Place as Town } from '@haulstop/shared/contracts';
import { findPlace, placeOfTown, type Place } from './places';
import type { SearchCriteria } from './bookingRequest';

export type SearchRequest = SearchCriteria & { place: Place | null; radiusKm: number; amenities: string[] };

type Values = { place: string; radiusKm: string; startAt: string; duration: string; slots: string };

const RADII = ['50', '100', '250', '500'];

/** How long typing pauses before the towns it may name are asked of the server. */
const PLACE_TYPING_PAUSE_MS = 300;

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
 * The search of /reserve: near a place or anywhere, the start, the duration, the slots
 * and the amenities every lot must have. A place is a town of the gazetteer (the server's, as on
 * the public page: the same town and, by default, the same radius find the same lots), or a city
 * of the bookable lots it does not hold. The shared rules (validateReserveSearch) check the rest
 * as the API does.
 */
export function SearchForm({ places, onSearch }: { places: readonly Place[]; onSearch: (request: SearchRequest) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => ({
    place: '',
    radiusKm: String(NEAR_PLACE_RADIUS_KM),
    startAt: defaultStart(),
    duration: '24 hrs',
    slots: '1',
  }));
  const queryClient = useQueryClient();
  const towns = usePlaceSuggestions(useDebouncedValue(values.place, PLACE_TYPING_PAUSE_MS)).data;
  const [amenities, setAmenities] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors<keyof Values>>({});
  const [submitted, setSubmitted] = useState(false);

  /** The town the text names (the suggestion chosen, or the likeliest), else a city of the lots; null: none. */
  const resolve = async (text: string): Promise<Place | null> => {
    if (!text.trim()) return null;
    // The answer already shown under the field when there is one; asked now when the search came first.
    const answered = await queryClient.fetchQuery(placeSuggestionOptions(text)).catch(() => []);
    const town = chosenPlace(text, answered);
    return town ? placeOfTown(town, placeLabel(town), places) : findPlace(places, text);
  };
  const check = (next: Values, place: Place | null) => {
    // The start is checked as the instant it is where the search looks, not in the browser's zone.
    const found: Partial<Record<keyof Values, RuleError>> = {
      ...validateReserveSearch({ ...next, startAt: searchInstant(next.startAt, place) || next.startAt }),
    };
    if (next.place.trim() && !place) found.place = ruleError('validation.unknownPlace');
    return found;
  };
  const change = (field: keyof Values) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // The place is checked again at the next search (its towns are asked of the server); the rest at once.
    if (submitted) setErrors(({ place }) => ({ ...check(next, null), place: field === 'place' ? undefined : place }));
  };
  const toggle = useCallback(
    (amenity: string, on: boolean) => setAmenities((current) => (on ? [...current, amenity] : current.filter((a) => a !== amenity))),
    [],
  );

  const submit = async () => {
    setSubmitted(true);
    const place = await resolve(values.place);
    const found = check(values, place);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
          void submit();
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
          <Box>
            <FormField
              name="place"
              list={listId}
              label={t('reserve.book.place')}
              value={values.place}
              onChange={change('place')}
              error={errors.place}
              helperText={t('reserve.book.placeHint')}
            />
            <PlaceOptions id={listId} towns={towns} places={places} />
            <Text fontSize="xs" color="fg.muted" mt={1}>
              <a href="https://www.geonames.org/" target="_blank" rel="noreferrer">
                {t('reserve.places.credit')}
              </a>
            </Text>
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
 * (typing a place redrew ~40 datalist options and 10 checkboxes per key: INP).
 */
const PlaceOptions = memo(function PlaceOptions({ id, towns, places }: { id: string; towns: readonly Town[] | undefined; places: readonly Place[] }) {
  const townLabels = (towns ?? []).map(placeLabel);
  return (
    <datalist id={id}>
      {[...townLabels, ...places.map((p) => p.label).filter((label) => !townLabels.includes(label))].map((label) => (
        <option key={label} value={label} />
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
