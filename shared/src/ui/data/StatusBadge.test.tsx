import { screen } from '@testing-library/react';
import { setForcedPaidStatementIds, STATUS_COLOR_HEX } from '@haulstop/shared/status';
import { StatusBadge } from './StatusBadge';
import { renderWithUi } from './test-utils';

afterEach(() => setForcedPaidStatementIds([]));

describe('StatusBadge — SPEC §4 colour rule', () => {
  it.each([
    ['Active', 'green'],
    ['Payment Success', 'green'],
    ['Booking Failed', 'red'],
    ['Expired', 'red'],
    ['Pending Approval', 'yellow'],
    ['Not Verified', 'yellow'],
    ['Cancelled', 'grey'],
    ['Unpaid', 'grey'],
  ])('%s is %s', (status, colour) => {
    renderWithUi(<StatusBadge status={status} />);
    const badge = screen.getByText(status);
    expect(badge.getAttribute('data-status-color')).toBe(colour);
  });

  it('label comes from common.json status.* keys when present', () => {
    renderWithUi(<StatusBadge status="Active" />, { language: 'fr' });
    expect(screen.getByText('Actif').getAttribute('data-status-color')).toBe('green');
  });

  it('an API enum spelling is read like words (PAYMENT_SUCCESS → green, translated)', () => {
    renderWithUi(<StatusBadge status="PAYMENT_SUCCESS" />, { language: 'fr' });
    expect(screen.getByText('Paiement réussi').getAttribute('data-status-color')).toBe('green');
  });

  it('a status without a key shows as given, grey', () => {
    renderWithUi(<StatusBadge status="Something New" />);
    expect(screen.getByText('Something New').getAttribute('data-status-color')).toBe('grey');
  });

  it('a forced consolidated statement id displays as Paid (SPEC §4)', () => {
    setForcedPaidStatementIds([42]);
    renderWithUi(<StatusBadge status="Unpaid" statementId={42} />);
    expect(screen.getByText('Paid').getAttribute('data-status-color')).toBe('grey');
  });

  it('the colour is the one hex table of @haulstop/shared/status', () => {
    renderWithUi(<StatusBadge status="Removed" />);
    expect(STATUS_COLOR_HEX.red).toBe('#D32F2F');
    expect(screen.getByText('Removed').getAttribute('data-status-color')).toBe('red');
  });
});
