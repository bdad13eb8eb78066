import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Driver } from '@haulstop/shared/contracts';
import { useCatalogueLabel } from '@haulstop/shared/i18n';
import { Button, StatusBadge, type PagedColumn } from '@haulstop/shared/ui/display';

/** The driver list's columns; a name opens the driver in the edit dialog. */
export function useDriverColumns(onEdit: (driver: Driver) => void): PagedColumn<Driver>[] {
  const { t } = useTranslation();
  const label = useCatalogueLabel();
  return useMemo(
    () => [
      {
        key: 'name',
        header: t('admin.drivers.columns.name'),
        cell: (driver) => (
          <Button variant="plain" colorPalette="accent" color="accent.fg" px="0" size="sm" onClick={() => onEdit(driver)}>
            {`${driver.firstName} ${driver.lastName}`}
          </Button>
        ),
      },
      { key: 'employeeId', header: t('admin.drivers.columns.employeeId'), cell: (driver) => driver.employeeId ?? '' },
      { key: 'driverType', header: t('admin.drivers.columns.driverType'), cell: (driver) => label('driverTypes', driver.driverType) },
      { key: 'phone', header: t('admin.drivers.columns.phone'), cell: (driver) => driver.phone ?? '' },
      { key: 'email', header: t('admin.drivers.columns.email'), cell: (driver) => driver.email ?? '' },
      { key: 'status', header: t('admin.drivers.columns.status'), cell: (driver) => <StatusBadge status={driver.status} /> },
    ],
    [t, label, onEdit],
  );
}
