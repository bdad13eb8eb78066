// The pages remote-reserve serves: the one list its build writes into mf-manifest.json
// (metaData.haulstop, DESIGN §9) and its exposes. The console builds its routes and drawer from it:
// adding a page is an entry here (route, module, menu place and label texts, access), nothing in the host.
const { remotePage } = require('../scripts/remote-pages.cjs');

/** @type {import('@haulstop/shared/menu').RemotePagesFile} */
module.exports = {
  requires: { '@haulstop/shared': '^1.1.0', host: '^1.1.0' },
  pages: [
    remotePage('/reserve', 'Reserve', {
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
    }),
    remotePage('/mapDashboard', 'MapDashboard', {
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
    }),
    remotePage('/bookReservations', 'BookReservations', {
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
    }),
    remotePage('/reservations/:reservationId', 'ReservationDetails'),
    remotePage('/paymentRetry/:reservationid', 'PaymentRetry'),
    remotePage('/globaldashboard', 'GlobalDashboard', {
      public: true,
    }),
    remotePage('/gate', 'Gate', {
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
    }),
    remotePage('/trip/:token', 'Trip', {
      public: true,
    }),
  ],
};
