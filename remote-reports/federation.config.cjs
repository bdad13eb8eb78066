// remote-reports: one exposed module per page (DESIGN.md §1-2); the host owns the URL space.
module.exports = {
  name: 'reports',
  filename: 'remoteEntry.js',
  exposes: {
    './CompanyDashboard': './src/pages/CompanyDashboard.tsx',
    './Reservations': './src/pages/Reservations.tsx',
    './LotDayView': './src/pages/LotDayView.tsx',
    './ReservationParkDetails': './src/pages/ReservationParkDetails.tsx',
    './DriversReport': './src/pages/DriversReport.tsx',
    './Revenue': './src/pages/Revenue.tsx',
    './Subscription': './src/pages/Subscription.tsx',
    './AssetReport': './src/pages/AssetReport.tsx',
    './ParkingLotReport': './src/pages/ParkingLotReport.tsx',
    './Reconciliation': './src/pages/Reconciliation.tsx',
  },
};
