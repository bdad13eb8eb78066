import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  // Plain elements styled once for the console (the frame's look, shared/src/ui/shell-styles.ts).
  return (
    <div data-part="shell-frame">
      {/* The first stop of the keyboard: past the header and the menu, straight to the page. */}
      <a href={`#${MAIN_ID}`} data-part="shell-skip">
        {t('common.skipToContent')}
      </a>
      {header}
      <div data-part="shell-body">
        {wide && !menuCollapsed ? (
          // Fixed beside the page: it does not scroll away with a long page, and scrolls itself when long.
          <aside data-part="shell-aside">{menu}</aside>
        ) : null}
        {!wide && menuOpen ? (
          <Suspense fallback={null}>
            <NarrowMenuDrawer open={menuOpen} onClose={onMenuClose}>
              {menu}
            </NarrowMenuDrawer>
          </Suspense>
        ) : null}
        {/* The footer sits outside <main> so it stays the page's contentinfo landmark. */}
        <div data-part="shell-column">
          {/* At least the screen below the header: the footer starts below the fold, so a page that
              grows as its data arrives does not push a visible footer down (CLS). */}
          <main id={MAIN_ID} tabIndex={-1} data-part="shell-main">
            {children}
          </main>
          {footer}
        </div>
      </div>
    </div>
  );
}
