import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // No data: URLs: the CSP allows fonts and images from our own origin only.
  build: {
    assetsInlineLimit: 0,
    // React Router preloads each page's modules itself; Vite's helper would only serve the
    // deferred home sections, which load in the background anyway.
    modulePreload: false,
  },
  // The server bundle is the whole site (server/main.ts: Hono, the API and the pages), so
  // the server and the pages share one copy of every module.
  // One file, so the bundle knows where it is (import.meta.url) and what started it.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/main.ts", output: { inlineDynamicImports: true } } } },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
