import { describe, expect, it } from "vitest";
import { buildPartnerLink, maxPartnerLinkLength, type TGroceryPartner } from "./partner-link.ts";

const partner: TGroceryPartner = { id: "delivery", name: "Grocer", prefix: "https://grocer.example/s?k=" };

describe("buildPartnerLink", () => {
  it("appends the encoded items to the partner's prefix", () => {
    const link = buildPartnerLink(partner, [{ text: "3 onions" }, { text: "Crème fraîche & chives" }]);
    expect(link.isOk).toBe(true);
    if (!link.isOk) return;
    expect(link.url.startsWith(partner.prefix)).toBe(true);
    const sent = decodeURIComponent(link.url.slice(partner.prefix.length));
    expect(sent).toContain("3 onions");
    expect(sent).toContain("Crème fraîche & chives");
    // Nothing in the appended part can start a new query parameter or fragment.
    expect(link.url.slice(partner.prefix.length)).not.toMatch(/[&#?\s]/);
  });

  it("refuses an empty list and one too long for a link", () => {
    expect(buildPartnerLink(partner, [])).toEqual({ isOk: false, reason: "empty" });
    const many = Array.from({ length: 300 }, (_, index) => ({ text: `item number ${index}` }));
    expect(buildPartnerLink(partner, many)).toEqual({ isOk: false, reason: "too-long" });
    expect(maxPartnerLinkLength).toBeGreaterThan(partner.prefix.length);
  });
});
