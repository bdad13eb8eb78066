import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@haulstop/shared/constants';
import { LANGUAGE_LABEL_KEYS } from '@haulstop/shared/i18n';
import { canSwitchOrganization } from '@haulstop/shared/permissions';
import { useSession } from '@haulstop/shared/session';
import { Box } from '@haulstop/shared/ui/display';
import { menuTarget } from './menu-keys';
import { OrganizationLogo } from './OrganizationLogo';

export type UserMenuAction = 'profile' | 'changePassword' | 'switchOrganization' | 'about' | 'logout';

type UserMenuProps = {
  onAction: (action: UserMenuAction) => void;
  onLanguage: (language: Language) => void;
};

/** Where the focus goes when the menu opens: its first item, or its last (ArrowUp on the button). */
type Opening = 'first' | 'last' | null;

const MAIN = 'user';
const LANGUAGES_GROUP = 'language';

function itemsOf(container: HTMLElement | null, group: string): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(`[data-menu-item="${group}"]`)) : [];
}

/** Moves the focus for Down, Up, Home, End and typeahead; false when the key is not one of them. */
function moveFocus(event: KeyboardEvent, container: HTMLElement | null, group: string): boolean {
  const items = itemsOf(container, group);
  const target = menuTarget(
    event.key,
    items.indexOf(document.activeElement as HTMLElement),
    items.map((item) => item.textContent ?? ''),
  );
  if (target === null) return false;
  event.preventDefault();
  items[target].focus();
  return true;
}

/**
 * The user dropdown: a button named with the user's first and last name, showing the
 * organisation logo, the name and the username; items Profile, Language (English, French,
 * Spanish), Change Password, Switch Organization (organisation 1, or several organisations),
 * About (the versions in use, DESIGN §9) and Logout.
 *
 * A menu button of the WAI-ARIA practices drawn with plain elements rather than Chakra's Menu:
 * the header is on every signed-in page, and the Menu's state machine and positioning engine
 * were a tenth of /mapDashboard's script. Keys: Enter, Space or Down open on the first
 * item, Up on the last; Down, Up, Home, End and a letter move; Right, Enter or Space open the
 * Language submenu, Left or Escape close it; Escape closes and returns to the button; Tab or a
 * press outside closes.
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

  const [opening, setOpening] = useState<Opening>(null);
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const languagesRef = useRef<HTMLDivElement>(null);
  const languageItemRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const languagesId = useId();
  const open = opening !== null;

  const close = (returnFocus: boolean) => {
    setOpening(null);
    setLanguagesOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!opening) return;
    const items = itemsOf(menuRef.current, MAIN);
    items[opening === 'first' ? 0 : items.length - 1]?.focus();
  }, [opening]);

  useEffect(() => {
    if (languagesOpen) itemsOf(languagesRef.current, LANGUAGES_GROUP)[0]?.focus();
  }, [languagesOpen]);

  // A press anywhere else closes the menu, leaving the focus where the press put it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (action: UserMenuAction) => {
    close(true);
    onAction(action);
  };
  const chooseLanguage = (code: Language) => {
    close(true);
    onLanguage(code);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'ArrowRight' && event.target === languageItemRef.current) {
      event.preventDefault();
      setLanguagesOpen(true);
    } else {
      moveFocus(event, menuRef.current, MAIN);
    }
  };

  const onLanguagesKeyDown = (event: KeyboardEvent) => {
    // The submenu sits inside the menu: its keys are its own.
    event.stopPropagation();
    if (event.key === 'Escape' || event.key === 'ArrowLeft') {
      event.preventDefault();
      setLanguagesOpen(false);
      languageItemRef.current?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    } else {
      moveFocus(event, languagesRef.current, LANGUAGES_GROUP);
    }
  };

  return (
    <>
      {/* The logo sits beside the button, not in it: its initials would be text the button's name does not say. */}
      <OrganizationLogo logoPath={logoPath} orgName={orgName} />
      <div ref={rootRef} data-part="shell-user-anchor">
        {/* Named by what it shows — the name, then the username — so a voice user can say what they
            see (WCAG 2.5.3); on a narrow screen the same text is there for screen readers only. */}
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          data-part="shell-user-button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => (open ? close(false) : setOpening('first'))}
          onKeyDown={onButtonKeyDown}
        >
          <span data-part="shell-user-names">
            <span data-part="shell-user-name">{fullName}</span> {username ? <span data-part="shell-user-login">{username}</span> : null}
          </span>
        </button>
        {open ? (
          <Box
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            {...panelStyle}
            top="calc(100% + 4px)"
            right="0"
            minW="200px"
          >
            <MenuItem group={MAIN} onSelect={() => choose('profile')} onFocus={() => setLanguagesOpen(false)}>
              {t('header.profile')}
            </MenuItem>
            <Box role="none" position="relative">
              <MenuItem
                group={MAIN}
                itemRef={languageItemRef}
                aria-haspopup="menu"
                aria-expanded={languagesOpen}
                aria-controls={languagesOpen ? languagesId : undefined}
                onSelect={() => setLanguagesOpen(true)}
              >
                {t('header.language')}
              </MenuItem>
              {languagesOpen ? (
                // To the left of the menu: the button is at the right edge of the screen.
                <Box
                  ref={languagesRef}
                  id={languagesId}
                  role="menu"
                  aria-label={t('header.language')}
                  onKeyDown={onLanguagesKeyDown}
                  {...panelStyle}
                  top="-6px"
                  right="calc(100% + 10px)"
                  minW="140px"
                >
                  {LANGUAGES.map((code) => (
                    <MenuItem
                      key={code}
                      group={LANGUAGES_GROUP}
                      role="menuitemradio"
                      aria-checked={code === language}
                      fontWeight={code === language ? '600' : undefined}
                      color={code === language ? 'accent.fg' : undefined}
                      onSelect={() => chooseLanguage(code)}
                    >
                      {t(LANGUAGE_LABEL_KEYS[code])}
                    </MenuItem>
                  ))}
                </Box>
              ) : null}
            </Box>
            <MenuItem group={MAIN} onSelect={() => choose('changePassword')} onFocus={() => setLanguagesOpen(false)}>
              {t('header.changePassword')}
            </MenuItem>
            {showSwitch ? (
              <MenuItem group={MAIN} onSelect={() => choose('switchOrganization')} onFocus={() => setLanguagesOpen(false)}>
                {t('header.switchOrganization')}
              </MenuItem>
            ) : null}
            <MenuItem group={MAIN} onSelect={() => choose('about')} onFocus={() => setLanguagesOpen(false)}>
              {t('header.about')}
            </MenuItem>
            <Box role="separator" h="1px" bg="border" my="1" mx="-1.5" />
            <MenuItem group={MAIN} onSelect={() => choose('logout')} onFocus={() => setLanguagesOpen(false)}>
              {t('header.logout')}
            </MenuItem>
          </Box>
        ) : null}
      </div>
    </>
  );
}

// Chakra's menu look (bg.panel, shadow lg, radius l2, padding 1.5), above the page.
const panelStyle = { position: 'absolute', zIndex: 'dropdown', bg: 'bg.panel', color: 'fg', boxShadow: 'lg', borderRadius: 'l2', p: '1.5' } as const;

type MenuItemProps = {
  group: string;
  onSelect: () => void;
  onFocus?: () => void;
  itemRef?: Ref<HTMLButtonElement>;
  role?: 'menuitem' | 'menuitemradio';
  fontWeight?: string;
  color?: string;
  children: ReactNode;
  'aria-checked'?: boolean;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
};

/**
 * One item: a button out of the tab order (the menu moves the focus itself). The highlight follows
 * the pointer as it does the keyboard; the keyboard's highlight adds the accent ring (3.9:1).
 */
function MenuItem({ group, onSelect, onFocus, itemRef, role = 'menuitem', fontWeight, color, children, ...aria }: MenuItemProps) {
  return (
    <Box
      asChild
      display="flex"
      w="100%"
      alignItems="center"
      textAlign="start"
      px="2"
      py="1.5"
      textStyle="sm"
      borderRadius="l1"
      cursor="pointer"
      outline="0"
      userSelect="none"
      fontWeight={fontWeight}
      color={color ?? 'fg'}
      _expanded={{ bg: 'bg.muted' }}
      _focus={{ bg: 'bg.emphasized' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '-2px' }}
    >
      <button
        ref={itemRef}
        type="button"
        role={role}
        tabIndex={-1}
        data-menu-item={group}
        onClick={onSelect}
        onFocus={onFocus}
        onPointerMove={(event) => {
          if (event.pointerType === 'mouse' && document.activeElement !== event.currentTarget) event.currentTarget.focus();
        }}
        {...aria}
      >
        {children}
      </button>
    </Box>
  );
}
