import { act, renderHook, screen, render } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { useOrganization } from '@haulstop/shared/api';
import { createQueryClient } from '@haulstop/shared/query';
import { fakeAdapter, providersWith, type FakeCall } from '@haulstop/shared/testing';
import { OrganizationLogo } from './OrganizationLogo';
import { prefetchHeaderData } from './prefetch-header';

const ORGANIZATION = { orgId: 2, saasOrgId: 2, orgName: 'Prairie Truck Stops', logoPath: 'orgs/2/logo.svg' };
const LOGO_URL = 'http://files/orgs/2/logo.svg?signature=1';

let calls: FakeCall[] = [];
let organizationStatus = 200;
const originalAdapter = apiClient.defaults.adapter;
const OriginalImage = window.Image;
let imageSources: string[] = [];

beforeEach(() => {
  organizationStatus = 200;
  imageSources = [];
  const fake = fakeAdapter((call) => (call.url === '/api/session/downloadUrl' ? { data: LOGO_URL } : { status: organizationStatus, data: ORGANIZATION }));
  calls = fake.calls;
  apiClient.defaults.adapter = fake.adapter;
  // Records what the prefetch asks the browser to load (jsdom loads no image).
  window.Image = class {
    set src(value: string) {
      imageSources.push(value);
    }
  } as unknown as typeof Image;
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  window.Image = OriginalImage;
});

describe("the header's data during the guard's wait (the page appears with its header complete)", () => {
  it('fetches the organisation, then its logo URL and the logo itself, into the cache the header reads', async () => {
    const client = createQueryClient();
    await prefetchHeaderData(client, 2);
    expect(calls.map((c) => [c.url, c.params])).toEqual([
      ['/api/organization/2', {}],
      ['/api/session/downloadUrl', { objectPath: 'orgs/2/logo.svg' }],
    ]);
    expect(imageSources).toEqual([LOGO_URL]);

    // The header's own hooks find both without asking again.
    const organization = renderHook(() => useOrganization(2), { wrapper: providersWith(client) });
    expect(organization.result.current.data?.orgName).toBe('Prairie Truck Stops');
    render(<OrganizationLogo logoPath="orgs/2/logo.svg" orgName="Prairie Truck Stops" />, { wrapper: providersWith(client) });
    expect(screen.getByRole('img', { name: 'Organization logo' }).getAttribute('src')).toBe(LOGO_URL);
    // Given time to ask (a stale entry would be fetched again on mount), they have not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(2);
  });

  it('an organisation that cannot be read asks for no logo and is left to the header to report', async () => {
    organizationStatus = 500;
    const client = createQueryClient();
    await expect(prefetchHeaderData(client, 2)).resolves.toBeUndefined();
    expect(calls.every((c) => c.url === '/api/organization/2')).toBe(true);
    expect(imageSources).toEqual([]);
  });

  it('an organisation without a logo and a session without an organisation ask for nothing more', async () => {
    const client = createQueryClient();
    await prefetchHeaderData(client, null);
    expect(calls).toEqual([]);
    apiClient.defaults.adapter = fakeAdapter(() => ({ data: { ...ORGANIZATION, logoPath: null } })).adapter;
    await prefetchHeaderData(client, 2);
    expect(imageSources).toEqual([]);
  });
});
