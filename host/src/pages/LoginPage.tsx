import { useEffect, useRef } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANDING_ROUTE } from '@haulstop/shared/constants';
import { changeLanguage } from '@haulstop/shared/i18n';
import { hasRouteAccess, getSession, useSession, type LoginResult } from '@haulstop/shared/session';
import { LoginForm } from '../features/auth/LoginForm';
import { trackUserLogin } from '../features/analytics/analytics';
import { PublicFrame } from '../public-ui/PublicFrame';
import { paths } from '../config/paths';
import { NotFoundPage } from './NotFoundPage';

/** Where a fresh login lands: the last viewed page if any, else the map dashboard. */
function afterLoginRoute(): string {
  const last = getSession().lastViewedPage;
  return last && last !== '/' ? last : LANDING_ROUTE;
}

/**
 * Login at `/` and `/:language`: /fr and /es switch the language first. A signed-in
 * person who comes back to `/` goes to the map dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { language } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useSession((s) => s.token);
  // Set while this page itself navigates after a login, so the signed-in redirect below does not race it.
  const loggingIn = useRef(false);

  useEffect(() => {
    // /fr, /es: load that language, switch to it and keep it.
    if (isLanguage(language)) void changeLanguage(language);
  }, [language]);

  if (language !== undefined && !isLanguage(language)) return <NotFoundPage />;
  if (hasRouteAccess(token) && !loggingIn.current) return <Navigate to={LANDING_ROUTE} replace />;

  function onLoggedIn(result: LoginResult) {
    loggingIn.current = true;
    // /customerLogin/{id} → /?saasOrgId={id}: start in that organisation when the user
    // belongs to it; otherwise the usual first one.
    const wanted = Number(params.get('saasOrgId'));
    const chosen = result.organizations.find((org) => org.saasOrgId === wanted);
    if (chosen) getSession().switchOrganization(wanted, chosen.orgName);
    const s = getSession();
    trackUserLogin({ userId: result.user.userId, name: `${result.user.firstName} ${result.user.lastName}`.trim(), role: s.role });
    navigate(chosen ? LANDING_ROUTE : afterLoginRoute(), { replace: true });
  }

  return (
    <PublicFrame title={t('host.login.title')}>
      <div className="hs-stack">
        <LoginForm onLoggedIn={onLoggedIn} />
        <p>
          {/* One text node, as index.html's copy of this page has it: split in two, the link sat a fraction of a pixel apart. */}
          {`${t('host.login.noAccount')} `}
          <RouterLink className="hs-link" to={paths.signup.getHref()}>
            {t('host.login.signUp')}
          </RouterLink>
        </p>
      </div>
    </PublicFrame>
  );
}
