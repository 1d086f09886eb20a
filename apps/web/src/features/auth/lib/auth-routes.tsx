import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../components/require-auth';

/** Whether the route table marks the route member-only (`handle: { auth: true }`). */
export function requiresAuth(route: RouteObject): boolean {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && 'auth' in handle && handle.auth === true;
}

function withAuthGuard(Page: ComponentType): ComponentType {
  function Guarded() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  }
  Guarded.displayName = `RequireAuth(${Page.displayName ?? Page.name})`;
  return Guarded;
}

/**
 * Enforces the route table's auth flags generically: every route marked `auth: true`, at any depth, gets
 * its page wrapped in <RequireAuth>. The route table itself stays a plain list of pages.
 */
export function guardAuthRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const Component = route.Component;
    const guarded: RouteObject =
      requiresAuth(route) && Component ? { ...route, Component: withAuthGuard(Component) } : route;
    if (guarded.index || !guarded.children) return guarded;
    return { ...guarded, children: guardAuthRoutes(guarded.children) };
  });
}
