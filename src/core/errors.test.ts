import { describe, expect, it, vi } from "vitest";
import { AppError, codeForStatus, defaultMessages, errorStatus, type TErrorCode } from "./errors.ts";

const codes = Object.keys(errorStatus) as TErrorCode[];

describe("AppError", () => {
  it.each(codes)("%s carries its status and a default sentence", (code) => {
    const error = new AppError(code);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AppError");
    expect(error.code).toBe(code);
    expect(error.status).toBe(errorStatus[code]);
    expect(error.message).toBe(defaultMessages[code]);
    expect(error.message).toMatch(/^[A-Z].*\.$/);
  });

  it("takes a message, a status and a cause", () => {
    const cause = new Error("socket closed");
    const error = new AppError("UNAVAILABLE", { message: "The database is not answering.", status: 502, cause });
    expect(error).toMatchObject({ code: "UNAVAILABLE", status: 502, message: "The database is not answering." });
    expect(error.cause).toBe(cause);
  });

  it("is recognised when made by another copy of the module (a bundled one), and only then", async () => {
    vi.resetModules();
    const copy = await import("./errors.ts");
    expect(copy.AppError).not.toBe(AppError);
    expect(new copy.AppError("FORBIDDEN")).toBeInstanceOf(AppError);
    expect(new AppError("NOT_FOUND")).toBeInstanceOf(copy.AppError);
    expect(Object.assign(new Error("x"), { name: "AppError", status: 403 })).not.toBeInstanceOf(AppError);
    expect(null).not.toBeInstanceOf(AppError);
  });

  it("maps codes to fitting statuses", () => {
    expect(errorStatus).toMatchObject({
      BAD_REQUEST: 400,
      VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      REGISTRATION_REQUIRED: 403,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      RATE_LIMITED: 429,
      INTERNAL: 500,
      UNAVAILABLE: 503,
    });
    for (const code of codes) expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
  });

  it("says 'Rate limit' when rate limited, which the client keys on (spec §8)", () => {
    expect(defaultMessages.RATE_LIMITED).toContain("Rate limit");
  });
});

describe("codeForStatus", () => {
  it.each([
    [400, "BAD_REQUEST"],
    [401, "UNAUTHENTICATED"],
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
    [409, "CONFLICT"],
    [413, "PAYLOAD_TOO_LARGE"],
    [415, "UNSUPPORTED_MEDIA_TYPE"],
    [429, "RATE_LIMITED"],
    [500, "INTERNAL"],
    [503, "UNAVAILABLE"],
    [405, "BAD_REQUEST"],
    [422, "BAD_REQUEST"],
    [502, "INTERNAL"],
    [504, "INTERNAL"],
  ] as const)("maps %i to %s", (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it("gives back a code of the same status whenever one exists", () => {
    for (const code of codes) expect(errorStatus[codeForStatus(errorStatus[code])]).toBe(errorStatus[code]);
  });
});
