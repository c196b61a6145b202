import QRCode from "qrcode";

/**
 * The QR code of `text` as an SVG document, built on the server (the `qrcode` package,
 * decision 013). Error correction M: it stays readable with a little damage or glare on a
 * phone screen. Each row's dark modules are drawn as runs, a rectangle per run.
 */
export function qrSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = modules;
  const quiet = 4;
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y * size + x]) continue;
      let run = 1;
      while (x + run < size && data[y * size + x + run]) run++;
      parts.push(`M${x + quiet} ${y + quiet}h${run}v1h-${run}z`);
      x += run - 1;
    }
  }
  const side = size + 2 * quiet;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${parts.join("")}" fill="#0b1b2b"/></svg>`;
}
