import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBookingQuote, useEndpointMutation, useFleetOrganizations, useMapLots, useOpenAccounts } from '@haulstop/shared/api';
import { createBooking } from '@haulstop/shared/contracts/bookings';
import { BOOKING_HORIZON_DAYS, durationKey, isPlatformOrganization, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import { usePermissionContext } from '@haulstop/shared/session';
import {
  bookingWindow,
  FLEET_PAYMENTS,
  validateFleetBooking,
  type FleetBookingField,
  type FleetBookingValues,
  type FleetPayment,
} from '@haulstop/shared/rules';
import {
  Button,
  CheckboxField,
  dateTimeLocalBounds,
  FormField,
  FormPage,
  SelectField,
  SimpleGrid,
  Text,
  formatDateTime,
  formatMoney,
  useValidatedForm,
} from '@haulstop/shared/ui';
import { EMPTY_FLEET_BOOKING, toFleetBookingBody, toQuoteBody } from './fleet-booking-form';

/**
 * The owner's booking for a fleet organisation (bookFleetReservation): one of its own lots (the
 * platform: any lot, acting as its owner), the fleet, the window, the slots, and pay later unless
 * the owner overrides the drivers' payments. Booked → the reservation's page.
 */
export function FleetBookingForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { saasOrgId } = usePermissionContext();
  const isPlatform = isPlatformOrganization(saasOrgId);
  const lots = useMapLots();
  const fleets = useFleetOrganizations();
  const accounts = useOpenAccounts();
  // A refusal of the payment (paymentMethodId: the open account, the way to pay) shows under Payment.
  const form = useValidatedForm<FleetBookingValues, FleetBookingField>(EMPTY_FLEET_BOOKING, validateFleetBooking, {
    fieldOf: { paymentMethodId: 'payment', method: 'payment' },
  });
  const { values, errors, change } = form;
  // One key per form: a second click or a lost answer never books twice (DESIGN §7).
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const book = useEndpointMutation(createBooking, {
    onSuccess: (created) => navigate(`/reservations/${created.reservationId}`),
    onFieldError: form.serverError,
  });
  // The start is typed at the chosen lot's clock, and its times are shown there, labelled.
  const timeZone = lots.data?.find((lot) => String(lot.parkingLotId) === values.parkingLotId)?.timeZone;
  const quote = useBookingQuote(toQuoteBody(values, timeZone));

  const lotOptions = (lots.data ?? [])
    .filter((lot) => lot.status === 'Active' && (isPlatform || lot.ownerOrgId === saasOrgId))
    .map((lot) => ({ value: String(lot.parkingLotId), label: isPlatform ? `${lot.name} (${lot.ownerOrgName})` : lot.name }));
  const fleetOptions = (fleets.data ?? []).map((org) => ({ value: String(org.orgId), label: org.orgName }));
  // The fleet's open accounts this owner granted (the platform: any of the fleet's).
  const accountOptions = (accounts.data ?? [])
    .filter((account) => String(account.orgId) === values.forOrgId && (isPlatform || account.grantedByOrgId === saasOrgId))
    .map((account) => ({ value: String(account.openAccountId), label: account.accountName }));
  const text = (name: FleetBookingField & keyof FleetBookingValues) => ({
    name,
    label: t(`reserve.fleetBooking.fields.${name}`),
    value: values[name] as string,
    onChange: change(name),
    error: errors[name],
  });

  return (
    <FormPage
      title={t('reserve.fleetBooking.title')}
      onSubmit={() => form.check() && book.mutate({ body: toFleetBookingBody(values, timeZone), headers: { 'idempotency-key': idempotencyKey } })}
      actions={
        <Button type="submit" colorPalette="accent" loading={book.isPending}>
          {t('reserve.fleetBooking.submit')}
        </Button>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap={4}>
        <SelectField {...text('parkingLotId')} options={lotOptions} placeholder={t('reserve.fleetBooking.chooseLot')} required />
        <SelectField {...text('forOrgId')} options={fleetOptions} placeholder={t('reserve.fleetBooking.chooseFleet')} required />
        <FormField
          {...text('startAt')}
          type="datetime-local"
          required
          {...dateTimeLocalBounds(bookingWindow())}
          helperText={`${t('reserve.book.startAtHint')} · ${t('reserve.book.startWindow', { days: BOOKING_HORIZON_DAYS })}`}
        />
        <SelectField {...text('duration')} options={RESERVATION_DURATIONS.map((value) => ({ value, label: t(durationKey(value)) }))} required />
        <FormField {...text('slots')} inputMode="numeric" required />
      </SimpleGrid>
      <CheckboxField
        name="overrideDriverPayments"
        label={t('reserve.fleetBooking.fields.overrideDriverPayments')}
        checked={values.overrideDriverPayments}
        onChange={change('overrideDriverPayments')}
        helperText={t('reserve.fleetBooking.payLaterHelp')}
      />
      {values.overrideDriverPayments ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap={4}>
          <SelectField
            name="payment"
            label={t('reserve.fleetBooking.fields.payment')}
            value={values.payment}
            onChange={(value) => change('payment')(value as FleetPayment)}
            options={FLEET_PAYMENTS.map((value) => ({ value, label: t(`reserve.fleetBooking.payments.${value}`) }))}
            required
          />
          {values.payment === 'OPEN_ACCOUNT' ? (
            <SelectField {...text('openAccountId')} options={accountOptions} placeholder={t('reserve.fleetBooking.chooseAccount')} required />
          ) : null}
          {values.payment === 'CARD' ? <FormField {...text('cardNumber')} inputMode="numeric" autoComplete="off" required /> : null}
        </SimpleGrid>
      ) : null}
      {quote.data ? (
        <Text mt={2} data-testid="fleet-quote">
          {t('reserve.fleetBooking.quote', {
            total: formatMoney(quote.data.amountMinor, quote.data.currency, i18n.language),
            end: formatDateTime(quote.data.endAt, i18n.language, timeZone),
            free: quote.data.availableSlots,
          })}
        </Text>
      ) : null}
    </FormPage>
  );
}
