import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, notify, statusCodeOf } from '@haulstop/shared/auth';
import { DIALOG_WIDTHS } from '@haulstop/shared/constants';
import { validateProfile } from '@haulstop/shared/rules';
import { sessionStore, useSession } from '@haulstop/shared/session';
import { Spinner, Text } from '@haulstop/shared/ui';
import { CancelSaveActions } from './CancelSaveActions';
import { FormDialog } from './FormDialog';
import { FormField } from './FormField';
import { fetchUser, updateProfile, type UserRecord } from './user-api';
import { useValidatedForm } from './useValidatedForm';

type Values = { email: string; firstName: string; lastName: string };

const valuesOf = (user: UserRecord): Values => ({
  email: typeof user.email === 'string' ? user.email : user.loginId,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
});

/**
 * My Profile (SPEC §2.6, 32% wide): loads GET /api/user/{userId} (a failure toasts its status
 * code), shows the email disabled, edits firstName and lastName with the SPEC §5 messages and
 * saves PUT /api/user/update/{userId}?orgId=<logged-in organisation> with the loaded record merged
 * with the edits. Success: 'Updated Successfully' and the header shows the new name.
 */
export function MyProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.userId ?? null);
  const [user, setUser] = useState<UserRecord | null>(null);
  const { values, setValues, errors, change, reset, check } = useValidatedForm<Values, keyof Values>({ email: '', firstName: '', lastName: '' }, validateProfile);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open || userId === null) return undefined;
    let current = true;
    setUser(null);
    fetchUser(userId)
      .then((loaded) => {
        if (!current) return;
        setUser(loaded);
        setValues(valuesOf(loaded));
      })
      .catch((error: unknown) => {
        if (current) notify.error(String(statusCodeOf(error) ?? errorMessageOf(error, '')));
      });
    return () => {
      current = false;
    };
  }, [open, userId, setValues]);

  const close = () => {
    // The values stay: the next open loads the record again.
    reset();
    onClose();
  };

  const submit = async () => {
    if (!check() || user === null || saving) return;
    setSaving(true);
    try {
      const saved = await updateProfile({ user, edits: values, loggedInSaasOrgId: sessionStore.getState().loggedInSaasOrgId });
      const current = sessionStore.getState().user;
      // The header reads the name from the session; the answer is the truth, the edits a fallback.
      if (current) {
        sessionStore.getState().setUser({ ...current, firstName: saved?.firstName ?? values.firstName, lastName: saved?.lastName ?? values.lastName });
      }
      notify.success(t('messages.updatedSuccessfully'));
      close();
    } catch (error) {
      notify.error(errorMessageOf(error, t('hostHeader.profileUpdateFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('dialogs.myProfile.title')}
      width={DIALOG_WIDTHS.myProfile}
      onSubmit={() => void submit()}
      actions={<CancelSaveActions onCancel={close} saving={saving} saveDisabled={user === null} />}
    >
      {user === null ? (
        <Text display="flex" alignItems="center" gap="2" role="status">
          <Spinner size="sm" /> {t('hostHeader.loadingProfile')}
        </Text>
      ) : (
        <>
          <FormField name="email" type="email" disabled label={t('dialogs.myProfile.email')} value={values.email} onChange={() => undefined} error={errors.email} />
          <FormField name="firstName" autoComplete="given-name" label={t('dialogs.myProfile.firstName')} value={values.firstName} onChange={change('firstName')} error={errors.firstName} />
          <FormField name="lastName" autoComplete="family-name" label={t('dialogs.myProfile.lastName')} value={values.lastName} onChange={change('lastName')} error={errors.lastName} />
        </>
      )}
    </FormDialog>
  );
}
