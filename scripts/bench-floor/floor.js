// The floor page: the same data as the console's login page, /mapDashboard, /globaldashboard,
// a driver's /trip/:token, /reserve, /reservations, /dashboard and /invoiceDashboard (and the two interactions the bench times:
// typing a place on /reserve, paging /reservations), rendered by a plain React 19 page: react and react-dom only,
// one bundle, no router, no design system, no federation. What this costs is what the stack costs
// at its least; the console's figures divided by these are what our choices add.
// Plain JavaScript with createElement, so the build needs no compiler either.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const API = 'http://127.0.0.1:8090';
const STYLE = {
  page: { fontFamily: 'system-ui, sans-serif', padding: 16, maxWidth: 960, margin: '0 auto' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 },
  item: { border: '1px solid #ddd', borderRadius: 6, padding: 12, display: 'flex', gap: 12 },
  muted: { color: '#666', fontSize: 13, margin: 0 },
};

const money = (minor, currency) => new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);

/** GET from the API, with the session the bench gives this tab (sessionStorage: token, saasOrgId). */
function useApi(path, signedIn) {
  const [data, setData] = useState();
  useEffect(() => {
    const headers = signedIn ? { Authorization: `Bearer ${sessionStorage.getItem('token')}`, 'X-Org-Id': sessionStorage.getItem('saasOrgId') } : {};
    fetch(`${API}${path}`, { headers })
      .then((response) => response.json())
      .then(setData);
  }, [path, signedIn]);
  return data;
}

function Login() {
  return h(
    'main',
    { style: STYLE.page },
    h('h1', null, 'Login'),
    h(
      'form',
      { style: { display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 360 }, onSubmit: (event) => event.preventDefault() },
      h('label', null, 'Email', h('br'), h('input', { type: 'email', name: 'loginId', autoComplete: 'username' })),
      h('label', null, 'Password', h('br'), h('input', { type: 'password', name: 'password', autoComplete: 'current-password' })),
      h('button', { type: 'submit' }, 'Login'),
      h('a', { href: '/forgotPassword' }, 'Forgot password?'),
    ),
  );
}

function MapDashboard() {
  const counts = useApi('/api/dashboard/counts', true);
  const lots = useApi('/api/parkingLots?page=0&size=100', true);
  return h(
    'main',
    { style: STYLE.page },
    h('h1', null, 'Map Dashboard'),
    counts &&
      h(
        'dl',
        { style: { display: 'flex', gap: 16 } },
        ...Object.entries(counts).flatMap(([name, value]) => [h('dt', { key: `t${name}` }, name), h('dd', { key: `d${name}` }, value)]),
      ),
    lots &&
      h(
        'ul',
        { style: STYLE.list },
        lots.content.map((lot) => {
          const from = lot.prices.reduce((best, price) => (!best || price.amountMinor < best.amountMinor ? price : best), undefined);
          return h(
            'li',
            { key: lot.parkingLotId, style: { ...STYLE.item, flexDirection: 'column', gap: 4 } },
            h('button', { type: 'button' }, lot.name),
            h('p', { style: STYLE.muted }, `${lot.city}, ${lot.region}, ${lot.country} · ${lot.timeZone} · ${lot.currency}`),
            h('span', null, `${lot.availableSlots} of ${lot.totalSlots} slots available`, from ? ` · From ${money(from.amountMinor, from.currency)}` : ''),
            h(
              'ul',
              { style: { ...STYLE.list, flexDirection: 'row', flexWrap: 'wrap' } },
              lot.amenities.map((amenity) => h('li', { key: amenity }, amenity)),
            ),
          );
        }),
      ),
  );
}

function GlobalDashboard() {
  const lots = useApi('/api/public/lots', false);
  return h(
    'main',
    { style: STYLE.page },
    h('h1', null, 'Live parking availability'),
    lots &&
      h(
        'ul',
        { style: STYLE.list },
        lots.content.map((lot, index) =>
          h(
            'li',
            { key: lot.parkingLotId, style: STYLE.item },
            lot.photoUrl ? h('img', { src: lot.photoUrl, alt: lot.name, width: 96, height: 72, loading: index < 3 ? 'eager' : 'lazy' }) : null,
            h(
              'div',
              null,
              h('button', { type: 'button' }, lot.name),
              h('p', { style: STYLE.muted }, `${lot.address}, ${lot.city}, ${lot.region}`),
              h(
                'span',
                null,
                `${lot.availableSlots} of ${lot.totalSlots} slots available`,
                lot.priceFrom ? ` · From ${money(lot.priceFrom.amountMinor, lot.priceFrom.currency)} for ${lot.priceFrom.duration}` : '',
              ),
              h('p', { style: STYLE.muted }, lot.amenities.join(' · ')),
              h('a', { href: `https://www.google.com/maps/dir/?api=1&destination=${lot.latitude},${lot.longitude}` }, 'Directions'),
            ),
          ),
        ),
      ),
  );
}

/** A driver's trip page at its least: the lot, directions, the window at the lot's clock, the code, the truck, I'm here / I left. */
function Trip() {
  const token = location.pathname.slice('/trip/'.length);
  const trip = useApi(`/api/trips/${token}`, false);
  if (!trip) return h('main', { style: STYLE.page }, h('p', null, 'Loading...'));
  const at = (iso) => new Intl.DateTimeFormat('en', { timeZone: trip.lot.timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const button = { minHeight: 48, padding: '0 20px' };
  return h(
    'main',
    { style: { ...STYLE.page, display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 576 } },
    h('p', { style: STYLE.muted }, `Hello ${trip.driver.firstName}`),
    h('h1', null, trip.lot.name),
    h('p', null, [trip.lot.address, trip.lot.city, trip.lot.region, trip.lot.postalCode].filter(Boolean).join(', ')),
    trip.lot.latitude !== null
      ? h('a', { href: `https://www.google.com/maps/dir/?api=1&destination=${trip.lot.latitude},${trip.lot.longitude}` }, 'Directions')
      : null,
    h('h2', null, 'Your window'),
    h('p', null, `${at(trip.startAt)} to ${at(trip.endAt)}`),
    h('h2', null, 'Gate code'),
    h('p', null, trip.gateCode ?? `The gate code shows from ${at(trip.gateCodeFrom)}.`),
    h('h2', null, 'Status'),
    h('p', null, `${trip.gateStatus} · ${trip.status}`),
    h('h2', null, 'Truck'),
    h('p', null, [trip.asset?.licensePlate, trip.asset?.make].filter(Boolean).join(' · ') || 'No truck named'),
    trip.lot.instructions ? h('p', null, trip.lot.instructions) : null,
    h(
      'div',
      { style: { display: 'flex', gap: 8 } },
      h('button', { type: 'button', style: button }, "I'm here"),
      h('button', { type: 'button', style: button }, 'I left'),
    ),
  );
}

/** /reserve's search at its least: a "Near" field narrowing the places of the lots as one types. */
function Reserve() {
  const lots = useApi('/api/parkingLots?page=0&size=100', true);
  const [near, setNear] = useState('');
  const places = lots ? [...new Set(lots.content.map((lot) => `${lot.city}, ${lot.region}`))].sort() : [];
  const wanted = near.trim().toLowerCase();
  return h(
    'main',
    { style: STYLE.page },
    h('h1', null, 'Reserve'),
    h('label', null, 'Near', h('br'), h('input', { value: near, onChange: (event) => setNear(event.target.value) })),
    h(
      'ul',
      { style: STYLE.list },
      places.filter((place) => place.toLowerCase().startsWith(wanted)).map((place) => h('li', { key: place }, place)),
    ),
  );
}

/** /reservations at its least: ten rows a page, Next asks the API for the following page. */
function Reservations() {
  const [page, setPage] = useState(0);
  const data = useApi(`/api/reservations?page=${page}&size=10`, true);
  const pages = data ? Math.max(1, Math.ceil(data.totalElements / 10)) : 1;
  return h(
    'main',
    { style: STYLE.page },
    h('h1', null, 'Reservations'),
    h(
      'table',
      { 'aria-label': 'Reservations' },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          ['Reservation', 'Lot', 'Company', 'Start', 'Status'].map((name) => h('th', { key: name }, name)),
        ),
      ),
      h(
        'tbody',
        null,
        (data?.content ?? []).map((r) =>
          h(
            'tr',
            { key: r.reservationId },
            [r.reservationId, r.parkingLotName, r.orgName, new Date(r.startAt).toLocaleString('en'), r.status].map((value, i) => h('td', { key: i }, value)),
          ),
        ),
      ),
    ),
    h('p', null, `Page ${page + 1} of ${pages}`),
    h('button', { type: 'button', disabled: page >= pages - 1, onClick: () => setPage(page + 1) }, 'Next'),
  );
}

/** /dashboard at its least: the 30-day figures and a table of the daily bookings. */
function Dashboard() {
  const data = useApi('/api/reports/dashboard?days=30', true);
  return h(
    'main',
    { style: STYLE.page },
    h('h1', null, 'Company Dashboard'),
    data &&
      h(
        'dl',
        { style: { display: 'flex', gap: 16, flexWrap: 'wrap' } },
        h('dt', null, 'Bookings'),
        h('dd', null, data.bookings),
        h('dt', null, 'Occupancy'),
        h('dd', null, `${data.occupancyPercent}%`),
        h('dt', null, 'Cancellations'),
        h('dd', null, data.cancellations),
        ...data.revenue.flatMap((r) => [
          h('dt', { key: `t${r.currency}` }, `Revenue ${r.currency}`),
          h('dd', { key: `d${r.currency}` }, money(r.amountMinor, r.currency)),
        ]),
      ),
    data &&
      h(
        'table',
        { 'aria-label': 'Daily bookings' },
        h(
          'tbody',
          null,
          data.daily.map((d) => h('tr', { key: d.date }, h('td', null, d.date), h('td', null, d.bookings))),
        ),
      ),
  );
}

/** /invoiceDashboard at its least: the first page of invoices. */
function Invoices() {
  const data = useApi('/api/invoices?page=0&size=10', true);
  return h(
    'main',
    { style: STYLE.page },
    h('h1', null, 'Invoices'),
    h(
      'table',
      { 'aria-label': 'Invoices' },
      h(
        'tbody',
        null,
        (data?.content ?? []).map((invoice) =>
          h(
            'tr',
            { key: invoice.invoiceId },
            [invoice.invoiceNumber, invoice.orgName, invoice.dueDate, invoice.status, money(invoice.totalMinor, invoice.currency)].map((value, i) =>
              h('td', { key: i }, value),
            ),
          ),
        ),
      ),
    ),
  );
}

const PAGES = {
  '/dashboard': Dashboard,
  '/invoiceDashboard': Invoices,
  '/mapDashboard': MapDashboard,
  '/globaldashboard': GlobalDashboard,
  '/reserve': Reserve,
  '/reservations': Reservations,
};
const page = location.pathname.startsWith('/trip/') ? Trip : (PAGES[location.pathname] ?? Login);
createRoot(document.getElementById('root')).render(h(page));
