import { useEffect, useRef } from "react";
import { CircleAlert, CircleCheck, X } from "./icons";

export type ToastMessage = {
  /** A new id restarts the timer, even for the same text. */
  id: number;
  text: string;
  tone: "success" | "error";
};

/** The original site's default toast lifetime. */
export const TOAST_DURATION_MS = 3000;

/**
 * One toast at the bottom end of the screen. The live region is always in the page, so
 * screen readers announce a message as soon as it appears; the message closes itself
 * after `duration` ms (or by its close button), and `onClose` is then called once.
 */
export function Toast(props: {
  toast: ToastMessage | null;
  onClose: (toast: ToastMessage) => void;
  duration?: number;
  closeLabel: string;
}) {
  const { toast, duration = TOAST_DURATION_MS } = props;
  const onCloseRef = useRef(props.onClose);
  onCloseRef.current = props.onClose;

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => onCloseRef.current(toast), duration);
    return () => clearTimeout(timer);
  }, [toast, duration]);

  const Icon = toast?.tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex justify-end sm:inset-x-auto sm:end-6 sm:bottom-6"
    >
      {toast ? (
        <div
          key={toast.id}
          data-tone={toast.tone}
          className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border border-neutral-200 bg-white p-4 text-sm font-semibold text-ink shadow-soft transition duration-200 starting:translate-y-2 starting:opacity-0 sm:w-auto"
        >
          <Icon
            aria-hidden
            className={`mt-px size-5 shrink-0 ${toast.tone === "error" ? "text-error" : "text-success"}`}
          />
          <span className="flex-1">{toast.text}</span>
          <button
            type="button"
            onClick={() => onCloseRef.current(toast)}
            aria-label={props.closeLabel}
            className="-m-2 grid size-9 shrink-0 place-items-center rounded-full text-neutral-500 hover:bg-neutral-100 hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
