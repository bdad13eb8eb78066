// The pages remote-reports serves: the one list its build writes into mf-manifest.json
// (metaData.haulstop, DESIGN §9) and its exposes. The console builds its routes and drawer from it:
// adding a page is an entry here (route, module, menu place and label texts, access), nothing in the host.
/** @type {import('@haulstop/shared/menu').RemotePagesFile} */
module.exports = {
  requires: { '@haulstop/shared': '^1.1.0', host: '^1.1.0' },
  pages: [
    {
      route: '/dashboard',
      module: './CompanyDashboard',
      file: './src/pages/CompanyDashboard.tsx',
      access: {
        resource: '/dashboard',
        action: 'view',
      },
      public: false,
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
    },
    {
      route: '/reservations',
      module: './Reservations',
      file: './src/pages/Reservations.tsx',
      access: {
        resource: '/reservations',
        action: 'view',
      },
      public: false,
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
    },
    {
      route: '/reservationparkdetails',
      module: './LotDayView',
      file: './src/pages/LotDayView.tsx',
      access: {
        resource: '/reservationparkdetails',
        action: 'view',
      },
      public: false,
      menu: null,
    },
    {
      route: '/reservationparkdetails/:reservationid',
      module: './ReservationParkDetails',
      file: './src/pages/ReservationParkDetails.tsx',
      access: {
        resource: '/reservationparkdetails',
        action: 'view',
      },
      public: false,
      menu: null,
    },
    {
      route: '/drivers',
      module: './DriversReport',
      file: './src/pages/DriversReport.tsx',
      access: {
        resource: '/drivers',
        action: 'view',
      },
      public: false,
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
    },
    {
      route: '/revenue',
      module: './Revenue',
      file: './src/pages/Revenue.tsx',
      access: {
        resource: '/revenue',
        action: 'view',
      },
      public: false,
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
    },
    {
      route: '/subscription',
      module: './Subscription',
      file: './src/pages/Subscription.tsx',
      access: {
        resource: '/subscription',
        action: 'view',
      },
      public: false,
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
    },
    {
      route: '/assetReport',
      module: './AssetReport',
      file: './src/pages/AssetReport.tsx',
      access: {
        resource: '/assetReport',
        action: 'view',
      },
      public: false,
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
    },
    {
      route: '/parkingLotReport',
      module: './ParkingLotReport',
      file: './src/pages/ParkingLotReport.tsx',
      access: {
        resource: '/parkingLotReport',
        action: 'view',
      },
      public: false,
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
    },
    {
      route: '/reconciliation',
      module: './Reconciliation',
      file: './src/pages/Reconciliation.tsx',
      access: {
        resource: '/reconciliation',
        action: 'view',
      },
      public: false,
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
    },
  ],
};
