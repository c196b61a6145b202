import type { ReactNode } from "react";

declare module "react-dom/server" {
  /**
   * `renderToString`'s render with each chunk handed to `push` as React writes it. Only in the
   * server bundle, which adds it to React's string renderer (vite.config.ts, decision 028).
   */
  export function renderToChunks(children: ReactNode, push: (chunk: string) => void): void;
}
