import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a server that is down, restarting or gone, however deep drizzle wrapped it", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    const wrapped = new Error("Failed query: select 1", { cause: withCode("ECONNRESET") });
    expect(isDatabaseUnavailable(new Error("outer", { cause: wrapped }))).toBe(true);
  });

  it("leaves the request's own mistakes and real bugs alone", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key value violates unique constraint"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
