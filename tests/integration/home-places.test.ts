// Where a person lives: sign-up and the profile take a city or country anywhere in the world
// (decision 049), our own places first, and the server checks the place it is given.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { signupFields } from "../helpers/auth";
import { apiClient, seedFixtures } from "../helpers/factories";
import { form, send } from "../helpers/http";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const PASSWORD = "Amber-Lantern-Quay-58";

type Place = { locationvaluetitle: string; district: string; state: string; country: string; name?: string };

describe.each(databases())("places where a person lives, on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (db) => {
        await seedFixtures(db);
      },
    });
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  const places = async (query: string) => {
    const { status, body } = await api.get(`/location/places?${query}`);
    expect(status).toBe(200);
    return (body as { data: Place[] }).data;
  };

  /** Signs up through the API with `place` for the location fields; the answer and the stored row. */
  const signUpWith = async (place: Record<string, string>) => {
    n += 1;
    const email = `resident${n}.${database}@example.com`;
    const answer = await api.postJson("/profile/profilelayoutinsert", {
      ...signupFields(email, PASSWORD),
      city: "",
      state: "",
      country: "",
      ...place,
    });
    const [row] = await server.db.select().from(profiles).where(eq(profiles.email, email));
    return { answer, row };
  };

  it("suggests cities and countries anywhere, at most ten, our places first", async () => {
    const milan = await places("q=Milan");
    expect(milan.length).toBeLessThanOrEqual(10);
    expect(milan[0]).toMatchObject({
      locationvaluetitle: "Milan, Lombardy, Italy",
      district: "Milan",
      state: "Lombardy",
      country: "Italy",
    });
    expect(milan.map((p) => p.country)).toContain("United States");
    expect((await places("q=Ital"))[0]).toMatchObject({ locationvaluetitle: "Italy", district: "", country: "Italy" });

    const dubai = await places("q=Dubai");
    expect(dubai.length).toBeLessThanOrEqual(10);
    expect(
      dubai
        .slice(0, 2)
        .map((p) => p.locationvaluetitle)
        .sort(),
    ).toEqual(["Downtown Dubai, Dubai, United Arab Emirates", "Dubai Marina, Dubai, United Arab Emirates"]);
    expect(dubai.map((p) => p.locationvaluetitle)).toContain("Dubai, United Arab Emirates");
  });

  it("names the country in the page's language and posts it in English", async () => {
    const [milan] = await places(`q=Milan&lang=ar`);
    expect(milan).toMatchObject({ locationvaluetitle: "Milan، Lombardy، إيطاليا", country: "Italy", name: "Milan" });
    const [italy] = await places(`q=${encodeURIComponent("إيطاليا")}&lang=ar`);
    expect(italy).toMatchObject({ locationvaluetitle: "إيطاليا", country: "Italy" });
    const refused = await api.get(`/location/places?q=${"x".repeat(81)}`);
    expect(refused.status).toBe(400);
  });

  it("signs up a buyer from Milan with the place they chose", async () => {
    const { answer, row } = await signUpWith({
      location: "Milan, Lombardy, Italy",
      city: "Milan",
      state: "Lombardy",
      country: "Italy",
    });
    expect(answer.status).toBe(201);
    expect(row).toMatchObject({
      location: "Milan, Lombardy, Italy",
      city: "Milan",
      state: "Lombardy",
      country: "Italy",
    });
  });

  it("looks up a place typed without a choice, and refuses one it does not know or cannot tell apart", async () => {
    const typed = await signUpWith({ location: "Milan, Italy" });
    expect(typed.answer.status).toBe(201);
    expect(typed.row).toMatchObject({ location: "Milan, Italy", city: "Milan", state: "Lombardy", country: "Italy" });
    const own = await signUpWith({ location: "Dubai Marina" });
    expect(own.row).toMatchObject({ city: "Dubai", state: "Dubai", country: "United Arab Emirates" });

    const several = await signUpWith({ location: "Milan" });
    expect(several.answer.status).toBe(400);
    expect(several.answer.body).toMatchObject({
      message:
        "Location: several places are called “Milan”. Add the region or the country, for example “Milan, Italy”.",
    });
    expect(several.row).toBeUndefined();
    const unknown = await signUpWith({ location: "Qwzxville, Italy", city: "Qwzxville", state: "", country: "Italy" });
    expect(unknown.answer.status).toBe(400);
    expect(unknown.answer.body).toMatchObject({
      message: "Location: we do not know “Qwzxville, Italy”. Choose a city or a country from the suggestions.",
    });
    expect(unknown.row).toBeUndefined();
  });

  it("the profile's General tab takes a place anywhere and refuses one it does not know", async () => {
    const { row } = await signUpWith({ location: "Milan, Italy" });
    expect(row).toBeDefined();
    const login = await api.postJson("/profile/login", { email: row?.email, password: PASSWORD });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const general = (place: Record<string, string>) =>
      send(server.url, "/usre-profile1", {
        ...form(
          {
            intent: "general",
            firstname: "Maryam",
            lastname: "Saleh",
            phone: "+971 50 765 4321",
            contactdetails: "maryam.work@example.com",
            ...place,
          },
          { cookie },
        ),
      });
    const refused = await general({ location: "Qwzxville", city: "Qwzxville", state: "", country: "Italy" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Location: we do not know “Qwzxville”.");
    const moved = await general({ location: "Paris, France", city: "", state: "", country: "" });
    expect(moved.status).toBe(200);
    const [after] = await server.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, row?.id ?? ""));
    expect(after).toMatchObject({
      location: "Paris, France",
      city: "Paris",
      state: "Île-de-France",
      country: "France",
    });
  });

  it("the sign-up page refuses an unknown place under the field, in the visitor's language", async () => {
    const res = await send(server.url, "/ar/login-signup?mode=signup", {
      ...form({
        intent: "signup",
        ...signupFields("atlantis.page@example.com", PASSWORD),
        location: "Qwzxville",
        city: "",
        state: "",
        country: "",
        confirmPassword: PASSWORD,
      }),
      from: "127.0.210.1",
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain("الموقع: لا نعرف «Qwzxville». اختر مدينة أو دولة من الاقتراحات.");
  });
});
