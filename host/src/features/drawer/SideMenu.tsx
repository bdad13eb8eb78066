import { useTranslation } from 'react-i18next';
import type { MenuPage } from '@haulstop/shared/menu';
import { activeMenuId } from './active-item';
import { MenuGroup } from './MenuGroup';
import { MenuLink } from './MenuLink';

type Props = {
  /** the menu the user sees (already filtered by filterMenu) */
  menu: readonly MenuPage[];
  pathname: string;
  /** called with the route of the chosen item: the shell closes the drawer and sets the tab title */
  onNavigate: (route: string) => void;
};

/**
 * The side menu: a navigation landmark 'Main menu'; links named by their label,
 * groups as buttons that expand and collapse; the current item marked aria-current="page".
 * Plain elements styled once for the console (shared/src/ui/shell-styles.ts): the menu is drawn
 * with every signed-in page.
 */
export function SideMenu({ menu, pathname, onNavigate }: Props) {
  const { t } = useTranslation();
  const activeId = activeMenuId(menu, pathname);
  return (
    <nav aria-label={t('common.mainMenu')} data-part="shell-nav">
      <ul data-part="shell-menu-list">
        {menu.map((item) => (
          <li key={item.id}>
            {item.role === 'user' ? (
              <MenuLink page={item} active={item.id === activeId} onNavigate={onNavigate} />
            ) : (
              <MenuGroup group={item} activeId={activeId} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
