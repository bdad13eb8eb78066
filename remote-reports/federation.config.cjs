// remote-reports: one exposed module per page (DESIGN.md §1-2); the host owns the URL space.
module.exports = {
  name: 'reports',
  filename: 'remoteEntry.js',
  exposes: {
    './Reservations': './src/pages/Reservations.tsx',
    './Subscription': './src/pages/Subscription.tsx',
    './ReservationParkDetails': './src/pages/ReservationParkDetails.tsx',
  },
};
