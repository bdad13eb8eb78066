// The host's version (host/package.json) and the @haulstop/shared version it is built with
// (shared/package.json), written in by its build (scripts/webpack-app.cjs).
declare const __HAULSTOP_HOST_VERSION__: string | undefined;
declare const __HAULSTOP_SHARED_VERSION__: string | undefined;

/** The host's version, or '' where no build wrote it (unit tests). */
export const HOST_VERSION: string = typeof __HAULSTOP_HOST_VERSION__ === 'string' ? __HAULSTOP_HOST_VERSION__ : '';

/** The version of @haulstop/shared the host carries (the singleton every remote uses), or '' where no build wrote it. */
export const SHARED_VERSION: string = typeof __HAULSTOP_SHARED_VERSION__ === 'string' ? __HAULSTOP_SHARED_VERSION__ : '';
