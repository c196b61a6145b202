import { useRef, useState } from "react";
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";

export type EditableImage = { id: string; width: number; height: number };

/**
 * The listing's images in their order, posted as `name` (one hidden field each, in
 * order). Reordered by dragging or by the Move up/Move down buttons (which work by
 * keyboard and keep focus on the moved image); Remove drops one from the listing.
 * Changes take effect on Save.
 */
export function ImageList(props: { name: string; images: EditableImage[] }) {
  const [items, setItems] = useState(props.images);
  const [announce, setAnnounce] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const move = (from: number, to: number, focus?: "up" | "down") => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    setItems(next);
    setAnnounce(t("adminContent.images.moved", { position: to + 1, total: next.length }));
    if (focus) {
      requestAnimationFrame(() => {
        const row = list.current?.children[to];
        const button = row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]:not([disabled])`);
        (button ?? row?.querySelector<HTMLButtonElement>("[data-move]:not([disabled])"))?.focus();
      });
    }
  };
  const remove = (index: number) => {
    setItems(items.filter((_, i) => i !== index));
    setAnnounce(t("adminContent.images.removed"));
  };

  if (items.length === 0) {
    return <p className="text-sm text-neutral-600">{t("adminContent.images.none")}</p>;
  }
  return (
    <>
      <ol ref={list} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("adminContent.images.order")}>
        {items.map((img, i) => (
          <li
            key={img.id}
            draggable
            onDragStart={(event) => {
              setDragging(i);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null) move(dragging, i);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
            data-image-id={img.id}
            className={`flex flex-col gap-2 rounded-lg bg-white p-2 ring-1 ${dragging === i ? "opacity-50 ring-gold-600" : "ring-neutral-200"}`}
          >
            <input type="hidden" name={props.name} value={img.id} />
            <div className="relative">
              <img
                src={`/media/${img.id}?w=480`}
                alt={t("adminContent.images.alt", { position: i + 1 })}
                width={img.width}
                height={img.height}
                className="aspect-[4/3] w-full rounded-md bg-sand object-cover"
              />
              <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold text-white">
                <GripVertical aria-hidden className="size-3" />
                {i === 0 ? t("adminContent.images.cover") : `#${i + 1}`}
              </span>
            </div>
            <div className="flex flex-wrap gap-1">
              <button
                type="button"
                data-move="up"
                disabled={i === 0}
                onClick={() => move(i, i - 1, "up")}
                aria-label={t("adminContent.images.up", { position: i + 1 })}
                className={smallButton}
              >
                <ArrowUp aria-hidden className="size-4" />
                {t("adminContent.images.upShort")}
              </button>
              <button
                type="button"
                data-move="down"
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1, "down")}
                aria-label={t("adminContent.images.down", { position: i + 1 })}
                className={smallButton}
              >
                <ArrowDown aria-hidden className="size-4" />
                {t("adminContent.images.downShort")}
              </button>
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={t("adminContent.images.remove", { position: i + 1 })}
                className={`${smallButton} text-error`}
              >
                <Trash2 aria-hidden className="size-4" />
                {t("adminContent.images.removeShort")}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
    </>
  );
}

const smallButton =
  "inline-flex min-h-9 items-center gap-1 rounded-md border border-neutral-300 bg-white px-2 text-xs font-semibold text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-gold-600 disabled:opacity-40";
