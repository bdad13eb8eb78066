// remote-finance: one exposed module per page (DESIGN.md §1-2); the host owns the URL space.
module.exports = {
  name: 'finance',
  filename: 'remoteEntry.js',
  exposes: {
    './InvoiceDashboard': './src/pages/InvoiceDashboard.tsx',
    './FinAi': './src/pages/FinAi.tsx',
    './SoiDashboard': './src/pages/SoiDashboard.tsx',
    './DiscountCodeInvoice': './src/pages/DiscountCodeInvoice.tsx',
    './ConsolidatedInvoice': './src/pages/ConsolidatedInvoice.tsx',
    './SubscriptionInvoice': './src/pages/SubscriptionInvoice.tsx',
  },
};
