import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { filterMenu } from '@haulstop/shared/permissions';
import { usePermissionContext, useSession } from '@haulstop/shared/session';
import { Box } from '@haulstop/shared/ui/display';
import { SideMenu } from '../features/drawer/SideMenu';
import { ApprovalPending } from '../features/layout/ApprovalPending';
import { Footer } from '../features/layout/Footer';
import { LayoutFrame, MAIN_ID } from '../features/layout/LayoutFrame';
import { isFooterHidden, isHeaderHidden } from '../features/layout/layout-visibility';
import { useWideScreen } from '../features/layout/useWideScreen';
import { setTabTitle } from '../features/navigation/page-title';
import { useFocusOnNavigation } from '../features/navigation/useFocusOnNavigation';
import { Header } from '../features/header/Header';
import { useConsoleMenu } from '../federation/useConsoleMenu';
import { isPublicRoute } from './guard-entry';

/**
 * The signed-in console: header, drawer with the menu the session may see,
 * main area with the routed page, footer. Stores the last viewed page on every route change.
 */
export function Shell() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const wide = useWideScreen();
  const ctx = usePermissionContext();
  const setLastViewedPage = useSession((s) => s.setLastViewedPage);
  // Until the platform approves the organisation its users see the SPEC §8 message, not the console.
  const approved = useSession((s) => s.isApproved);
  // The drawer of the pages the loaded remotes declare (their manifests), as the session may see it.
  const consoleMenu = useConsoleMenu();
  const menu = useMemo(() => (approved ? filterMenu(consoleMenu, ctx) : []), [consoleMenu, ctx, approved]);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuCollapsed, setMenuCollapsed] = useState(false);

  useEffect(() => {
    setLastViewedPage(pathname);
  }, [pathname, setLastViewedPage]);
  useFocusOnNavigation(pathname, MAIN_ID);

  // Narrow screens open and close the temporary drawer; wide ones show or hide the docked one.
  const toggleMenu = useCallback(() => (wide ? setMenuCollapsed((c) => !c) : setMenuOpen((o) => !o)), [wide]);

  const onNavigate = useCallback(
    (route: string) => {
      setMenuOpen(false);
      setTabTitle(route, t);
    },
    [t],
  );

  // A page open to everyone (/globaldashboard), visited without signing in: the page
  // alone, with no menu, header or approval notice of a session that does not exist.
  const signedIn = useSession((s) => Boolean(s.token));
  if (!signedIn && isPublicRoute(pathname)) {
    return (
      <Box as="main" id={MAIN_ID} tabIndex={-1} minH="100vh" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
    );
  }

  return (
    <LayoutFrame
      header={isHeaderHidden(pathname) ? null : <Header onToggleMenu={toggleMenu} />}
      menu={<SideMenu menu={menu} pathname={pathname} onNavigate={onNavigate} />}
      footer={isFooterHidden(pathname) ? null : <Footer />}
      menuOpen={menuOpen}
      menuCollapsed={menuCollapsed}
      onMenuClose={() => setMenuOpen(false)}
    >
      {approved ? <Outlet /> : <ApprovalPending />}
    </LayoutFrame>
  );
}
