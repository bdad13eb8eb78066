/** Rows per page of every list. */
export const PAGE_SIZE = 10;

/** Delay before the app returns to login after a failed refresh. */
export const SESSION_EXPIRY_REDIRECT_MS = 2000;

/** The route guard shows 'Loading...' this long before deciding. */
export const ROUTE_GUARD_DELAY_MS = 1000;

/** Script chunk load timeout (120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Dropdown height in px; multi-selects allow 100 items and show 2 tags. */
export const DROPDOWN_HEIGHT = 40;
export const MULTI_SELECT_MAX = 100;
export const MULTI_SELECT_TAGS = 2;

/** Dashboard statistics periods in days, and the cancellation window in months. */
export const DASHBOARD_PERIOD_DAYS = [7, 30, 90] as const;
export type DashboardPeriodDays = (typeof DASHBOARD_PERIOD_DAYS)[number];
export const CANCELLATION_MONTHS = 6;

/** Layout sizes. */
export const DRAWER_WIDTH = 230;
/** The header bar's height: the shell, the guard's wait and the sticky drawer beside it use it. */
export const SHELL_HEADER_HEIGHT = 56;
export const DIALOG_MAX = { width: 800, height: 300 } as const;
export const DIALOG_WIDTHS = { switchOrganization: '45%', changePassword: '35%', myProfile: '32%' } as const;

/** Typography and accent colour. */
export const FONT = { family: 'Poppins', size: '12px' } as const;
export const ACCENT = '#2C7EF4';

/** Toast behaviour: one at a time, top-right, 5 s, close on click, pause on hover. */
export const TOAST = {
  limit: 1,
  autoClose: 5000,
  position: 'top-right',
  closeOnClick: true,
  pauseOnHover: true,
} as const;

/**
 * The window event of the first toast shown (notify): the host mounts its one toast container then,
 * not at start, so the login page loads no toast library. A toast shown before the
 * container mounts waits in react-toastify's queue.
 */
export const TOASTS_NEEDED_EVENT = 'haulstop:toasts-needed';

/** Lots a driver is answered at once by GET /api/public/lots with a query (a phone's list and map), and the most a page may ask. */
export const PUBLIC_LOTS_PAGE_SIZE = 50;
export const PUBLIC_LOTS_MAX_PAGE_SIZE = 200;
/** The longest place a driver may search the public lots for (characters). */
export const PUBLIC_LOTS_SEARCH_MAX_LENGTH = 100;

/** Places of the gazetteer suggested for what is typed (GET /api/public/places), and the most a call may ask. */
export const PLACE_SUGGESTIONS = 8;
export const PLACE_SUGGESTIONS_MAX = 20;
/**
 * How far from a chosen place lots are found (km), on the public page and, by default, in /reserve:
 * the two searches answer the same lots for the same place.
 */
export const NEAR_PLACE_RADIUS_KM = 250;
