// remote-reserve: one exposed module per page (DESIGN.md §1-2); the host owns the URL space.
module.exports = {
  name: 'reserve',
  filename: 'remoteEntry.js',
  exposes: {
    './MapDashboard': './src/pages/MapDashboard.tsx',
    './Reserve': './src/pages/Reserve.tsx',
    './PaymentRetry': './src/pages/PaymentRetry.tsx',
    './GlobalDashboard': './src/pages/GlobalDashboard.tsx',
    './ReservationDetails': './src/pages/ReservationDetails.tsx',
    './BookReservations': './src/pages/BookReservations.tsx',
  },
};
