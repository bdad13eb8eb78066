import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the title also names the dialog for screen readers (role dialog, aria-labelledby) */
  title: string;
  /** SPEC §2.6 widths, from DIALOG_WIDTHS */
  width: string;
  onSubmit: () => void;
  actions: ReactNode;
  children: ReactNode;
};

/**
 * The frame the three header dialogs share: a titled modal holding a form whose submit (button
 * or Enter) calls onSubmit; closing (Cancel, Escape, the close button, outside click) calls onClose.
 */
export function FormDialog({ open, onClose, title, width, onSubmit, actions, children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* 95vw keeps the percentage widths usable on a narrow window. */}
          <Dialog.Content width={width} maxW="95vw" minW="min(340px, 95vw)">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>{actions}</Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
