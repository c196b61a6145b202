import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import {
  type NavigateFunction,
  Link as RouterLink,
  type LinkProps as RouterLinkProps,
  useNavigate,
} from "react-router";

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives every Link below the router's navigate, read once per page instead of once per link. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

export type LinkProps = RouterLinkProps;

/**
 * The site's links. React Router's Link resolves its address against the route tree and
 * reads six contexts twice over for every link it renders (a page has 80 to 130 of them:
 * about a twentieth of a search page's CPU; decision 018). A link to a whole path needs none of
 * that: it is an `<a>` whose click the router takes over as its Link would, navigating in
 * place with the same options. Any other kind of link is React Router's own.
 */
export function Link(props: LinkProps) {
  const navigate = useContext(NavigateContext);
  const { to, replace, state, preventScrollReset, onClick, target, discover: _, ...rest } = props;
  if (!navigate || !isPlainPath(to) || hasRouterOnlyProps(props)) return <RouterLink {...props} />;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // As React Router does: a link to the page already shown replaces it in the history.
    navigate(to, { replace: replace ?? here() === to, state, preventScrollReset });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/** A path from the site's root, without a scheme or a host ("//host" is another site). */
function isPlainPath(to: RouterLinkProps["to"]): to is string {
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//");
}

function hasRouterOnlyProps(props: LinkProps): boolean {
  return Boolean(
    props.reloadDocument ||
      props.relative ||
      props.viewTransition ||
      props.mask ||
      props.defaultShouldRevalidate !== undefined ||
      (props.prefetch ?? "none") !== "none",
  );
}

/** A left click without a key held, on a link that opens in this tab: the clicks React Router takes over. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    !event.currentTarget.hasAttribute("download")
  );
}

function here(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}
