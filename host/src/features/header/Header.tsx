import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '@haulstop/shared/auth';
import { ASSISTANT_ROUTE, DEFAULT_LANGUAGE, LANDING_ROUTE, PRODUCT_NAME, SHELL_HEADER_HEIGHT, type Language } from '@haulstop/shared/constants';
import { changeLanguage } from '@haulstop/shared/i18n';
import { backToAdminDisabled, backToAdminVisible, canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext, useSession } from '@haulstop/shared/session';
import { Button, Flex, HStack, IconButton, Image, Link, Text } from '@haulstop/shared/ui/display';
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
    <Flex as="header" align="center" gap="3" h={`${SHELL_HEADER_HEIGHT}px`} px="3" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <IconButton variant="ghost" size="sm" aria-label={t('header.toggleMenu')} onClick={onToggleMenu}>
        <MenuIcon />
      </IconButton>
      <Link asChild flexShrink={0}>
        <RouterLink to={LANDING_ROUTE}>
          <Image src={logoUrl} alt={PRODUCT_NAME} h="28px" w="132px" htmlWidth={132} htmlHeight={28} />
        </RouterLink>
      </Link>
      <Flex flex="1" minW="0" overflow="hidden">
        <Breadcrumbs />
      </Flex>
      <HStack gap="2" flexShrink={0}>
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
          <Text data-testid="current-organization" fontWeight="600" color="fg" maxW="220px" truncate display={{ base: 'none', sm: 'block' }} title={orgName}>
            <Text as="span" srOnly>
              {t('hostHeader.currentOrganization')}:{' '}
            </Text>
            {orgName}
          </Text>
        ) : null}
        {canAccess({ resource: 'assistant', action: 'view', ctx: permissionContext }) ? (
          <Button variant="outline" size="sm" colorPalette="accent" onClick={() => navigate(ASSISTANT_ROUTE)}>
            <AssistantIcon />
            {t('header.assistant')}
          </Button>
        ) : null}
        <UserMenu onAction={onAction} onLanguage={onLanguage} />
      </HStack>
      <Suspense fallback={null}>
        {dialog === 'profile' ? <MyProfileDialog open onClose={close} /> : null}
        {dialog === 'changePassword' ? <ChangePasswordDialog open onClose={close} /> : null}
        {dialog === 'switchOrganization' ? <SwitchOrganizationDialog open onClose={close} /> : null}
        {dialog === 'about' ? <AboutDialog open onClose={close} /> : null}
      </Suspense>
    </Flex>
  );
}
