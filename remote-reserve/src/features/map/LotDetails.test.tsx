import { screen } from '@testing-library/react';
import { renderWithProviders } from '@haulstop/shared/testing';
import { SAMPLE_LOTS as LOTS } from '../../test/lots';
import { LotDetails } from './LotDetails';

describe('lot details (a chosen lot opens below the fold on a phone)', () => {
  it('are brought into view and their heading gets focus when a lot is chosen', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<LotDetails lot={LOTS[0]} onClose={() => undefined} />);
    const heading = screen.getByRole('heading', { level: 2, name: LOTS[0].name });
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(document.activeElement).toBe(heading);
  });
});
