import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessageOf, statusCodeOf } from '@haulstop/shared/auth';
import { Alert, Button, Field, Input, Link, NativeSelect, Stack, Text } from '@haulstop/shared/ui/core';
import { EMPTY_SIGNUP, SIGNUP_ORG_TYPES, validateSignup, type SignupErrors, type SignupValues } from '@haulstop/shared/rules';

type Outcome = { kind: 'done' } | { kind: 'unavailable' } | { kind: 'failed'; message: string } | null;

/** Sign-up: a new organisation and its first user. POST /api/auth/signup; a 404 means the API has no sign-up yet. */
export function SignUpForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: keyof SignupValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const message = (name: keyof SignupValues) => {
    const error = errors[name];
    return error ? t(error.key, error.message) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      // The confirmation is the form's own check; the API gets the password once.
      const { email, dotNumber, confirmPassword: _confirmation, ...rest } = values;
      await apiClient.post(
        '/api/auth/signup',
        { ...rest, loginId: email.trim(), dotNumber: values.orgType === 'CARRIER' ? dotNumber : undefined },
        { skipAuth: true, skipRefresh: true },
      );
      setOutcome({ kind: 'done' });
    } catch (e) {
      setOutcome(statusCodeOf(e) === 404 ? { kind: 'unavailable' } : { kind: 'failed', message: errorMessageOf(e, t('host.signup.failed')) });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.kind === 'done') {
    return (
      <Stack gap={3}>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('host.signup.done')}</Alert.Title>
        </Alert.Root>
        <Link asChild colorPalette="accent">
          <RouterLink to="/">{t('host.signup.backToLogin')}</RouterLink>
        </Link>
      </Stack>
    );
  }

  const field = (name: keyof SignupValues, label: string, input: ReactNode) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>{label}</Field.Label>
      {input}
      <Field.ErrorText>{message(name)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={3}>
        {field('orgName', t('host.signup.orgName'), <Input value={values.orgName} onChange={set('orgName')} autoComplete="organization" />)}
        {field(
          'orgType',
          t('host.signup.orgType'),
          <NativeSelect.Root>
            <NativeSelect.Field value={values.orgType} onChange={set('orgType')}>
              {SIGNUP_ORG_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`host.signup.types.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {values.orgType === 'CARRIER'
          ? field('dotNumber', t('host.signup.dotNumber'), <Input value={values.dotNumber} onChange={set('dotNumber')} inputMode="numeric" />)
          : null}
        {field('firstName', t('host.signup.firstName'), <Input value={values.firstName} onChange={set('firstName')} autoComplete="given-name" />)}
        {field('lastName', t('host.signup.lastName'), <Input value={values.lastName} onChange={set('lastName')} autoComplete="family-name" />)}
        {field('email', t('host.signup.email'), <Input type="email" value={values.email} onChange={set('email')} autoComplete="email" />)}
        {field('password', t('host.signup.password'), <Input type="password" value={values.password} onChange={set('password')} autoComplete="new-password" />)}
        {field(
          'confirmPassword',
          t('host.signup.confirmPassword'),
          <Input type="password" value={values.confirmPassword} onChange={set('confirmPassword')} autoComplete="new-password" />,
        )}
        {outcome?.kind === 'unavailable' || outcome?.kind === 'failed' ? (
          <Alert.Root status={outcome.kind === 'unavailable' ? 'info' : 'error'} role="alert">
            <Alert.Indicator />
            <Alert.Title>{outcome.kind === 'unavailable' ? t('host.signup.unavailable') : outcome.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button type="submit" colorPalette="accent" loading={busy}>
          {t('host.signup.submit')}
        </Button>
        <Text>
          {t('host.signup.haveAccount')}{' '}
          <Link asChild colorPalette="accent">
            <RouterLink to="/">{t('host.signup.backToLogin')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </form>
  );
}
