import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { lp } from "../../i18n/i18n";
import type { EnquiryListing } from "./components/enquiry-listing";
import type { EnquiryType } from "./schema";

type EnquiryOpener = {
  open: (type: EnquiryType, opener?: HTMLElement | null, listing?: EnquiryListing) => void;
};

const EnquiryContext = createContext<EnquiryOpener | null>(null);

// The dialog (form, phone input, toasts) loads on first use, not with the page.
const loadDialog = () => import("./enquiry-dialog");
const EnquiryDialog = lazy(loadDialog);

/** Starts fetching the dialog's code when a pointer or focus reaches an opener. */
function preload() {
  loadDialog().catch(() => {
    // Tried again, and reported, when the dialog is actually opened.
  });
}

/** Holds the one shared "Get Assistance" dialog; any EnquiryButton on the page opens it. */
export function EnquiryProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<{ type: EnquiryType; listing?: EnquiryListing } | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const open = useCallback((type: EnquiryType, opener?: HTMLElement | null, listing?: EnquiryListing) => {
    openerRef.current = opener ?? null;
    setOpened({ type, listing });
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <EnquiryContext.Provider value={value}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <EnquiryDialog
            inquireType={opened.type}
            listing={opened.listing}
            onClose={() => {
              setOpened(null);
              openerRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </EnquiryContext.Provider>
  );
}

export function useEnquiry(): EnquiryOpener {
  const value = useContext(EnquiryContext);
  if (!value) throw new Error("useEnquiry outside EnquiryProvider");
  return value;
}

/**
 * Opens the enquiry dialog for `type`, about `listing` when given. Before JavaScript has loaded
 * it is a plain link to /enquiry (with the listing's id), a server-rendered page with the same form.
 */
export function EnquiryButton(props: {
  type: EnquiryType;
  /** The listing the enquiry is about: the dialog shows it and stores its page address. */
  listing?: EnquiryListing;
  className?: string;
  children: ReactNode;
  /** Called as the dialog opens, e.g. to close the mobile menu the button sits in. */
  onOpen?: () => void;
}) {
  const { open } = useEnquiry();
  return (
    <a
      href={lp(
        `/enquiry?type=${encodeURIComponent(props.type)}${props.listing ? `&property=${props.listing.id}` : ""}`,
      )}
      className={props.className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        // Ctrl/Cmd/Shift-click keeps the link's own meaning: the page in a new tab or window.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open(props.type, event.currentTarget, props.listing);
        props.onOpen?.();
      }}
    >
      {props.children}
    </a>
  );
}
