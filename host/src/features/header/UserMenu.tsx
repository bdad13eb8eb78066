import { lazy, Suspense, useState } from 'react';
import type { Language } from '@haulstop/shared/constants';
import { useSession } from '@haulstop/shared/session';
import { Button } from '@haulstop/shared/ui/display';
import { OrganizationLogo } from './OrganizationLogo';
import { USER_MENU_BUTTON, UserMenuLabel } from './UserMenuLabel';

export type UserMenuAction = 'profile' | 'changePassword' | 'switchOrganization' | 'logout';

export type UserMenuProps = {
  onAction: (action: UserMenuAction) => void;
  onLanguage: (language: Language) => void;
};

const loadDropdown = () => import('./UserMenuDropdown');
// The dropdown (and the overlay part of the design system it needs) loads when the person reaches
// for the button — pointer over it, keyboard focus on it — not with every page.
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

/**
 * The user dropdown (SPEC §2.5): a button named with the user's first and last name, showing the
 * organisation logo, the name and the username; its items are in UserMenuDropdown.
 */
export function UserMenu(props: UserMenuProps) {
  const logoPath = useSession((s) => s.logoPath);
  const orgName = useSession((s) => s.orgName);
  const [opened, setOpened] = useState(false);
  const placeholder = (
    <Button {...USER_MENU_BUTTON} aria-haspopup="menu" aria-expanded={false} onPointerEnter={loadDropdown} onFocus={loadDropdown} onClick={() => setOpened(true)}>
      <UserMenuLabel />
    </Button>
  );
  return (
    <>
      {/* The logo sits beside the button, not in it: its initials would be text the button's name does not say. */}
      <OrganizationLogo logoPath={logoPath} orgName={orgName} />
      {opened ? (
        <Suspense fallback={placeholder}>
          <UserMenuDropdown {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
