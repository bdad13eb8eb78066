import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@haulstop/shared/api';
import type { AccessCode } from '@haulstop/shared/contracts';
import { createAccessCode, updateAccessCode } from '@haulstop/shared/contracts/lots';
import { RULE_LIMITS, validateAccessCode, type AccessCodeField } from '@haulstop/shared/rules';
import { wallClockAt, zonedInstant } from '@haulstop/shared/time';
import { FormDialog, FormField, formatTimeZone, useFormDialog } from '@haulstop/shared/ui';

type Values = { code: string; validFrom: string; validTo: string };
const EMPTY: Values = { code: '', validFrom: '', validTo: '' };

/** A code opens the lot's gate: its window is entered and shown on the lot's clock, whatever the viewer's zone. */
const atLot = (wallClock: string, timeZone: string) => zonedInstant(wallClock, timeZone)?.toISOString() ?? new Date(wallClock).toISOString();

type AccessCodeDialogProps = {
  parkingLotId: number;
  /** the lot's IANA zone: the window is a time at the lot */
  timeZone: string;
  /** the code being edited; null adds one */
  editing: AccessCode | null;
  open: boolean;
  onClose: () => void;
};

/** Add or edit a gate access code (under 32 characters; the end after the start). */
export function AccessCodeDialog({ parkingLotId, timeZone, editing, open, onClose }: AccessCodeDialogProps) {
  const { t, i18n } = useTranslation();
  const { dialog, field } = useFormDialog<Values, AccessCodeField, AccessCode>({
    open,
    onClose,
    empty: EMPTY,
    rules: validateAccessCode,
    load: () =>
      editing
        ? { code: editing.code, validFrom: wallClockAt(new Date(editing.validFrom), timeZone), validTo: wallClockAt(new Date(editing.validTo), timeZone) }
        : EMPTY,
    loadKey: editing?.accessCodeId ?? null,
    save: (values) => {
      const body = { code: values.code.trim(), validFrom: atLot(values.validFrom, timeZone), validTo: atLot(values.validTo, timeZone) };
      return editing
        ? callEndpoint(updateAccessCode, { params: { parkingLotId, accessCodeId: editing.accessCodeId }, body })
        : callEndpoint(createAccessCode, { params: { parkingLotId }, body });
    },
    invalidates: createAccessCode.invalidates,
    successMessage: t('admin.accessCodes.saved'),
  });
  return (
    <FormDialog {...dialog} title={editing ? t('admin.accessCodes.edit') : t('admin.accessCodes.add')} width="420px">
      <FormField label={t('admin.accessCodes.fields.code')} maxLength={RULE_LIMITS.codeMaxExclusive + 8} required {...field('code')} />
      <FormField
        type="datetime-local"
        label={t('admin.accessCodes.fields.validFrom')}
        helperText={t('admin.accessCodes.atLotClock', { zone: formatTimeZone(timeZone, i18n.language) })}
        required
        {...field('validFrom')}
      />
      <FormField type="datetime-local" label={t('admin.accessCodes.fields.validTo')} required {...field('validTo')} />
    </FormDialog>
  );
}
