import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPage } from '@haulstop/shared/menu';
import { Box, Button, Stack } from '@haulstop/shared/ui/display';
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
      <Button
        variant="ghost"
        size="sm"
        width="calc(100% - 16px)"
        mx={2}
        px={3}
        justifyContent="space-between"
        fontWeight="semibold"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t(group.pageNameCode, group.pageName)}
        <Box as="span" aria-hidden transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.15s">
          ›
        </Box>
      </Button>
      <Stack as="ul" id={listId} hidden={!open} gap={0.5} listStyleType="none" m={0} p={0}>
        {group.childrenRoute.map((child) => (
          <Box as="li" key={child.id}>
            <MenuLink page={child} active={child.id === activeId} onNavigate={onNavigate} nested />
          </Box>
        ))}
      </Stack>
    </>
  );
}
