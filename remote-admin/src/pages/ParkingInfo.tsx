import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCatalogueOptions, useEndpointMutation, useLot } from '@haulstop/shared/api';
import type { ParkingLotInput } from '@haulstop/shared/contracts';
import { createLot, deleteLot, updateLot } from '@haulstop/shared/contracts/lots';
import { amenityKey } from '@haulstop/shared/constants';
import { useRuntimeConfig } from '@haulstop/shared/config';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { RULE_LIMITS, validateParkingLot, type ParkingLotField } from '@haulstop/shared/rules';
import { LOT_TIME_ZONE_NAMES } from '@haulstop/shared/time';
import {
  Box,
  Button,
  CancelSaveActions,
  CheckboxField,
  FormField,
  FormPage,
  formatTimeZone,
  LoadErrorAlert,
  PageSkeleton,
  SelectField,
  SimpleGrid,
  Text,
  TextareaField,
  useConfirm,
  useUnsavedChangesPrompt,
  useValidatedForm,
} from '@haulstop/shared/ui';
import { LocationPicker } from '../features/parking-lots/LocationPicker';
import { LotImagesField } from '../features/parking-lots/LotImagesField';
import { currencyOf, EMPTY_LOT, toLotForm, toLotInput, type LotForm } from '../features/parking-lots/lot-form';
import { TEXTS } from '../texts';

/** /parkingInfo (owner): the lot editor — a new lot, or `?parkingLotId=` to edit one. */
export default function ParkingInfo() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('parkingLotId');
  const parkingLotId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const lot = useLot(parkingLotId);
  const amenities = useCatalogueOptions('amenities');
  const { gMapKey } = useRuntimeConfig();
  const form = useValidatedForm<LotForm, ParkingLotField>(EMPTY_LOT, validateParkingLot, { fieldOf: { attachments: 'images' } });
  const { values, errors, change, setValues } = form;
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (lot.data) setValues(toLotForm(lot.data));
  }, [lot.data, setValues]);

  const saved = { successMessage: t('admin.parkingLots.saved'), onSuccess: () => setDone(true), onFieldError: form.serverError };
  const create = useEndpointMutation(createLot, saved);
  const update = useEndpointMutation(updateLot, saved);
  const saving = create.isPending || update.isPending;
  const save = (body: ParkingLotInput) => (parkingLotId === null ? create.mutate({ body }) : update.mutate({ params: { parkingLotId }, body }));
  const remove = useEndpointMutation(deleteLot, { successMessage: t('admin.parkingLots.deleted'), onSuccess: () => setDone(true) });
  useUnsavedChangesPrompt(form.isDirty && !done);
  const confirm = useConfirm();
  // Leave once the save is recorded and the prompt no longer holds the page.
  useEffect(() => {
    if (done) navigate('/parkingLot');
  }, [done, navigate]);

  if (parkingLotId !== null && lot.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (parkingLotId !== null && lot.isError)
    return (
      <Box p={4}>
        <LoadErrorAlert title={t('admin.parkingLots.notFound')} onRetry={() => void lot.refetch()} />
      </Box>
    );

  // Any text value of the form; a field with no rule of its own shows only the API's refusal of it.
  const field = (name: { [K in keyof LotForm]: LotForm[K] extends string ? K : never }[keyof LotForm]) => ({
    name,
    label: t(`admin.parkingLots.fields.${name}`),
    value: values[name],
    onChange: change(name),
    error: (errors as Partial<Record<string, (typeof errors)[ParkingLotField]>>)[name],
  });
  const options = (list: readonly string[], label: (v: string) => string = (v) => v) => list.map((value) => ({ value, label: label(value) }));

  return (
    <Box p={4}>
      <FormPage
        title={parkingLotId === null ? t('admin.parkingLots.newTitle') : t('admin.parkingLots.editTitle')}
        onSubmit={() => form.check() && save(toLotInput(values))}
        actions={
          <>
            {parkingLotId !== null ? (
              <Button
                variant="outline"
                colorPalette="red"
                loading={remove.isPending}
                onClick={() =>
                  confirm.ask({
                    question: t('admin.parkingLots.confirmDelete', { name: values.name }),
                    confirmLabel: t('admin.parkingLots.delete'),
                    onConfirm: () => remove.mutate({ params: { parkingLotId } }),
                  })
                }
              >
                {t('admin.parkingLots.delete')}
              </Button>
            ) : null}
            <CancelSaveActions onCancel={() => navigate('/parkingLot')} saving={saving} />
          </>
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap={4}>
          <FormField {...field('name')} required />
          <SelectField
            name="status"
            label={t('admin.parkingLots.fields.status')}
            value={values.status}
            onChange={(value) => change('status')(value as LotForm['status'])}
            options={[
              { value: 'Active', label: t('status.active') },
              { value: 'Inactive', label: t('status.inactive') },
            ]}
          />
          <FormField {...field('address')} required />
          <FormField {...field('city')} required />
          <FormField {...field('region')} required />
          <FormField {...field('postalCode')} />
          <SelectField
            {...field('country')}
            onChange={(country) => {
              change('country')(country);
              change('currency')(currencyOf(country));
            }}
            options={options(['US', 'CA'], (c) => t(`admin.parkingLots.countries.${c}`))}
          />
          <SelectField {...field('currency')} options={options(['USD', 'CAD'])} />
          <FormField {...field('latitude')} inputMode="decimal" required helperText={t('admin.parkingLots.coordinatesHelp')} />
          <FormField {...field('longitude')} inputMode="decimal" required />
          <Box gridColumn={{ md: 'span 2' }}>
            <LocationPicker
              mapKey={gMapKey}
              address={[values.address, values.city, values.region, values.postalCode, values.country].filter((part) => part.trim() !== '').join(', ')}
              latitude={values.latitude}
              longitude={values.longitude}
              onPick={({ latitude, longitude }) => {
                change('latitude')(latitude);
                change('longitude')(longitude);
              }}
            />
          </Box>
          <SelectField
            {...field('timeZone')}
            placeholder={t('admin.parkingLots.select')}
            options={options(LOT_TIME_ZONE_NAMES, (zone) => formatTimeZone(zone, i18n.language))}
          />
          <FormField {...field('totalSlots')} inputMode="numeric" required />
        </SimpleGrid>
        <TextareaField {...field('instructions')} maxLength={RULE_LIMITS.instructionsMax} />
        <Box as="fieldset" mb={3}>
          <Text as="legend" fontWeight="medium" mb={1}>
            {t('admin.parkingLots.fields.amenities')}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 4 }} columnGap={3}>
            {(amenities.data ?? []).map((amenity) => (
              <CheckboxField
                key={amenity.id}
                name={`amenity-${amenity.id}`}
                label={t(amenityKey(amenity.name), { defaultValue: amenity.name })}
                checked={values.amenities.includes(amenity.name)}
                onChange={(on) => change('amenities')(on ? [...values.amenities, amenity.name] : values.amenities.filter((name) => name !== amenity.name))}
              />
            ))}
          </SimpleGrid>
        </Box>
        <LotImagesField images={values.images} onChange={(images) => change('images')(images)} error={errors.images} />
      </FormPage>
      {confirm.dialog}
    </Box>
  );
}
