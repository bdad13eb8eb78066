import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from '@haulstop/shared/constants';
import { Box, Drawer, Flex, Portal } from '@haulstop/shared/ui';
import { useWideScreen } from './useWideScreen';

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
 * SPEC §2.4: top bar, left drawer 230 px, main area, footer. On a wide screen the drawer sits
 * beside the page; on a narrow one it is a temporary drawer over the page, closed after a choice.
 */
export function LayoutFrame({ header, menu, footer, menuOpen, menuCollapsed, onMenuClose, children }: Props) {
  const wide = useWideScreen();
  return (
    <Flex direction="column" minH="100vh">
      {header}
      <Flex flex="1" minH={0}>
        {wide && !menuCollapsed ? (
          <Box as="aside" w={`${DRAWER_WIDTH}px`} flexShrink={0} borderEndWidth="1px" bg="bg.subtle" overflowY="auto">
            {menu}
          </Box>
        ) : null}
        {!wide ? (
          <Drawer.Root open={menuOpen} onOpenChange={(e) => (e.open ? undefined : onMenuClose())} placement="start">
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW={`${DRAWER_WIDTH}px`}>
                  <Drawer.Body p={0}>{menu}</Drawer.Body>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        ) : null}
        {/* The footer sits outside <main> so it stays the page's contentinfo landmark. */}
        <Flex direction="column" flex="1" minW={0}>
          <Box as="main" flex="1" p={4}>
            {children}
          </Box>
          {footer}
        </Flex>
      </Flex>
    </Flex>
  );
}
