import { type RefObject, useEffect } from "react";

/**
 * Slides scrolled out of a carousel track's view are made inert: Tab skips them and screen
 * readers read what is shown (the buttons, dots, a swipe or the arrow keys on the track bring
 * the others in, and they come alive as they do). Before hydration every slide is reachable.
 */
export function useInertOffscreen(track: RefObject<HTMLElement | null>, slides: number): void {
  useEffect(() => {
    const root = track.current;
    if (!root || slides === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) (entry.target as HTMLElement).inert = entry.intersectionRatio < 0.5;
      },
      { root, threshold: [0, 0.5, 1] },
    );
    for (const slide of root.children) observer.observe(slide);
    return () => {
      observer.disconnect();
      for (const slide of root.children) (slide as HTMLElement).inert = false;
    };
  }, [track, slides]);
}
