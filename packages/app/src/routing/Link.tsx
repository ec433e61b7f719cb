import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { To } from './history.ts';
import { useLocation, useNavigate, useRouter } from './routerContext.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  state?: unknown;
  replace?: boolean;
}

/** A plain click (no modifier key, main button, this tab) navigates in the app; anything else is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An anchor to a route: a real href (open in a new tab works), a plain click navigates without reloading. */
export function Link({ to, state, replace, onClick, children, ...rest }: LinkProps) {
  const router = useRouter();
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={router.href(to)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    >
      {children}
    </a>
  );
}

/** A link marked `aria-current="page"` while its path is the current one. */
export function NavLink(props: LinkProps) {
  const { pathname } = useLocation();
  const target = typeof props.to === 'string' ? props.to.split(/[?#]/)[0] : props.to.pathname;
  const current = target !== undefined && target.toLowerCase() === pathname.toLowerCase();
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}
