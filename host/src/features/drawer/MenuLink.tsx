import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuPage } from '@haulstop/shared/menu';
import { Link } from '@haulstop/shared/ui/display';

type Props = { page: MenuPage; active: boolean; onNavigate: (route: string) => void; nested?: boolean };

/** One menu entry: a link named by its label; the current one carries aria-current="page". */
export function MenuLink({ page, active, onNavigate, nested = false }: Props) {
  const { t } = useTranslation();
  return (
    <Link
      asChild
      display="block"
      py={2}
      pe={3}
      ps={nested ? 7 : 3}
      mx={2}
      borderRadius="md"
      fontWeight={active ? 'semibold' : 'normal'}
      color={active ? 'accent.fg' : 'fg'}
      bg={active ? 'accent.muted' : undefined}
      // The highlight must be visible on its own (≥ 3:1): a bar in the accent colour, not only a tint.
      borderStartWidth="4px"
      borderStartColor={active ? 'accent.solid' : 'transparent'}
      _focusVisible={{ outline: '2px solid', outlineColor: 'accent.fg', outlineOffset: '1px' }}
      _hover={{ bg: 'accent.subtle', textDecoration: 'none' }}
    >
      <RouterLink to={page.pageRoute} aria-current={active ? 'page' : undefined} onClick={() => onNavigate(page.pageRoute)}>
        {t(page.pageNameCode, page.pageName)}
      </RouterLink>
    </Link>
  );
}
