// @haulstop/shared/geo: the built-in map's geometry (a fitted Web Mercator projection and a light
// outline of North America), for the map dashboard and the lot editor's location picker. Pure and
// stateless, so it is not a federation singleton: each app bundles what it uses.
export * from './project';
export * from './north-america';
