import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, notify } from '@haulstop/shared/auth';
import { downloadFile } from '@haulstop/shared/api';
import { Button } from '@haulstop/shared/ui/display';

type CsvDownloadButtonProps = {
  /** the report's path; the CSV is at the same path + /csv (DESIGN §8) */
  path: string;
  /** the same query as the report shows: the CSV holds exactly what is filtered, all rows */
  query: Readonly<Record<string, string>>;
  fileName: string;
  /** what it downloads, when the page has more than one list: names the button apart from the page's own */
  of?: string;
};

/** Downloads a report as CSV: every row of what is filtered, not one page. */
export function CsvDownloadButton({ path, query, fileName, of }: CsvDownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`${path}/csv`, fileName, query);
    } catch (error) {
      notify.error(errorMessageOf(error, t('common.errorRetrievingData')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void download()} aria-label={of ? t('reports.downloadCsvOf', { list: of }) : undefined}>
      {t('reports.downloadCsv')}
    </Button>
  );
}
