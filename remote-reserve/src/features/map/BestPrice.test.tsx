import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@haulstop/shared/testing';
import { BestPrice } from './BestPrice';

const PRICES = [
  { duration: '6 hrs', amountMinor: 1500, currency: 'USD' },
  { duration: '24 hrs', amountMinor: 4000, currency: 'USD' },
  { duration: '36 hrs', amountMinor: 6500, currency: 'USD' },
];

describe('best price on a lot (the cheapest combination and the saving)', () => {
  it('offers 1 × 24 hrs + 1 × 6 hrs for 30 hours and shows what it saves against 1 × 36 hrs', () => {
    renderWithProviders(<BestPrice prices={PRICES} />);
    const result = screen.getByRole('status').textContent;
    expect(result).toContain('1 × 24 hrs + 1 × 6 hrs');
    expect(result).toContain('$55.00');
    expect(result).toContain('$10.00');
    expect(result).toContain('1 × 36 hrs');
  });

  it('says what to type when the hours are not a whole number in range', () => {
    renderWithProviders(<BestPrice prices={PRICES} />);
    fireEvent.change(screen.getByLabelText('Length of stay (hours)'), { target: { value: '2.5' } });
    expect(screen.getByText(/Enter a whole number of hours from 1 to 17520/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
