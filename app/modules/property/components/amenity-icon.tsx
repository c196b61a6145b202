import {
  AirVent,
  Archive,
  ArrowUpDown,
  BedSingle,
  BookOpen,
  CircleCheck,
  ConciergeBell,
  DoorOpen,
  Dumbbell,
  Fence,
  Flame,
  Flower2,
  Footprints,
  HouseWifi,
  type Icon,
  PawPrint,
  PlugZap,
  ShieldCheck,
  Shirt,
  Sparkles,
  SquareParking,
  Sunset,
  ToyBrick,
  Trees,
  Waves,
  WavesLadder,
} from "../../../components/ui/icons";

/**
 * The icons a facility or feature may name (the category's `icon`, a lucide name). Only
 * these are bundled; an unknown name shows a check mark.
 */
const ICONS: Record<string, Icon> = {
  "air-vent": AirVent,
  archive: Archive,
  "arrow-up-down": ArrowUpDown,
  "bed-single": BedSingle,
  "book-open": BookOpen,
  "concierge-bell": ConciergeBell,
  "door-open": DoorOpen,
  dumbbell: Dumbbell,
  fence: Fence,
  flame: Flame,
  "flower-2": Flower2,
  footprints: Footprints,
  "house-wifi": HouseWifi,
  "paw-print": PawPrint,
  "plug-zap": PlugZap,
  shirt: Shirt,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  "square-parking": SquareParking,
  sunset: Sunset,
  "toy-brick": ToyBrick,
  trees: Trees,
  waves: Waves,
  "waves-ladder": WavesLadder,
};

export function AmenityIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? CircleCheck;
  return <Icon aria-hidden className={className} />;
}
