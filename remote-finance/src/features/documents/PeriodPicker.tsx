import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recentPeriods } from '@haulstop/shared/rules';
import { Field, formatMonth, NativeSelect } from '@haulstop/shared/ui/display';

type PeriodPickerProps = { value: string; zone: string | null; onChange: (period: string) => void };

/** The month of a monthly document: the current month so far and the last 12 finished months at the organisation's zone, newest first. */
export function PeriodPicker({ value, zone, onChange }: PeriodPickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const periods = useMemo(() => recentPeriods(new Date(), zone ?? 'UTC'), [zone]);
  return (
    <Field.Root maxW="240px">
      <Field.Label htmlFor={id}>{t('finance.documents.period')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {periods.map((period) => (
            <option key={period} value={period}>
              {formatMonth(period, i18n.language)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
