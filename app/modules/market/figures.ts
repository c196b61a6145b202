/** The shapes of the registry's figures (decision 065), apart from the server code so components can name them. */
import type { RoomsBucket } from "./rooms";

/** The figures of one community for one bucket of rooms (null: all homes), over the 12 months. */
export type RoomsFigures = {
  medianPricePerSqft: number | null;
  sales: number;
  medianRent: number | null;
  rentContracts: number;
  grossYield: number | null;
};

export type PriceCell = { medianPricePerSqft: number | null; medianPricePerSqm: number | null; sales: number };

/** One line of an area guide's table: all homes (rooms null) or one bucket. */
export type RoomsRow = {
  rooms: RoomsBucket | null;
  all: PriceCell;
  ready: PriceCell;
  offPlan: PriceCell;
  /** The median sale price of a home, whole AED. */
  medianPrice: number | null;
  /** The median yearly rent of a contract, whole AED. */
  medianRent: number | null;
  rentContracts: number;
  /** Median rent ÷ median price (0.062 is 6.2 %); null unless both are known. */
  grossYield: number | null;
};

export type TrendPoint = {
  /** YYYY-MM */
  month: string;
  medianPricePerSqft: number | null;
  medianPricePerSqm: number | null;
  sales: number;
};

export type RecentSale = {
  /** YYYY-MM-DD */
  date: string;
  rooms: RoomsBucket | null;
  sizeSqm: number;
  priceAed: number;
  offPlan: boolean;
};

export type AreaFigures = {
  locationId: string;
  slug: string;
  /** The community's English name; pages show the location's own translation. */
  name: string;
  /** YYYY-MM: the last month of the 12 and 24 months the figures cover. */
  periodEnd: string;
  all: RoomsRow;
  /** Buckets with at least one sale or rent contract, studio first. */
  byRooms: RoomsRow[];
  /** 24 months, oldest first, months without a sale included. */
  trend: TrendPoint[];
  /** The last 20 registered sales of homes: nothing personal. */
  recentSales: RecentSale[];
};

export type MarketArea = { locationId: string; slug: string; name: string; sales: number; rentContracts: number };
