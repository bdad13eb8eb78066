import { Fragment, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { breadcrumbsForRoute } from '@haulstop/shared/menu';
import { Breadcrumb } from '@haulstop/shared/ui/display';
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
  return (
    <Breadcrumb.Root aria-label={t('hostHeader.breadcrumb')} size="sm" minW="0">
      <Breadcrumb.List flexWrap="nowrap">
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.nameCode}-${index}`}>
            {index > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item whiteSpace="nowrap" color={crumb.path ? undefined : 'fg.muted'}>
              {crumb.path ? (
                <Breadcrumb.Link asChild aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                  <RouterLink to={crumb.path}>{crumb.name}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                crumb.name
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
