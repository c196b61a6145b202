import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A page carries the manifest of its own routes; the browser asks /__manifest for the routes
  // its links lead to (an immutable, cached answer). Every route, the back office's included,
  // would otherwise ship with the home page's first load (decision 067).
  routeDiscovery: { mode: "lazy" },
  // A separate folder lets several builds (and their test servers) coexist on one machine.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
