import { renderHook } from '@testing-library/react';
import { useFocusOnNavigation } from './useFocusOnNavigation';

beforeEach(() => {
  document.body.innerHTML = '<main id="main"><h1>Invoices</h1></main><button id="elsewhere">x</button>';
  window.scrollTo = jest.fn();
});

describe('focus after navigation', () => {
  it('the first page load leaves focus alone', () => {
    (document.getElementById('elsewhere') as HTMLElement).focus();
    renderHook(({ path }) => useFocusOnNavigation(path, 'main'), { initialProps: { path: '/mapDashboard' } });
    expect(document.activeElement?.id).toBe('elsewhere');
  });

  it('a navigation scrolls to the top and moves focus to the new page heading', () => {
    const { rerender } = renderHook(({ path }) => useFocusOnNavigation(path, 'main'), { initialProps: { path: '/mapDashboard' } });
    (document.getElementById('elsewhere') as HTMLElement).focus();
    rerender({ path: '/invoiceDashboard' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement?.textContent).toBe('Invoices');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('a page whose heading has not arrived yet gets focus on its heading once it renders', async () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
    const { rerender } = renderHook(({ path }) => useFocusOnNavigation(path, 'main'), { initialProps: { path: '/a' } });
    rerender({ path: '/b' });
    const heading = document.createElement('h1');
    heading.textContent = 'Reservations';
    document.getElementById('main')?.appendChild(heading);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.activeElement).toBe(heading);
  });
});
