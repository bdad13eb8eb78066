import { toast, type ToastOptions } from 'react-toastify';
import { TOASTS_NEEDED_EVENT } from '@haulstop/shared/constants';

/*
 * SPEC §8: toast messages containing 'JWT' are suppressed — token errors leak from the server as
 * "jwt expired"/"jwt malformed", mean nothing to a person, and the refresh flow handles them.
 * The check ignores case because those messages come in lower case.
 */
const SUPPRESSED = /jwt/i;

/** True when a message must not be shown: `isSuppressedMessage('jwt expired') === true`. */
export function isSuppressedMessage(message: unknown): boolean {
  return typeof message === 'string' && SUPPRESSED.test(message);
}

type Level = 'success' | 'error' | 'warning' | 'info';

let containerAsked = false;

function show(level: Level, message: string, options?: ToastOptions): string | number | null {
  if (!message || isSuppressedMessage(message)) return null;
  if (!containerAsked && typeof window !== 'undefined') {
    containerAsked = true;
    window.dispatchEvent(new Event(TOASTS_NEEDED_EVENT));
  }
  return toast[level](message, options);
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
