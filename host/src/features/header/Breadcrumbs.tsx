import { Fragment, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { breadcrumbsForRoute } from '@haulstop/shared/menu';
import { useConsoleMenu } from '../../federation/useConsoleMenu';

/**
 * The trail of the current route: menu groups (no page of their own, so plain text)
 * then the page, each page a link to its path. Nothing shows off the menu.
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useConsoleMenu();
  const crumbs = useMemo(() => breadcrumbsForRoute(pathname, (key, defaultValue) => t(key, { defaultValue }), menu), [pathname, t, menu]);
  if (crumbs.length === 0) return null;
  // Plain elements in the look of Chakra's Breadcrumb (size sm), styled once for the console
  // (shared/src/ui/shell-styles.ts): the trail is drawn with every signed-in page.
  return (
    <nav aria-label={t('hostHeader.breadcrumb')} data-part="shell-crumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.nameCode}-${index}`}>
            {index > 0 ? (
              <li aria-hidden="true">
                <ChevronRight />
              </li>
            ) : null}
            <li data-plain={crumb.path ? undefined : ''}>
              {crumb.path ? (
                <RouterLink to={crumb.path} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                  {crumb.name}
                </RouterLink>
              ) : (
                crumb.name
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

/** The separator's chevron, as Chakra's Breadcrumb draws it. */
function ChevronRight() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d="m9 18 6-6-6-6" />
    </svg>
  );
}
