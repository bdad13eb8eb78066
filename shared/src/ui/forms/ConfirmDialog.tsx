import { useCallback, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { CancelSaveActions } from './CancelSaveActions';
import { FormDialog } from './FormDialog';

type ConfirmDialogProps = {
  open: boolean;
  /** Cancel, Escape, the close button or an outside click: nothing is done */
  onClose: () => void;
  /** the question, which also names the dialog for screen readers */
  title: string;
  /** what the confirming button does, in a verb ("Run month-end") */
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** what confirming does, and what cannot be undone; the question alone when it says enough */
  children?: ReactNode;
};

/**
 * The console's confirmation before an action that cannot be undone: a titled dialog in the
 * console's language and look, with Cancel and the action named, where the browser's own box
 * would show its host name and its own button words.
 */
export function ConfirmDialog({ open, onClose, title, confirmLabel, onConfirm, pending = false, children }: ConfirmDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      width="480px"
      onSubmit={onConfirm}
      actions={<CancelSaveActions onCancel={onClose} saving={pending} saveLabel={confirmLabel} />}
    >
      {children}
    </FormDialog>
  );
}

/** One confirmation asked: the question, the confirming button's verb, and what runs on confirm. */
export type ConfirmRequest = { question: string; confirmLabel: string; onConfirm: () => void };

/**
 * The console's confirmation for a row action (revoke, delete, remove): `ask` opens the
 * ConfirmDialog with the question, and the action runs only on its confirming button; Cancel or
 * Escape does nothing. Render `dialog` once in the component.
 * @example const confirm = useConfirm(); confirm.ask({ question, confirmLabel: t('x.delete'), onConfirm: () => remove.mutate(id) });
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => void; dialog: ReactElement } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const ask = useCallback((next: ConfirmRequest) => setRequest(next), []);
  const close = () => setRequest(null);
  const dialog = (
    <ConfirmDialog
      open={request !== null}
      onClose={close}
      title={request?.question ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      onConfirm={() => {
        request?.onConfirm();
        close();
      }}
    />
  );
  return { ask, dialog };
}

type ConfirmRowActionProps = {
  /** useConfirm's ask, whose dialog the component renders */
  ask: (request: ConfirmRequest) => void;
  /** the action's verb, on the button and on the dialog's confirming button ("Revoke") */
  label: string;
  /** what the row is called ("ops-key"): the button is named "Revoke ops-key" among the table's others */
  rowName: string;
  question: string;
  onConfirm: () => void;
};

/**
 * A table row's action that cannot be undone (revoke, remove, delete): a small red button named
 * with its verb and the row, which asks the question in the console's dialog before the action runs.
 * @example <ConfirmRowAction ask={confirm.ask} label={t('x.revoke')} rowName={key.name} question={t('x.confirmRevoke', { name: key.name })} onConfirm={() => revoke.mutate(key.id)} />
 */
export function ConfirmRowAction({ ask, label, rowName, question, onConfirm }: ConfirmRowActionProps) {
  return (
    <Button size="xs" variant="outline" colorPalette="red" aria-label={`${label} ${rowName}`} onClick={() => ask({ question, confirmLabel: label, onConfirm })}>
      {label}
    </Button>
  );
}
