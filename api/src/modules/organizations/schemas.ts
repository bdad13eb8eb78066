import { Type } from 'typebox';
import { ORG_TYPES } from '@haulstop/shared/constants';
import type {
  NetworkConfiguration,
  OrganizationDetail as OrganizationDetailContract,
  OrganizationListItem as OrganizationListItemContract,
  OrganizationRef,
} from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { Id, oneOf, responses } from '../../lib/schemas';

const OrgType = oneOf(ORG_TYPES);
const Approval = Type.String({ description: "'Approved', 'Pending Approval' or 'Not Verified'" });

/** Organisation list item. */
export const OrganizationListItem = Type.Object({
  orgId: Type.Integer(),
  orgName: Type.String(),
  saasOrgId: Type.Integer(),
  orgStatus: Type.String(),
  usageType: OrgType,
  orgType: OrgType,
  isOrgApproved: Approval,
  isReferred: Type.Boolean(),
});
agrees<AgreesWith<typeof OrganizationListItem, OrganizationListItemContract>>();

/** Organisation detail. */
export const OrganizationDetail = Type.Object({
  orgId: Type.Integer(),
  orgName: Type.String(),
  saasOrgId: Type.Integer(),
  usageType: OrgType,
  orgType: OrgType,
  isOrgNetworkConfigEnabled: Type.Boolean(),
  status: Type.String(),
  isOrgApproved: Approval,
  logoPath: Type.Union([Type.String(), Type.Null()], { description: 'Object path for /api/session/downloadUrl' }),
  parentOrgId: Type.Union([Type.Integer(), Type.Null()], { description: 'Set for a sub-carrier of a carrier network' }),
  timeZone: Type.String({ description: "The accounting zone (UTC or an IANA zone of a lot): the one zone whose calendar cuts the organisation's periods" }),
});
agrees<AgreesWith<typeof OrganizationDetail, OrganizationDetailContract>>();

const OrgRefItem = Type.Object({ orgId: Type.Integer(), orgName: Type.String() });
agrees<AgreesWith<typeof OrgRefItem, OrganizationRef>>();

export const getOrganizationSchema = {
  tags: ['organizations'],
  summary: 'One organisation you belong to (any, for the platform organisation)',
  params: Type.Object({ saasOrgId: Id('saasOrgId of the organisation') }),
  response: responses({ 200: OrganizationDetail }),
};

export const getAllOrganizationSchema = {
  tags: ['organizations'],
  summary: 'Every organisation, paged (platform organisation only)',
  querystring: Type.Object({
    ...PageQuery.properties,
    search: Type.Optional(Type.String({ maxLength: 64, description: 'Part of the organisation name' })),
    isOrgApproved: Type.Optional(
      oneOf(['Approved', 'Pending Approval', 'Not Verified', 'Rejected'], { description: 'Only organisations in this approval state' }),
    ),
  }),
  response: responses({ 200: Type.Object({ organizationApiList: Paged(OrganizationListItem) }) }),
};

export const getOrgByUserSchema = {
  tags: ['organizations'],
  summary: "A user's organisations (your own; anyone's for the platform organisation)",
  querystring: Type.Object({ userId: Id('User id') }),
  response: responses({ 200: Type.Array(OrgRefItem) }),
};

const NetworkConfig = Type.Object({
  saasOrgId: Id('saasOrgId of the organisation'),
  isOrgNetworkConfigEnabled: Type.Boolean(),
});
agrees<AgreesWith<typeof NetworkConfig, NetworkConfiguration>>();

export const orgNetworkConfigurationSchema = {
  tags: ['organizations'],
  summary: 'Enable or disable the carrier network screens (Manager of the organisation, or platform organisation)',
  body: NetworkConfig,
  response: responses({ 200: NetworkConfig }),
};
