// @haulstop/shared/time: a lot's clock (its IANA zone, the zone's abbreviation, wall-clock time at
// a lot ↔ UTC instant, a lot's day and month). Pure and stateless, so it is not a federation
// singleton: each app bundles what it uses; the API uses it too.
export * from './zones';
