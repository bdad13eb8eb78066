import { useTranslation } from 'react-i18next';
import { updatePassword, useEndpointWrite } from '@haulstop/shared/api';
import { DIALOG_WIDTHS } from '@haulstop/shared/constants';
import * as users from '@haulstop/shared/contracts/users';
import { validateChangePassword, type ChangePasswordValues } from '@haulstop/shared/rules';
import { useSession } from '@haulstop/shared/session';
import { CancelSaveActions, FormDialog, FormField, useValidatedForm } from '@haulstop/shared/ui';

type Values = Required<{ [K in keyof ChangePasswordValues]: string }>;
const EMPTY: Values = { oldPassword: '', newPassword: '', confirmnewPassword: '' };

/**
 * Change Password (35% wide): oldPassword, newPassword, confirmnewPassword with the
 * SPEC §5 messages; PUT /api/user/updatePassword/{userId}. Success toasts and closes; a failure
 * shows the server errorMessage, else 'Error resetting the password', and keeps what was typed.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.userId ?? null);
  const { values, field, reset, check, serverError } = useValidatedForm<Values, keyof Values>(EMPTY, validateChangePassword);

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  // Failure shows the server errorMessage, else 'Error resetting the password'; what was typed stays.
  const save = useEndpointWrite(users.updatePassword, updatePassword, {
    successMessage: t('hostHeader.passwordChanged'),
    errorFallback: t('messages.errorResettingPassword'),
    onSuccess: close,
    onFieldError: serverError,
  });
  const saving = save.isPending;

  const submit = () => {
    if (!check() || userId === null || saving) return;
    save.mutate({ newPassword: values.newPassword, oldPassword: values.oldPassword, userId });
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('dialogs.changePassword.title')}
      width={DIALOG_WIDTHS.changePassword}
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={close} saving={saving} />}
    >
      <FormField {...field('oldPassword')} type="password" autoComplete="current-password" label={t('dialogs.changePassword.oldPassword')} />
      <FormField {...field('newPassword')} type="password" autoComplete="new-password" label={t('dialogs.changePassword.newPassword')} />
      <FormField {...field('confirmnewPassword')} type="password" autoComplete="new-password" label={t('dialogs.changePassword.confirmnewPassword')} />
    </FormDialog>
  );
}
