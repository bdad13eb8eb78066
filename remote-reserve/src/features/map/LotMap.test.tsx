import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@haulstop/shared/testing';
import { SAMPLE_LOTS } from '../../test/lots';
import { loadGoogleMaps } from './google-maps';
import { LotMap } from './LotMap';

jest.mock('./google-maps', () => ({ loadGoogleMaps: jest.fn() }));
const load = loadGoogleMaps as jest.MockedFunction<typeof loadGoogleMaps>;

describe('LotMap (DESIGN.md §4: without a map key, or when the maps script cannot load, the built-in map)', () => {
  beforeEach(() => load.mockReset());

  it('with no map key it shows the built-in map and the note, and never loads the maps script', () => {
    renderWithProviders(<LotMap mapKey="" lots={SAMPLE_LOTS} onSelect={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Map of parking lots' })).toBeTruthy();
    expect(screen.getByText('The interactive map is unavailable. Showing the lots on a built-in map.')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('with a key, the built-in map shows at once while the script loads (the page never waits on it)', async () => {
    load.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<LotMap mapKey="test-key" lots={SAMPLE_LOTS} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Regina East Truck Stop' })).toBeTruthy();
    await waitFor(() => expect(load).toHaveBeenCalledWith('test-key', 'en'));
  });

  it('SPEC §7 places and geometry: when the script fails to load it falls back to the built-in map with the note', async () => {
    load.mockRejectedValue(new Error('offline'));
    renderWithProviders(<LotMap mapKey="test-key" lots={SAMPLE_LOTS} onSelect={() => undefined} />);
    expect(await screen.findByText('The interactive map is unavailable. Showing the lots on a built-in map.')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(SAMPLE_LOTS.length);
  });
});
