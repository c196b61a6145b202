import "../../../i18n/en-admin";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FieldError, fieldErrorId } from "../../../components/ui/field";
import { Bold, Code, Heading2, Heading3, Italic, Link2, List, ListOrdered, Unlink } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";
import { buttonClass, inputClass, secondaryButtonClass } from "../ui";

/** The addresses a link may point to: the web and e-mail. Anything else (javascript:, data:) is refused as typed. */
export function isEditorLink(url: string): boolean {
  return /^(https?:\/\/[^\s/]|mailto:[^\s])/i.test(url.trim());
}

/**
 * Only what the server's sanitiser keeps (html.server.ts): paragraphs, headings 2 and 3,
 * bold, italic, underline, lists, quotes and links. Code, strike-through and rules are left
 * out so that the editor never offers what saving would remove.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["http", "https", "mailto"],
      isAllowedUri: (url) => isEditorLink(url),
      // The public page decides how links open; the stored HTML carries the address only.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

const REGION_CLASS =
  "prose-admin min-h-48 rounded-t-none [&_a]:text-navy [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6";

/** What the page's field hands the editor once its code has arrived. */
export type TiptapEditorProps = {
  id: string;
  name: string;
  label: string;
  /** The HTML to start from: the field's value, or what was typed in the textarea meanwhile. */
  initial: string;
  error?: string;
  lang?: string;
  dir?: "ltr" | "rtl";
  labelId: string;
  messageId: string;
};

/**
 * The enhanced half of the rich-text field: Tiptap's editable region with a toolbar, and an
 * HTML view. The value posts as a hidden field named `name`, or from the HTML view's textarea.
 */
export function TiptapEditor(props: TiptapEditorProps) {
  const [source, setSource] = useState(false);
  const [html, setHtml] = useState(props.initial);
  const { labelId, messageId } = props;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: props.initial,
    // The server never renders this half; React renders it only in the browser.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor }) => setHtml(editor.isEmpty ? "" : editor.getHTML()),
  });

  // The editable region's own attributes follow the field's label, language and error.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          id: props.id,
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          ...(props.lang ? { lang: props.lang } : {}),
          ...(props.dir ? { dir: props.dir } : {}),
          ...(props.error ? { "aria-invalid": "true", "aria-describedby": messageId } : {}),
          class: `${inputClass} ${REGION_CLASS}`,
        },
      },
    });
  }, [editor, props.id, props.lang, props.dir, props.error, labelId, messageId]);

  const toggleSource = () => {
    // Back from the HTML view, the editor takes what was typed there (and drops what it cannot show).
    if (source) editor?.commands.setContent(html, { emitUpdate: true });
    setSource(!source);
  };

  return (
    <>
      <span id={labelId} className="text-sm font-semibold text-neutral-800">
        {editor && !source ? props.label : <label htmlFor={props.id}>{props.label}</label>}
      </span>
      {editor && <Toolbar editor={editor} field={props.label} source={source} onSource={toggleSource} />}
      {editor && !source ? (
        <>
          <EditorContent editor={editor} />
          <input type="hidden" name={props.name} value={html} />
        </>
      ) : (
        <textarea
          id={props.id}
          name={props.name}
          rows={10}
          value={html}
          onChange={(event) => setHtml(event.target.value)}
          lang={props.lang}
          dir={props.dir}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? messageId : undefined}
          className={`${inputClass} font-mono text-sm ${editor ? "rounded-t-none" : ""}`}
        />
      )}
    </>
  );
}

function Toolbar(props: { editor: Editor; field: string; source: boolean; onSource: () => void }) {
  const { editor, source } = props;
  const [linking, setLinking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor.isActive("bold"),
      italic: editor.isActive("italic"),
      h2: editor.isActive("heading", { level: 2 }),
      h3: editor.isActive("heading", { level: 3 }),
      ul: editor.isActive("bulletList"),
      ol: editor.isActive("orderedList"),
      link: editor.isActive("link"),
    }),
  });
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) =>
    command(editor.chain().focus()).run();

  return (
    <div className="relative">
      <div
        role="toolbar"
        aria-label={t("adminContent.rich.toolbar", { field: props.field })}
        className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-neutral-300 bg-sand/50 p-1"
      >
        <ToolButton
          label={t("adminContent.rich.bold")}
          pressed={!source && active.bold}
          disabled={source}
          onClick={() => run((c) => c.toggleBold())}
        >
          <Bold className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("adminContent.rich.italic")}
          pressed={!source && active.italic}
          disabled={source}
          onClick={() => run((c) => c.toggleItalic())}
        >
          <Italic className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("adminContent.rich.h2")}
          pressed={!source && active.h2}
          disabled={source}
          onClick={() => run((c) => c.toggleHeading({ level: 2 }))}
        >
          <Heading2 className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("adminContent.rich.h3")}
          pressed={!source && active.h3}
          disabled={source}
          onClick={() => run((c) => c.toggleHeading({ level: 3 }))}
        >
          <Heading3 className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("adminContent.rich.ul")}
          pressed={!source && active.ul}
          disabled={source}
          onClick={() => run((c) => c.toggleBulletList())}
        >
          <List className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("adminContent.rich.ol")}
          pressed={!source && active.ol}
          disabled={source}
          onClick={() => run((c) => c.toggleOrderedList())}
        >
          <ListOrdered className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("adminContent.rich.link")}
          expanded={linking}
          disabled={source}
          onClick={() => setLinking(!linking)}
        >
          <Link2 className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={t("adminContent.rich.unlink")}
          disabled={source || !active.link}
          onClick={() => run((c) => c.extendMarkRange("link").unsetLink())}
        >
          <Unlink className="size-4" aria-hidden />
        </ToolButton>
        <ToolButton label={t("adminContent.rich.source")} pressed={source} onClick={props.onSource}>
          <Code className="size-4" aria-hidden />
        </ToolButton>
      </div>
      {linking && !source ? (
        <LinkDialog
          initial={editor.getAttributes("link").href ?? ""}
          onApply={(href) => {
            run((c) => c.extendMarkRange("link").setLink({ href }));
            setLinking(false);
          }}
          onClose={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The address of a link, asked in the page rather than in a browser prompt. It sits inside
 * the editor's form, so it is a group of fields, not a form of its own: Enter applies the
 * link instead of submitting the page's form, Escape closes it.
 */
function LinkDialog(props: { initial: string; onApply: (href: string) => void; onClose: () => void }) {
  const inputId = useId();
  const errorId = fieldErrorId(inputId);
  const titleId = useId();
  const [value, setValue] = useState(props.initial || "https://");
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const apply = () => {
    if (!isEditorLink(value)) return setError(t("adminContent.rich.linkInvalid"));
    props.onApply(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      props.onClose();
    }
  };

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="absolute inset-x-0 top-full z-10 mt-1 flex flex-col gap-2 rounded-lg border border-neutral-300 bg-white p-3 shadow-lg sm:w-96"
    >
      <label id={titleId} htmlFor={inputId} className="text-sm font-semibold text-neutral-800">
        {t("adminContent.rich.linkPrompt")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="url"
        inputMode="url"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      />
      <FieldError id={errorId} message={error} />
      <div className="flex gap-2">
        <button type="button" className={buttonClass} onClick={apply}>
          {t("adminContent.rich.linkApply")}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={props.onClose}>
          {t("adminContent.rich.linkCancel")}
        </button>
      </div>
    </div>
  );
}

function ToolButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  /** For the button that opens the link dialog. */
  expanded?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={props.label}
      aria-label={props.label}
      aria-pressed={props.pressed}
      aria-expanded={props.expanded}
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
