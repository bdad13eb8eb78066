import { DEFAULT_AREA, fitProjection, graticulePath, mercator, polylinePath } from './project';

const VIEWPORT = { width: 1000, height: 600, padding: 50 };
const LOTS = [
  { latitude: 50.45, longitude: -104.6 }, // Regina
  { latitude: 39.74, longitude: -104.99 }, // Denver
  { latitude: 43.65, longitude: -79.38 }, // Toronto
];

describe('projection of lots onto the built-in map (DESIGN.md §4: a rendering from coordinates)', () => {
  it('mercator: the equator and the prime meridian map to 0, north is positive', () => {
    expect(mercator({ latitude: 0, longitude: 0 }).x).toBe(0);
    expect(mercator({ latitude: 0, longitude: 0 }).y).toBeCloseTo(0, 12);
    expect(mercator({ latitude: 10, longitude: 0 }).y).toBeGreaterThan(0);
    expect(mercator({ latitude: 45, longitude: 90 }).x).toBeCloseTo(Math.PI / 2);
    expect(mercator({ latitude: 45, longitude: 0 }).y).toBeCloseTo(Math.log(Math.tan((3 * Math.PI) / 8)));
  });

  it('keeps every lot inside the viewport padding', () => {
    const { project } = fitProjection(LOTS, VIEWPORT);
    for (const lot of LOTS) {
      const { x, y } = project(lot);
      expect(x).toBeGreaterThanOrEqual(VIEWPORT.padding - 1e-9);
      expect(x).toBeLessThanOrEqual(VIEWPORT.width - VIEWPORT.padding + 1e-9);
      expect(y).toBeGreaterThanOrEqual(VIEWPORT.padding - 1e-9);
      expect(y).toBeLessThanOrEqual(VIEWPORT.height - VIEWPORT.padding + 1e-9);
    }
  });

  it('fits the bounding box: the limiting axis touches the padding on both sides, the other is centred', () => {
    const { project } = fitProjection(LOTS, VIEWPORT);
    const xs = LOTS.map((l) => project(l).x);
    const ys = LOTS.map((l) => project(l).y);
    const spanX = Math.max(...xs) - Math.min(...xs);
    const spanY = Math.max(...ys) - Math.min(...ys);
    // Regina–Denver is the tall side here: it fills the inner height; west–east is centred.
    expect(spanY).toBeCloseTo(VIEWPORT.height - 2 * VIEWPORT.padding);
    expect(spanX).toBeLessThan(VIEWPORT.width - 2 * VIEWPORT.padding);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(VIEWPORT.width / 2);
    expect((Math.min(...ys) + Math.max(...ys)) / 2).toBeCloseTo(VIEWPORT.height / 2);
  });

  it('keeps orientation: north is up, east is right', () => {
    const { project } = fitProjection(LOTS, VIEWPORT);
    const regina = project(LOTS[0]);
    const denver = project(LOTS[1]);
    const toronto = project(LOTS[2]);
    expect(regina.y).toBeLessThan(denver.y);
    expect(toronto.x).toBeGreaterThan(regina.x);
  });

  it('uses one scale on both axes (shapes are not stretched)', () => {
    const projection = fitProjection(LOTS, VIEWPORT);
    const a = projection.project({ latitude: 45, longitude: -100 });
    const b = projection.project({ latitude: 45, longitude: -99 });
    const c = mercator({ latitude: 45, longitude: -100 });
    const d = mercator({ latitude: 46, longitude: -100 });
    const e = projection.project({ latitude: 46, longitude: -100 });
    const scaleX = (b.x - a.x) / (mercator({ latitude: 0, longitude: -99 }).x - mercator({ latitude: 0, longitude: -100 }).x);
    const scaleY = (a.y - e.y) / (d.y - c.y);
    expect(scaleX).toBeCloseTo(scaleY);
  });

  it('a single lot sits in the centre, with a minimum span around it', () => {
    const lot = { latitude: 50.45, longitude: -104.6 };
    const projection = fitProjection([lot], VIEWPORT);
    expect(projection.project(lot).x).toBeCloseTo(VIEWPORT.width / 2);
    expect(projection.project(lot).y).toBeCloseTo(VIEWPORT.height / 2);
    expect(projection.bounds.east - projection.bounds.west).toBeGreaterThanOrEqual(4);
  });

  it('with no lots it shows the default area (the US and southern Canada)', () => {
    const projection = fitProjection([], VIEWPORT);
    expect(projection.bounds.west).toBeLessThanOrEqual(DEFAULT_AREA[0].longitude);
    expect(projection.bounds.east).toBeGreaterThanOrEqual(DEFAULT_AREA[1].longitude);
  });

  it('reports the geographic bounds of the whole viewport, containing every lot', () => {
    const { bounds } = fitProjection(LOTS, VIEWPORT);
    for (const lot of LOTS) {
      expect(lot.longitude).toBeGreaterThan(bounds.west);
      expect(lot.longitude).toBeLessThan(bounds.east);
      expect(lot.latitude).toBeGreaterThan(bounds.south);
      expect(lot.latitude).toBeLessThan(bounds.north);
    }
  });

  it('draws grid lines and outlines as SVG path data', () => {
    const projection = fitProjection(LOTS, VIEWPORT);
    expect(graticulePath(projection, 5)).toMatch(/^M[-\d.]+ [-\d.]+L[-\d.]+ [-\d.]+/);
    const path = polylinePath(
      projection,
      [
        [-100, 45],
        [-90, 45],
      ],
      true,
    );
    expect(path.startsWith('M')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
    expect(polylinePath(projection, [])).toBe('');
  });
});

describe('unproject: the position under a point of the drawing (the location picker reads a click with it)', () => {
  it('is the inverse of project, to well under a metre', () => {
    const projection = fitProjection(LOTS, VIEWPORT);
    for (const lot of LOTS) {
      const back = projection.unproject(projection.project(lot));
      expect(back.latitude).toBeCloseTo(lot.latitude, 6);
      expect(back.longitude).toBeCloseTo(lot.longitude, 6);
    }
  });

  it('reads the centre of a view fitted around one position as that position', () => {
    const regina = LOTS[0];
    const projection = fitProjection([regina], VIEWPORT, 2);
    const centre = projection.unproject({ x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 });
    expect(centre.latitude).toBeCloseTo(regina.latitude, 6);
    expect(centre.longitude).toBeCloseTo(regina.longitude, 6);
  });
});
