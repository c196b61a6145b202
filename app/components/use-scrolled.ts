import { useEffect, useState } from "react";

/** The original site's header threshold: the scrolled style applies once the page is more than 50 px down. */
export const SCROLL_THRESHOLD = 50;

/**
 * True while window.scrollY is above `threshold`. False on the server and on the first
 * client render (so hydration matches), then read on mount, so a reload mid-page is right.
 */
export function useScrolled(threshold = SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}
