import { isFooterHidden, isHeaderHidden } from './layout-visibility';

describe('layout visibility', () => {
  it.each(['/haulstopRegistration', '/globaldashboard', '/SignUpPage'])('the header is hidden on %s', (path) => expect(isHeaderHidden(path)).toBe(true));
  it('the header shows elsewhere', () => expect(isHeaderHidden('/mapDashboard')).toBe(false));
  it('the footer is hidden on /globaldashboard only', () => {
    expect(isFooterHidden('/globaldashboard')).toBe(true);
    expect(isFooterHidden('/mapDashboard')).toBe(false);
  });
});
