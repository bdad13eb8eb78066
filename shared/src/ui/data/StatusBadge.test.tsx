import { screen } from '@testing-library/react';
import { setForcedPaidStatementIds, STATUS_COLOR_HEX } from '@haulstop/shared/status';
import { StatusBadge } from './StatusBadge';
import { renderWithUi } from './test-utils';
import { consoleSystem } from '../system';

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

  it('a forced consolidated statement id displays as Paid', () => {
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

describe('StatusBadge — its look, given once to the console (a plain span per row)', () => {
  const globalCss = () => (consoleSystem().getGlobalCss() as Record<string, Record<string, Record<string, string>>>)['@layer base'];
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };

  it.each(Object.entries(STATUS_COLOR_HEX))('a %s badge is filled with %s and its text reads on it (WCAG AA 4.5:1)', (colour, hex) => {
    renderWithUi(<StatusBadge status="Anything" />);
    expect(screen.getByText('Anything').getAttribute('data-part')).toBe('status-badge');
    const rule = globalCss()[`&[data-part=status-badge][data-status-color=${colour}]`];
    expect(rule.background).toBe(hex);
    const text = rule.color === 'var(--chakra-colors-white)' ? '#FFFFFF' : rule.color;
    expect(contrast(text, hex)).toBeGreaterThanOrEqual(4.5);
  });
});
