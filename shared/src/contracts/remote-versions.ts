// Which version of each remote the console runs (DESIGN §9), one definition per endpoint: the API
// registers its routes from them and the client derives its calls from them (@haulstop/shared/api).
import * as Type from 'typebox';
import { REMOTE_VERSIONS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { Id, responses } from './schema';

const defineRemoteVersionEndpoint = endpointsOf({ tags: ['platform'] });
const VersionName = Type.String({ pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]{1,60})?$', maxLength: 80, description: 'A deployed version' });
const RemoteName = Type.String({ pattern: '^[a-z][a-z0-9-]{0,40}$', description: 'The remote: reserve, finance, admin or reports' });

const Organization = Type.Object({ orgId: Type.Integer(), orgName: Type.String() });

export const RemoteVersions = Type.Object({
  remote: Type.String(),
  version: Type.String({ description: 'The version everyone runs (unless the canary is theirs)' }),
  previous: Type.Array(Type.String(), { description: 'The versions it ran before, latest first (a roll back goes to the first)' }),
  canary: Type.Union([
    Type.Object({
      version: Type.String(),
      percent: Type.Union([Type.Number(), Type.Null()], { description: 'The share of sessions that run it, or null when it goes to organisations' }),
      orgIds: Type.Array(Type.Integer(), { description: 'The organisations (saasOrgId) pinned to it' }),
      organizations: Type.Array(Organization),
    }),
    Type.Null(),
  ]),
  served: Type.Array(Type.String(), { description: 'Every version of the remote the console serves, latest first' }),
});
/** One remote as the platform's page shows it: everyone's version, its canary, the versions before and those served. */
export type RemoteVersions = Type.Static<typeof RemoteVersions>;

export const RemoteVersionsAnswer = Type.Object({
  etag: Type.String({ description: "The registry's ETag: send it back as If-Match to change it" }),
  host: Type.Union([Type.Object({ version: Type.String(), shared: Type.Optional(Type.String()) }), Type.Null()]),
  remotes: Type.Array(RemoteVersions),
});
export type RemoteVersionsAnswer = Type.Static<typeof RemoteVersionsAnswer>;

export const RemoteVersionsChange = Type.Union([
  Type.Object(
    {
      canary: Type.Union([
        Type.Object(
          {
            version: VersionName,
            percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'A share of sessions: more than 0 and less than 100' })),
            orgIds: Type.Optional(Type.Array(Id('An organisation (saasOrgId) pinned to the canary'), { minItems: 1, maxItems: 100 })),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    },
    { additionalProperties: false },
  ),
  Type.Object({ version: VersionName }, { additionalProperties: false }),
]);
/** A change of one remote's versions: a canary for a share of sessions or organisations (null drops it), or everyone's version. */
export type RemoteVersionsChange = Type.Static<typeof RemoteVersionsChange>;

export const listRemoteVersions = defineRemoteVersionEndpoint({
  method: 'GET',
  path: '/api/platform/remoteVersions',
  summary:
    "Which version of each remote the console runs: everyone's, the canary (a share of sessions or organisations), the previous and the served ones (platform)",
  response: responses({ 200: RemoteVersionsAnswer }),
  access: { access: 'platform', resource: 'remoteVersions', action: 'view' },
  cache: REMOTE_VERSIONS_CACHE,
});

export const changeRemoteVersion = defineRemoteVersionEndpoint({
  method: 'PUT',
  path: '/api/platform/remoteVersions/:remote',
  summary:
    "Change a remote's versions (platform admin): `{ canary: { version, percent | orgIds } }` gives a served version to a share of sessions or to organisations, `{ canary: null }` drops it, `{ version }` makes a served version everyone's (the canary's: promote; an earlier one: roll back). An If-Match of another registry answers 409",
  params: Type.Object({ remote: RemoteName }),
  headers: Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 100 })) }),
  body: RemoteVersionsChange,
  response: responses({ 200: RemoteVersionsAnswer }),
  access: { access: 'platform', resource: 'remoteVersions', action: 'edit' },
  invalidates: [REMOTE_VERSIONS_CACHE],
});
