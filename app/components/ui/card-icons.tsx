import { Bath, BedDouble, MapPin, Ruler } from "lucide-react";

const ICONS = { pin: MapPin, bed: BedDouble, bath: Bath, area: Ruler } as const;

export type CardIconName = keyof typeof ICONS;

/**
 * The icons every property card repeats, drawn once per page. Cards point at them with
 * <use>, so a grid of 24 cards sends and renders 4 icon drawings instead of 96.
 */
export function CardIconSprite() {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`card-icon-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg aria-hidden className={className} viewBox="0 0 24 24">
      <use href={`#card-icon-${name}`} />
    </svg>
  );
}
