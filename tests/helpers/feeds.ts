import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A local web server standing in for an agency's CRM: it serves whatever feed documents and
 * photos a test puts in `files` (path → body, or a status), and counts what was asked for.
 */
export type FeedServer = {
  url: string;
  files: Map<string, string | Buffer | { status: number } | { redirect: string }>;
  hits: Map<string, number>;
  close(): Promise<void>;
};

export async function startFeedServer(): Promise<FeedServer> {
  const files: FeedServer["files"] = new Map();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const file = files.get(path);
    if (file === undefined) return void res.writeHead(404).end("not found");
    if (typeof file === "object" && "status" in file) return void res.writeHead(file.status).end();
    if (typeof file === "object" && "redirect" in file)
      return void res.writeHead(302, { location: file.redirect }).end();
    const type = typeof file === "string" ? "application/xml; charset=utf-8" : "image/png";
    res.writeHead(200, { "content-type": type }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A small real photo (PNG) of one colour, as an agency's CRM would serve. */
export function photo(red: number): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 120, b: 160 } } })
    .png()
    .toBuffer();
}

/** One listing of a Bayut feed, every field as the format names it. */
export type BayutItem = {
  ref: string;
  status?: "live" | "deleted";
  purpose?: "Buy" | "Rent";
  type?: string;
  price?: string;
  rentFrequency?: string;
  permit?: string;
  city?: string;
  locality?: string;
  subLocality?: string;
  tower?: string;
  title?: string;
  titleAr?: string;
  description?: string;
  descriptionAr?: string;
  bedrooms?: string;
  bathrooms?: string;
  size?: string;
  sizeUnit?: "SQFT" | "SQM";
  furnished?: string;
  offPlan?: "Yes" | "No";
  agentName?: string;
  agentEmail?: string;
  agentPhone?: string;
  images?: string[];
  features?: string[];
  lastUpdated?: string;
};

const cdata = (text: string) => `<![CDATA[${text}]]>`;

/** A Bayut / dubizzle XML feed of `items`. */
export function bayutFeed(items: BayutItem[]): string {
  const property = (i: BayutItem) => `  <Property>
    <Property_Ref_No>${cdata(i.ref)}</Property_Ref_No>
    <Permit_Number>${cdata(i.permit ?? "")}</Permit_Number>
    <Property_Status>${i.status ?? "live"}</Property_Status>
    <Property_purpose>${i.purpose ?? "Buy"}</Property_purpose>
    <Property_Type>${cdata(i.type ?? "Apartment")}</Property_Type>
    <Property_Size>${i.size ?? "1200"}</Property_Size>
    <Property_Size_Unit>${i.sizeUnit ?? "SQFT"}</Property_Size_Unit>
    <Bedrooms>${i.bedrooms ?? "2"}</Bedrooms>
    <Bathrooms>${i.bathrooms ?? "2"}</Bathrooms>
    <Off_plan>${i.offPlan ?? "No"}</Off_plan>
    <Property_Title>${cdata(i.title ?? `Apartment ${i.ref}`)}</Property_Title>
    <Property_Title_AR>${cdata(i.titleAr ?? "")}</Property_Title_AR>
    <Property_Description>${cdata(i.description ?? `A bright home, reference ${i.ref}.`)}</Property_Description>
    <Property_Description_AR>${cdata(i.descriptionAr ?? "")}</Property_Description_AR>
    <Price>${i.price ?? "1500000"}</Price>
    ${i.rentFrequency ? `<Rent_Frequency>${i.rentFrequency}</Rent_Frequency>` : ""}
    <Furnished>${i.furnished ?? "No"}</Furnished>
    <City>${cdata(i.city ?? "Dubai")}</City>
    <Locality>${cdata(i.locality ?? "Dubai Marina")}</Locality>
    <Sub_Locality>${cdata(i.subLocality ?? "")}</Sub_Locality>
    <Tower_Name>${cdata(i.tower ?? "")}</Tower_Name>
    <Listing_Agent>${cdata(i.agentName ?? "Layla Haddad")}</Listing_Agent>
    <Listing_Agent_Phone>${cdata(i.agentPhone ?? "+971500000001")}</Listing_Agent_Phone>
    <Listing_Agent_Email>${cdata(i.agentEmail ?? "layla@palmkeys.example")}</Listing_Agent_Email>
    <Images>${(i.images ?? []).map((u) => `<Image last_update="2026-11-01 10:00:00">${cdata(u)}</Image>`).join("")}</Images>
    <Features>${(i.features ?? []).map((f) => `<Feature>${cdata(f)}</Feature>`).join("")}</Features>
    <Last_Updated>${i.lastUpdated ?? "2026-11-01 10:00:00"}</Last_Updated>
  </Property>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Properties>\n${items.map(property).join("\n")}\n</Properties>\n`;
}
