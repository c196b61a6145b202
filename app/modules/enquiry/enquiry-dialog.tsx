import type { EnquiryType } from "./schema";

/** Placeholder until the dialog lands: the real one is the "Get Assistance" form. */
export default function EnquiryDialog(props: { inquireType: EnquiryType; onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Get Assistance">
      <button type="button" onClick={props.onClose}>
        Close
      </button>
      {props.inquireType}
    </div>
  );
}
