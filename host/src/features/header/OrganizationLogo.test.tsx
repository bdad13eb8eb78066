import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchDownloadUrl } from './download-url';
import { OrganizationLogo } from './OrganizationLogo';
import { renderInShell } from '../../test/render';

jest.mock('./download-url', () => ({ fetchDownloadUrl: jest.fn() }));
const mockedUrl = jest.mocked(fetchDownloadUrl);

beforeEach(() => {
  mockedUrl.mockReset();
});

describe('organisation logo (SPEC §7: downloadUrl, retried once when the image fails)', () => {
  it('asks downloadUrl for the logoPath and shows the image', async () => {
    mockedUrl.mockResolvedValue('http://files/logo-1.svg');
    renderInShell(<OrganizationLogo logoPath="orgs/2/logo.svg" orgName="Prairie Truck Stops" />);
    expect((await screen.findByRole('img', { name: 'Organization logo' })).getAttribute('src')).toBe('http://files/logo-1.svg');
    expect(mockedUrl).toHaveBeenCalledWith('orgs/2/logo.svg');
  });

  it('an image that fails to load fetches the URL once more and retries once, then shows the initials', async () => {
    mockedUrl.mockResolvedValueOnce('http://files/logo-1.svg').mockResolvedValueOnce('http://files/logo-2.svg');
    renderInShell(<OrganizationLogo logoPath="orgs/2/logo.svg" orgName="Prairie Truck Stops" />);
    const first = await screen.findByRole('img', { name: 'Organization logo' });
    await act(async () => fireEvent.error(first));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Organization logo' }).getAttribute('src')).toBe('http://files/logo-2.svg'));
    expect(mockedUrl).toHaveBeenCalledTimes(2);
    await act(async () => fireEvent.error(screen.getByRole('img', { name: 'Organization logo' })));
    expect(screen.queryByRole('img', { name: 'Organization logo' })).toBeNull();
    expect(screen.getByText('PT')).toBeTruthy();
    expect(mockedUrl).toHaveBeenCalledTimes(2);
  });

  it('without a logoPath the initials show and nothing is fetched', () => {
    renderInShell(<OrganizationLogo logoPath={null} orgName="Northline Freight" />);
    expect(screen.getByText('NF')).toBeTruthy();
    expect(mockedUrl).not.toHaveBeenCalled();
  });
});
