import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@haulstop/shared/api';
import { errorFieldOf, errorMessageOf } from '@haulstop/shared/auth';
import type { InvitationPreview } from '@haulstop/shared/contracts';
import { acceptInvitation, previewInvitation, verifyEmail } from '@haulstop/shared/contracts/signup';
import { validateName, validatePasswordLength, validatePasswordMatch, validateRequired, type FormErrors, type RuleError } from '@haulstop/shared/rules';
import { Alert, Button, FormField, Link, Stack, Text, useValidatedForm } from '@haulstop/shared/ui';

const first = (...results: (RuleError | null)[]) => results.find((r): r is RuleError => r !== null);

type JoinValues = { firstName: string; lastName: string; password: string; confirmPassword: string };
const EMPTY: JoinValues = { firstName: '', lastName: '', password: '', confirmPassword: '' };

/** A new account's name and password, typed twice alike. */
function validateJoin(values: JoinValues): FormErrors<keyof JoinValues> {
  const found = {
    firstName: first(validateRequired(values.firstName, 'validation.enterFirstName'), validateName(values.firstName)),
    lastName: first(validateRequired(values.lastName, 'validation.enterLastName'), validateName(values.lastName)),
    password: first(validateRequired(values.password, 'validation.enterPassword'), validatePasswordLength(values.password, 'validation.accountPasswordLength')),
    confirmPassword: first(
      validateRequired(values.confirmPassword, 'validation.enterConfirmPassword'),
      validatePasswordMatch(values.password, values.confirmPassword),
    ),
  };
  return Object.fromEntries(Object.entries(found).filter(([, e]) => e));
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'verified' }
  | { kind: 'invitation'; preview: InvitationPreview }
  | { kind: 'joined'; orgName: string };

function Outcome({ status, message }: { status: 'success' | 'error'; message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={3}>
      <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Link asChild colorPalette="accent">
        <RouterLink to="/">{t('host.signup.backToLogin')}</RouterLink>
      </Link>
    </Stack>
  );
}

/**
 * The page every mailed link opens (`/acceptInvitation?token=`): with `purpose=verifyEmail` it
 * confirms a sign-up's address (→ Pending Approval); otherwise it shows the invitation and joins
 * the organisation — with a name and password for a new account, in one click for an existing one.
 */
export function AcceptInvitationForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verifying = params.get('purpose') === 'verifyEmail';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const form = useValidatedForm<JoinValues, keyof JoinValues>(EMPTY, validateJoin);
  const { values } = form;
  const [submitError, setSubmitError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A verification link works once: never post it twice (React may run effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const call = verifying
      ? callEndpoint(verifyEmail, { body: { token } }).then(() => setState({ kind: 'verified' }))
      : callEndpoint(previewInvitation, { body: { token } }).then((preview) => setState({ kind: 'invitation', preview }));
    call.catch((e: unknown) => setState({ kind: 'failed', message: errorMessageOf(e, t('host.acceptInvitation.invalid')) }));
  }, [token, verifying, t]);

  if (state.kind === 'loading') return <Text>{t('host.acceptInvitation.loading')}</Text>;
  if (state.kind === 'failed') return <Outcome status="error" message={state.message} />;
  if (state.kind === 'verified') return <Outcome status="success" message={t('host.acceptInvitation.verified')} />;
  if (state.kind === 'joined') return <Outcome status="success" message={t('host.acceptInvitation.joined', { orgName: state.orgName })} />;

  const { preview } = state;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitError(undefined);
    if (!preview.existingUser && !form.check()) return;
    setBusy(true);
    try {
      const body = preview.existingUser ? { token } : { token, firstName: values.firstName, lastName: values.lastName, password: values.password };
      const joined = await callEndpoint(acceptInvitation, { body });
      setState({ kind: 'joined', orgName: joined.orgName });
    } catch (e) {
      // A refusal of a field shows under it; any other above the button.
      const message = errorMessageOf(e, t('host.acceptInvitation.failed'));
      const field = errorFieldOf(e);
      if (!(field && form.serverError(field, message))) setSubmitError(message);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof JoinValues, label: string, type: 'text' | 'password' = 'text') => (
    <FormField {...form.field(name)} label={label} type={type} required />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={3}>
        <Text>{t('host.acceptInvitation.invited', { orgName: preview.orgName, loginId: preview.loginId, role: preview.role })}</Text>
        {preview.existingUser ? (
          <Text>{t('host.acceptInvitation.existingUser')}</Text>
        ) : (
          <>
            {field('firstName', t('host.signup.firstName'))}
            {field('lastName', t('host.signup.lastName'))}
            {field('password', t('host.signup.password'), 'password')}
            {field('confirmPassword', t('host.signup.confirmPassword'), 'password')}
          </>
        )}
        {submitError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{submitError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button type="submit" colorPalette="accent" loading={busy}>
          {t('host.acceptInvitation.join', { orgName: preview.orgName })}
        </Button>
      </Stack>
    </form>
  );
}
