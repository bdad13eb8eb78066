import type { Id, ToastOptions } from 'react-toastify';
import { TOASTS_NEEDED_EVENT } from '@haulstop/shared/constants';

/*
 * Toast messages containing 'JWT' are suppressed — token errors leak from the server as
 * "jwt expired"/"jwt malformed", mean nothing to a person, and the refresh flow handles them.
 * The check ignores case because those messages come in lower case.
 */
const SUPPRESSED = /jwt/i;

/** True when a message must not be shown: `isSuppressedMessage('jwt expired') === true`. */
export function isSuppressedMessage(message: unknown): boolean {
  return typeof message === 'string' && SUPPRESSED.test(message);
}

type Level = 'success' | 'error' | 'warning' | 'info';
type ToastLibrary = typeof import('react-toastify');

let containerAsked = false;
let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;
let nextId = 0;

/**
 * react-toastify, loaded at the first toast (or earlier by whoever calls this). Not in a page's first
 * load: a visitor's /globaldashboard shows no toast unless something fails, and the library is ~10 KB
 * compressed. A failed load is tried again at the next toast.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('react-toastify').then(
    (loaded) => (library = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function show(level: Level, message: string, options?: ToastOptions): Id | null {
  if (!message || isSuppressedMessage(message)) return null;
  if (!containerAsked && typeof window !== 'undefined') {
    containerAsked = true;
    window.dispatchEvent(new Event(TOASTS_NEEDED_EVENT));
  }
  if (library) return library.toast[level](message, options);
  // The first toast: its id is known now (the caller may want it), the toast shows once the
  // library is here, as it would wait for the container anyway (toasts-on-demand.tsx).
  const toastId = options?.toastId ?? `notify-${++nextId}`;
  loadToastLibrary().then(
    ({ toast }) => toast[level](message, { ...options, toastId }),
    (error: unknown) => console.error(`A toast could not be shown: ${message}`, error),
  );
  return toastId;
}

/**
 * The toast helper every screen uses (one toast container, in the host). Returns the toast id, or
 * null when the message was suppressed.
 * @example notify.error(errorMessageOf(e, t('messages.errorResettingPassword')))
 */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
