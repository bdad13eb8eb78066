import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

type DialogFrameProps = {
  open: boolean;
  /** Escape, the close button or an outside click */
  onClose: () => void;
  /** SPEC §2.6 widths, from DIALOG_WIDTHS; none: as wide as the content */
  width?: string;
  /** the title (Dialog.Title names the dialog for screen readers), the body and the footer */
  children: ReactNode;
};

/**
 * The console's modal: centred over a backdrop, mounted only while open, with the close button in
 * its corner; closing it any way calls onClose. FormDialog puts a form in it; a dialog that only
 * shows something (About) puts its header, body and footer in it directly.
 */
export function DialogFrame({ open, onClose, width, children }: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* 95vw keeps the percentage widths usable on a narrow window. */}
          <Dialog.Content width={width} maxW="95vw" minW="min(340px, 95vw)">
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
