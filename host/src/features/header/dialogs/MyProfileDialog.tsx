import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchUser, updateProfile, useEndpointWrite, userKeys, type UserRecord } from '@haulstop/shared/api';
import { errorMessageOf, notify, statusCodeOf } from '@haulstop/shared/auth';
import { DIALOG_WIDTHS } from '@haulstop/shared/constants';
import { updateUser } from '@haulstop/shared/contracts/users';
import { validateProfile } from '@haulstop/shared/rules';
import { sessionStore, useSession } from '@haulstop/shared/session';
import { CancelSaveActions, FormDialog, FormField, Spinner, Text, useValidatedForm } from '@haulstop/shared/ui';
import { ChangeEmailSection } from './ChangeEmailSection';

type Values = { email: string; firstName: string; lastName: string };

const valuesOf = (user: UserRecord): Values => ({
  email: typeof user.email === 'string' ? user.email : user.loginId,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
});

/**
 * My Profile (32% wide): loads GET /api/user/{userId} (a failure toasts its status
 * code), shows the email disabled, edits firstName and lastName with the SPEC §5 messages and
 * saves PUT /api/user/update/{userId}?orgId=<logged-in organisation> with the loaded record merged
 * with the edits. Success: 'Updated Successfully' and the header shows the new name. The e-mail
 * (the login) changes apart, with the password and a link to the new address (ChangeEmailSection).
 */
export function MyProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.userId ?? null);
  const { values, setValues, errors, field, reset, check, serverError } = useValidatedForm<Values, keyof Values>(
    { email: '', firstName: '', lastName: '' },
    validateProfile,
    { fieldOf: { loginId: 'email' } },
  );
  // Read afresh at every open (staleTime 0): the record may have been changed elsewhere.
  const loaded = useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => fetchUser(userId as number, signal),
    enabled: open && userId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const user: UserRecord | null = open && loaded.data && !loaded.isFetching ? loaded.data : null;

  useEffect(() => {
    if (user) setValues(valuesOf(user));
  }, [user, setValues]);

  useEffect(() => {
    // A profile load failure shows the response statusCode as an error toast.
    if (open && loaded.isError) notify.error(String(statusCodeOf(loaded.error) ?? errorMessageOf(loaded.error, '')));
  }, [open, loaded.isError, loaded.error]);

  const close = () => {
    // The values stay: the next open loads the record again.
    reset();
    onClose();
  };

  // A failure shows the server errorMessage; the edits stay in the form.
  const save = useEndpointWrite(updateUser, updateProfile, {
    successMessage: t('messages.updatedSuccessfully'),
    errorFallback: t('hostHeader.profileUpdateFailed'),
    onFieldError: serverError,
    onSuccess: (saved, { edits }) => {
      const current = sessionStore.getState().user;
      // The header reads the name from the session; the answer is the truth, the edits a fallback.
      if (current) sessionStore.getState().setUser({ ...current, firstName: saved?.firstName ?? edits.firstName, lastName: saved?.lastName ?? edits.lastName });
      close();
    },
  });
  const saving = save.isPending;

  const submit = () => {
    if (!check() || user === null || saving) return;
    save.mutate({ user, edits: values, loggedInSaasOrgId: sessionStore.getState().loggedInSaasOrgId });
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('dialogs.myProfile.title')}
      width={DIALOG_WIDTHS.myProfile}
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={close} saving={saving} saveDisabled={user === null} />}
    >
      {user === null ? (
        <Text display="flex" alignItems="center" gap="2" role="status">
          <Spinner size="sm" /> {t('hostHeader.loadingProfile')}
        </Text>
      ) : (
        <>
          <FormField
            name="email"
            type="email"
            disabled
            label={t('dialogs.myProfile.email')}
            value={values.email}
            onChange={() => undefined}
            error={errors.email}
          />
          {userId !== null ? <ChangeEmailSection userId={userId} /> : null}
          <FormField {...field('firstName')} autoComplete="given-name" label={t('dialogs.myProfile.firstName')} />
          <FormField {...field('lastName')} autoComplete="family-name" label={t('dialogs.myProfile.lastName')} />
        </>
      )}
    </FormDialog>
  );
}
