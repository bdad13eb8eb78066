// The pages remote-finance serves: the one list its build writes into mf-manifest.json
// (metaData.haulstop, DESIGN §9) and its exposes. The console builds its routes and drawer from it:
// adding a page is an entry here (route, module, menu place and label texts, access), nothing in the host.
/** @type {import('@haulstop/shared/menu').RemotePagesFile} */
module.exports = {
  requires: { '@haulstop/shared': '^1.1.0', host: '^1.1.0' },
  pages: [
    {
      route: '/invoiceDashboard',
      module: './InvoiceDashboard',
      file: './src/pages/InvoiceDashboard.tsx',
      access: {
        resource: '/invoiceDashboard',
        action: 'view',
      },
      public: false,
      menu: {
        group: null,
        order: 4,
        labelKey: 'menu.invoices',
        labels: {
          en: 'Invoices',
          fr: 'Factures',
          es: 'Facturas',
        },
        iconClass: 'invoice',
        orgType: ['carrier', 'parking lot owner', 'broker'],
        notFor: 'Manager',
      },
    },
    {
      route: '/soiDashboard',
      module: './SoiDashboard',
      file: './src/pages/SoiDashboard.tsx',
      access: {
        resource: '/soiDashboard',
        action: 'view',
      },
      public: false,
      menu: {
        group: null,
        order: 5,
        labelKey: 'menu.statementOfIncome',
        labels: {
          en: 'Statement of Income',
          fr: 'État des revenus',
          es: 'Estado de ingresos',
        },
        iconClass: 'statement',
        orgType: ['parking lot owner'],
        notFor: 'Manager',
      },
    },
    {
      route: '/consolidatedInvoice',
      module: './ConsolidatedInvoice',
      file: './src/pages/ConsolidatedInvoice.tsx',
      access: {
        resource: '/consolidatedInvoice',
        action: 'view',
      },
      public: false,
      menu: {
        group: null,
        order: 6,
        labelKey: 'menu.consolidatedInvoice',
        labels: {
          en: 'Consolidated invoice',
          fr: 'Facture consolidée',
          es: 'Factura consolidada',
        },
        iconClass: 'consolidated',
        orgType: ['carrier', 'broker'],
        notFor: 'Manager',
      },
    },
    {
      route: '/discountcodeinvoice',
      module: './DiscountCodeInvoice',
      file: './src/pages/DiscountCodeInvoice.tsx',
      access: {
        resource: '/discountcodeinvoice',
        action: 'view',
      },
      public: false,
      menu: {
        group: null,
        order: 7,
        labelKey: 'menu.discountCodeInvoice',
        labels: {
          en: 'Discount code invoice',
          fr: 'Facture des codes de réduction',
          es: 'Factura de códigos de descuento',
        },
        iconClass: 'discount-invoice',
        orgType: ['parking lot owner'],
        notFor: 'Manager',
      },
    },
    {
      route: '/sinvoice',
      module: './SubscriptionInvoice',
      file: './src/pages/SubscriptionInvoice.tsx',
      access: {
        resource: '/sinvoice',
        action: 'view',
      },
      public: false,
      menu: {
        group: 'carrierNetwork',
        order: 204,
        labelKey: 'menu.subscriptionInvoice',
        labels: {
          en: 'Subscription Invoice',
          fr: "Facture d'abonnement",
          es: 'Factura de suscripción',
        },
        iconClass: 'subscription-invoice',
        orgType: ['carrier', 'broker'],
        view: 'user',
        carrierNetwork: true,
      },
    },
    {
      route: '/finai',
      module: './FinAi',
      file: './src/pages/FinAi.tsx',
      access: {
        resource: '/finai',
        action: 'view',
      },
      public: false,
      menu: null,
    },
  ],
};
