import QRCode from "qrcode";

/** A QR code as the page draws it: `size` modules a side, and one SVG path of the dark ones. */
export type QrCode = { size: number; path: string };

/**
 * The QR code of `text`, built on the server (the `qrcode` package, decision 013) and drawn
 * by the page as inline SVG: no image request, no script, nothing for the CSP to allow.
 * Error correction M: the code stays readable with a little damage or glare on a phone screen.
 */
export function qrCode(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = modules;
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // One 1×1 square per dark module, offset by the 4-module quiet zone.
      if (data[y * size + x]) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
    }
  }
  return { size: size + 8, path: parts.join("") };
}
