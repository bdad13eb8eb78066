import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { fakeAdapter, type FakeCall } from '@haulstop/shared/testing';
import { OrganizationLogo } from './OrganizationLogo';
import { renderInShell } from '../../test/render';

/** downloadUrl answers these URLs in turn (through the real API client, with a fake transport). */
let urls: string[] = [];
let calls: FakeCall[] = [];
const urlCalls = () => calls.filter((c) => c.url === '/api/session/downloadUrl');

beforeEach(() => {
  urls = [];
  const fake = fakeAdapter(() => ({ data: urls.shift() ?? 'http://files/none.svg' }));
  calls = fake.calls;
  apiClient.defaults.adapter = fake.adapter;
});

describe('organisation logo (downloadUrl, retried once when the image fails)', () => {
  it('asks downloadUrl for the logoPath and shows the image', async () => {
    urls = ['http://files/logo-1.svg'];
    renderInShell(<OrganizationLogo logoPath="orgs/2/logo.svg" orgName="Prairie Truck Stops" />);
    expect((await screen.findByRole('img', { name: 'Organization logo' })).getAttribute('src')).toBe('http://files/logo-1.svg');
    expect(urlCalls()[0].params).toEqual({ objectPath: 'orgs/2/logo.svg' });
  });

  it('an image that fails to load fetches the URL once more and retries once, then shows the initials', async () => {
    urls = ['http://files/logo-1.svg', 'http://files/logo-2.svg'];
    renderInShell(<OrganizationLogo logoPath="orgs/2/logo.svg" orgName="Prairie Truck Stops" />);
    const first = await screen.findByRole('img', { name: 'Organization logo' });
    await act(async () => fireEvent.error(first));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Organization logo' }).getAttribute('src')).toBe('http://files/logo-2.svg'));
    expect(urlCalls()).toHaveLength(2);
    await act(async () => fireEvent.error(screen.getByRole('img', { name: 'Organization logo' })));
    expect(screen.queryByRole('img', { name: 'Organization logo' })).toBeNull();
    expect(screen.getByText('PT')).toBeTruthy();
    expect(urlCalls()).toHaveLength(2);
  });

  it('without a logoPath the initials show and nothing is fetched', () => {
    renderInShell(<OrganizationLogo logoPath={null} orgName="Northline Freight" />);
    expect(screen.getByText('NF')).toBeTruthy();
    expect(urlCalls()).toHaveLength(0);
  });
});
