import { lazy, Suspense, type ComponentProps } from 'react';

// The drawer's code (the design system's overlays, the payment form and its rules) loads when an
// invoice is first opened: a list page's first load then carries only what the list shows.
const InvoiceDrawer = lazy(() => import('./InvoiceDrawer').then((m) => ({ default: m.InvoiceDrawer })));

/** The invoice opened from a list, beside it; nothing while none is open. */
export function OpenInvoice(props: ComponentProps<typeof InvoiceDrawer>) {
  if (props.invoiceId === null) return null;
  return (
    <Suspense fallback={null}>
      <InvoiceDrawer {...props} />
    </Suspense>
  );
}
