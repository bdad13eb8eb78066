import { distanceKm } from './distance';

describe('distance between two positions (issue 24: lots sorted by distance from the driver)', () => {
  it('is zero from a place to itself and the same both ways', () => {
    const regina = { latitude: 50.45, longitude: -104.6 };
    const saskatoon = { latitude: 52.13, longitude: -106.67 };
    expect(distanceKm(regina, regina)).toBe(0);
    expect(distanceKm(regina, saskatoon)).toBeCloseTo(distanceKm(saskatoon, regina), 9);
  });

  it('is the great-circle distance: one degree of latitude is ~111.2 km, Regina to Saskatoon ~236 km, Calgary to Denver ~1,470 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.19, 1);
    expect(distanceKm({ latitude: 50.45, longitude: -104.6 }, { latitude: 52.13, longitude: -106.67 })).toBeGreaterThan(230);
    expect(distanceKm({ latitude: 50.45, longitude: -104.6 }, { latitude: 52.13, longitude: -106.67 })).toBeLessThan(240);
    const calgaryDenver = distanceKm({ latitude: 51.05, longitude: -114.07 }, { latitude: 39.74, longitude: -104.99 });
    expect(calgaryDenver).toBeGreaterThan(1440);
    expect(calgaryDenver).toBeLessThan(1500);
  });

  it('a degree of longitude is shorter away from the equator (cos of the latitude)', () => {
    const atEquator = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    const at60 = distanceKm({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 });
    expect(at60).toBeCloseTo(atEquator / 2, 0);
  });
});
