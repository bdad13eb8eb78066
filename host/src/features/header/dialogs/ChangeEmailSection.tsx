import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestEmailChange, useEndpointWrite } from '@haulstop/shared/api';
import * as users from '@haulstop/shared/contracts/users';
import { validateEmailChange } from '@haulstop/shared/rules';
import { Box, Button, FormField, Text, useValidatedForm } from '@haulstop/shared/ui';

type Values = { newEmail: string; password: string };

/**
 * Inside My Profile: the login e-mail changes only with the current password and a link followed
 * from the new address, so this asks both and says where the link went; the login stays until then.
 */
export function ChangeEmailSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, field, reset, check, serverError } = useValidatedForm<Values, keyof Values>({ newEmail: '', password: '' }, validateEmailChange);
  const send = useEndpointWrite(users.requestEmailChange, requestEmailChange, {
    errorFallback: t('dialogs.myProfile.emailChangeFailed'),
    onFieldError: serverError,
    onSuccess: (answer) => {
      setSentTo(answer.pendingEmail);
      reset();
      setOpened(false);
    },
  });
  const submit = () => {
    if (!check() || send.isPending) return;
    send.mutate({ userId, newEmail: values.newEmail, password: values.password });
  };

  return (
    <Box mb={3}>
      {sentTo ? (
        <Text role="status" mb={2}>
          {t('dialogs.myProfile.emailChangeSent', { email: sentTo })}
        </Text>
      ) : null}
      {opened ? (
        <Box as="fieldset" borderWidth="1px" borderRadius="md" p={3}>
          <Text as="legend" fontWeight="medium" px={1}>
            {t('dialogs.myProfile.changeEmail')}
          </Text>
          <FormField {...field('newEmail')} type="email" autoComplete="email" label={t('dialogs.myProfile.newEmail')} />
          <FormField {...field('password')} type="password" autoComplete="current-password" label={t('dialogs.myProfile.currentPassword')} />
          <Button type="button" size="sm" onClick={submit} loading={send.isPending}>
            {t('dialogs.myProfile.sendEmailLink')}
          </Button>
        </Box>
      ) : (
        <Button type="button" size="sm" variant="outline" onClick={() => setOpened(true)}>
          {t('dialogs.myProfile.changeEmail')}
        </Button>
      )}
    </Box>
  );
}
