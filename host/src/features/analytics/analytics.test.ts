import { installAnalytics, trackPageView, trackUserLogin } from './analytics';

type W = Window & { dataLayer?: unknown[] };

describe('analytics', () => {
  beforeEach(() => {
    delete (window as W).dataLayer;
    delete (window as W & { gtag?: unknown }).gtag;
    document.head.innerHTML = '';
  });

  it('without a googleTagId nothing is injected or pushed', () => {
    installAnalytics('');
    trackPageView({ title: 'Haulstop', path: '/' });
    expect(document.getElementById('haulstop-gtag')).toBeNull();
    expect((window as W).dataLayer).toBeUndefined();
  });

  it('with a googleTagId the tag script is injected once and events reach dataLayer', () => {
    installAnalytics('G-TEST');
    installAnalytics('G-TEST');
    expect(document.querySelectorAll('#haulstop-gtag')).toHaveLength(1);
    trackUserLogin({ userId: 2, name: 'Dana Whitfield', role: 'admin' });
    trackPageView({ title: 'Haulstop - Map Dashboard', path: '/mapDashboard' });
    const events = ((window as W).dataLayer ?? []).filter((e) => (e as { event?: string }).event);
    expect(events).toEqual([
      { event: 'user_login', user_id: 2, user_name: 'Dana Whitfield', user_role: 'admin' },
      { event: 'page_view', page_title: 'Haulstop - Map Dashboard', page_path: '/mapDashboard' },
    ]);
  });
});
