import { fireEvent, screen, within } from '@testing-library/react';
import { consoleMenu } from '@haulstop/shared/menu';
import { filterMenu } from '@haulstop/shared/permissions';
import { renderAt } from '../../test/render';
import { SideMenu } from './SideMenu';

const ownerMenu = filterMenu(consoleMenu(), { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'admin', isOrgNetworkConfigEnabled: false });

function renderMenu(pathname: string, onNavigate = jest.fn()) {
  renderAt(<SideMenu menu={ownerMenu} pathname={pathname} onNavigate={onNavigate} />, pathname);
  return { nav: screen.getByRole('navigation', { name: 'Main menu' }), onNavigate };
}

describe('side menu', () => {
  it("is a navigation landmark 'Main menu'; entries are links named by their label", () => {
    const { nav } = renderMenu('/mapDashboard');
    expect(within(nav).getByRole('link', { name: 'Map Dashboard' }).getAttribute('href')).toBe('/mapDashboard');
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toBeTruthy();
  });

  it('the current item is highlighted by route (aria-current="page")', () => {
    const { nav } = renderMenu('/mapDashboard');
    expect(within(nav).getByRole('link', { name: 'Map Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Invoices' }).getAttribute('aria-current')).toBeNull();
  });

  it('an inner route highlights its page and opens its group (/parkingInfo → Administrator › Parking Lots)', () => {
    const { nav } = renderMenu('/parkingInfo');
    expect(within(nav).getByRole('button', { name: 'Administrator' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Parking Lots' }).getAttribute('aria-current')).toBe('page');
  });

  it('a detail route highlights its page (/reservationparkdetails/7 → Reservations)', () => {
    const { nav } = renderMenu('/reservationparkdetails/7');
    expect(within(nav).getByRole('link', { name: 'Reservations' }).getAttribute('aria-current')).toBe('page');
  });

  it('groups expand and collapse', () => {
    const { nav } = renderMenu('/mapDashboard');
    const reports = within(nav).getByRole('button', { name: 'Reports' });
    expect(reports.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Reconciliation' })).toBeNull();
    fireEvent.click(reports);
    expect(reports.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Reconciliation' })).toBeTruthy();
    fireEvent.click(reports);
    expect(reports.getAttribute('aria-expanded')).toBe('false');
  });

  it('choosing an item reports its route (the shell closes the drawer and sets the tab title)', () => {
    const { nav, onNavigate } = renderMenu('/mapDashboard');
    fireEvent.click(within(nav).getByRole('link', { name: 'Invoices' }));
    expect(onNavigate).toHaveBeenCalledWith('/invoiceDashboard');
    expect(screen.getByTestId('location').textContent).toBe('/invoiceDashboard');
  });
});
