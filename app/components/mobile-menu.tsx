import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { lp, t } from "../i18n/i18n";
import { EnquiryButton } from "../modules/enquiry/enquiry-opener";
import { AreaUnitSwitch } from "./area-unit-switch";
import { CurrencySelector } from "./currency-selector";
import { LanguageSelector } from "./language-selector";
import { isCurrent, MAIN_NAV, MOBILE_EXTRA_NAV, telHref } from "./site-nav";
import { Menu, Phone, X } from "./ui/icons";
import { Link } from "./ui/link";

const FOCUSABLE = "a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";

/** Makes everything outside `keep` inert (the siblings of it and of each ancestor); returns the undo. */
function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node?.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

/** Tab from the last control goes back to the first (the menu button), Shift+Tab the other way. */
function wrapTab(event: KeyboardEvent, within: HTMLElement): void {
  const stops = [...within.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement !== edge && within.contains(document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * The small-screen menu (below 992 px): a disclosure button and the panel it controls.
 * The panel hangs from the bottom of the sticky header, so opening it moves nothing.
 * While open it holds focus (the page behind is inert, Tab wraps from the last link to
 * the button); it closes on a link click, on Escape (focus back on the button) and on any
 * navigation.
 */
export function MobileMenu({ phone }: { phone?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Any navigation (links, back/forward, a form) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const menu = menuRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab" && menu) wrapTab(event, menu);
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const restore = menu ? inertOutside(menu) : () => {};
    // Growing past 992 px hides the button; leave no panel open behind it.
    const wide = window.matchMedia("(min-width: 992px)");
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      restore();
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [open]);

  const close = () => setOpen(false);
  const Icon = open ? X : Menu;

  return (
    // Its own box (with no layout: display contents) so everything else can be made inert.
    <div ref={menuRef} className="contents">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t("shell.closeMenu") : t("shell.openMenu")}
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-full text-ink ring-1 ring-neutral-300 transition-colors hover:bg-sand aria-expanded:bg-ink aria-expanded:text-white aria-expanded:ring-ink group-data-scrolled:text-white group-data-scrolled:ring-white/25 group-data-scrolled:hover:bg-white/10 2xl:hidden"
      >
        <Icon aria-hidden className="size-5" />
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-neutral-200 bg-white opacity-100 shadow-[var(--shadow-soft)] transition-[opacity,translate] duration-200 starting:-translate-y-2 starting:opacity-0 2xl:hidden"
      >
        {/* Drawn only while open: a closed panel would put some 60 elements in every page's HTML. */}
        {open ? (
          <div className="container-page flex flex-col gap-8 pt-4 pb-12">
            <nav aria-label={t("shell.mobileNav")}>
              <ul className="divide-y divide-neutral-200">
                {MAIN_NAV.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={lp(item.to)}
                      onClick={close}
                      aria-current={isCurrent(item, location) ? "page" : undefined}
                      className="flex min-h-14 items-center justify-between text-lg font-semibold text-ink transition-colors hover:text-gold-700 aria-[current=page]:text-gold-700"
                    >
                      {item.label}
                      <span
                        aria-hidden
                        className="size-1.5 rounded-full bg-gold opacity-0 transition-opacity [[aria-current=page]>&]:opacity-100"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className="mt-6 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
                {MOBILE_EXTRA_NAV.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={lp(item.to)}
                      onClick={close}
                      className="flex min-h-11 items-center text-base font-medium text-neutral-600 transition-colors hover:text-gold-700"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="unit-switch-light rounded-[var(--radius-card)] bg-sand p-4">
              <CurrencySelector tone="light" showLabel className="justify-between" />
              <AreaUnitSwitch />
            </div>

            <LanguageSelector tone="light" className="rounded-[var(--radius-card)] bg-sand p-4" />

            <div className="flex flex-col gap-3">
              <EnquiryButton
                type="Become A Partner"
                onOpen={close}
                className="inline-flex min-h-12 items-center justify-center rounded-full bg-gold px-6 font-bold text-ink transition-colors hover:bg-gold-600"
              >
                {t("shell.becomePartner")}
              </EnquiryButton>
              {phone ? (
                <a
                  href={telHref(phone)}
                  className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold text-ink ring-1 ring-neutral-300 transition-colors hover:ring-gold"
                >
                  <Phone aria-hidden className="size-4 text-gold-700" />
                  {t("shell.callUs")}
                </a>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
