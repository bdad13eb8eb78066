// The pages remote-reserve serves: the one list its build writes into mf-manifest.json
// (metaData.haulstop, DESIGN §9) and its exposes. The console builds its routes and drawer from it:
// adding a page is an entry here (route, module, menu place and label texts, access), nothing in the host.
/** @type {import('@haulstop/shared/menu').RemotePagesFile} */
module.exports = {
  requires: { '@haulstop/shared': '^1.1.0', host: '^1.1.0' },
  pages: [
    {
      route: '/reserve',
      module: './Reserve',
      file: './src/pages/Reserve.tsx',
      access: {
        resource: '/reserve',
        action: 'view',
      },
      public: false,
      menu: {
        group: null,
        order: 1,
        labelKey: 'menu.reserve',
        labels: {
          en: 'Reserve',
          fr: 'Réserver',
          es: 'Reservar',
        },
        iconClass: 'reserve',
        orgType: ['carrier', 'broker'],
      },
    },
    {
      route: '/mapDashboard',
      module: './MapDashboard',
      file: './src/pages/MapDashboard.tsx',
      access: {
        resource: '/mapDashboard',
        action: 'view',
      },
      public: false,
      menu: {
        group: null,
        order: 3,
        labelKey: 'menu.mapDashboard',
        labels: {
          en: 'Map Dashboard',
          fr: 'Tableau de bord cartographique',
          es: 'Panel de mapa',
        },
        iconClass: 'map',
        orgType: ['parking lot owner'],
      },
    },
    {
      route: '/bookReservations',
      module: './BookReservations',
      file: './src/pages/BookReservations.tsx',
      access: {
        resource: '/bookReservations',
        action: 'view',
      },
      public: false,
      menu: {
        group: 'administrator',
        order: 108,
        labelKey: 'menu.bookReservations',
        labels: {
          en: 'Book Reservations',
          fr: 'Effectuer des réservations',
          es: 'Hacer reservas',
        },
        iconClass: 'book',
        orgType: ['parking lot owner'],
        view: 'admin',
      },
    },
    {
      route: '/reservations/:reservationId',
      module: './ReservationDetails',
      file: './src/pages/ReservationDetails.tsx',
      access: {
        resource: '/reservations',
        action: 'view',
      },
      public: false,
      menu: null,
    },
    {
      route: '/paymentRetry/:reservationid',
      module: './PaymentRetry',
      file: './src/pages/PaymentRetry.tsx',
      access: {
        resource: '/paymentRetry',
        action: 'view',
      },
      public: false,
      menu: null,
    },
    {
      route: '/globaldashboard',
      module: './GlobalDashboard',
      file: './src/pages/GlobalDashboard.tsx',
      access: {
        resource: '/globaldashboard',
        action: 'view',
      },
      public: true,
      menu: null,
    },
    {
      route: '/gate',
      module: './Gate',
      file: './src/pages/Gate.tsx',
      access: {
        resource: '/gate',
        action: 'view',
      },
      public: false,
      menu: {
        group: 'parking',
        order: 51,
        labelKey: 'menu.gate',
        labels: {
          en: 'Gate',
          fr: 'Barrière',
          es: 'Puerta',
        },
        iconClass: 'gate',
        orgType: ['parking lot owner'],
      },
    },
    {
      route: '/trip/:token',
      module: './Trip',
      file: './src/pages/Trip.tsx',
      access: {
        resource: '/trip',
        action: 'view',
      },
      public: true,
      menu: null,
    },
  ],
};
