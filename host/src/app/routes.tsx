import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { consolePageAt, consolePages, pageModuleId, subscribeConsolePages, type ConsolePage } from '@haulstop/shared/menu';
import { useSession } from '@haulstop/shared/session';
import { paths } from '../config/paths';
import { GuardWait } from '../features/guard/GuardWait';
import { CustomerLoginRedirect } from '../pages/CustomerLoginRedirect';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { loadConsoleCode } from './console-code';
import { markGuardedAreaRequested, publicRemoteModuleAt } from './guard-entry';
import { RouteChangeEffects } from './RouteChangeEffects';

// The signed-in console is its own chunk: the login page does not download the shell,
// the query layer or the remote pages. Both components come from the one guarded-area chunk.
const GuardedArea = lazy(() => {
  markGuardedAreaRequested();
  return loadConsoleCode().then((m) => m.consoleReady.then(() => ({ default: m.GuardedArea })));
});
// A page open to everyone, visited signed out (/globaldashboard), comes without the console: no
// Chakra, shell or header, only the query layer it reads through (the drivers' phones).
const PublicRemotePage = lazy(() => {
  markGuardedAreaRequested();
  return import('./public-remote-page').then((m) => ({ default: m.PublicRemotePage }));
});
const RoutedRemotePage = lazy(() => loadConsoleCode().then((m) => ({ default: m.RoutedRemotePage })));

// Sign-up and invitation links are rare next to login: their forms and rules load when opened.
const LazySignUpPage = lazy(() => import('../pages/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const signUpPage = (
  <Suspense fallback={null}>
    <LazySignUpPage />
  </Suspense>
);

const LazyAcceptInvitationPage = lazy(() => import('../pages/AcceptInvitationPage').then((m) => ({ default: m.AcceptInvitationPage })));

/**
 * The guarded area, or a visitor's public page alone: a signed-in user sees
 * /globaldashboard in the console (its drawer), a visitor the page with no console around it.
 */
function GuardedOrPublicPage() {
  const { pathname } = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  const publicPage = signedIn ? undefined : publicRemoteModuleAt(pathname);
  if (publicPage) {
    return (
      <Suspense fallback={<GuardWait />}>
        <PublicRemotePage id={publicPage} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<GuardWait />}>
      <GuardedArea />
    </Suspense>
  );
}

/** Host pages behind the guard (DESIGN.md §2 "host"); registration, invitation links and customer login are public (above). */
const HOST_GUARDED: RouteObject[] = [
  { path: paths.signUpPage.path, element: signUpPage },
  { path: paths.loginPage.path, element: <LoginPage /> },
];

/**
 * A remote's page at its route. A route stays in the router once added (routes are only ever
 * added to a running router): when the page is gone from the remotes' manifests (a rollback), the
 * not-found page answers it, as it would after a reload.
 */
function RemotePageRoute({ route }: { route: string }) {
  const { pathname } = useLocation();
  const page = useSyncExternalStore(subscribeConsolePages, () => consolePageAt(pathname));
  if (!page || page.route !== route) return <NotFoundPage />;
  const module = pageModuleId(page);
  // No fallback of its own: the page's code comes with the guarded area's chunk, and the remote
  // page inside shows the page skeleton while it loads (RemotePage).
  return (
    <Suspense key={module} fallback={null}>
      <RoutedRemotePage id={module} />
    </Suspense>
  );
}

/** The route of a remote's page inside the guarded area. */
function remotePageRoute(page: Pick<ConsolePage, 'route'>): RouteObject {
  return { path: page.route, element: <RemotePageRoute route={page.route} /> };
}

/** The id of the guarded area's route: the remotes' pages are its children. */
const GUARDED_ROUTE_ID = 'guarded';

/** The route table: the host's own pages and the pages of the remotes loaded now (their manifests). */
export function buildRoutes(pages: readonly Pick<ConsolePage, 'route'>[] = consolePages()): RouteObject[] {
  return [
    {
      element: <RouteChangeEffects />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: paths.login.path, element: <LoginPage /> },
        { path: paths.loginWithLanguage.path, element: <LoginPage /> },
        { path: paths.signup.path, element: signUpPage },
        { path: paths.registration.path, element: signUpPage },
        {
          path: paths.acceptInvitation.path,
          element: (
            <Suspense fallback={null}>
              <LazyAcceptInvitationPage />
            </Suspense>
          ),
        },
        { path: paths.customerLogin.path, element: <CustomerLoginRedirect /> },
        {
          id: GUARDED_ROUTE_ID,
          element: <GuardedOrPublicPage />,
          children: [...HOST_GUARDED, ...pages.map(remotePageRoute)],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * The console's router. A remote deployed with a new page adds its route on the way (the pages'
 * change), so the page opens on the next navigation without the host rebuilt or reloaded.
 */
export function createAppRouter() {
  const routed = new Set(consolePages().map((page) => page.route));
  const router = createBrowserRouter(buildRoutes());
  subscribeConsolePages(() => {
    const added = consolePages().filter((page) => !routed.has(page.route));
    for (const page of added) routed.add(page.route);
    if (added.length) router.patchRoutes(GUARDED_ROUTE_ID, added.map(remotePageRoute));
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
