import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';

type CancelSaveActionsProps = {
  onCancel: () => void;
  saving: boolean;
  saveDisabled?: boolean;
  /** the submit button's verb where it is not Save ("Extend", "Pay", a confirmation's action) */
  saveLabel?: string;
  /** the closing button's words where they are not Cancel ("Keep the reservation") */
  cancelLabel?: string;
  /** the submit undoes something (a cancellation): red, not the accent */
  destructive?: boolean;
};

/** Cancel and Save (the form's submit button) at the foot of a form dialog. */
export function CancelSaveActions({ onCancel, saving, saveDisabled = false, saveLabel, cancelLabel, destructive = false }: CancelSaveActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" colorPalette={destructive ? 'red' : 'accent'} loading={saving} disabled={saveDisabled}>
        {saveLabel ?? t('common.save')}
      </Button>
    </>
  );
}
