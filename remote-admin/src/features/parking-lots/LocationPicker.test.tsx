import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@haulstop/shared/testing';
import { LocationPicker } from './LocationPicker';

// Google cannot load here: the loader is replaced by a geocoder that knows one address.
jest.mock('@googlemaps/js-api-loader', () => ({
  setOptions: jest.fn(),
  importLibrary: jest.fn(async () => ({
    Geocoder: class {
      async geocode({ address }: { address: string }) {
        return { results: address.startsWith('2200 Victoria') ? [{ geometry: { location: { lat: () => 49.8467, lng: () => -99.9087 } } }] : [] };
      }
    },
  })),
}));

describe('location picker: geocoding when a map key is configured', () => {
  it('offers no address search without a map key', () => {
    renderWithProviders(<LocationPicker latitude="" longitude="" onPick={jest.fn()} mapKey="" address="2200 Victoria Ave E, Brandon" />);
    expect(screen.queryByRole('button', { name: 'Find the address' })).toBeNull();
  });

  it('with a key, finds the typed address and sets both coordinates', async () => {
    const onPick = jest.fn();
    renderWithProviders(<LocationPicker latitude="" longitude="" onPick={onPick} mapKey="test-key" address="2200 Victoria Ave E, Brandon, MB, CA" />);
    fireEvent.click(screen.getByRole('button', { name: 'Find the address' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith({ latitude: '49.84670', longitude: '-99.90870' }));
  });

  it('says so when Google finds nothing, and the coordinates stay as typed', async () => {
    const onPick = jest.fn();
    renderWithProviders(<LocationPicker latitude="1" longitude="2" onPick={onPick} mapKey="test-key" address="Nowhere" />);
    fireEvent.click(screen.getByRole('button', { name: 'Find the address' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
  });
});
