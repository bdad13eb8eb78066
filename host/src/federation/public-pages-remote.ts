/**
 * The remote that owns the pages a visitor opens without signing in (/globaldashboard, the trip
 * page: remote-reserve, DESIGN §2). index.html's start script begins that remote's entry and texts
 * for those pages; the start reads its manifest before the others' (startRemoteManifests).
 */
export const PUBLIC_PAGES_REMOTE = 'reserve';
