import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_MAX } from '@haulstop/shared/constants';
import { Button, Dialog, Portal } from '@haulstop/shared/ui';

type Props = {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
};

/** SPEC §2.4: a dialog that shows content with a Close button, at most 800 x 300 px. */
export function ConfirmationDialog({ open, onClose, title, children }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={`${DIALOG_MAX.width}px`} maxH={`${DIALOG_MAX.height}px`} w="full">
            {title ? (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            ) : null}
            <Dialog.Body overflowY="auto">{children}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="accent" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
