// The pages remote-finance serves: the one list its build writes into mf-manifest.json
// (metaData.haulstop, DESIGN §9) and its exposes. The console builds its routes and drawer from it:
// adding a page is an entry here (route, module, menu place and label texts, access), nothing in the host.
const { remotePage } = require('../scripts/remote-pages.cjs');

/** @type {import('@haulstop/shared/menu').RemotePagesFile} */
module.exports = {
  requires: { '@haulstop/shared': '^1.1.0', host: '^1.1.0' },
  pages: [
    remotePage('/invoiceDashboard', 'InvoiceDashboard', {
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
    }),
    remotePage('/soiDashboard', 'SoiDashboard', {
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
    }),
    remotePage('/consolidatedInvoice', 'ConsolidatedInvoice', {
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
    }),
    remotePage('/discountcodeinvoice', 'DiscountCodeInvoice', {
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
    }),
    remotePage('/sinvoice', 'SubscriptionInvoice', {
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
    }),
    remotePage('/finai', 'FinAi'),
  ],
};
