import { describe, expect, it } from "vitest";
import { absoluteUrl, seoMeta } from "./seo";

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);
const content = (tags: Tag[], key: string, value: string) => find(tags, key, value)?.content;

describe("seoMeta", () => {
  const base = { title: "Villa — Dubai Estates", description: "A villa.", siteUrl: "https://example.com" };

  it("gives title, description, Open Graph, Twitter and a canonical link", () => {
    const tags = seoMeta({ ...base, path: "/about" }) as Tag[];
    expect(find(tags, "title", "Villa — Dubai Estates")).toBeTruthy();
    expect(content(tags, "name", "description")).toBe("A villa.");
    expect(content(tags, "property", "og:title")).toBe("Villa — Dubai Estates");
    expect(content(tags, "property", "og:description")).toBe("A villa.");
    expect(content(tags, "property", "og:url")).toBe("https://example.com/about");
    expect(content(tags, "property", "og:type")).toBe("website");
    expect(content(tags, "property", "og:site_name")).toBe("Dubai Estates");
    expect(content(tags, "name", "twitter:card")).toBe("summary");
    expect(content(tags, "name", "twitter:title")).toBe("Villa — Dubai Estates");
    expect(content(tags, "name", "twitter:description")).toBe("A villa.");
    expect(find(tags, "property", "og:image")).toBeUndefined();
    expect(find(tags, "name", "twitter:image")).toBeUndefined();
    expect(tags.filter((t) => t.rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://example.com/about" },
    ]);
  });

  it("makes the image absolute and uses the large card with it", () => {
    const tags = seoMeta({ ...base, path: "/property/p1", image: "/media/i1", type: "article" }) as Tag[];
    expect(content(tags, "property", "og:image")).toBe("https://example.com/media/i1");
    expect(content(tags, "name", "twitter:image")).toBe("https://example.com/media/i1");
    expect(content(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "property", "og:type")).toBe("article");
  });

  it("keeps the identifying query parameter and a trailing-slash site address", () => {
    const tags = seoMeta({ ...base, siteUrl: "https://example.com/", path: "/blog-details?bId=a%20b" }) as Tag[];
    expect(find(tags, "rel", "canonical")?.href).toBe("https://example.com/blog-details?bId=a%20b");
  });
});

describe("absoluteUrl", () => {
  it("joins paths to the site, keeps absolute URLs and a sub-path", () => {
    expect(absoluteUrl("/", "http://127.0.0.1")).toBe("http://127.0.0.1/");
    expect(absoluteUrl("https://cdn.example/x.jpg", "https://example.com")).toBe("https://cdn.example/x.jpg");
    expect(absoluteUrl("/about", "https://example.com/site/")).toBe("https://example.com/site/about");
  });
});
