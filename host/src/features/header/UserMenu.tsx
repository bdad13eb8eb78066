import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@haulstop/shared/constants';
import { LANGUAGE_LABEL_KEYS } from '@haulstop/shared/i18n';
import { canSwitchOrganization } from '@haulstop/shared/permissions';
import { useSession } from '@haulstop/shared/session';
import { Box, Button, Menu, Portal, Text } from '@haulstop/shared/ui/display';
import { OrganizationLogo } from './OrganizationLogo';

export type UserMenuAction = 'profile' | 'changePassword' | 'switchOrganization' | 'logout';

type UserMenuProps = {
  onAction: (action: UserMenuAction) => void;
  onLanguage: (language: Language) => void;
};

/**
 * The user dropdown (SPEC §2.5): a button named with the user's first and last name, showing the
 * organisation logo, the name and the username; items Profile, Language (English, French,
 * Spanish), Change Password, Switch Organization (organisation 1, or several organisations)
 * and Logout.
 */
export function UserMenu({ onAction, onLanguage }: UserMenuProps) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const logoPath = useSession((s) => s.logoPath);
  const orgName = useSession((s) => s.orgName);
  const language = useSession((s) => s.language);
  const loggedInSaasOrgId = useSession((s) => s.loggedInSaasOrgId);
  const organizations = useSession((s) => s.organizations);
  // A user without a name on record is still named, by the login id.
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.loginId ?? '');
  const showSwitch = canSwitchOrganization({ loggedInSaasOrgId, organizations });
  // The username line is left out when it would only repeat the name (a user with no name on record).
  const username = user?.loginId && user.loginId !== fullName ? user.loginId : null;

  return (
    <>
      {/* The logo sits beside the button, not in it: its initials would be text the button's name does not say. */}
      <OrganizationLogo logoPath={logoPath} orgName={orgName} />
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => onAction(details.value as UserMenuAction)}>
        <Menu.Trigger asChild>
          {/* Named by what it shows — the name, then the username — so a voice user can say what they
              see (WCAG 2.5.3); on a narrow screen the same text is there for screen readers only. */}
          <Button variant="ghost" h="auto" py="1" px="2" gap="2" maxW="260px">
            <Box textAlign="start" minW="0" srOnly={{ base: true, md: false }}>
              <Text as="span" display="block" fontWeight="600" truncate>
                {fullName}
              </Text>{' '}
              {username ? (
                <Text as="span" display="block" fontSize="11px" color="fg.muted" truncate>
                  {username}
                </Text>
              ) : null}
            </Box>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="200px">
              <Menu.Item value="profile">{t('header.profile')}</Menu.Item>
              <Menu.Root positioning={{ placement: 'left-start', gutter: 4 }} onSelect={(details) => onLanguage(details.value as Language)}>
                <Menu.TriggerItem>{t('header.language')}</Menu.TriggerItem>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content minW="140px">
                      {LANGUAGES.map((code) => (
                        <Menu.Item key={code} value={code} fontWeight={code === language ? '600' : undefined} color={code === language ? 'accent.fg' : undefined}>
                          {t(LANGUAGE_LABEL_KEYS[code])}
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
              <Menu.Item value="changePassword">{t('header.changePassword')}</Menu.Item>
              {showSwitch ? <Menu.Item value="switchOrganization">{t('header.switchOrganization')}</Menu.Item> : null}
              <Menu.Separator />
              <Menu.Item value="logout">{t('header.logout')}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}
