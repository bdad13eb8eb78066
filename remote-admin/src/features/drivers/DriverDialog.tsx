import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetWrites, saveDriver } from '@haulstop/shared/api';
import { DIALOG_WIDTHS, LANGUAGES, isLanguage } from '@haulstop/shared/constants';
import { DRIVER_TYPES, FLEET_STATUSES, type Driver, type FleetStatus } from '@haulstop/shared/contracts';
import { useApiMutation } from '@haulstop/shared/query';
import { validateDriver } from '@haulstop/shared/rules';
import { CancelSaveActions, FormDialog, FormField, SelectField, useValidatedForm } from '@haulstop/shared/ui';
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
  const { values, setValues, errors, change, reset, check, serverError } = useValidatedForm<Values, keyof Values>(EMPTY, validateDriver);

  useEffect(() => {
    if (open) setValues(valuesOf(driver));
  }, [open, driver, setValues]);

  const close = () => {
    reset();
    onClose();
  };

  const save = useApiMutation({
    mutationFn: saveDriver,
    successMessage: t('admin.drivers.saved'),
    errorFallback: t('admin.drivers.saveFailed'),
    invalidates: fleetWrites.drivers,
    onSuccess: close,
    onFieldError: serverError,
  });

  const submit = () => {
    if (!check() || save.isPending) return;
    save.mutate({
      driverId: driver?.driverId ?? null,
      input: {
        ...values,
        email: values.email || null,
        phone: values.phone || null,
        employeeId: values.employeeId || null,
        status: values.status as FleetStatus,
        language: isLanguage(values.language) ? values.language : null,
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={driver === null ? t('admin.drivers.newTitle') : t('admin.drivers.editTitle')}
      width={WIDTH}
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={close} saving={save.isPending} />}
    >
      <FormField
        name="firstName"
        required
        label={t('admin.drivers.fields.firstName')}
        value={values.firstName}
        onChange={change('firstName')}
        error={errors.firstName}
      />
      <FormField
        name="lastName"
        required
        label={t('admin.drivers.fields.lastName')}
        value={values.lastName}
        onChange={change('lastName')}
        error={errors.lastName}
      />
      <FormField name="email" type="email" label={t('admin.drivers.fields.email')} value={values.email} onChange={change('email')} error={errors.email} />
      <FormField name="phone" type="tel" label={t('admin.drivers.fields.phone')} value={values.phone} onChange={change('phone')} error={errors.phone} />
      <FormField name="employeeId" label={t('admin.drivers.fields.employeeId')} value={values.employeeId} onChange={change('employeeId')} />
      <SelectField
        name="driverType"
        label={t('admin.drivers.fields.driverType')}
        value={values.driverType}
        onChange={change('driverType')}
        options={DRIVER_TYPES.map((type) => ({ value: type, label: catalogueLabel('driverTypes', type) }))}
        error={errors.driverType}
      />
      <SelectField
        name="status"
        label={t('admin.drivers.fields.status')}
        value={values.status}
        onChange={change('status')}
        options={FLEET_STATUSES.map((status) => ({ value: status, label: t(`admin.drivers.statuses.${status}`) }))}
      />
      <SelectField
        name="language"
        label={t('admin.drivers.fields.language')}
        value={values.language}
        onChange={change('language')}
        placeholder={t('admin.drivers.languageNotSet')}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`admin.drivers.languages.${language}`) }))}
        helperText={t('admin.drivers.languageHelp')}
        error={errors.language}
      />
    </FormDialog>
  );
}
