import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FieldError, fieldErrorId } from "../../../components/ui/field";
import { Bold, Code, Heading2, Heading3, Italic, Link2, List, ListOrdered, Unlink } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";
import { inputClass } from "../ui";

/**
 * A small rich-text editor: bold, italic, headings, lists and links over a contenteditable
 * region, plus an HTML view. Before JavaScript (and in the HTML view) it is a plain
 * textarea of HTML; either way the value posts as `name`. The server sanitises what it
 * stores and again what it renders, so the editor needs to trust nothing.
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
  const [enhanced, setEnhanced] = useState(false);
  const [source, setSource] = useState(false);
  const [html, setHtml] = useState(props.defaultValue);
  const editor = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const messageId = fieldErrorId(props.id);
  useEffect(() => setEnhanced(true), []);
  // The editable region is filled once (and after leaving the HTML view), never re-rendered by React.
  useEffect(() => {
    if (enhanced && !source && editor.current && editor.current.innerHTML !== html) editor.current.innerHTML = html;
  }, [enhanced, source, html]);

  const sync = () => setHtml(editor.current?.innerHTML ?? "");
  const run = (command: string, value?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, value);
    sync();
  };
  const link = () => {
    const url = window.prompt(t("adminContent.rich.linkPrompt"), "https://");
    if (!url) return;
    if (!/^(https?:|mailto:|tel:|\/)/i.test(url.trim())) return;
    run("createLink", url.trim());
  };
  const aria = {
    "aria-invalid": props.error ? (true as const) : undefined,
    "aria-describedby": props.error ? messageId : undefined,
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-semibold text-neutral-800">
        {enhanced && !source ? props.label : <label htmlFor={props.id}>{props.label}</label>}
      </span>
      {enhanced && (
        <div
          role="toolbar"
          aria-label={t("adminContent.rich.toolbar", { field: props.label })}
          className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-neutral-300 bg-sand/50 p-1"
        >
          <ToolButton label={t("adminContent.rich.bold")} onClick={() => run("bold")} disabled={source}>
            <Bold className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton label={t("adminContent.rich.italic")} onClick={() => run("italic")} disabled={source}>
            <Italic className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton label={t("adminContent.rich.h2")} onClick={() => run("formatBlock", "h2")} disabled={source}>
            <Heading2 className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton label={t("adminContent.rich.h3")} onClick={() => run("formatBlock", "h3")} disabled={source}>
            <Heading3 className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton label={t("adminContent.rich.ul")} onClick={() => run("insertUnorderedList")} disabled={source}>
            <List className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton label={t("adminContent.rich.ol")} onClick={() => run("insertOrderedList")} disabled={source}>
            <ListOrdered className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton label={t("adminContent.rich.link")} onClick={link} disabled={source}>
            <Link2 className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton label={t("adminContent.rich.unlink")} onClick={() => run("unlink")} disabled={source}>
            <Unlink className="size-4" aria-hidden />
          </ToolButton>
          <ToolButton
            label={t("adminContent.rich.source")}
            pressed={source}
            onClick={() => {
              if (!source) sync();
              setSource(!source);
            }}
          >
            <Code className="size-4" aria-hidden />
          </ToolButton>
        </div>
      )}
      {enhanced && !source ? (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a rich-text region cannot be a textarea */}
          <div
            ref={editor}
            id={props.id}
            role="textbox"
            tabIndex={0}
            aria-multiline="true"
            aria-labelledby={labelId}
            contentEditable
            suppressContentEditableWarning
            onInput={sync}
            onBlur={sync}
            lang={props.lang}
            dir={props.dir}
            {...aria}
            className={`${inputClass} prose-admin min-h-48 rounded-t-none [&_a]:text-navy [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6`}
          />
          <input type="hidden" name={props.name} value={html} />
        </>
      ) : (
        <textarea
          id={props.id}
          name={props.name}
          rows={10}
          value={enhanced ? html : undefined}
          defaultValue={enhanced ? undefined : props.defaultValue}
          onChange={(event) => setHtml(event.target.value)}
          lang={props.lang}
          dir={props.dir}
          {...aria}
          className={`${inputClass} font-mono text-sm ${enhanced ? "rounded-t-none" : ""}`}
        />
      )}
      <p className="text-xs text-neutral-600">{t("adminContent.rich.hint")}</p>
      <FieldError id={messageId} message={props.error} />
    </div>
  );
}

function ToolButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={props.label}
      aria-label={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      // Keep the selection in the editable region when a button is pressed with the mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
      className="inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-gold-600 disabled:opacity-40 aria-pressed:bg-navy aria-pressed:text-white"
    >
      {props.children}
    </button>
  );
}
