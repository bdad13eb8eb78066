import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, login } from '@haulstop/shared/auth';
import type { LoginResult } from '@haulstop/shared/session';
import { ErrorMessage, Spinner } from '../../public-ui/parts';

type Props = { onLoggedIn: (result: LoginResult) => void };

/**
 * Email + Password + Login; shows the API's errorMessage (wrong password, rate limited, …). Plain
 * elements (see PublicFrame): the login page loads no design system.
 */
export function LoginForm({ onLoggedIn }: Props) {
  const { t } = useTranslation();
  const id = useId();
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
    <form onSubmit={submit} noValidate className="hs-stack">
      <div className="hs-field">
        <label htmlFor={`${id}-email`}>{t('common.email')}</label>
        <input
          id={`${id}-email`}
          className="hs-input"
          type="email"
          required
          autoComplete="username"
          value={loginId}
          onChange={(e) => setLoginId(e.target.value)}
        />
      </div>
      <div className="hs-field">
        <label htmlFor={`${id}-password`}>{t('common.password')}</label>
        <input
          id={`${id}-password`}
          className="hs-input"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <button type="submit" className="hs-button" aria-busy={busy} disabled={busy || !loginId.trim() || !password}>
        {busy ? <Spinner /> : null}
        {t('common.login')}
      </button>
    </form>
  );
}
