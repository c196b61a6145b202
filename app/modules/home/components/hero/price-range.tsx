import { type RefObject, useId, useRef, useState } from "react";
import { useTakeEarlyInput } from "../../../../components/hydration";
import { CircleAlert } from "../../../../components/ui/icons";
import { t } from "../../../../i18n/i18n";
import {
  checkMax,
  checkMin,
  groupDigits,
  parsePriceInput,
  priceProblemMessage,
  QUICK_PRICES,
  quickMaxDisabled,
  quickMinDisabled,
} from "../../hero-query";

type Bound = number | null;

/**
 * Min and max price: typed (numeric, at least 0) or picked from the quick-select lists.
 * A typed value is checked when it is committed (blur or Enter), not per keystroke, so
 * typing "2000000" is not refused at its first "2"; a refused value is put back and the
 * original site's message shows as an inline alert.
 */
export function PriceRange(props: {
  min: Bound;
  max: Bound;
  onChange: (min: Bound, max: Bound) => void;
  /** Field names for the no-JavaScript form submission; omitted in the filter dialog. */
  named?: boolean;
}) {
  const { min, max, onChange } = props;
  const [alert, setAlert] = useState<string | null>(null);
  const id = useId();
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);

  // Prices typed before the page hydrated (see useTakeEarlyInput) are committed together, as a
  // pair: committing one and then the other would check each against the other's old value. A
  // bound that does not fit is put back with the alert its blur would show.
  useTakeEarlyInput(() => {
    const typed = (input: HTMLInputElement | null, current: Bound) => {
      const value = parsePriceInput(input?.value ?? "");
      return value === undefined ? current : value;
    };
    let nextMin = typed(minInput.current, min);
    let nextMax = typed(maxInput.current, max);
    if (nextMin === min && nextMax === max) return;
    if (nextMax !== max && checkMax(nextMax, nextMin)) {
      setAlert(priceProblemMessage("maxBelowMin"));
      nextMax = max;
    }
    if (checkMin(nextMin, nextMax)) {
      setAlert(priceProblemMessage("minAboveMax"));
      nextMin = min;
    }
    if (nextMin !== min || nextMax !== max) onChange(nextMin, nextMax);
  });

  const commitMin = (text: string): boolean => {
    const value = parsePriceInput(text);
    if (value === undefined) return false;
    const problem = checkMin(value, max);
    if (problem) {
      setAlert(priceProblemMessage(problem));
      return false;
    }
    setAlert(null);
    if (value !== min) onChange(value, max);
    return true;
  };
  const commitMax = (text: string): boolean => {
    const value = parsePriceInput(text);
    if (value === undefined) return false;
    const problem = checkMax(value, min);
    if (problem) {
      setAlert(priceProblemMessage(problem));
      return false;
    }
    setAlert(null);
    if (value !== max) onChange(min, value);
    return true;
  };

  return (
    <div>
      {alert ? (
        <p
          role="alert"
          className="mb-3 flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-error"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {alert}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <PriceColumn
          id={`${id}min`}
          input={minInput}
          label={t("hero.minPrice")}
          name={props.named ? "minPrice" : undefined}
          value={min}
          commit={commitMin}
          isDisabled={(v) => quickMinDisabled(v, max)}
          pick={(v) => {
            setAlert(null);
            onChange(v, max);
          }}
        />
        <PriceColumn
          id={`${id}max`}
          input={maxInput}
          label={t("hero.maxPrice")}
          name={props.named ? "maxPrice" : undefined}
          value={max}
          commit={commitMax}
          isDisabled={(v) => quickMaxDisabled(v, min)}
          pick={(v) => {
            setAlert(null);
            onChange(min, v);
          }}
        />
      </div>
    </div>
  );
}

function PriceColumn(props: {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  label: string;
  name?: string;
  value: Bound;
  commit: (text: string) => boolean;
  isDisabled: (value: number) => boolean;
  pick: (value: number) => void;
}) {
  const shown = props.value === null ? "" : String(props.value);
  const [text, setText] = useState(shown);
  // A quick pick or an applied dialog changes the value from outside: show it in the same
  // render. (An effect showed it a frame later, and a field cleared in that frame got it back.)
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }
  const commit = () => {
    if (!props.commit(text)) setText(shown);
  };
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-neutral-600">
        {props.label}
      </label>
      <input
        ref={props.input}
        id={props.id}
        name={props.name}
        type="number"
        min={0}
        step="any"
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          commit();
        }}
        className="tabular h-10 w-full rounded-lg border border-neutral-300 px-3 text-sm outline-none focus:border-navy"
      />
      <ul aria-label={props.label} className="mt-2 grid gap-1">
        {QUICK_PRICES.map((value) => (
          <li key={value}>
            <button
              type="button"
              disabled={props.isDisabled(value)}
              aria-pressed={props.value === value}
              onClick={() => props.pick(value)}
              className="tabular w-full rounded-md px-2 py-1 text-start text-sm hover:bg-sand aria-pressed:bg-navy aria-pressed:text-white disabled:cursor-not-allowed disabled:text-neutral-400 disabled:hover:bg-transparent"
            >
              {groupDigits(value)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
