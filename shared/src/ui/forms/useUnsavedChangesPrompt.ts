import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { holdUnsavedChanges } from '@haulstop/shared/menu';

/**
 * Unsaved changes are not lost silently: while `isDirty`, leaving the page inside the console asks
 * first (react-router's blocker), and closing or reloading the tab gets the browser's own prompt.
 * Needs the data router (createBrowserRouter), which the host uses.
 * @example const f = useValidatedForm(initial, validateLot); useUnsavedChangesPrompt(f.isDirty);
 */
const browserConfirm = (message: string): boolean => window.confirm(message);

export function useUnsavedChangesPrompt(isDirty: boolean, confirm: (message: string) => boolean = browserConfirm): void {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirm(t('forms.unsavedChanges'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!isDirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // The page's remote keeps its version while the form is dirty (a deploy waits for it to be left).
    const release = holdUnsavedChanges();
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [isDirty]);
}
