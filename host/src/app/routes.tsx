import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RemotePage } from '../features/remotes/RemotePage';
import { loadRemotePage } from '../federation/load-remote-page';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { SignUpPage } from '../pages/SignUpPage';
import { GuardedShell } from './GuardedShell';
import { REMOTE_ROUTES } from './remote-routes';
import { RouteChangeEffects } from './RouteChangeEffects';

/** Host pages behind the guard (DESIGN.md §2 "host"). Registration, invitations and customer login come with their issue; until then they are not-found. */
const HOST_GUARDED: RouteObject[] = [
  { path: paths.signUpPage.path, element: <SignUpPage /> },
  { path: paths.loginPage.path, element: <LoginPage /> },
];

/** The route table (SPEC §2.1–2.2): the host's own pages and every built page of the page registry. */
export const routes: RouteObject[] = [
  {
    element: <RouteChangeEffects />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.loginWithLanguage.path, element: <LoginPage /> },
      { path: paths.signup.path, element: <SignUpPage /> },
      {
        element: <GuardedShell />,
        children: [
          ...HOST_GUARDED,
          ...REMOTE_ROUTES.map(({ path, module }) => ({ path, element: <RemotePage key={module} id={module} load={loadRemotePage} /> })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
