const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>/g;
const BOOT_OPEN = 'type="module" async="">';
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;

/**
 * Rewrites React Router's boot script so that a page's modules are fetched after its first
 * paint, not before: on a slow connection the document, its stylesheet, fonts and first photo
 * then have the bandwidth to themselves, so the largest paint comes sooner (decision 017); the
 * page, readable and usable without JavaScript, hydrates a moment later. The script's static
 * imports become dynamic ones started together; a hidden tab, which never paints, starts them
 * after a second. Only the head is searched for preloads.
 *
 * Works on the page's UTF-8 bytes (app/page-bytes.server.ts): only the head and the boot script
 * are read as text, and the rest is copied as it is. Answers a buffer of its own, so `page`
 * may be the page writer's reused one.
 */
export function hydrateAfterPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = page.indexOf("</head>");
  const open = page.indexOf(BOOT_OPEN);
  const close = open < 0 ? -1 : page.indexOf("</script>", open);
  if (headEnd < 0 || open < headEnd || close < 0) return Buffer.copyBytesFrom(page);
  const bodyStart = open + BOOT_OPEN.length;
  const boot = bootAfterPaint(page.toString("utf8", bodyStart, close));
  if (boot === undefined) return Buffer.copyBytesFrom(page);
  const head = page.toString("utf8", 0, headEnd).replace(MODULE_PRELOAD, "");
  return Buffer.concat([Buffer.from(head), page.subarray(headEnd, bodyStart), Buffer.from(boot), page.subarray(close)]);
}

/** The boot script with its static imports started together from a frame callback. */
function bootAfterPaint(body: string): string | undefined {
  const names: string[] = [];
  const urls: string[] = [];
  let n = 0;
  const rest = body.replace(STATIC_IMPORT, (_m, name: string | undefined, url: string) => {
    names.push(name ?? `_${n++}`);
    urls.push(`import(${url})`);
    return "";
  });
  if (urls.length === 0) return undefined;
  return (
    "let started=false;const start=async()=>{if(started)return;started=true;" +
    `const [${names.join(",")}]=await Promise.all([${urls.join(",")}]);${rest.trim()}};` +
    "requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000);"
  );
}
