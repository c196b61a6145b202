import { useState } from "react";
import { FieldError, fieldErrorId } from "../../../components/ui/field";
import { Plus, X } from "../../../components/ui/icons";
import { t } from "../../../i18n/i18n";
import { inputClass, secondaryButtonClass } from "../ui";

export type RowField = {
  name: string;
  label: string;
  type?: "text" | "number" | "select";
  options?: readonly { value: string; label: string }[];
  step?: string;
};

/**
 * Rows of fields (highlights, description rows, nearby places) that can be added and
 * removed. Each column posts as its own repeated field (`name` once per row), in order.
 * One empty row is always there, so the form works before JavaScript too.
 */
export function RowsEditor(props: {
  id: string;
  legend: string;
  fields: RowField[];
  rows: Record<string, string>[];
  error?: string;
  addLabel: string;
}) {
  const blank = () => Object.fromEntries(props.fields.map((f) => [f.name, f.options?.[0]?.value ?? ""]));
  const [rows, setRows] = useState(() =>
    (props.rows.length > 0 ? props.rows : [blank()]).map((r, i) => ({ key: i, values: r })),
  );
  const [next, setNext] = useState(rows.length);
  const messageId = fieldErrorId(props.id);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={props.error ? messageId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-neutral-800">{props.legend}</legend>
      {rows.map((row, i) => (
        <div
          key={row.key}
          className="flex flex-wrap items-end gap-2 rounded-lg bg-neutral-50 p-2 ring-1 ring-neutral-200"
        >
          {props.fields.map((f, column) => {
            const id = `${props.id}-${row.key}-${f.name}`;
            return (
              <div
                key={f.name}
                className={`flex min-w-32 flex-col gap-1 ${column === 0 ? "flex-[2] basis-48" : "flex-1"}`}
              >
                <label htmlFor={id} className="text-xs font-semibold text-neutral-700">
                  {f.label} <span className="sr-only">{t("adminContent.rows.rowNumber", { row: i + 1 })}</span>
                </label>
                {f.type === "select" ? (
                  <select id={id} name={f.name} defaultValue={row.values[f.name]} className={inputClass}>
                    {f.options?.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    name={f.name}
                    type="text"
                    inputMode={f.type === "number" ? "decimal" : undefined}
                    defaultValue={row.values[f.name]}
                    className={inputClass}
                  />
                )}
              </div>
            );
          })}
          <button
            type="button"
            onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
            aria-label={t("adminContent.rows.remove", { row: i + 1 })}
            className="inline-flex size-11 items-center justify-center rounded-lg text-error hover:bg-error/10 focus-visible:outline-2 focus-visible:outline-gold-600"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setRows([...rows, { key: next, values: blank() }]);
            setNext(next + 1);
          }}
        >
          <Plus aria-hidden className="size-4" />
          {props.addLabel}
        </button>
      </div>
      <FieldError id={messageId} message={props.error} />
    </fieldset>
  );
}
