import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@haulstop/shared/constants';
import { LANGUAGE_LABEL_KEYS } from '@haulstop/shared/i18n';
import { canSwitchOrganization } from '@haulstop/shared/permissions';
import { useSession } from '@haulstop/shared/session';
import { Button, Menu, Portal } from '@haulstop/shared/ui';
import type { UserMenuAction, UserMenuProps } from './UserMenu';
import { USER_MENU_BUTTON, UserMenuLabel } from './UserMenuLabel';

/**
 * The user dropdown's menu (SPEC §2.5): Profile, Language (English, French, Spanish), Change
 * Password, Switch Organization (organisation 1, or several organisations) and Logout. It mounts
 * when the person first presses the button.
 */
export function UserMenuDropdown({ onAction, onLanguage }: UserMenuProps) {
  const { t } = useTranslation();
  const language = useSession((s) => s.language);
  const loggedInSaasOrgId = useSession((s) => s.loggedInSaasOrgId);
  const organizations = useSession((s) => s.organizations);
  const showSwitch = canSwitchOrganization({ loggedInSaasOrgId, organizations });
  // Mounted closed, then opened by its first press: the menu goes through its own opening (focus
  // moved in, arrow keys and Escape work) as on every later press.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);

  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} onSelect={(details) => onAction(details.value as UserMenuAction)}>
      <Menu.Trigger asChild>
        <Button {...USER_MENU_BUTTON}>
          <UserMenuLabel />
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
  );
}
