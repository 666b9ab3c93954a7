import { describe, expect, it } from "vitest";
import { normalizeUsername, usernameProblem } from "./username.ts";

describe("usernames", () => {
  it.each(["abc", "a.b_c", "cook_42", "x".repeat(30), "..."])("accepts %s", (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  it.each([
    ["ab", /at least 3/],
    ["x".repeat(31), /at most 30/],
    ["has space", /only letters/],
    ["émile", /only letters/],
    ["dash-name", /only letters/],
    ["admin", /reserved/],
  ])("refuses %s", (name, problem) => {
    expect(usernameProblem(name)).toMatch(problem);
  });

  it("lowercases and trims before checking", () => {
    expect(normalizeUsername("  Cook.Ada ")).toBe("cook.ada");
    expect(usernameProblem(normalizeUsername("Cook.Ada"))).toBeNull();
  });
});
