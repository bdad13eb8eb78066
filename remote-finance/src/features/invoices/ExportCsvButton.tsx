import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, INVOICES_CSV_URL, type InvoiceFilter } from '@haulstop/shared/api';
import { cleanParams } from '@haulstop/shared/query';
import { notify } from '@haulstop/shared/auth';
import { Button } from '@haulstop/shared/ui/display';

/** Exports the list, with its filters, as CSV (the API builds it: same tenancy, same filters). */
export function ExportCsvButton({ filter, fileName }: { filter: InvoiceFilter; fileName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadFile(INVOICES_CSV_URL, fileName, cleanParams(filter));
    } catch {
      notify.error(t('finance.invoices.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={exportCsv}>
      {t('finance.invoices.exportCsv')}
    </Button>
  );
}
