import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@haulstop/shared/session';
import { ErrorMessage, Spinner } from '../../public-ui/parts';
import { loadAuth, type AuthModule } from '../../app/auth-module';

type Props = { onLoggedIn: (result: LoginResult) => void };

type Field = 'loginId' | 'password';
/** A message under one field (a typo in the e-mail, the API's errorField), or about the whole form (rate limit, network). */
type Refusal = { field: Field | null; message: string };

const isField = (name: string | null): name is Field => name === 'loginId' || name === 'password';

/**
 * Email + Password + Login. A message about one field shows under it, linked to it (aria-invalid,
 * aria-describedby), and takes the focus: a malformed e-mail before anything is sent, the API's
 * wrong e-mail or password (errorField `password`) after. Others (too many attempts, no network)
 * show above Login. What was typed stays. Plain elements (see PublicFrame): the login page loads no
 * design system and no form kit, so this is the kit's behaviour in the page's own elements.
 */
export function LoginForm({ onLoggedIn }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = { loginId: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const focusField = refusal?.field;

  useEffect(() => {
    if (focusField) inputs[focusField].current?.focus();
    // The refs are stable; the focus moves when a new message is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The browser's own e-mail shape (type=email), so the login page needs no rules module.
    if (inputs.loginId.current?.validity.typeMismatch) {
      setRefusal({ field: 'loginId', message: t('validation.invalidEmail') });
      return;
    }
    setRefusal(null);
    setBusy(true);
    let auth: AuthModule | null = null;
    try {
      auth = await loadAuth();
      const result = await auth.login(loginId.trim(), password);
      onLoggedIn(result);
    } catch (e) {
      // Without the auth module (its chunk did not load) there is no server answer to read.
      const field = auth ? auth.errorFieldOf(e) : null;
      setRefusal({ field: isField(field) ? field : null, message: auth ? auth.errorMessageOf(e, t('host.login.failed')) : t('host.login.failed') });
      setBusy(false);
    }
  }

  const fieldProps = (field: Field) => {
    const invalid = refusal?.field === field;
    return { id: `${id}-${field}`, 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${id}-${field}-error` : undefined };
  };
  const fieldError = (field: Field) =>
    refusal?.field === field ? (
      <p id={`${id}-${field}-error`} className="hs-field-error">
        {refusal.message}
      </p>
    ) : null;

  return (
    // The sign-in code starts loading when the person starts to sign in (a field takes the focus),
    // so it is here by the time they press Login; failures are left to submit, which tries again.
    <form onSubmit={submit} onFocus={() => void loadAuth().catch(() => undefined)} noValidate className="hs-stack">
      <div className="hs-field">
        <label htmlFor={`${id}-loginId`}>{t('common.email')}</label>
        <input
          {...fieldProps('loginId')}
          ref={inputs.loginId}
          name="loginId"
          className="hs-input"
          type="email"
          required
          autoComplete="username"
          value={loginId}
          onChange={(e) => setLoginId(e.target.value)}
        />
        {fieldError('loginId')}
      </div>
      <div className="hs-field">
        <label htmlFor={`${id}-password`}>{t('common.password')}</label>
        <input
          {...fieldProps('password')}
          ref={inputs.password}
          name="password"
          className="hs-input"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {fieldError('password')}
      </div>
      {refusal && refusal.field === null ? <ErrorMessage>{refusal.message}</ErrorMessage> : null}
      <button type="submit" className="hs-button" aria-busy={busy} disabled={busy || !loginId.trim() || !password}>
        {busy ? <Spinner /> : null}
        {t('common.login')}
      </button>
    </form>
  );
}
