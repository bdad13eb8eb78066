import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { statusKey } from '@haulstop/shared/status';
import { Field, NativeSelect } from '@haulstop/shared/ui/display';
import { INVOICE_STATUSES } from '@haulstop/shared/contracts';

type StatusFilterProps = { value: string; onChange: (status: string) => void };

/** The invoice status filter: '' is All. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field.Root maxW="240px">
      <Field.Label htmlFor={id}>{t('common.status')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('common.all')}</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(statusKey(s), { defaultValue: s })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
