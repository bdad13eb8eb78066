/**
 * Analytics events of SPEC §3 pushed to the Google tag's data layer. The tag script is injected
 * when server.json names a googleTagId; offline it fails to load and nothing breaks: the events
 * still sit in window.dataLayer, which the tag drains if it ever loads.
 */
type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const SCRIPT_ID = 'haulstop-gtag';
let activeTagId = '';

/** Installs the tag once per tag id; later calls with the same id do nothing. Empty id: analytics off. */
export function installAnalytics(tagId: string, win: Window = window): void {
  activeTagId = tagId.trim();
  if (!activeTagId) return;
  const w = win as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (!w.gtag) {
    // gtag's contract: it pushes its `arguments` object, not an array.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('js', new Date());
  }
  if (win.document.getElementById(SCRIPT_ID)) return;
  w.gtag('config', activeTagId, { send_page_view: false });
  const script = win.document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(activeTagId)}`;
  script.onerror = () => console.warn('Analytics tag could not load; events stay in dataLayer.');
  win.document.head.appendChild(script);
}

/** Whether a tag id is configured (events are pushed only then). */
export function analyticsEnabled(): boolean {
  return activeTagId !== '';
}

function push(event: Record<string, unknown>, win: Window): void {
  if (!analyticsEnabled()) return;
  const w = win as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(event);
}

/** User_login (user_id, user_name, user_role) after a login. */
export function trackUserLogin(user: { userId: number | string; name: string; role: string | null }, win: Window = window): void {
  push({ event: 'user_login', user_id: user.userId, user_name: user.name, user_role: user.role ?? '' }, win);
}

/** Page_view (page_title, page_path) on every route change. */
export function trackPageView(page: { title: string; path: string }, win: Window = window): void {
  push({ event: 'page_view', page_title: page.title, page_path: page.path }, win);
}
