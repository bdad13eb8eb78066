import type { ReactNode } from 'react';
import { Dialog } from '@chakra-ui/react';
import { DialogFrame } from './DialogFrame';

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
  return (
    <DialogFrame open={open} onClose={onClose} width={width}>
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
    </DialogFrame>
  );
}
