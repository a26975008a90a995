// The router's table, built from the screens' table (app/screens.tsx): public screens in the site's layout,
// signed-in ones behind RequireAuth and each behind its capability's gate, the desk's in its own layout. Unknown
// paths fall through to the 404 page.
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { RequireAuth, RequireCapability } from './guards';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import type { GatedScreen } from './screen';
import { DESK_SCREENS, DeskLayout, LandingRoute, PUBLIC_SCREENS, SIGNED_IN_SCREENS, type DeskScreen } from './screens';

/**
 * Loads the code of the screen at `pathname` before the app's first render (apps/web main.tsx). On '/', the
 * landing entry already shows the page: the app must take over without a frame of loading state.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return pathname === '/' ? LandingRoute.preload() : Promise.resolve();
}

function gated({ screen: Screen, access, denied, league }: GatedScreen | DeskScreen) {
  return (
    <RequireCapability capability={access} denied={denied} league={league}>
      <Screen />
    </RequireCapability>
  );
}

/** The signed-in routes, each behind its capability's gate (also rendered alone by app/role-gates.test.tsx). */
export const SIGNED_IN_ROUTES: RouteObject[] = SIGNED_IN_SCREENS.map((s) => ({ path: s.path, element: gated(s) }));

export const DESK_ROUTES: RouteObject[] = DESK_SCREENS.map((s) =>
  s.path === '/desk' ? { index: true, element: gated(s) } : { path: s.path, element: gated(s) },
);

export const appRoutes: RouteObject[] = [
  {
    path: '/desk',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <DeskLayout />
      </Suspense>
    ),
    children: DESK_ROUTES,
  },
  {
    element: <RootLayout />,
    children: [
      ...PUBLIC_SCREENS.map(({ path, screen: Screen }) => ({ path, element: <Screen /> })),
      { element: <RequireAuth />, children: SIGNED_IN_ROUTES },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
