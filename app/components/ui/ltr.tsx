import type { ReactNode } from "react";

/**
 * Text that always reads left to right (a phone number, an e-mail address, a price, a range),
 * kept whole in right-to-left text (decision 011): dir="ltr" isolates it, so on an Arabic
 * page "+971 4 555 0100" does not turn into "0100 555 4 971+". No change on other pages.
 */
export function Ltr(props: { children: ReactNode; className?: string }) {
  return (
    <span dir="ltr" className={props.className}>
      {props.children}
    </span>
  );
}
