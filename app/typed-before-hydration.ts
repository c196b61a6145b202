type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(["checkbox", "radio", "hidden", "file", "submit", "button", "reset", "image"]);

function typedField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  return target instanceof HTMLInputElement && !NOT_TYPED.has(target.type) ? target : null;
}

/** True when the visitor changed the field from what the server rendered. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Remembers what the visitor typed into the server-rendered fields before the page hydrated
 * (scripts load after the first paint: app/hydrate-after-paint.server.ts), and returns the
 * function that puts it back once it has: React sets a controlled field to its state when it
 * hydrates, which would wipe what was typed. Each value goes back as the input event typing
 * makes, so the component's own handler takes it into its state.
 */
export function keepTypedValues(): () => void {
  const typed = new Map<Field, string>();
  const note = (target: EventTarget | null) => {
    const field = typedField(target);
    if (field && changed(field)) typed.set(field, field.value);
  };
  for (const field of document.querySelectorAll("input, textarea, select")) note(field);
  const onInput = (event: Event) => note(event.target);
  document.addEventListener("input", onInput, true);
  document.addEventListener("change", onInput, true);
  return () => {
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("change", onInput, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // The field may still show the value while its state is empty: React would clear it on
      // the next render. The element's own setter tells React's change tracker the field was
      // empty; the prototype's then sets the value behind it, so the input event is a change.
      field.value = "";
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    }
  };
}
