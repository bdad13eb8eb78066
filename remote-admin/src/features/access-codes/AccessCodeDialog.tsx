import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@haulstop/shared/api';
import type { AccessCode } from '@haulstop/shared/contracts';
import { createAccessCode, updateAccessCode } from '@haulstop/shared/contracts/lots';
import { RULE_LIMITS, validateAccessCode, type AccessCodeField } from '@haulstop/shared/rules';
import { wallClockAt, zonedInstant } from '@haulstop/shared/time';
import { CancelSaveActions, FormDialog, FormField, formatTimeZone, useValidatedForm } from '@haulstop/shared/ui';

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
  const form = useValidatedForm<Values, AccessCodeField>(EMPTY, validateAccessCode);
  const { values, errors, change, reset } = form;
  useEffect(() => {
    if (open)
      reset(
        editing
          ? { code: editing.code, validFrom: wallClockAt(new Date(editing.validFrom), timeZone), validTo: wallClockAt(new Date(editing.validTo), timeZone) }
          : EMPTY,
      );
    // Reset when the dialog opens for a code, not on every render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing?.accessCodeId]);
  const saved = { successMessage: t('admin.accessCodes.saved'), onSuccess: onClose, onFieldError: form.serverError };
  const create = useEndpointMutation(createAccessCode, saved);
  const update = useEndpointMutation(updateAccessCode, saved);
  const submit = () => {
    if (!form.check()) return;
    const input = { code: values.code.trim(), validFrom: atLot(values.validFrom, timeZone), validTo: atLot(values.validTo, timeZone) };
    if (editing) update.mutate({ params: { parkingLotId, accessCodeId: editing.accessCodeId }, body: input });
    else create.mutate({ params: { parkingLotId }, body: input });
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? t('admin.accessCodes.edit') : t('admin.accessCodes.add')}
      width="420px"
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={onClose} saving={create.isPending || update.isPending} />}
    >
      <FormField
        name="code"
        label={t('admin.accessCodes.fields.code')}
        value={values.code}
        onChange={change('code')}
        error={errors.code}
        maxLength={RULE_LIMITS.codeMaxExclusive + 8}
        required
      />
      <FormField
        name="validFrom"
        type="datetime-local"
        label={t('admin.accessCodes.fields.validFrom')}
        value={values.validFrom}
        onChange={change('validFrom')}
        error={errors.validFrom}
        helperText={t('admin.accessCodes.atLotClock', { zone: formatTimeZone(timeZone, i18n.language) })}
        required
      />
      <FormField
        name="validTo"
        type="datetime-local"
        label={t('admin.accessCodes.fields.validTo')}
        value={values.validTo}
        onChange={change('validTo')}
        error={errors.validTo}
        required
      />
    </FormDialog>
  );
}
