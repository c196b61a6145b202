import type { SVGProps } from "react";
import sprite from "./icon-sprite.svg?url";

/**
 * Lucide icons drawn from one cached sprite (`icon-sprite.svg`, written by
 * `npm run icons`): each icon on a page is an `<svg><use></svg>` of about 70 bytes
 * instead of 300-600 bytes of paths, and the server renders one element, not five to ten.
 * Size, stroke, fill and line caps come from the `.icon` rule in app.css, so utility classes
 * (`size-4`, `fill-current`, `stroke-*`) and `strokeWidth` still change them.
 */
// No children: the icon's one child is its <use>.
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;
export type Icon = ((props: IconProps) => React.JSX.Element) & { iconName: string };

export function icon(name: string): Icon {
  // The <use> never changes, so it is markup, not an element: the server renders one element
  // per icon instead of two (a search page has 165 icons; decision 027).
  const use = { __html: `<use href="${sprite}#${name}"></use>` };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon when this module loads, never during a render
  const Component = ({ className, strokeWidth, style, ...props }: IconProps) => (
    // No width, height or viewBox: the `.icon` rule sizes it (24 px unless a class says
    // otherwise) and the symbol brings its own viewBox. Three attributes fewer on each of a
    // search page's 165 icons: 7 KB of HTML (decision 027).
    <svg
      aria-hidden={props["aria-label"] ? undefined : true}
      {...props}
      className={className ? `icon ${className}` : "icon"}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module (the sprite's URL and an icon name), never visitor text
      dangerouslySetInnerHTML={use}
    />
  );
  return Object.assign(Component, { iconName: name });
}

export const AirVent = icon("air-vent");
export const Archive = icon("archive");
export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const ArrowUpDown = icon("arrow-up-down");
export const ArrowUpRight = icon("arrow-up-right");
export const BadgeCheck = icon("badge-check");
export const Bath = icon("bath");
export const BedDouble = icon("bed-double");
export const BedSingle = icon("bed-single");
export const Bell = icon("bell");
export const BellRing = icon("bell-ring");
export const Bold = icon("letter-b");
export const BookOpen = icon("book-open");
export const Building2 = icon("building-complex");
export const BusFront = icon("bus-front");
export const CalendarCheck = icon("calendar-check");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const CalendarRange = icon("calendar-range");
export const Check = icon("check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleAlert = icon("circle-exclamation-point");
export const CircleCheck = icon("circle-check");
export const ClipboardList = icon("clipboard-list");
export const Clock = icon("clock");
export const Code = icon("code");
export const Coins = icon("coins");
export const ConciergeBell = icon("concierge-bell");
export const Crown = icon("crown");
export const DoorOpen = icon("door-open");
export const Download = icon("download");
export const Dumbbell = icon("dumbbell");
export const ExternalLink = icon("external-link");
export const Fence = icon("fence");
export const FileQuestion = icon("file-question-mark");
export const FileSearch = icon("file-search");
export const FileText = icon("file-text");
export const Flame = icon("flame");
export const Flower2 = icon("flower-2");
export const Footprints = icon("footprints");
export const Globe = icon("globe");
export const GripVertical = icon("grip-vertical");
export const Handshake = icon("handshake");
export const Heading2 = icon("heading-2");
export const Heading3 = icon("heading-3");
export const Heart = icon("heart");
export const Home = icon("house");
export const Hospital = icon("hospital");
export const Hotel = icon("hotel");
export const HouseWifi = icon("house-wifi");
export const ImageOff = icon("image-off");
export const Images = icon("images");
export const Inbox = icon("inbox");
export const Italic = icon("italic");
export const KeyRound = icon("key-round");
export const Landmark = icon("landmark");
export const LayoutDashboard = icon("layout-dashboard");
export const LayoutGrid = icon("layout-grid");
export const LayoutTemplate = icon("layout-template");
export const Link2 = icon("link-2");
export const List = icon("list");
export const ListChecks = icon("list-checks");
export const ListOrdered = icon("list-ordered");
export const LoaderCircle = icon("loader-circle");
export const LogIn = icon("log-in");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Megaphone = icon("megaphone");
export const Menu = icon("menu");
export const MessageCircle = icon("message-circle");
export const MessageCircleQuestion = icon("message-circle-question-mark");
export const MessageSquareText = icon("message-square-text");
export const Pause = icon("pause");
export const PawPrint = icon("paw-print");
export const Phone = icon("phone");
export const Plane = icon("plane");
export const Play = icon("play");
export const PlugZap = icon("plug-zap");
export const Plus = icon("plus");
export const Quote = icon("quote");
export const RefreshCw = icon("refresh-cw");
export const RotateCcw = icon("rotate-ccw");
export const Ruler = icon("ruler");
export const School = icon("school");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const Settings = icon("settings");
export const ShieldCheck = icon("shield-check");
export const Shirt = icon("shirt");
export const ShoppingBag = icon("shopping-bag");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Sparkles = icon("sparkles");
export const SquareParking = icon("square-letter-p");
export const Star = icon("star");
export const Sunset = icon("sunset");
export const Tag = icon("tag");
export const ToyBrick = icon("toy-brick");
export const TrainFront = icon("train-front");
export const Trash2 = icon("trash");
export const TreePine = icon("tree-pine");
export const Trees = icon("trees");
export const TrendingUp = icon("trending-up");
export const Trophy = icon("trophy");
export const Unlink = icon("unlink");
export const Upload = icon("upload");
export const UserRound = icon("user-round");
export const Users = icon("users");
export const UsersRound = icon("users-round");
export const Waves = icon("waves-horizontal");
export const WavesLadder = icon("waves-ladder");
export const X = icon("x");
