import { NavLink } from 'react-router-dom';
import type { AppLinkProps } from '../lib/app-link';

/** <AppLink> inside the full app: client-side navigation, active state for the current page. */
export function RouterLink({ to, className, ...rest }: AppLinkProps) {
  return <NavLink to={to} end className={className} {...rest} />;
}
