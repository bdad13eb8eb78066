// The pages remote-reports serves: the one list its build writes into mf-manifest.json
// (metaData.haulstop, DESIGN §9) and its exposes. The console builds its routes and drawer from it:
// adding a page is an entry here (route, module, menu place and label texts, access), nothing in the host.
const { remotePage } = require('../scripts/remote-pages.cjs');

/** @type {import('@haulstop/shared/menu').RemotePagesFile} */
module.exports = {
  requires: { '@haulstop/shared': '^1.1.0', host: '^1.1.0' },
  pages: [
    remotePage('/dashboard', 'CompanyDashboard', {
      menu: {
        group: null,
        order: 2,
        labelKey: 'menu.companyDashboard',
        labels: {
          en: 'Company Dashboard',
          fr: "Tableau de bord de l'entreprise",
          es: 'Panel de la empresa',
        },
        iconClass: 'dashboard',
        orgType: ['parking lot owner'],
      },
    }),
    remotePage('/reservations', 'Reservations', {
      menu: {
        group: 'reports',
        order: 301,
        labelKey: 'menu.reservations',
        labels: {
          en: 'Reservations',
          fr: 'Réservations',
          es: 'Reservas',
        },
        iconClass: 'reservation',
        orgType: ['carrier', 'parking lot owner', 'broker'],
        innerRoute: '/reservationparkdetails',
        relatedRoutes: ['/paymentRetry'],
      },
    }),
    remotePage('/reservationparkdetails', 'LotDayView'),
    remotePage('/reservationparkdetails/:reservationid', 'ReservationParkDetails'),
    remotePage('/drivers', 'DriversReport', {
      menu: {
        group: 'reports',
        order: 302,
        labelKey: 'menu.driversReport',
        labels: {
          en: 'Drivers Report',
          fr: 'Rapport des chauffeurs',
          es: 'Informe de conductores',
        },
        iconClass: 'driver-report',
        view: 'admin',
      },
    }),
    remotePage('/revenue', 'Revenue', {
      menu: {
        group: 'reports',
        order: 304,
        labelKey: 'menu.revenue',
        labels: {
          en: 'Revenue',
          fr: 'Revenus',
          es: 'Ingresos',
        },
        iconClass: 'revenue',
        view: 'admin',
      },
    }),
    remotePage('/subscription', 'Subscription', {
      menu: {
        group: 'reports',
        order: 305,
        labelKey: 'menu.subscriptions',
        labels: {
          en: 'Subscriptions',
          fr: 'Abonnements',
          es: 'Suscripciones',
        },
        iconClass: 'subscription',
        view: 'admin',
      },
    }),
    remotePage('/assetReport', 'AssetReport', {
      menu: {
        group: 'reports',
        order: 306,
        labelKey: 'menu.assetReport',
        labels: {
          en: 'Asset Report',
          fr: 'Rapport des véhicules',
          es: 'Informe de activos',
        },
        iconClass: 'asset-report',
        orgType: ['carrier', 'broker'],
      },
    }),
    remotePage('/parkingLotReport', 'ParkingLotReport', {
      menu: {
        group: 'reports',
        order: 307,
        labelKey: 'menu.parkingLotReport',
        labels: {
          en: 'Parking Lot Report',
          fr: 'Rapport des stationnements',
          es: 'Informe de estacionamientos',
        },
        iconClass: 'lot-report',
        orgType: ['parking lot owner'],
      },
    }),
    remotePage('/reconciliation', 'Reconciliation', {
      menu: {
        group: 'reports',
        order: 308,
        labelKey: 'menu.reconciliation',
        labels: {
          en: 'Reconciliation',
          fr: 'Rapprochement',
          es: 'Conciliación',
        },
        iconClass: 'reconciliation',
        orgType: ['carrier', 'parking lot owner', 'broker'],
      },
    }),
  ],
};
