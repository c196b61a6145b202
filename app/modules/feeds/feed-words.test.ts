import "../../i18n/en-admin";
import { describe, expect, it } from "vitest";
import { importNoteWords, PROBLEM_CODES, problemWords, REFUSAL_CODES, reasonWords } from "./feed-words";

describe("a feed run's codes in words", () => {
  it("reads a refusal's code with or without its prefix, and keeps its detail", () => {
    expect(reasonWords("tooLarge")).toBe("The feed is larger than allowed");
    expect(reasonWords("feeds.refused.httpStatus: 503")).toBe("The feed's server answered with an error (503)");
    expect(reasonWords("timeout (after 120 s)")).toBe("The download took too long (after 120 s)");
    expect(reasonWords("unreachable: ECONNREFUSED (127.0.0.1)")).toBe(
      "The feed could not be downloaded (ECONNREFUSED (127.0.0.1))",
    );
    expect(reasonWords("tooManyRemovals: 6 / 10")).toBe(
      "The run would take off more of the feed's live listings than allowed (6 / 10)",
    );
  });

  it("shows a reason it does not know as it was stored", () => {
    expect(reasonWords("database went away")).toBe("database went away");
    expect(reasonWords("")).toBe("");
  });

  it("names every problem, and an import note's problems once each", () => {
    expect(problemWords("feeds.problem.permitTaken")).toBe("Permit is live on another listing: imported as a draft");
    expect(problemWords("somethingNew")).toBe("somethingNew");
    expect(importNoteWords("noPermit, permitTaken,noPermit,")).toEqual([
      "No permit number: imported as a draft",
      "Permit is live on another listing: imported as a draft",
    ]);
    expect(importNoteWords("leftFeed")).toEqual(["No longer in the feed"]);
  });

  it("has English words for every code the import records", () => {
    expect(REFUSAL_CODES.filter((code) => reasonWords(code) === code)).toEqual([]);
    expect(PROBLEM_CODES.filter((code) => problemWords(code) === code)).toEqual([]);
  });
});
