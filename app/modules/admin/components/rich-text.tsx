import { useEffect, useId, useRef, useState } from "react";
import { FieldError, fieldErrorId } from "../../../components/ui/field";
import { t } from "../../../i18n/i18n";
import { inputClass } from "../ui";
import type { TiptapEditor } from "./tiptap-editor";

/**
 * A rich-text field: bold, italic, headings, lists and links in Tiptap, plus an HTML view.
 * The page renders a plain textarea of HTML, which works before (and without) JavaScript;
 * the editor's code (Tiptap and ProseMirror, the back office's largest script) is fetched
 * once the page runs, only by pages that show such a field, and takes over from the textarea
 * with whatever was typed in it meanwhile. Either way the value posts as `name`. The server
 * sanitises what it stores and again what it renders, so the editor needs to trust nothing.
 */
export function RichTextEditor(props: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  /** The language and direction of the text typed (a translation's); the labels stay the page's. */
  lang?: string;
  dir?: "ltr" | "rtl";
}) {
  const [Editor, setEditor] = useState<typeof TiptapEditor>();
  const [initial, setInitial] = useState(props.defaultValue);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const labelId = useId();
  const messageId = fieldErrorId(props.id);
  useEffect(() => {
    let mounted = true;
    void import("./tiptap-editor").then((module) => {
      if (!mounted) return;
      setInitial(textarea.current?.value ?? props.defaultValue);
      setEditor(() => module.TiptapEditor);
    });
    return () => {
      mounted = false;
    };
  }, [props.defaultValue]);

  return (
    <div className="flex flex-col gap-1">
      {Editor ? (
        <Editor
          id={props.id}
          name={props.name}
          label={props.label}
          initial={initial}
          error={props.error}
          lang={props.lang}
          dir={props.dir}
          labelId={labelId}
          messageId={messageId}
        />
      ) : (
        <>
          <span id={labelId} className="text-sm font-semibold text-neutral-800">
            <label htmlFor={props.id}>{props.label}</label>
          </span>
          <textarea
            ref={textarea}
            id={props.id}
            name={props.name}
            rows={10}
            defaultValue={props.defaultValue}
            lang={props.lang}
            dir={props.dir}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? messageId : undefined}
            className={`${inputClass} font-mono text-sm`}
          />
        </>
      )}
      <p className="text-xs text-neutral-600">{t("adminContent.rich.hint")}</p>
      <FieldError id={messageId} message={props.error} />
    </div>
  );
}
