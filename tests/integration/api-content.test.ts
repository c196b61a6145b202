import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type Fixtures, RATES, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

describe.each(databases())("content API on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  it("GET exchange/latest-exchange-rates answers success and the rate map", async () => {
    const { status, body } = await api.get("/exchange/latest-exchange-rates");
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: RATES });
  });

  it("GET herosection/homesectionget answers the hero with tags and comma-separated enquiries", async () => {
    const { body } = await api.get("/herosection/homesectionget");
    expect(body).toEqual({
      status: true,
      data: [
        {
          _id: expect.any(String),
          title: "Find your home in Dubai",
          subtitle: "Curated listings",
          title1: "Buy",
          title2: "Rent",
          title3: "Invest",
          popularenquirylist: "Golden Visa,Off-plan",
          enquirylink: "/residence-passports,/property-search",
        },
      ],
    });
  });

  it("GET home/homelayoutget answers status as the text true or false", async () => {
    const { body } = await api.get("/home/homelayoutget");
    expect(body).toEqual({
      status: true,
      data: [
        { title: "hero section", status: "true" },
        { title: "golden visa", status: "false" },
      ],
    });
  });

  describe("GET subcategory/getcategory", () => {
    it("lists every category, image and icon only where set", async () => {
      const { body } = await api.get("/subcategory/getcategory");
      expect(body.status).toBe(true);
      expect(body.data).toHaveLength(9);
      expect(body.data.find((c: { _id: string }) => c._id === fx.amenities.pool.id)).toEqual({
        _id: fx.amenities.pool.id,
        categoryvalue: "Pool",
        masterId: "facility",
        image: `/media/${fx.images.img3.id}`,
        icon: "waves",
      });
      expect(body.data.find((c: { _id: string }) => c._id === fx.types.villa.id)).toEqual({
        _id: fx.types.villa.id,
        categoryvalue: "Villa",
        masterId: "property-type",
      });
    });

    it("filters by masterId, in sort order", async () => {
      const { body } = await api.get("/subcategory/getcategory?masterId=property-type");
      expect(body.data.map((c: { categoryvalue: string }) => c.categoryvalue)).toEqual([
        "Villa",
        "Apartment",
        "Office",
      ]);
      const none = await api.get(`/subcategory/getcategory?masterId=${encodeURIComponent("x' OR '1'='1")}`);
      expect(none.body).toEqual({ status: true, data: [] });
    });
  });

  it("GET advertisement/advertises answers sanitised HTML", async () => {
    const { body } = await api.get("/advertisement/advertises");
    expect(body).toEqual({
      status: true,
      data: [
        {
          _id: expect.any(String),
          title: "Advertise with us",
          description: "<p>Reach <em>buyers</em></p>",
          buttontitle: "Advertise",
        },
      ],
    });
  });

  it("GET goldenvisa/goldenvisaget forces rel=noopener on new-tab links", async () => {
    const { body } = await api.get("/goldenvisa/goldenvisaget");
    expect(body).toEqual({
      status: true,
      data: [
        {
          _id: expect.any(String),
          title: "Golden Visa",
          subtitle: "10 years",
          description:
            '<p>Invest <a href="https://example.com" target="_blank" rel="noopener noreferrer">AED 2M</a></p>',
          link: "https://example.com/visa",
          buttontitle: "Learn more",
          image: `/media/${fx.images.img1.id}`,
        },
      ],
    });
  });

  it("GET testimonial/TestimonialGet answers in display order with the spec's names", async () => {
    const { body } = await api.get("/testimonial/TestimonialGet");
    expect(body).toEqual({
      status: true,
      data: [
        {
          _id: expect.any(String),
          imageUrl: `/media/${fx.images.img2.id}`,
          Name: "First",
          designation: "Investor",
          message: "Great",
          star: 5,
        },
        { _id: expect.any(String), imageUrl: null, Name: "Second", designation: "", message: "Good", star: 4 },
      ],
    });
  });

  it("GET agencies/agenciesgetdata answers logo and link", async () => {
    const { body } = await api.get("/agencies/agenciesgetdata");
    expect(body).toEqual({
      status: true,
      data: [
        {
          _id: expect.any(String),
          name: "Agency One",
          image: `/media/${fx.images.img1.id}`,
          link: "https://agency.example",
        },
      ],
    });
  });

  it("GET offer/offerget answers the end date as ISO text", async () => {
    const { body } = await api.get("/offer/offerget");
    expect(body).toEqual({
      status: true,
      data: [
        {
          _id: expect.any(String),
          title: "Launch offer",
          subtitle: "Limited",
          image: `/media/${fx.images.img2.id}`,
          enddate: "2030-01-01T00:00:00.000Z",
          link: "/offers",
          buttonseconed: "Details",
        },
      ],
    });
  });

  it("GET investment/investments answers title, HTML, button and image", async () => {
    const { body } = await api.get("/investment/investments");
    expect(body).toEqual({
      status: true,
      data: [
        {
          _id: expect.any(String),
          title: "Invest from 70,000 euro",
          description: "<p>Yields <b>2–12%</b></p>",
          buttontitle: "Invest",
          image: `/media/${fx.images.img1.id}`,
        },
      ],
    });
  });

  it("GET Map2Routes/Map2Sectionsget answers the sidebar in data and the markers in locations", async () => {
    const { body } = await api.get("/Map2Routes/Map2Sectionsget");
    expect(body).toEqual({
      status: true,
      data: [
        {
          _id: expect.any(String),
          title: "Yields",
          value1: "2–12%",
          label1: "Rental",
          value2: "8%",
          label2: "Renovation",
          value3: "10–15%",
          label3: "Construction",
          value4: "70,000 €",
          label4: "Minimum",
          link: "/contact",
          buttontitle: "Talk to us",
        },
      ],
      locations: [
        { id: expect.any(String), name: "Dubai", propertyCount: 2, position: { x: 55.25, y: 40 } },
        { id: expect.any(String), name: "Sharjah", propertyCount: 1, position: { x: 62.5, y: 30 } },
      ],
    });
  });

  describe("GET developer/developerget", () => {
    it("lists developers by firm name in the spec's shape", async () => {
      const { body } = await api.get("/developer/developerget");
      expect(body.data.map((d: { farmname: string }) => d.farmname)).toEqual(["Emaar Properties", "Nakheel"]);
      expect(body.data[0]).toEqual({
        _id: fx.developers.emaar.id,
        farmname: "Emaar Properties",
        title: "Master developer",
        image: `/media/${fx.images.img2.id}`,
        About: "Builder of Downtown Dubai.",
        otherdetails: "Listed on the DFM.",
        History: "Founded in 1997.",
        year: 1997,
      });
    });

    it("answers just the one asked for by id, or none", async () => {
      const { body } = await api.get(`/developer/developerget?id=${fx.developers.nakheel.id}`);
      expect(body.data.map((d: { _id: string }) => d._id)).toEqual([fx.developers.nakheel.id]);
      const unknown = await api.get("/developer/developerget?id=00000000-0000-4000-8000-000000000000");
      expect(unknown.body).toEqual({ status: true, data: [] });
    });

    it("refuses an id that is not an id", async () => {
      const { status, body } = await api.get(`/developer/developerget?id=${encodeURIComponent("1 OR 1=1")}`);
      expect(status).toBe(400);
      expect(body).toEqual({
        status: false,
        message: "id must be a valid id.",
        errors: { id: "id must be a valid id." },
      });
    });
  });

  describe("GET blog/bloggetdata", () => {
    it("lists posts newest first with sanitised HTML and category ids", async () => {
      const { status, body } = await api.get("/blog/bloggetdata");
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: true, total: 3, page: 1, limit: 24 });
      expect(body.data.map((b: { title: string }) => b.title)).toEqual([
        "Dubai market in March",
        "Buying off-plan",
        "Golden Visa explained",
      ]);
      expect(body.data[0]).toEqual({
        _id: fx.blogs.newestBlog.id,
        title: "Dubai market in March",
        subtitle: "",
        author: "Admin",
        date: "2024-03-01",
        image: `/media/${fx.images.img1.id}`,
        description: "<h2>Prices</h2><p>Up <a>here</a></p>",
        categorytitle: fx.blogCategories.blogGroup.id,
        categorylable: fx.blogCategories.marketCategory.id,
      });
      expect(body.data[1].categorylable).toBe("");
    });

    it("filters by categorytitle and categorylable, and pages", async () => {
      const group = await api.get(`/blog/bloggetdata?categorytitle=${fx.blogCategories.blogGroup.id}`);
      expect(group.body.data.map((b: { title: string }) => b.title)).toEqual([
        "Dubai market in March",
        "Buying off-plan",
      ]);
      const sub = await api.get(`/blog/bloggetdata?categorylable=${fx.blogCategories.marketCategory.id}`);
      expect(sub.body).toMatchObject({ total: 1 });
      const paged = await api.get("/blog/bloggetdata?page=2&limit=2");
      expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(paged.body.data.map((b: { title: string }) => b.title)).toEqual(["Golden Visa explained"]);
    });

    it.each([
      ["categorytitle=abc", "categorytitle"],
      ["categorylable=1", "categorylable"],
      ["page=x", "page"],
      ["limit=500", "limit"],
    ])("%s → 400 naming %s", async (query, field) => {
      const { status, body } = await api.get(`/blog/bloggetdata?${query}`);
      expect(status).toBe(400);
      expect(Object.keys(body.errors)).toEqual([field]);
    });
  });
});
