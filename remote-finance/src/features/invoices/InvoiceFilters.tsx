import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_KINDS } from '@haulstop/shared/contracts';
import { Field, HStack, Input, NativeSelect } from '@haulstop/shared/ui/display';
import { StatusFilter } from './StatusFilter';

export type InvoiceFilterValues = { status: string; kind: string; period: string };

type InvoiceFiltersProps = {
  value: InvoiceFilterValues;
  onChange: (value: InvoiceFilterValues) => void;
  /** a page that lists one kind (consolidated) hides the kind filter */
  showKind?: boolean;
};

/** The invoice list's filters: status, kind and period (a month; '' is any). */
export function InvoiceFilters({ value, onChange, showKind = true }: InvoiceFiltersProps) {
  const { t } = useTranslation();
  const kindId = useId();
  const periodId = useId();
  return (
    <HStack wrap="wrap" gap={3} align="end">
      <StatusFilter value={value.status} onChange={(status) => onChange({ ...value, status })} />
      {showKind ? (
        <Field.Root maxW="240px">
          <Field.Label htmlFor={kindId}>{t('finance.invoices.filters.kind')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={kindId} value={value.kind} onChange={(e) => onChange({ ...value, kind: e.currentTarget.value })}>
              <option value="">{t('common.all')}</option>
              {INVOICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`finance.invoices.kinds.${kind}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <Field.Root maxW="200px">
        <Field.Label htmlFor={periodId}>{t('finance.invoices.filters.period')}</Field.Label>
        <Input id={periodId} type="month" size="sm" value={value.period} onChange={(e) => onChange({ ...value, period: e.currentTarget.value })} />
      </Field.Root>
    </HStack>
  );
}
