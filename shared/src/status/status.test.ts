import { STATUS_NAMES } from '@haulstop/shared/constants';
import {
  STATUS_COLOR_HEX,
  accountingDate,
  displayStatus,
  getForcedPaidStatementIds,
  invoiceStatus,
  isForcedPaidStatement,
  isOverdue,
  setForcedPaidStatementIds,
  statusColor,
  statusHex,
  statusKey,
} from './index';

describe('SPEC §4 colour rule', () => {
  it.each(['active', 'booked', 'upcoming', 'refunded', 'completed', 'payment success', 'referred', 'joined'])(
    'green: active, booked, upcoming, refunded, completed, payment success, referred, joined — %s',
    (s) => expect(statusColor(s)).toBe('green'),
  );
  it.each(['failed', 'expired', 'removed', 'booking failed', 'payment failed'])('red: failed, expired, removed, booking failed, payment failed — %s', (s) =>
    expect(statusColor(s)).toBe('red'),
  );
  it.each(['not verified', 'pending payment', 'payment initiated', 'payment pending', 'pending approval'])(
    'yellow: not verified, pending payment, payment initiated, payment pending, pending approval — %s',
    (s) => expect(statusColor(s)).toBe('yellow'),
  );
  it.each([
    'Inactive',
    'Cancelled',
    'Invited',
    'Pending',
    'Deleted',
    'Unpaid',
    'Partial Cancel',
    'To be Paid',
    'Partially Paid',
    'Currently Recurring',
    'Recurring Failed',
    'Payment Refunded',
    'Paid',
    '',
    'something new',
  ])('grey: all others — %p', (s) => expect(statusColor(s)).toBe('grey'));
  it('grey for null and undefined', () => {
    expect(statusColor(null)).toBe('grey');
    expect(statusColor(undefined)).toBe('grey');
  });
  it('is case-insensitive and trimmed', () => {
    expect(statusColor('  PAYMENT SUCCESS ')).toBe('green');
    expect(statusColor('Booking Failed')).toBe('red');
    expect(statusColor('pEnDiNg ApPrOvAl')).toBe('yellow');
  });
  it('reads API enum spelling (underscores) like words', () => expect(statusColor('PAYMENT_FAILED')).toBe('red'));
  it('every SPEC §4 status name gets exactly the colour of its list', () => {
    const colours = Object.fromEntries(STATUS_NAMES.map((s) => [s, statusColor(s)]));
    expect(colours).toEqual({
      Active: 'green',
      Inactive: 'grey',
      Completed: 'green',
      Cancelled: 'grey',
      Booked: 'green',
      Upcoming: 'green',
      Failed: 'red',
      Expired: 'red',
      Removed: 'red',
      Invited: 'grey',
      Pending: 'grey',
      Refunded: 'green',
      Referred: 'green',
      Joined: 'green',
      Deleted: 'grey',
      Unpaid: 'grey',
      'Partial Cancel': 'grey',
      'To be Paid': 'grey',
      'Partially Paid': 'grey',
      'Currently Recurring': 'grey',
      'Recurring Failed': 'grey',
      'Payment Refunded': 'grey',
      'Payment Success': 'green',
      'Payment Failed': 'red',
      'Booking Failed': 'red',
      'Pending Payment': 'yellow',
      'Payment Initiated': 'yellow',
      'Payment Pending': 'yellow',
      'Not Verified': 'yellow',
      'Pending Approval': 'yellow',
    });
  });
  it('colour tokens map to hex in one place', () => {
    expect(statusHex('Active')).toBe(STATUS_COLOR_HEX.green);
    expect(statusHex('Expired')).toBe(STATUS_COLOR_HEX.red);
    expect(new Set(Object.values(STATUS_COLOR_HEX)).size).toBe(4);
  });
});

describe('status translation keys', () => {
  it('camel-cases the words', () => {
    expect(statusKey('To be Paid')).toBe('status.toBePaid');
    expect(statusKey('Partial Cancel')).toBe('status.partialCancel');
    expect(statusKey(' ACTIVE ')).toBe('status.active');
    expect(statusKey('')).toBe('status.unknown');
  });
});

describe('consolidated statement ids forced to display as Paid', () => {
  afterEach(() => setForcedPaidStatementIds([]));
  it('the list is empty by default: nothing is forced', () => {
    expect(getForcedPaidStatementIds()).toEqual([]);
    expect(displayStatus('Unpaid', { statementId: 1 })).toBe('Unpaid');
  });
  it('a configured statement id displays as Paid whatever its status', () => {
    setForcedPaidStatementIds([101, '102']);
    expect(displayStatus('Unpaid', { statementId: 101 })).toBe('Paid');
    expect(displayStatus('Partially Paid', { statementId: '102' })).toBe('Paid');
    expect(displayStatus('Unpaid', { statementId: 103 })).toBe('Unpaid');
  });
  it('ids passed in the call override the configured list', () => {
    setForcedPaidStatementIds([101]);
    expect(displayStatus('Unpaid', { statementId: 5, forcedPaidStatementIds: [5] })).toBe('Paid');
    expect(displayStatus('Unpaid', { statementId: 101, forcedPaidStatementIds: [5] })).toBe('Unpaid');
  });
  it('without a statement id the status is shown trimmed', () => {
    setForcedPaidStatementIds([101]);
    expect(displayStatus(' Booked ')).toBe('Booked');
    expect(isForcedPaidStatement(undefined)).toBe(false);
  });
});

describe('overdue invoices ("invoices past their due date are not shown as overdue")', () => {
  it('past its due date and not paid, an invoice shows as Overdue, in red', () => {
    expect(displayStatus('Unpaid', { dueDate: '2026-10-31', today: '2026-11-01' })).toBe('Overdue');
    expect(displayStatus('Partially Paid', { dueDate: '2026-10-31', today: '2026-11-25' })).toBe('Overdue');
    expect(statusColor('Overdue')).toBe('red');
    expect(statusKey('Overdue')).toBe('status.overdue');
  });
  it('due today, paid, cancelled or with a payment in flight, it is not overdue', () => {
    expect(displayStatus('Unpaid', { dueDate: '2026-11-01', today: '2026-11-01' })).toBe('Unpaid');
    expect(displayStatus('Payment Success', { dueDate: '2026-10-31', today: '2026-11-01' })).toBe('Payment Success');
    expect(displayStatus('Cancelled', { dueDate: '2026-10-31', today: '2026-11-01' })).toBe('Cancelled');
    expect(displayStatus('Payment Pending', { dueDate: '2026-10-31', today: '2026-11-01' })).toBe('Payment Pending');
    expect(isOverdue('Unpaid', null, '2026-11-01')).toBe(false);
  });
  it('a statement of income or credit note whose payout is still pending past its due date is Overdue; a customer payment in flight is not', () => {
    expect(displayStatus('Payment Pending', { dueDate: '2026-10-15', today: '2026-11-01', kind: 'statement_of_income' })).toBe('Overdue');
    expect(displayStatus('Payment Pending', { dueDate: '2026-10-15', today: '2026-11-01', kind: 'credit_note' })).toBe('Overdue');
    expect(displayStatus('Payment Pending', { dueDate: '2026-10-15', today: '2026-11-01', kind: 'invoice' })).toBe('Payment Pending');
    expect(invoiceStatus({ invoiceId: 3, kind: 'statement_of_income', status: 'Payment Pending', dueDate: '2026-10-15' }, '2026-11-01')).toBe('Overdue');
    expect(invoiceStatus({ invoiceId: 3, kind: 'consolidated', status: 'Unpaid', dueDate: '2026-10-15' }, '2026-10-15')).toBe('Unpaid');
  });
  it('without a date given, today is the accounting calendar day the due dates are set in', () => {
    expect(accountingDate(new Date('2026-11-01T02:00:00Z'))).toBe('2026-11-01');
    expect(isOverdue('Unpaid', '2000-01-01')).toBe(true);
  });
  it('a forced-Paid statement stays Paid past its due date', () => {
    expect(displayStatus('Unpaid', { statementId: 9, forcedPaidStatementIds: [9], dueDate: '2026-10-31', today: '2026-11-01' })).toBe('Paid');
  });
});
