import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@haulstop/shared/i18n';
import { sessionStore } from '@haulstop/shared/session';
import { apiClient } from '@haulstop/shared/auth';
import { fakeAdapter, type FakeCall } from '@haulstop/shared/testing';
import { loadedRemotes } from '../../federation/remote-manifests';
import { Header } from './Header';

// The remotes in use, as their manifests declared them (About lists their versions).
jest.mock('../../federation/remote-manifests', () => ({ loadedRemotes: jest.fn(() => ({})) }));
const remote = (version: string) => ({ manifest: '', entry: '', version, pages: [] });
import { renderInShell } from '../../test/render';
import { signIn } from '../../test/session';

jest.mock('@haulstop/shared/api', () => ({
  ...jest.requireActual('@haulstop/shared/api'),
  fetchAllOrganizations: jest.fn(async () => []),
  fetchOrganizationsOfUser: jest.fn(async () => []),
  fetchUser: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('@haulstop/shared/i18n', () => ({ ...jest.requireActual('@haulstop/shared/i18n'), changeLanguage: jest.fn(async () => undefined) }));
jest.mock('@haulstop/shared/auth', () => ({
  ...jest.requireActual('@haulstop/shared/auth'),
  logout: jest.fn(async () => jest.requireActual('@haulstop/shared/session').sessionStore.getState().clearSession()),
}));

/** The organisation the API answers with, and every call the header made through the API client. */
let organization: (id: number) => object = (id) => ({ orgId: id, saasOrgId: id, orgName: 'Org', logoPath: null });
let calls: FakeCall[] = [];
const organizationCalls = () => calls.filter((c) => /^\/api\/organization\/\d+$/.test(c.url ?? ''));

async function renderHeader(route = '/mapDashboard', onToggleMenu = jest.fn()) {
  renderInShell(<Header onToggleMenu={onToggleMenu} />, route);
  await waitFor(() => expect(organizationCalls().length).toBeGreaterThan(0));
  return onToggleMenu;
}

/** Opens the user dropdown and returns the names of its items. */
async function openUserMenu(name: string): Promise<string[]> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name} `) })));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

/** A click as a browser sends it: pointer down, then click. */
async function chooseMenuItem(name: string, role: 'menuitem' | 'menuitemradio' = 'menuitem'): Promise<void> {
  const item = screen.getByRole(role, { name });
  await act(async () => fireEvent.pointerDown(item, { pointerType: 'mouse', button: 0 }));
  await act(async () => fireEvent.click(item));
}

const focused = () => document.activeElement?.textContent ?? '';
const press = async (key: string) => act(async () => void fireEvent.keyDown(document.activeElement ?? document.body, { key }));

beforeEach(() => {
  organization = (id) => ({ orgId: id, saasOrgId: id, orgName: 'Org', logoPath: null });
  const fake = fakeAdapter((call) => {
    if (call.url === '/api/session/downloadUrl') return { data: 'http://127.0.0.1:8090/api/files/orgs/2/logo.svg' };
    const id = /^\/api\/organization\/(\d+)$/.exec(call.url ?? '')?.[1];
    return id ? { data: organization(Number(id)) } : { status: 404, data: { statusCode: 404, errorMessage: 'not faked' } };
  });
  calls = fake.calls;
  apiClient.defaults.adapter = fake.adapter;
  jest.mocked(changeLanguage).mockClear();
});

describe('Header', () => {
  it("the sidebar toggle is a button named 'Toggle menu' that calls onToggleMenu", async () => {
    signIn('owner');
    const onToggle = await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('the logo links to /mapDashboard', async () => {
    signIn('owner');
    await renderHeader('/reservations');
    expect(screen.getByRole('link', { name: 'Haulstop' }).getAttribute('href')).toBe('/mapDashboard');
  });

  it('breadcrumbs follow the route: groups as text, the page as a link with its path', async () => {
    signIn('owner');
    await renderHeader('/parkingInfo');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.textContent).toContain('Administrator');
    expect(within(trail).getByRole('link', { name: 'Parking Lots' }).getAttribute('href')).toBe('/parkingLot');
  });

  it('the assistant button is shown only for the one internal admin login, and opens /finai', async () => {
    signIn('admin');
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Assistant' }));
    expect(screen.getByTestId('location').textContent).toBe('/finai');
  });

  it.each(['owner', 'carrier'] as const)('%s@ does not see the assistant button', async (who) => {
    signIn(who);
    await renderHeader();
    expect(screen.queryByRole('button', { name: 'Assistant' })).toBeNull();
  });

  it('the user dropdown is named with the first and last name, then the username it shows (WCAG 2.5.3)', async () => {
    signIn('owner');
    await renderHeader();
    const button = screen.getByRole('button', { name: 'Owen Owner owner@haulstop.test' });
    expect(button.textContent).toContain('owner@haulstop.test');
  });

  it('Switch Organization is shown for the internal admin organisation', async () => {
    signIn('admin');
    await renderHeader();
    expect(await openUserMenu('Ada Admin')).toEqual(['Profile', 'Language', 'Change Password', 'Switch Organization', 'About', 'Logout']);
  });

  it('the platform acting inside another organisation sees "Acting in <org>" with Back to Admin one click away', async () => {
    signIn('admin');
    await renderHeader();
    expect(screen.queryByRole('button', { name: 'Back to Admin' })).toBeNull();
    await act(async () => sessionStore.getState().switchOrganization(2, 'Prairie Truck Stops'));
    // The organisation's name arrives after the switch renders (a placeholder first): wait for it.
    await waitFor(() => expect(screen.getByTestId('current-organization').textContent).toBe('Acting in Prairie Truck Stops'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to Admin' })));
    expect(sessionStore.getState().saasOrgId).toBe(1);
    expect(screen.queryByText(/Acting in/)).toBeNull();
  });

  it('a carrier in its second organisation is not "acting in" it: the banner is the platform\'s only', async () => {
    signIn('carrier');
    await renderHeader();
    await act(async () => sessionStore.getState().switchOrganization(4, 'Eastbound Brokerage'));
    expect(screen.queryByText(/Acting in/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to Admin' })).toBeNull();
  });

  it('Switch Organization is shown for a user belonging to more than one organisation', async () => {
    signIn('carrier');
    await renderHeader();
    expect(await openUserMenu('Cara Carrier')).toContain('Switch Organization');
  });

  it('Switch Organization is hidden for a user of one organisation', async () => {
    signIn('owner');
    await renderHeader();
    expect(await openUserMenu('Owen Owner')).toEqual(['Profile', 'Language', 'Change Password', 'About', 'Logout']);
  });

  it.each([
    ['Profile', 'My Profile'],
    ['Change Password', 'Change Password'],
    ['Switch Organization', 'Switch Organization'],
  ])('the %s item opens the %s dialog', async (item, dialog) => {
    signIn('admin');
    await renderHeader();
    await openUserMenu('Ada Admin');
    await chooseMenuItem(item);
    expect((await screen.findByRole('dialog', { name: dialog })).isConnected).toBe(true);
  });

  it('the Language submenu offers English, French and Spanish and changes (and persists) the language', async () => {
    signIn('owner');
    await renderHeader();
    await openUserMenu('Owen Owner');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Language' })));
    const languages = await screen.findAllByRole('menuitemradio', { name: /English|French|Spanish/ });
    expect(languages.map((l) => l.textContent)).toEqual(['English', 'French', 'Spanish']);
    // The current language is the checked one.
    expect(languages.map((l) => l.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    await chooseMenuItem('French', 'menuitemradio');
    expect(changeLanguage).toHaveBeenCalledWith('fr');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works from the keyboard (WAI-ARIA menu button): Down opens on the first item, keys move, Right opens Language, Enter chooses', async () => {
    signIn('admin');
    await renderHeader();
    const button = screen.getByRole('button', { name: /^Ada Admin / });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.focus());
    await press('ArrowDown');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('menu').id);
    expect(focused()).toBe('Profile');
    await press('ArrowUp');
    expect(focused()).toBe('Logout');
    await press('ArrowDown');
    expect(focused()).toBe('Profile');
    await press('End');
    expect(focused()).toBe('Logout');
    await press('Home');
    expect(focused()).toBe('Profile');
    await press('s');
    expect(focused()).toBe('Switch Organization');
    // The next item starting with the letter, from the focused one on.
    await press('l');
    expect(focused()).toBe('Logout');
    await press('l');
    expect(focused()).toBe('Language');
    await press('ArrowRight');
    expect(screen.getByRole('menuitem', { name: 'Language' }).getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('English');
    await press('ArrowDown');
    expect(focused()).toBe('French');
    // Left closes the submenu only, back on its item.
    await press('ArrowLeft');
    expect(screen.queryAllByRole('menuitemradio')).toHaveLength(0);
    expect(focused()).toBe('Language');
    await press('ArrowRight');
    await press('End');
    expect(focused()).toBe('Spanish');
    // The item is a button: Enter clicks it.
    await act(async () => fireEvent.click(document.activeElement as HTMLElement));
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('Escape closes the menu back on its button; a press outside closes it', async () => {
    signIn('owner');
    await renderHeader();
    const button = screen.getByRole('button', { name: /^Owen Owner / });
    act(() => button.focus());
    await press('ArrowUp');
    expect(focused()).toBe('Logout');
    await press('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await openUserMenu('Owen Owner');
    await act(async () => void fireEvent.pointerDown(document.body));
    expect(screen.queryByRole('menu')).toBeNull();
    // A second press on the button closes what the first opened.
    await openUserMenu('Owen Owner');
    await act(async () => void fireEvent.click(button));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Logout clears the session, resets the language to English and navigates to /', async () => {
    signIn('owner');
    await renderHeader('/reservations');
    await openUserMenu('Owen Owner');
    await chooseMenuItem('Logout');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(sessionStore.getState().token).toBeNull();
    expect(changeLanguage).toHaveBeenCalledWith('en');
  });

  it('the organisation logo comes from downloadUrl for the logoPath', async () => {
    signIn('owner');
    organization = () => ({ orgId: 2, saasOrgId: 2, orgName: 'Prairie Truck Stops', logoPath: 'orgs/2/logo.svg' });
    await renderHeader();
    const logo = await screen.findByRole('img', { name: 'Organization logo' });
    expect(calls).toContainEqual(expect.objectContaining({ url: '/api/session/downloadUrl', params: { objectPath: 'orgs/2/logo.svg' } }));
    expect(logo.getAttribute('src')).toBe('http://127.0.0.1:8090/api/files/orgs/2/logo.svg');
  });
});

describe('About (DESIGN §9)', () => {
  it('lists the console and each remote in use at the version its manifest declares', async () => {
    jest.mocked(loadedRemotes).mockReturnValue({ reports: remote('1.0.0-5'), finance: remote('1.0.0') });
    signIn('owner');
    await renderHeader();
    await openUserMenu('Owen Owner');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'About' })));
    const table = await screen.findByRole('table', { name: 'Versions in use' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).toMatch(/^Console/);
    expect(rows.slice(1)).toEqual(['remote-reports1.0.0-5', 'remote-finance1.0.0']);
  });

  it('a remote not loaded because it needs another @haulstop/shared is listed as such, with the range it needs', async () => {
    jest.mocked(loadedRemotes).mockReturnValue({
      reports: { ...remote('2.0.0-1'), incompatible: { part: '@haulstop/shared', range: '^9.0.0', running: '1.1.0' } },
    });
    signIn('owner');
    await renderHeader();
    await openUserMenu('Owen Owner');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'About' })));
    const table = await screen.findByRole('table', { name: 'Versions in use' });
    expect(within(table).queryByRole('row', { name: 'remote-reports 2.0.0-1 (not loaded: needs @haulstop/shared ^9.0.0)' })).not.toBeNull();
  });
});
