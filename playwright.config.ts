import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);

// Specs that start their own server (startTestServer) render with the React builds that ship.
process.env.NODE_ENV = "production";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Axe runs every WCAG rule on whole pages: 5-30 s each, depending on how busy the 2-core machine is.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // The machine has no network: keep Chromium from trying to reach Google at start-up.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node --max-semi-space-size=4 --max-old-space-size=256 ${process.env.BUILD_DIR || "build"}/server/index.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      BUILD_DIR: process.env.BUILD_DIR || "build",
      DATABASE_URL: "",
      ENQUIRY_LIMIT_PER_MINUTE: "10000",
      SIGNUP_LIMIT_PER_HOUR: "10000",
      LOGIN_LIMIT_PER_MINUTE: "10000",
      RESET_LIMIT_PER_HOUR: "10000",
      SAVE_SEARCH_LIMIT_PER_HOUR: "10000",
      PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
      // The feed tests' CRM serves on 127.0.0.1.
      FEEDS_ALLOW_PRIVATE_NETWORK: "true",
    },
  },
});
