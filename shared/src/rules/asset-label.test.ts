import { assetLabel } from './asset-label';

describe('assetLabel: one name for an asset everywhere', () => {
  it('make and year, then the plate', () => {
    expect(assetLabel({ make: 'Freightliner', makeYear: '2015', licensePlate: 'NL98831', vin: '1FUJGLDR0CLBP8834', assetType: 'Tractor' })).toBe(
      'Freightliner 2015 (NL98831)',
    );
    expect(assetLabel({ make: 'Volvo', makeYear: null, licensePlate: 'AB1234' })).toBe('Volvo (AB1234)');
  });

  it('the type when make and year are unknown; never a VIN when a plate is there', () => {
    expect(assetLabel({ make: null, makeYear: null, licensePlate: 'AB1234', vin: '1FUJGLDR0CLBP8834', assetType: 'Tractor' })).toBe('Tractor (AB1234)');
    expect(assetLabel({ make: '  ', licensePlate: ' AB1234 ', assetType: 'Tracteur' })).toBe('Tracteur (AB1234)');
  });

  it('the VIN only when there is no plate; what is there when little is', () => {
    expect(assetLabel({ make: 'Kenworth', makeYear: 2020, licensePlate: '', vin: '1FUJGLDR0CLBP8834' })).toBe('Kenworth 2020 (1FUJGLDR0CLBP8834)');
    expect(assetLabel({ licensePlate: 'AB1234' })).toBe('AB1234');
    expect(assetLabel({})).toBe('');
  });
});
