import { useId } from 'react';
import { Field, NativeSelect } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';
import type { CompanyOption } from './useCompanyOptions';

type CompanyFilterProps = {
  options: readonly CompanyOption[];
  value: number | null;
  onChange: (orgId: number | null) => void;
  disabled?: boolean;
};

/** The company filter of the reservations report: 'All' or one company. */
export function CompanyFilter({ options, value, onChange, disabled }: CompanyFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field.Root maxW="280px" disabled={disabled}>
      <Field.Label htmlFor={id}>{t('reports.reservations.company')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
        >
          {options.map((o) => (
            <option key={o.orgId ?? 'all'} value={o.orgId === null ? '' : String(o.orgId)}>
              {o.orgName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
