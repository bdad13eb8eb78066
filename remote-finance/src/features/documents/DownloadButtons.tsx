import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@haulstop/shared/api';
import { errorMessageOf, notify } from '@haulstop/shared/auth';
import { Button, HStack } from '@haulstop/shared/ui/display';

type Download = { url: string; fileName: string };
type DownloadButtonsProps = { pdf: Download; csv: Download; disabled?: boolean };

/** Download PDF / Export CSV of a document; a failed download says why in a toast. */
export function DownloadButtons({ pdf, csv, disabled }: DownloadButtonsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const download = async (kind: 'pdf' | 'csv', file: Download) => {
    setBusy(kind);
    try {
      await downloadFile(file.url, file.fileName);
    } catch (error) {
      notify.error(errorMessageOf(error, t('common.errorRetrievingData')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <HStack gap={2}>
      <Button size="sm" variant="outline" loading={busy === 'pdf'} disabled={disabled} onClick={() => void download('pdf', pdf)}>
        {t('finance.documents.downloadPdf')}
      </Button>
      <Button size="sm" variant="outline" loading={busy === 'csv'} disabled={disabled} onClick={() => void download('csv', csv)}>
        {t('finance.documents.exportCsv')}
      </Button>
    </HStack>
  );
}
