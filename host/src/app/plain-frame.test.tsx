import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { consoleMenu } from '@haulstop/shared/menu';
import { filterMenu } from '@haulstop/shared/permissions';
import { fakeAdapter } from '@haulstop/shared/testing';
import { SideMenu } from '../features/drawer/SideMenu';
import { Header } from '../features/header/Header';
import { renderInShell } from '../test/render';
import { signIn } from '../test/session';
import { Footer } from '../features/layout/Footer';
import { LayoutFrame } from '../features/layout/LayoutFrame';

jest.mock('../federation/remote-manifests', () => ({ loadedRemotes: jest.fn(() => ({})) }));
jest.mock('@haulstop/shared/api', () => ({
  ...jest.requireActual('@haulstop/shared/api'),
  fetchAllOrganizations: jest.fn(async () => []),
  fetchOrganizationsOfUser: jest.fn(async () => []),
  fetchUser: jest.fn(() => new Promise(() => undefined)),
}));

const ownerMenu = filterMenu(consoleMenu(), { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'admin', isOrgNetworkConfigEnabled: false });

beforeEach(() => {
  apiClient.defaults.adapter = fakeAdapter(() => ({ data: { orgId: 2, saasOrgId: 2, orgName: 'Prairie Truck Stops', logoPath: null } })).adapter;
  signIn('owner', { orgName: 'Prairie Truck Stops', logoPath: null });
});

function renderFrame() {
  return renderInShell(
    <LayoutFrame
      header={<Header onToggleMenu={jest.fn()} />}
      menu={<SideMenu menu={ownerMenu} pathname="/parkingInfo" onNavigate={jest.fn()} />}
      footer={<Footer />}
      menuOpen={false}
      menuCollapsed={false}
      onMenuClose={jest.fn()}
    >
      <p>page</p>
    </LayoutFrame>,
    '/parkingInfo',
  );
}

/**
 * The frame drawn with every signed-in page (header, drawer, main area, footer) is plain elements
 * whose look is in the console's global CSS, in the page before the first signed-in commit: no
 * element of it has styles resolved, serialised and inserted at run time (an emotion class), which
 * held the main thread in that commit.
 */
describe('the signed-in frame', () => {
  it('has no element styled at run time', async () => {
    const { container } = renderFrame();
    await waitFor(() => expect(screen.getByTestId('current-organization').textContent).toContain('Prairie Truck Stops'));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Parking Lots' }).getAttribute('aria-current')).toBe('page');
    const styled = [...container.querySelectorAll('[class*="css-"]')].map((el) => `${el.tagName} ${el.className}`);
    expect(styled).toEqual([]);
  });

  it('has the look of each of its parts in the console global CSS', async () => {
    const { container } = renderFrame();
    await waitFor(() => expect(screen.getByTestId('current-organization').textContent).toContain('Prairie Truck Stops'));
    const parts = new Set([...container.querySelectorAll('[data-part^="shell-"]')].map((el) => el.getAttribute('data-part')));
    expect([...parts]).toEqual(
      expect.arrayContaining([
        'shell-frame',
        'shell-header',
        'shell-aside',
        'shell-main',
        'shell-footer',
        'shell-menu-link',
        'shell-menu-group',
        'shell-crumbs',
      ]),
    );
    // The console's global styles, as the design system's provider puts them in the page.
    const css = document.head.querySelector('style[data-haulstop-chakra-global]')?.textContent ?? '';
    expect([...parts].filter((part) => !css.includes(`[data-part=${part}]`))).toEqual([]);
  });
});
