import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@haulstop/shared/api';
import { errorFieldOf, errorMessageOf, statusCodeOf } from '@haulstop/shared/auth';
import { signup } from '@haulstop/shared/contracts/signup';
import { Alert, Button, FormField, Link, SelectField, Stack, Text, useValidatedForm } from '@haulstop/shared/ui';
import { EMPTY_SIGNUP, SIGNUP_ORG_TYPES, validateSignup, type SignupValues } from '@haulstop/shared/rules';

type Outcome = { kind: 'done' } | { kind: 'unavailable' } | { kind: 'failed'; message: string } | null;

/**
 * Sign-up: a new organisation and its first user. POST /api/auth/signup; a 404 means the API has no
 * sign-up yet. On the form kit: the rules' messages on submit, and the API's refusal of one field
 * (an e-mail already used, a DOT number already registered) under that field, focused, with what
 * was typed kept; a refusal naming no field shows above the button.
 */
export function SignUpForm() {
  const { t } = useTranslation();
  // The API names the e-mail loginId.
  const form = useValidatedForm<SignupValues, keyof SignupValues>(EMPTY_SIGNUP, validateSignup, { fieldOf: { loginId: 'email' } });
  const { values, errors, change } = form;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!form.check()) return;
    setBusy(true);
    try {
      // The confirmation is the form's own check; the API gets the password once.
      const { email, dotNumber, confirmPassword: _confirmation, ...rest } = values;
      await callEndpoint(signup, { body: { ...rest, loginId: email.trim(), dotNumber: values.orgType === 'CARRIER' ? dotNumber : undefined } });
      setOutcome({ kind: 'done' });
    } catch (e) {
      const message = errorMessageOf(e, t('host.signup.failed'));
      const field = errorFieldOf(e);
      if (statusCodeOf(e) === 404) setOutcome({ kind: 'unavailable' });
      else if (!(field && form.serverError(field, message))) setOutcome({ kind: 'failed', message });
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

  const field = (name: keyof SignupValues, label: string) => ({
    name,
    label,
    value: values[name],
    onChange: change(name) as (value: string) => void,
    error: errors[name],
    required: true,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={0}>
        <FormField {...field('orgName', t('host.signup.orgName'))} autoComplete="organization" />
        <SelectField
          {...field('orgType', t('host.signup.orgType'))}
          options={SIGNUP_ORG_TYPES.map((type) => ({ value: type, label: t(`host.signup.types.${type}`) }))}
        />
        {values.orgType === 'CARRIER' ? <FormField {...field('dotNumber', t('host.signup.dotNumber'))} inputMode="numeric" /> : null}
        <FormField {...field('firstName', t('host.signup.firstName'))} autoComplete="given-name" />
        <FormField {...field('lastName', t('host.signup.lastName'))} autoComplete="family-name" />
        <FormField {...field('email', t('host.signup.email'))} type="email" autoComplete="email" />
        <FormField {...field('password', t('host.signup.password'))} type="password" autoComplete="new-password" />
        <FormField {...field('confirmPassword', t('host.signup.confirmPassword'))} type="password" autoComplete="new-password" />
      </Stack>
      <Stack gap={3}>
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
