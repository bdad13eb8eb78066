import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH, SHELL_HEADER_HEIGHT } from '@haulstop/shared/constants';
import { Box, Flex, Link } from '@haulstop/shared/ui/display';
import { MAIN_ID } from './main-id';
import { useWideScreen } from './useWideScreen';

export { MAIN_ID } from './main-id';

// The drawer (and the overlay part of the design system it needs) loads only when a narrow
// screen opens the menu, not with every page.
const NarrowMenuDrawer = lazy(() => import('./NarrowMenuDrawer').then((m) => ({ default: m.NarrowMenuDrawer })));

type Props = {
  /** the top bar, or null where SPEC §2.5 hides it */
  header: ReactNode;
  /** the side menu */
  menu: ReactNode;
  /** the footer, or null on /globaldashboard */
  footer: ReactNode;
  /** narrow screens: the temporary drawer is open */
  menuOpen: boolean;
  /** wide screens: the person hid the drawer with the toggle */
  menuCollapsed: boolean;
  onMenuClose: () => void;
  children: ReactNode;
};

/**
 * Top bar, left drawer 230 px, main area, footer. On a wide screen the drawer sits
 * beside the page; on a narrow one it is a temporary drawer over the page, closed after a choice.
 */
export function LayoutFrame({ header, menu, footer, menuOpen, menuCollapsed, onMenuClose, children }: Props) {
  const wide = useWideScreen();
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh">
      {/* The first stop of the keyboard: past the header and the menu, straight to the page. */}
      <Link
        href={`#${MAIN_ID}`}
        position="absolute"
        left="-9999px"
        zIndex="skipLink"
        _focus={{ left: 2, top: 2, bg: 'bg', color: 'accent.fg', p: 2, borderRadius: 'md', outline: '2px solid', outlineColor: 'accent.fg' }}
      >
        {t('common.skipToContent')}
      </Link>
      {header}
      <Flex flex="1" minH={0}>
        {wide && !menuCollapsed ? (
          // Fixed beside the page: it does not scroll away with a long page, and scrolls itself when long.
          <Box
            as="aside"
            w={`${DRAWER_WIDTH}px`}
            flexShrink={0}
            borderEndWidth="1px"
            bg="bg.subtle"
            overflowY="auto"
            position="sticky"
            top={`${SHELL_HEADER_HEIGHT}px`}
            alignSelf="flex-start"
            maxH={`calc(100vh - ${SHELL_HEADER_HEIGHT}px)`}
          >
            {menu}
          </Box>
        ) : null}
        {!wide && menuOpen ? (
          <Suspense fallback={null}>
            <NarrowMenuDrawer open={menuOpen} onClose={onMenuClose}>
              {menu}
            </NarrowMenuDrawer>
          </Suspense>
        ) : null}
        {/* The footer sits outside <main> so it stays the page's contentinfo landmark. */}
        <Flex direction="column" flex="1" minW={0}>
          {/* At least the screen below the header: the footer starts below the fold, so a page that
              grows as its data arrives does not push a visible footer down (CLS). */}
          <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" p={4} _focus={{ outline: 'none' }} minH={`calc(100vh - ${SHELL_HEADER_HEIGHT}px)`}>
            {children}
          </Box>
          {footer}
        </Flex>
      </Flex>
    </Flex>
  );
}
