import { useTranslation } from 'react-i18next';
import { CloseButton, Drawer, Portal } from '@haulstop/shared/ui';
import { InvoiceDetails } from './InvoiceDetails';

type InvoiceDrawerProps = {
  /** the invoice opened; null closes the drawer */
  invoiceId: number | null;
  canPay: boolean;
  onClose: () => void;
};

/** The invoice opened from a list, beside it (the list keeps its page and filters). */
export function InvoiceDrawer({ invoiceId, canPay, onClose }: InvoiceDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={invoiceId !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('finance.invoices.detail.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{invoiceId !== null ? <InvoiceDetails invoiceId={invoiceId} canPay={canPay} /> : null}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
