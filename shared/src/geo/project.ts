/** A position on Earth in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A point in the drawing, in viewBox units (y grows downwards). */
export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
  /** Space kept free on every side, so markers at the edge stay whole. */
  padding: number;
}

export interface Projection {
  project(position: LatLng): Point;
  /** The position under a point of the drawing (the inverse of project). */
  unproject(point: Point): LatLng;
  /** The geographic box the viewport shows (after fitting and padding). */
  bounds: { west: number; east: number; south: number; north: number };
}

// Mercator stretches without limit towards the poles; lots are between these latitudes anyway.
const MAX_LATITUDE = 85;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const clampLatitude = (latitude: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));

/** Web Mercator: x is the longitude in radians, y = ln(tan(π/4 + φ/2)). */
export function mercator({ latitude, longitude }: LatLng): Point {
  return { x: toRadians(longitude), y: Math.log(Math.tan(Math.PI / 4 + toRadians(clampLatitude(latitude)) / 2)) };
}

function inverseMercator({ x, y }: Point): LatLng {
  return { longitude: toDegrees(x), latitude: toDegrees(2 * Math.atan(Math.exp(y)) - Math.PI / 2) };
}

/** What to show when there are no lots: the contiguous US and southern Canada. */
export const DEFAULT_AREA: readonly LatLng[] = [
  { latitude: 25, longitude: -125 },
  { latitude: 55, longitude: -65 },
];

/**
 * A Mercator projection fitted to the bounding box of `positions`: the box is centred in the
 * viewport and scaled as large as the padding allows, with the same scale on both axes (so
 * shapes are not distorted). A box smaller than `minSpanDegrees` (one lot, or lots in one city)
 * is widened around its centre, so a single lot does not fill the map.
 * @example fitProjection(lots, { width: 1000, height: 600, padding: 40 }).project(lots[0])
 */
export function fitProjection(positions: readonly LatLng[], viewport: Viewport, minSpanDegrees = 4): Projection {
  const points = (positions.length > 0 ? positions : DEFAULT_AREA).map(mercator);
  let minX = Math.min(...points.map((p) => p.x));
  let maxX = Math.max(...points.map((p) => p.x));
  let minY = Math.min(...points.map((p) => p.y));
  let maxY = Math.max(...points.map((p) => p.y));

  const minSpan = toRadians(minSpanDegrees);
  if (maxX - minX < minSpan) {
    const centre = (minX + maxX) / 2;
    [minX, maxX] = [centre - minSpan / 2, centre + minSpan / 2];
  }
  if (maxY - minY < minSpan) {
    const centre = (minY + maxY) / 2;
    [minY, maxY] = [centre - minSpan / 2, centre + minSpan / 2];
  }

  const innerWidth = Math.max(1, viewport.width - 2 * viewport.padding);
  const innerHeight = Math.max(1, viewport.height - 2 * viewport.padding);
  const scale = Math.min(innerWidth / (maxX - minX), innerHeight / (maxY - minY));
  // Centre the box: the axis with room to spare gets equal margins on both sides.
  const offsetX = (viewport.width - (maxX - minX) * scale) / 2;
  const offsetY = (viewport.height - (maxY - minY) * scale) / 2;

  const project = (position: LatLng): Point => {
    const m = mercator(position);
    return { x: offsetX + (m.x - minX) * scale, y: offsetY + (maxY - m.y) * scale };
  };
  const unproject = (point: Point): LatLng => inverseMercator({ x: minX + (point.x - offsetX) / scale, y: maxY - (point.y - offsetY) / scale });
  const northWest = unproject({ x: 0, y: 0 });
  const southEast = unproject({ x: viewport.width, y: viewport.height });
  return {
    project,
    unproject,
    bounds: { west: northWest.longitude, east: southEast.longitude, south: southEast.latitude, north: northWest.latitude },
  };
}

/**
 * Grid lines every `step` degrees inside the bounds, as SVG path data (`M x y L x y ...`).
 * Parallels are straight in Mercator; meridians too, so two points per line suffice.
 */
export function graticulePath(projection: Projection, step = 5): string {
  const { west, east, south, north } = projection.bounds;
  const segments: string[] = [];
  const line = (a: LatLng, b: LatLng) => {
    const p = projection.project(a);
    const q = projection.project(b);
    segments.push(`M${p.x.toFixed(1)} ${p.y.toFixed(1)}L${q.x.toFixed(1)} ${q.y.toFixed(1)}`);
  };
  for (let lng = Math.ceil(west / step) * step; lng <= east; lng += step) line({ latitude: south, longitude: lng }, { latitude: north, longitude: lng });
  for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step) line({ latitude: lat, longitude: west }, { latitude: lat, longitude: east });
  return segments.join('');
}

/** A polyline of [longitude, latitude] pairs as SVG path data; `close` ends it with Z. */
export function polylinePath(projection: Projection, coordinates: readonly (readonly [number, number])[], close = false): string {
  const parts = coordinates.map(([longitude, latitude], index) => {
    const { x, y } = projection.project({ latitude, longitude });
    return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  });
  return parts.join('') + (close && parts.length > 0 ? 'Z' : '');
}
