import { setTabTitle, titleForPath } from './page-title';

const english = (_key: string, { defaultValue }: { defaultValue: string }) => defaultValue;

describe('tab title', () => {
  it("the tab title after choosing a menu item is 'Haulstop - <page name>'", () => {
    expect(titleForPath('/invoiceDashboard', english)).toBe('Haulstop - Invoices');
    expect(titleForPath('/reservations', english)).toBe('Haulstop - Reservations');
  });

  it("the browser tab carries the product name on login and off the menu: 'Haulstop'", () => {
    expect(titleForPath('/', english)).toBe('Haulstop');
    expect(titleForPath('/signup', english)).toBe('Haulstop');
  });

  it('an inner route titles as its page (/parkingInfo → Parking Lots)', () => {
    expect(titleForPath('/parkingInfo', english)).toBe('Haulstop - Parking Lots');
  });

  it('the page name is translated', () => {
    const french = (key: string, { defaultValue }: { defaultValue: string }) => (key === 'menu.invoices' ? 'Factures' : defaultValue);
    expect(titleForPath('/invoiceDashboard', french)).toBe('Haulstop - Factures');
  });

  it('setTabTitle writes document.title', () => {
    setTabTitle('/mapDashboard', english);
    expect(document.title).toBe('Haulstop - Map Dashboard');
  });
});
