const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>/g;
const BOOT_SCRIPT = /(<script nonce="[^"]*" type="module" async="">)([^<]*)(<\/script>)/;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;

/**
 * Rewrites React Router's boot script so that a page's modules are fetched after its first
 * paint, not before: on a slow connection the document, its stylesheet, fonts and first photo
 * then have the bandwidth to themselves (issue 15, LCP), and the page, readable and usable
 * without JavaScript, hydrates a moment later. The script's static imports become dynamic
 * ones started together; a hidden tab, which never paints, starts them after a second.
 */
export function hydrateAfterPaint(html: string): string {
  const boot = html.match(BOOT_SCRIPT);
  if (!boot) return html;
  const [whole, open, body, close] = boot as unknown as [string, string, string, string];
  const names: string[] = [];
  const urls: string[] = [];
  let n = 0;
  const rest = body.replace(STATIC_IMPORT, (_m, name: string | undefined, url: string) => {
    names.push(name ?? `_${n++}`);
    urls.push(`import(${url})`);
    return "";
  });
  if (urls.length === 0) return html;
  const script =
    "let started=false;const start=async()=>{if(started)return;started=true;" +
    `const [${names.join(",")}]=await Promise.all([${urls.join(",")}]);${rest.trim()}};` +
    "requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000);";
  return html.replace(MODULE_PRELOAD, "").replace(whole, `${open}${script}${close}`);
}
