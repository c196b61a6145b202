import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is one small cached file (under 3 KB gzipped) instead of a
  // partial manifest matched and serialised into every page (issue 15: about 4 % of a page's
  // server CPU), and navigations never wait to discover a route.
  routeDiscovery: { mode: "initial" },
  // A separate folder lets several builds (and their test servers) coexist on one machine.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
