import { useEffect, useState } from "react";
import { type Countdown, countdown, SECOND } from "./countdown";

/**
 * The time left to `end`, ticking every second. The first render uses `serverNow` (the
 * server's clock, sent with the page) so the browser hydrates the exact markup the server
 * sent; the real clock takes over right after.
 */
export function useCountdown(end: number, serverNow: number): Countdown {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    if (Date.now() >= end) return;
    const id = window.setInterval(() => {
      tick();
      if (Date.now() >= end) window.clearInterval(id);
    }, SECOND);
    return () => window.clearInterval(id);
  }, [end]);
  return countdown(end, now);
}
