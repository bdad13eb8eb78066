import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from '@haulstop/shared/constants';
import { Drawer, Portal } from '@haulstop/shared/ui';

type Props = { open: boolean; onClose: () => void; children: ReactNode };

/** The temporary drawer of a narrow screen, over the page, closed after a choice. */
export function NarrowMenuDrawer({ open, onClose, children }: Props) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${DRAWER_WIDTH}px`}>
            <Drawer.Body p={0}>{children}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
