// A remote page open to everyone, visited signed out (/globaldashboard): the page
// alone, without the console. routes.tsx reaches this module only through import(): it
// brings the query layer the page reads through, and no Chakra, emotion, shell or header
// (first-load.test.ts walks it): the page draws plain elements, as the login page does.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UNGUARDED_PUBLIC_ROUTES } from '@haulstop/shared/constants';
import { routeMatches } from '@haulstop/shared/menu';
import { QueryProvider } from '@haulstop/shared/query';
import { useSession } from '@haulstop/shared/session';
import { loadConsoleFonts } from '../features/fonts/load-poppins';
import { PageBones } from '../features/guard/GuardWait';
import { RouteGuard } from '../features/guard/RouteGuard';
import { MAIN_ID } from '../features/layout/main-id';
import { RemotePageFrame } from '../features/remotes/RemotePageFrame';
import { loadRemotePage } from '../federation/load-remote-page';
import { takeGuardEntry } from './guard-entry';

const allow = () => 'allow' as const;

/** What a failed public page says, in the public pages' plain look (public/index.html). */
function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="hs-stack hs-page-pad">
      <p style={{ fontWeight: 600 }}>{t('host.remote.unavailableTitle')}</p>
      <p>{t('host.remote.unavailableText')}</p>
      <button type="button" className="hs-button hs-button-fit" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * The public page in the guard's 1 s wait (every route under `/` waits, an always
 * allowed one too; GuardWait is what the console's guard shows), or at once for a page outside the
 * guard (UNGUARDED_PUBLIC_ROUTES), with its own retry boundary, in a main area of the screen's
 * height, as the console's Shell draws it for a visitor.
 */
export function PublicRemotePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const setLastViewedPage = useSession((s) => s.setLastViewedPage);
  const [enteredAt] = useState(takeGuardEntry);
  useEffect(() => {
    setLastViewedPage(pathname);
  }, [pathname, setLastViewedPage]);
  // The page's medium and semibold text (headings, lot names, labels), fetched during the wait as the
  // console's guarded area does: text rendered hidden asks for no font, so they came only once the
  // page was shown, which was then laid out and drawn again in them (a long task, the text changing font).
  useEffect(() => loadConsoleFonts(), []);

  const page = (
    <main id={MAIN_ID} tabIndex={-1} className="hs-page-main">
      <RemotePageFrame
        id={id}
        load={loadRemotePage}
        wait={<PageBones />}
        crashed={
          <div role="alert" className="hs-page-pad">
            <p style={{ margin: 0 }}>{t('common.somethingWentWrong')}</p>
          </div>
        }
        loadFailed={(retry) => <LoadFailed retry={retry} />}
      />
    </main>
  );
  // A page outside the guard (the driver's trip) is shown as soon as it loads: no 1 s wait.
  const guarded = !UNGUARDED_PUBLIC_ROUTES.some((route) => routeMatches(pathname, route));
  return (
    <QueryProvider>
      {guarded ? (
        <RouteGuard decide={allow} enteredAt={enteredAt}>
          {page}
        </RouteGuard>
      ) : (
        page
      )}
    </QueryProvider>
  );
}
