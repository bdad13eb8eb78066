import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, NativeSelect } from '@haulstop/shared/ui/display';

/** Approval states the list can be narrowed to; '' is every organisation. */
export const APPROVAL_FILTERS = ['', 'Pending Approval', 'Not Verified', 'Approved', 'Rejected'] as const;

/** Narrows /organizationDetails to one approval state — 'Pending Approval' is the platform's to-do list. */
export function ApprovalFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field.Root maxW="220px">
      <Field.Label htmlFor={id}>{t('admin.approval.filter')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {APPROVAL_FILTERS.map((state) => (
            <option key={state} value={state}>
              {state ? t(`admin.approval.states.${state}`, { defaultValue: state }) : t('admin.approval.all')}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
