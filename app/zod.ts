import { z } from "zod";

// Zod compiles object parsers with `new Function` when it can, and finds out by trying
// once. Under our CSP (no 'unsafe-eval') that probe is refused, and although zod catches
// the error, Chromium still records a CSP violation (Lighthouse: "Issues were logged").
// In the browser, parse without compiling. Every client-side schema imports zod from here,
// so this runs before the first z.object() is built (the probe happens then).
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
