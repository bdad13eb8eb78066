import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@haulstop/shared/testing';
import { SAMPLE_LOTS } from '../../test/lots';
import { OfflineLotMap } from './OfflineLotMap';

describe('OfflineLotMap (DESIGN.md §4: without a map key, a built-in rendering of the lots from their coordinates)', () => {
  it('draws one marker per lot, each a button named by the lot name', () => {
    renderWithProviders(<OfflineLotMap lots={SAMPLE_LOTS} onSelect={() => undefined} />);
    const map = screen.getByRole('group', { name: 'Map of parking lots' });
    const markers = within(map).getAllByRole('button');
    expect(markers).toHaveLength(SAMPLE_LOTS.length);
    for (const lot of SAMPLE_LOTS) expect(within(map).getByRole('button', { name: lot.name })).toBeTruthy();
  });

  it('places markers by coordinates: north is up, east is right', () => {
    renderWithProviders(<OfflineLotMap lots={SAMPLE_LOTS} onSelect={() => undefined} />);
    const position = (name: string) => {
      const style = (screen.getByRole('button', { name }) as HTMLElement).style;
      return { left: parseFloat(style.left), top: parseFloat(style.top) };
    };
    const regina = position('Regina East Truck Stop');
    const denver = position('Denver I-70 Lot');
    const toronto = position('Toronto 401 Yard');
    expect(regina.top).toBeLessThan(denver.top);
    expect(toronto.left).toBeGreaterThan(regina.left);
    for (const p of [regina, denver, toronto]) {
      expect(p.left).toBeGreaterThan(0);
      expect(p.left).toBeLessThan(100);
    }
  });

  it('colours markers by availability and says so in their title', () => {
    renderWithProviders(<OfflineLotMap lots={SAMPLE_LOTS} onSelect={() => undefined} />);
    const full = screen.getByRole('button', { name: 'Denver I-70 Lot' });
    expect(full.getAttribute('data-availability')).toBe('full');
    expect(full.getAttribute('title')).toBe('Denver I-70 Lot: 0 of 20 slots available');
    expect(screen.getByRole('button', { name: 'Toronto 401 Yard' }).getAttribute('data-availability')).toBe('low');
    expect(screen.getByRole('button', { name: 'Regina East Truck Stop' }).getAttribute('data-availability')).toBe('open');
  });

  it('selecting a marker reports the lot, and the selected marker is pressed', () => {
    const onSelect = jest.fn();
    renderWithProviders(<OfflineLotMap lots={SAMPLE_LOTS} selectedLotId={3} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Denver I-70 Lot' }));
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Toronto 401 Yard' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Denver I-70 Lot' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('names the lots’ cities on the map, once each, so a driver can find a place without the maps script', () => {
    const { container } = renderWithProviders(
      <OfflineLotMap lots={[...SAMPLE_LOTS, { ...SAMPLE_LOTS[0], parkingLotId: 9, name: 'Regina West' }]} onSelect={() => undefined} />,
    );
    const names = [...container.querySelectorAll('[data-part=city]')].map((label) => label.textContent);
    expect(names.sort()).toEqual(['Denver', 'Regina', 'Toronto']);
  });
});
