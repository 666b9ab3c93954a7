import { describe, expect, it } from "vitest";
import { maxPartnerLinkLength } from "../food/partner-link.ts";
import { buildPartnerLink, type TGroceryPartner, type TPartnerItem } from "./partner-link.ts";

const partner: TGroceryPartner = { id: "delivery", name: "Grocer", prefix: "https://grocer.example/s?k=" };

function item(text: string, parts: Partial<TPartnerItem> = {}): TPartnerItem {
  return { text, food: null, quantity: null, unit: null, ...parts };
}

describe("buildPartnerLink", () => {
  it("sends each item as a shopper reads it, one a line, and unmerged items in their own words", () => {
    const link = buildPartnerLink(partner, [
      item("2 onions", { food: "onion", quantity: 3, unit: null }),
      item("725 ml milk", { food: "milk", quantity: 725, unit: "milliliter" }),
      item("Crème fraîche & chives"),
    ]);
    expect(link).toMatchObject({ isOk: true, included: 3, omitted: 0 });
    if (!link.isOk) return;
    expect(link.url.startsWith(partner.prefix)).toBe(true);
    const sent = decodeURIComponent(link.url.slice(partner.prefix.length));
    expect(sent).toBe("3 onions\n725 ml milk\nCrème fraîche & chives");
    // Nothing in the appended part can start a new query parameter or fragment.
    expect(link.url.slice(partner.prefix.length)).not.toMatch(/[&#?\s]/);
  });

  it("refuses an empty list, and sends the first items of one too long for a link, counting the rest", () => {
    expect(buildPartnerLink(partner, [])).toEqual({ isOk: false, reason: "empty" });
    const many = Array.from({ length: 300 }, (_, index) => item(`item number ${index}`, { food: `item ${index}` }));
    const link = buildPartnerLink(partner, many);
    expect(link).toMatchObject({ isOk: true });
    if (!link.isOk) return;
    expect(link.url.length).toBeLessThanOrEqual(maxPartnerLinkLength);
    expect(link.included).toBeGreaterThan(50);
    expect(link.included + link.omitted).toBe(300);
    const longPrefix = { ...partner, prefix: `https://grocer.example/${"x".repeat(maxPartnerLinkLength)}?k=` };
    expect(buildPartnerLink(longPrefix, many)).toEqual({ isOk: false, reason: "too-long" });
  });
});
