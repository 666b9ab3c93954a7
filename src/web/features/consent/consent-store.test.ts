import { describe, expect, it } from "vitest";
import { consentVersion, parseStoredConsent, serializeConsent } from "./consent-store.ts";

describe("stored consent", () => {
  it("reads back what it wrote", () => {
    const now = new Date("2026-11-26T15:00:00Z");
    expect(parseStoredConsent(serializeConsent("granted", now))).toBe("granted");
    expect(parseStoredConsent(serializeConsent("denied", now))).toBe("denied");
    expect(JSON.parse(serializeConsent("denied", now))).toEqual({
      choice: "denied",
      version: consentVersion,
      at: "2026-11-26T15:00:00.000Z",
    });
  });

  it("treats a missing, damaged or outdated answer as no answer, so the banner asks again", () => {
    for (const text of [null, "", "granted", "{", '{"choice":"granted"}', '{"choice":"maybe","version":1}']) {
      expect(parseStoredConsent(text)).toBeNull();
    }
    expect(parseStoredConsent(JSON.stringify({ choice: "granted", version: consentVersion - 1 }))).toBeNull();
  });
});
