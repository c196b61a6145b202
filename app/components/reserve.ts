import type { CSSProperties } from "react";

/** Heights in px on a phone, from 768 px and from 1024 px (see render-when-near in app.css). */
export type Reserve = readonly [phone: number, tablet: number, desktop: number];

/** The style that makes a render-when-near element keep `reserve` until it is first drawn. */
export function reserveStyle([phone, tablet, desktop]: Reserve): CSSProperties {
  return { "--reserve": `${phone}px`, "--reserve-md": `${tablet}px`, "--reserve-lg": `${desktop}px` } as CSSProperties;
}
