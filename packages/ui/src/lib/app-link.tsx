// Links that work with or without a router. Shared layout pieces (header, footer) render <AppLink>; the full
// app provides a React Router link through LinkComponentProvider, while the light landing entry
// (app/landing-app.tsx) keeps the default plain anchor, so the landing page needs no router code.
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

type AppLinkClassName = string | ((state: { isActive: boolean }) => string);

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> {
  to: string;
  className?: AppLinkClassName;
}

/**
 * The path the page is showing, for plain links' `aria-current`. The build's prerender provides it ('/'), so the
 * HTML it writes is what the browser renders when it hydrates (docs/decisions/140-prerendered-landing-and-light-shell.md).
 */
const CurrentPathContext = createContext<string | undefined>(undefined);
export const CurrentPathProvider = CurrentPathContext.Provider;

function PlainLink({ to, className, ...rest }: AppLinkProps) {
  const serverPath = useContext(CurrentPathContext);
  const currentPath = serverPath ?? (typeof window !== 'undefined' ? window.location.pathname : undefined);
  const isActive = currentPath === to;
  return (
    <a
      href={to}
      className={typeof className === 'function' ? className({ isActive }) : className}
      aria-current={isActive ? 'page' : undefined}
      {...rest}
    />
  );
}

const LinkComponentContext = createContext<ComponentType<AppLinkProps>>(PlainLink);

export const LinkComponentProvider = LinkComponentContext.Provider;

export function AppLink(props: AppLinkProps) {
  const LinkComponent = useContext(LinkComponentContext);
  return <LinkComponent {...props} />;
}
