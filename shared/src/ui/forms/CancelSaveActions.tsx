import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';

type CancelSaveActionsProps = {
  onCancel: () => void;
  saving: boolean;
  saveDisabled?: boolean;
};

/** Cancel and Save (the form's submit button) at the foot of a form dialog. */
export function CancelSaveActions({ onCancel, saving, saveDisabled = false }: CancelSaveActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" colorPalette="accent" loading={saving} disabled={saveDisabled}>
        {t('common.save')}
      </Button>
    </>
  );
}
