import { storedLang } from "../../../i18n/stored";
import type { Amenity } from "../detail.server";
import { AmenityIcon } from "./amenity-icon";

/** The facilities or the features of a listing, each with its icon. */
export function AmenityList(props: { title: string; items: Amenity[]; id: string }) {
  if (props.items.length === 0) return null;
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="text-xl font-bold text-ink">
        {props.title}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3" data-amenities={props.id}>
        {props.items.map((item) => (
          <li
            key={item.id}
            className="flex items-center gap-2.5 rounded-lg bg-sand/60 px-3 py-2.5 sm:gap-3 sm:px-4 sm:py-3 text-sm font-medium text-ink"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-white text-gold-700 ring-1 ring-sand-200">
              <AmenityIcon name={item.icon} className="size-[18px]" />
            </span>
            <span lang={storedLang(item, "name")}>{item.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
