import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, notify } from '@haulstop/shared/auth';
import { DIALOG_WIDTHS } from '@haulstop/shared/constants';
import { isFormValid, validateChangePassword, type ChangePasswordValues, type FormErrors, type ChangePasswordField } from '@haulstop/shared/rules';
import { useSession } from '@haulstop/shared/session';
import { Button } from '@haulstop/shared/ui';
import { FormDialog } from './FormDialog';
import { FormField } from './FormField';
import { updatePassword } from './user-api';

type Values = Required<{ [K in keyof ChangePasswordValues]: string }>;
const EMPTY: Values = { oldPassword: '', newPassword: '', confirmnewPassword: '' };

/**
 * Change Password (SPEC §2.6, 35% wide): oldPassword, newPassword, confirmnewPassword with the
 * SPEC §5 messages; PUT /api/user/updatePassword/{userId}. Success toasts and closes; a failure
 * shows the server errorMessage, else 'Error resetting the password', and keeps what was typed.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.userId ?? null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<ChangePasswordField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (field: ChangePasswordField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit the messages follow the typing, so a fixed field clears at once.
    if (submitted) setErrors(validateChangePassword(next));
  };

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setSubmitted(false);
    onClose();
  };

  const submit = async () => {
    setSubmitted(true);
    const found = validateChangePassword(values);
    setErrors(found);
    if (!isFormValid(found) || userId === null || saving) return;
    setSaving(true);
    try {
      await updatePassword({ newPassword: values.newPassword, oldPassword: values.oldPassword, userId });
      notify.success(t('hostHeader.passwordChanged'));
      close();
    } catch (error) {
      notify.error(errorMessageOf(error, t('messages.errorResettingPassword')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('dialogs.changePassword.title')}
      width={DIALOG_WIDTHS.changePassword}
      onSubmit={() => void submit()}
      actions={
        <>
          <Button variant="outline" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="accent" loading={saving}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <FormField name="oldPassword" type="password" autoComplete="current-password" label={t('dialogs.changePassword.oldPassword')} value={values.oldPassword} onChange={change('oldPassword')} error={errors.oldPassword} />
      <FormField name="newPassword" type="password" autoComplete="new-password" label={t('dialogs.changePassword.newPassword')} value={values.newPassword} onChange={change('newPassword')} error={errors.newPassword} />
      <FormField name="confirmnewPassword" type="password" autoComplete="new-password" label={t('dialogs.changePassword.confirmnewPassword')} value={values.confirmnewPassword} onChange={change('confirmnewPassword')} error={errors.confirmnewPassword} />
    </FormDialog>
  );
}
