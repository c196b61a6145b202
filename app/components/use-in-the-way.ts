import { type RefObject, useEffect, useState } from "react";

/** Controls and links: the button steps aside rather than sit on top of them. */
const CONTROL = "a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex='-1'])";
/** Room kept between the button and what it avoids, in CSS pixels. */
const MARGIN = 8;
/** How long the corner must stay clear before the button comes back: it does not blink while a page scrolls. */
const RETURN_DELAY_MS = 250;
/** A scrolling box (a carousel) is checked once it has been still this long, not on every frame. */
const BOX_SCROLL_SETTLE_MS = 150;
/** A map dragged or zoomed loads its markers after it stops: checked again once they are drawn. */
const MAP_SETTLE_MS = 1_000;

type Box = { left: number; right: number; top: number; bottom: number };

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.right + MARGIN && b.left < a.right + MARGIN && a.top < b.bottom + MARGIN && b.top < a.bottom + MARGIN
  );
}

/** The focused element, unless it is the page itself (Skip to content focuses the whole main area). */
function focusedElement(): Element | null {
  const active = document.activeElement;
  return !active || active === document.body || active.id === "main-content" ? null : active;
}

/** Whether one of the element's own lines of text (a FAQ answer, a facts chip) reaches into `box`. */
function textUnder(element: Element, box: Box): boolean {
  const range = document.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (overlaps(line, box)) return true;
  }
  return false;
}

/** Whether a control, a link or text lies under `spot`: sampled on a grid of its box. */
function coversContent(spot: HTMLElement): boolean {
  const box = spot.getBoundingClientRect();
  const xs = [0, 0.5, 1].map((f) => box.left + 2 + f * (box.width - 4));
  const ys = [0, 1 / 3, 2 / 3, 1].map((f) => box.top + 2 + f * (box.height - 4));
  const seen = new Set<Element>();
  for (const x of xs) {
    for (const y of ys) {
      const below = document.elementsFromPoint(x, y).find((el) => !spot.contains(el));
      if (!below || seen.has(below)) continue;
      seen.add(below);
      if (below.closest(CONTROL) || textUnder(below, box)) return true;
    }
  }
  return false;
}

function inTheWayOf(spot: HTMLElement): boolean {
  const focused = focusedElement();
  return (!!focused && overlaps(focused.getBoundingClientRect(), spot.getBoundingClientRect())) || coversContent(spot);
}

/**
 * Whether the floating box `spot` would sit on the focused element, a control or text (the e-mail
 * field of /contact, FAQ answers, a facts chip, a focused "View Properties" link). Checked when
 * focus moves, on scroll, resize and clicks (an answer opens), once a frame at most, and again
 * a second after a drag, a wheel or a key (a map redraws its markers when it stops); null until
 * the first check, so the server's markup and the first paint agree. A box that scrolls inside the
 * page (the home page's carousels step on their own every few seconds) is checked when it stops:
 * each check hit-tests twelve points, too much to pay on every frame of a carousel's slide (it
 * shows in a page's performance trace).
 */
export function useInTheWay(spot: RefObject<HTMLElement | null>, pageKey: string): boolean | null {
  const [inTheWay, setInTheWay] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again on each new page
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settling: ReturnType<typeof setTimeout> | undefined;
    let redrawn: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      frame = 0;
      const el = spot.current;
      if (!el) return;
      clearTimeout(timer);
      // Focused itself, the button shows at once for the visitor who tabbed to it.
      if (el.contains(document.activeElement)) setInTheWay(false);
      else if (inTheWayOf(el)) setInTheWay(true);
      else timer = setTimeout(() => setInTheWay(false), RETURN_DELAY_MS);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    const onScroll = (event: Event) => {
      if (event.target === document) return schedule();
      clearTimeout(settling);
      settling = setTimeout(schedule, BOX_SCROLL_SETTLE_MS);
    };
    const onMove = () => {
      schedule();
      clearTimeout(redrawn);
      redrawn = setTimeout(schedule, MAP_SETTLE_MS);
    };
    const events = ["resize", "focusin", "click", "toggle"] as const;
    const moves = ["pointerup", "wheel", "keyup"] as const;
    for (const name of events) window.addEventListener(name, schedule, { passive: true, capture: true });
    for (const name of moves) window.addEventListener(name, onMove, { passive: true, capture: true });
    window.addEventListener("scroll", onScroll, { passive: true, capture: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(settling);
      clearTimeout(redrawn);
      for (const name of events) window.removeEventListener(name, schedule, { capture: true });
      for (const name of moves) window.removeEventListener(name, onMove, { capture: true });
      window.removeEventListener("scroll", onScroll, { capture: true });
    };
  }, [spot, pageKey]);
  return inTheWay;
}
