import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPage } from '@haulstop/shared/menu';
import { groupContains } from './active-item';
import { MenuLink } from './MenuLink';

type Props = { group: MenuPage; activeId: number | null; onNavigate: (route: string) => void };

/** A menu group (Administrator, Carrier Network, Reports): a button that expands and collapses its links. */
export function MenuGroup({ group, activeId, onNavigate }: Props) {
  const { t } = useTranslation();
  // A group holding the current page starts open, so the highlighted item is visible.
  const [open, setOpen] = useState(() => groupContains(group, activeId));
  const holdsActive = groupContains(group, activeId);
  // Reaching one of its pages another way (breadcrumb, link in a page) opens the group too.
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive, activeId]);
  const listId = `menu-group-${group.id}`;
  return (
    <>
      <button type="button" data-part="shell-menu-group" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {t(group.pageNameCode, group.pageName)}
        <span aria-hidden data-part="shell-menu-chevron">
          ›
        </span>
      </button>
      <ul id={listId} hidden={!open} data-part="shell-menu-list">
        {group.childrenRoute.map((child) => (
          <li key={child.id}>
            <MenuLink page={child} active={child.id === activeId} onNavigate={onNavigate} nested />
          </li>
        ))}
      </ul>
    </>
  );
}
