import { Navigate, useLocation } from '../routing/index.ts';
import { useTenant } from '../tenant/TenantContext.tsx';

/** Any unknown path goes to the default form route, keeping the query string (a prefill token or a staff link survives). */
export function RedirectToDefault() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: useTenant().bundle.config.defaultRoute, search }} replace />;
}
