import { listRemoteVersions, type RemoteVersions, type RemoteVersionsAnswer, type RemoteVersionsChange } from '@haulstop/shared/contracts/remote-versions';
import { useEndpointQuery } from './endpoint';

// Which version of each remote the console runs, derived from the definitions (@haulstop/shared/contracts/remote-versions).
// A change is useEndpointMutation(changeRemoteVersion) with the If-Match of the registry the page read.

export type { RemoteVersions, RemoteVersionsAnswer, RemoteVersionsChange };

/** GET /api/platform/remoteVersions (platform). */
export const useRemoteVersions = () => useEndpointQuery(listRemoteVersions, {});
