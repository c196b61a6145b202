// An agent's and an agency's page (routes/agent.tsx, routes/agency.tsx over ProfileLayout) as
// a visitor reads them: who it is, how to reach them, what they list, and which stored texts
// are shown in English on a page of another language.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguageSource, t } from "../../app/i18n/i18n";
import type { AgencyProfileData, AgentCard, AgentProfileData } from "../../app/modules/agent/agent.server";
import type { PropertyCardData } from "../../app/modules/property/card";
import AgencyPage from "../../app/routes/agency";
import AgentPage from "../../app/routes/agent";
import { renderPage } from "../helpers/render-page";

const SITE = "https://www.example.com";

const agency = { id: "b1", slug: "palm-crest-realty", name: "Palm Crest Realty", orn: "24817" };

function anAgent(changes: Partial<AgentCard> = {}): AgentCard {
  return {
    id: "a1",
    slug: "anya-belova",
    name: "Anya Belova",
    brn: "45016",
    photoImageId: null,
    languages: ["en", "ru"],
    phone: "+971 52 904 1163",
    whatsapp: "+971 52 904 1163",
    email: "anya@palmcrest.example",
    bio: "Anya advises investors on Marina and Palm apartments.",
    areas: [
      { id: "l1", label: "Dubai Marina", name: { text: "Dubai Marina", lang: "en" } },
      { id: "l2", label: "Palm Jumeirah", name: { text: "Palm Jumeirah", lang: "en" } },
    ],
    agency,
    figures: { listingsLive: 13, enquiries: 4, responded: 3, responseRate: 0.75, medianResponseSeconds: 3600 },
    ...changes,
  };
}

function aCard(n: number): PropertyCardData {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title: `Apartment ${n} in Dubai Marina`,
    typeName: "Apartment",
    locationLabel: "Dubai Marina",
    city: "Dubai",
    tagTitle: "",
    priceAed: 1_000_000 + n,
    purpose: "sale",
    rentFrequency: null,
    bedrooms: 2,
    bathrooms: 2,
    areaSqft: 1200,
    imageId: null,
    verifiedAt: null,
  };
}

function agentPage(profile: AgentProfileData | null, lang: "en" | "ar" = "en") {
  const prefix = lang === "en" ? "" : `/${lang}`;
  return renderPage({
    Component: AgentPage,
    path: "/:lang?/agents/:slug",
    url: `${prefix}/agents/anya-belova`,
    loaderData: { profile, siteUrl: SITE },
    lang,
  });
}

const listings = (items: PropertyCardData[], total = items.length) => ({ items, total, page: 1, limit: 12 });

describe("an agent's page", () => {
  it("names the agent, links their agency, shows their licences and lists their live listings", () => {
    const items = Array.from({ length: 12 }, (_, i) => aCard(i + 1));
    agentPage({ agent: anAgent(), listings: listings(items, 13) });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Anya Belova");
    expect(screen.getByRole("link", { name: "Palm Crest Realty" }).getAttribute("href")).toBe(
      "/agencies/palm-crest-realty",
    );
    expect(screen.getByText("BRN 45016")).toBeTruthy();
    expect(screen.getByText("ORN 24817")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All agents" }).getAttribute("href")).toBe("/agents");

    const section = screen.getByRole("region", { name: /Live listings/ });
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("Live listings (13)");
    const cards = within(section).getAllByRole("heading", { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(items.map((p) => p.title));
    // Thirteen listings, twelve a page: the pager leads to the second page.
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link").getAttribute("href")).toBe("/agents/anya-belova?page=2");
  });

  it("says so when the agent has no live listing, with no pager", () => {
    agentPage({ agent: anAgent(), listings: listings([]) });
    const section = screen.getByRole("region", { name: /Live listings/ });
    expect(within(section).getByText("No live listings right now.")).toBeTruthy();
    expect(within(section).queryAllByRole("listitem")).toEqual([]);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("links each area the agent serves to the directory filtered by it", () => {
    agentPage({ agent: anAgent(), listings: listings([]) });
    const areas = screen.getByRole("heading", { name: "Areas served" }).parentElement as HTMLElement;
    const links = within(areas).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Dubai Marina", "/agents?area=Dubai%20Marina"],
      ["Palm Jumeirah", "/agents?area=Palm%20Jumeirah"],
    ]);
  });

  it("in Arabic: links stay in Arabic, and only texts without a translation are marked English", () => {
    const agent = anAgent({
      bio: "تنصح أنيا المستثمرين بشقق المارينا والنخلة.",
      agency: { ...agency, inEnglish: ["name"] },
      areas: [
        { id: "l1", label: "Dubai Marina", name: { text: "دبي مارينا" } },
        { id: "l9", label: "Nowhere Park", name: { text: "Nowhere Park", lang: "en" } },
      ],
      inEnglish: [],
    });
    agentPage({ agent, listings: listings([aCard(1)]) }, "ar");

    // A person's name is always stored English.
    expect(screen.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en");
    const agencyLink = screen.getByRole("link", { name: "Palm Crest Realty" });
    expect(agencyLink.getAttribute("href")).toBe("/ar/agencies/palm-crest-realty");
    expect(agencyLink.getAttribute("lang")).toBe("en");
    expect(screen.getByText(agent.bio).getAttribute("lang")).toBeNull();
    const marina = screen.getByRole("link", { name: "دبي مارينا" });
    expect(marina.getAttribute("lang")).toBeNull();
    expect(marina.getAttribute("href")).toBe("/ar/agents?area=Dubai%20Marina");
    expect(screen.getByRole("link", { name: "Nowhere Park" }).getAttribute("lang")).toBe("en");
    expect(screen.getAllByRole("link").find((a) => a.getAttribute("href") === "/ar/agents")).toBeTruthy();
  });

  it("an untranslated biography on an Arabic page is marked English", () => {
    agentPage({ agent: anAgent({ inEnglish: ["bio"] }), listings: listings([]) }, "ar");
    expect(screen.getByText(anAgent().bio).getAttribute("lang")).toBe("en");
  });

  it("an unknown agent is the not-found page", () => {
    agentPage(null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(t("notFound.title"));
    expect(screen.queryByText("Anya Belova")).toBeNull();
  });
});

function anAgency(changes: Partial<AgencyProfileData["agency"]> = {}): AgencyProfileData["agency"] {
  return {
    ...agency,
    tradeLicence: "CN-1234567",
    logoImageId: null,
    address: "Marina Plaza, Office 2304, Dubai Marina",
    phone: "+971 4 555 0101",
    whatsapp: "+971 50 555 0101",
    email: "hello@palmcrest.example",
    languages: ["en", "ar"],
    description: "A Marina brokerage since 2009.",
    agentCount: 2,
    listingsLive: 21,
    ...changes,
  };
}

function agencyPage(profile: AgencyProfileData | null, lang: "en" | "ar" = "en") {
  return renderPage({
    Component: AgencyPage,
    path: "/:lang?/agencies/:slug",
    url: `${lang === "en" ? "" : `/${lang}`}/agencies/palm-crest-realty`,
    loaderData: { profile, siteUrl: SITE },
    lang,
  });
}

describe("an agency's page", () => {
  it("names the agency, its licence, office and counts, and lists its agents linking to their pages", () => {
    const agents = [anAgent(), anAgent({ id: "a2", slug: "omar-haddad", name: "Omar Haddad", brn: "45017" })];
    agencyPage({ agency: anAgency(), agents });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Palm Crest Realty");
    expect(screen.getByText("ORN 24817")).toBeTruthy();
    expect(screen.getByText("CN-1234567")).toBeTruthy();
    expect(screen.getByText("Marina Plaza, Office 2304, Dubai Marina")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All agencies" }).getAttribute("href")).toBe("/agencies");

    const section = screen.getByRole("region", { name: "Our agents" });
    const names = within(section).getAllByRole("heading", { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual(["Anya Belova", "Omar Haddad"]);
    expect(
      within(names[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/agents/omar-haddad");
  });

  it("says so when the agency has no agent, and leaves out an office it has not given", () => {
    agencyPage({ agency: anAgency({ address: "" }), agents: [] });
    const section = screen.getByRole("region", { name: "Our agents" });
    expect(within(section).getByText("This agency has no agents listed yet.")).toBeTruthy();
    expect(screen.queryByText("Office")).toBeNull();
    expect(screen.getByText("Trade licence")).toBeTruthy();
  });

  it("in Arabic: a translated name is not marked English, an untranslated description is", () => {
    const translated = anAgency({ name: "بالم كريست العقارية", inEnglish: ["description"] });
    agencyPage({ agency: translated, agents: [] }, "ar");
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("بالم كريست العقارية");
    expect(h1.getAttribute("lang")).toBeNull();
    expect(screen.getByText("A Marina brokerage since 2009.").getAttribute("lang")).toBe("en");
    setLanguageSource(() => "ar");
    expect(screen.getByRole("link", { name: t("brokerages.allAgencies") }).getAttribute("href")).toBe("/ar/agencies");
  });
});
