import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, login } from '@haulstop/shared/auth';
import type { LoginResult } from '@haulstop/shared/session';
import { Alert, Button, Field, Input, Stack } from '@haulstop/shared/ui/core';

type Props = { onLoggedIn: (result: LoginResult) => void };

/** Email + Password + Login; shows the API's errorMessage (wrong password, rate limited, …). */
export function LoginForm({ onLoggedIn }: Props) {
  const { t } = useTranslation();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const result = await login(loginId.trim(), password);
      onLoggedIn(result);
    } catch (e) {
      setError(errorMessageOf(e, t('host.login.failed')));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
      <Field.Root required>
        <Field.Label>{t('common.email')}</Field.Label>
        <Input type="email" autoComplete="username" value={loginId} onChange={(e) => setLoginId(e.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('common.password')}</Field.Label>
        <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field.Root>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button type="submit" colorPalette="accent" loading={busy} disabled={!loginId.trim() || !password}>
        {t('common.login')}
      </Button>
      </Stack>
    </form>
  );
}
