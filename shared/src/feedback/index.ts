// @haulstop/shared/feedback: what a failed call says and the toasts, without the API client. The
// query layer and a visitor's public page read errors and toast through this singleton, so they load
// no axios (the driver's /globaldashboard); @haulstop/shared/auth re-exports it for the console.
export * from './errors';
export * from './notify';
