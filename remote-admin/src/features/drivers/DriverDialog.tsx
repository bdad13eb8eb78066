import { useTranslation } from 'react-i18next';
import { fleetWrites, saveDriver } from '@haulstop/shared/api';
import { DIALOG_WIDTHS, LANGUAGES, isLanguage } from '@haulstop/shared/constants';
import { DRIVER_TYPES, FLEET_STATUSES, type Driver, type FleetStatus } from '@haulstop/shared/contracts';
import { validateDriver } from '@haulstop/shared/rules';
import { FormDialog, FormField, SelectField, useFormDialog } from '@haulstop/shared/ui';
import { useCatalogueLabel } from '@haulstop/shared/i18n';

type Values = { firstName: string; lastName: string; email: string; phone: string; employeeId: string; driverType: string; status: string; language: string };

// SPEC §2.6 gives no width for this dialog; as wide as My Profile's, which holds similar fields.
const WIDTH = DIALOG_WIDTHS.myProfile;

const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', employeeId: '', driverType: DRIVER_TYPES[0], status: 'Active', language: '' };

const valuesOf = (driver: Driver | null): Values =>
  driver === null
    ? EMPTY
    : {
        firstName: driver.firstName,
        lastName: driver.lastName,
        email: driver.email ?? '',
        phone: driver.phone ?? '',
        employeeId: driver.employeeId ?? '',
        driverType: driver.driverType,
        status: driver.status,
        language: driver.language ?? '',
      };

/**
 * Add or edit a driver: first and last name under 64,
 * e-mail, phone 9–10 digits, employee id, driver type, status (Inactive deactivates), and the
 * language of the driver's trip-link mail and SMS (not set reads as English).
 */
export function DriverDialog({ open, driver, onClose }: { open: boolean; driver: Driver | null; onClose: () => void }) {
  const { t } = useTranslation();
  const catalogueLabel = useCatalogueLabel();
  const { dialog, field } = useFormDialog<Values, keyof Values, Driver>({
    open,
    onClose,
    empty: EMPTY,
    rules: validateDriver,
    load: () => valuesOf(driver),
    loadKey: driver,
    save: (values) =>
      saveDriver({
        driverId: driver?.driverId ?? null,
        input: {
          ...values,
          email: values.email || null,
          phone: values.phone || null,
          employeeId: values.employeeId || null,
          status: values.status as FleetStatus,
          language: isLanguage(values.language) ? values.language : null,
        },
      }),
    invalidates: fleetWrites.drivers,
    successMessage: t('admin.drivers.saved'),
    errorFallback: t('admin.drivers.saveFailed'),
  });

  return (
    <FormDialog {...dialog} title={driver === null ? t('admin.drivers.newTitle') : t('admin.drivers.editTitle')} width={WIDTH}>
      <FormField required label={t('admin.drivers.fields.firstName')} {...field('firstName')} />
      <FormField required label={t('admin.drivers.fields.lastName')} {...field('lastName')} />
      <FormField type="email" label={t('admin.drivers.fields.email')} {...field('email')} />
      <FormField type="tel" label={t('admin.drivers.fields.phone')} {...field('phone')} />
      <FormField label={t('admin.drivers.fields.employeeId')} {...field('employeeId')} />
      <SelectField
        label={t('admin.drivers.fields.driverType')}
        options={DRIVER_TYPES.map((type) => ({ value: type, label: catalogueLabel('driverTypes', type) }))}
        {...field('driverType')}
      />
      <SelectField
        label={t('admin.drivers.fields.status')}
        options={FLEET_STATUSES.map((status) => ({ value: status, label: t(`admin.drivers.statuses.${status}`) }))}
        {...field('status')}
      />
      <SelectField
        label={t('admin.drivers.fields.language')}
        placeholder={t('admin.drivers.languageNotSet')}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`admin.drivers.languages.${language}`) }))}
        helperText={t('admin.drivers.languageHelp')}
        {...field('language')}
      />
    </FormDialog>
  );
}
