import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuPage } from '@haulstop/shared/menu';

type Props = { page: MenuPage; active: boolean; onNavigate: (route: string) => void; nested?: boolean };

/** One menu entry: a link named by its label; the current one carries aria-current="page". */
export function MenuLink({ page, active, onNavigate, nested = false }: Props) {
  const { t } = useTranslation();
  // The current entry's highlight (aria-current) and a nested entry's indent are in its look.
  return (
    <RouterLink
      to={page.pageRoute}
      aria-current={active ? 'page' : undefined}
      data-part="shell-menu-link"
      data-nested={nested ? '' : undefined}
      onClick={() => onNavigate(page.pageRoute)}
    >
      {t(page.pageNameCode, page.pageName)}
    </RouterLink>
  );
}
