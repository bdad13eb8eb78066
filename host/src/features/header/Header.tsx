import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '@haulstop/shared/auth';
import { ASSISTANT_ROUTE, DEFAULT_LANGUAGE, LANDING_ROUTE, PRODUCT_NAME, type Language } from '@haulstop/shared/constants';
import { changeLanguage } from '@haulstop/shared/i18n';
import { backToAdminDisabled, backToAdminVisible, canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext, useSession } from '@haulstop/shared/session';
import { Button, HStack, Text } from '@haulstop/shared/ui/display';
import { useOrganizationDetails } from './organization/useOrganizationDetails';
import { useSwitchOrganization } from './organization/useSwitchOrganization';
import logoUrl from './assets/haulstop-logo.svg';
import { AssistantIcon } from './AssistantIcon';
import { Breadcrumbs } from './Breadcrumbs';
import { MenuIcon } from './MenuIcon';
import { UserMenu, type UserMenuAction } from './UserMenu';

// The dialogs are opened now and then: their code loads on first use, not with the console.
const MyProfileDialog = lazy(() => import('./dialogs/MyProfileDialog').then((m) => ({ default: m.MyProfileDialog })));
const ChangePasswordDialog = lazy(() => import('./dialogs/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })));
const AboutDialog = lazy(() => import('./dialogs/AboutDialog').then((m) => ({ default: m.AboutDialog })));
const SwitchOrganizationDialog = lazy(() => import('./dialogs/SwitchOrganizationDialog').then((m) => ({ default: m.SwitchOrganizationDialog })));

type OpenDialog = 'profile' | 'changePassword' | 'switchOrganization' | 'about' | null;

/**
 * The top bar: logo (→ /mapDashboard), sidebar toggle, breadcrumbs, the assistant
 * button for its one login, and the user dropdown with its three dialogs. It also keeps the
 * current organisation's data loaded, since it is on screen whenever someone is signed in.
 */
export function Header({ onToggleMenu }: { onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissionContext = usePermissionContext();
  const orgName = useSession((s) => s.orgName);
  const saasOrgId = useSession((s) => s.saasOrgId);
  const loggedInSaasOrgId = useSession((s) => s.loggedInSaasOrgId);
  // The platform inside another organisation sees so, with the way back one click away.
  const actingElsewhere = backToAdminVisible({ loggedInSaasOrgId }) && !backToAdminDisabled({ loggedInSaasOrgId, saasOrgId });
  const { backToAdmin } = useSwitchOrganization();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  useOrganizationDetails();

  const onAction = (action: UserMenuAction) => {
    if (action === 'logout') {
      void logout().finally(() => {
        // Logout resets the language to English and lands on '/'.
        void changeLanguage(DEFAULT_LANGUAGE);
        navigate('/', { replace: true });
      });
      return;
    }
    setDialog(action);
  };

  // Loads the language file, switches and persists the choice.
  const onLanguage = (language: Language) => void changeLanguage(language);

  const close = () => setDialog(null);

  return (
    // Plain elements styled once for the console (shared/src/ui/shell-styles.ts): the header is drawn
    // with every signed-in page.
    <header data-part="shell-header">
      <button type="button" data-part="shell-icon-button" aria-label={t('header.toggleMenu')} onClick={onToggleMenu}>
        <MenuIcon />
      </button>
      <RouterLink to={LANDING_ROUTE} data-part="shell-logo-link">
        <img src={logoUrl} alt={PRODUCT_NAME} width={132} height={28} />
      </RouterLink>
      <div data-part="shell-crumbs-box">
        <Breadcrumbs />
      </div>
      <div data-part="shell-header-end">
        {/* Whose data every page shows: after a switch this changes at once. */}
        {orgName && actingElsewhere ? (
          <HStack role="status" gap="2" px="2" py="1" borderRadius="md" bg="orange.subtle" color="orange.fg">
            <Text data-testid="current-organization" fontWeight="600" maxW="260px" truncate title={orgName}>
              {t('hostHeader.actingIn', { name: orgName })}
            </Text>
            <Button size="xs" colorPalette="orange" onClick={backToAdmin}>
              {t('common.backToAdmin')}
            </Button>
          </HStack>
        ) : orgName ? (
          <p data-testid="current-organization" data-part="shell-org" title={orgName}>
            <span data-part="shell-sr-only">{t('hostHeader.currentOrganization')}: </span>
            {orgName}
          </p>
        ) : null}
        {canAccess({ resource: 'assistant', action: 'view', ctx: permissionContext }) ? (
          <button type="button" data-part="shell-assistant" onClick={() => navigate(ASSISTANT_ROUTE)}>
            <AssistantIcon />
            {t('header.assistant')}
          </button>
        ) : null}
        <UserMenu onAction={onAction} onLanguage={onLanguage} />
      </div>
      <Suspense fallback={null}>
        {dialog === 'profile' ? <MyProfileDialog open onClose={close} /> : null}
        {dialog === 'changePassword' ? <ChangePasswordDialog open onClose={close} /> : null}
        {dialog === 'switchOrganization' ? <SwitchOrganizationDialog open onClose={close} /> : null}
        {dialog === 'about' ? <AboutDialog open onClose={close} /> : null}
      </Suspense>
    </header>
  );
}
