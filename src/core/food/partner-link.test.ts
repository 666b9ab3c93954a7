import { describe, expect, it } from "vitest";
import { encodePartnerLink, formatAsciiQuantity, formatShoppingItem } from "./partner-link.ts";

const prefix = "https://grocer.example/recipe?ingredients=";

describe("formatShoppingItem", () => {
  it.each([
    [{ food: "milk", quantity: 2, unit: "cup" }, "2 cups milk"],
    [{ food: "milk", quantity: 1, unit: "cup" }, "1 cup milk"],
    [{ food: "milk", quantity: 725, unit: "milliliter" }, "725 ml milk"],
    [{ food: "sugar", quantity: 1.5, unit: "tablespoon" }, "1 1/2 tbsp sugar"],
    [{ food: "garlic", quantity: 3, unit: "clove" }, "3 cloves garlic"],
    [{ food: "coriander", quantity: 2, unit: "bunch" }, "2 bunches coriander"],
    [{ food: "onion", quantity: 2, unit: null }, "2 onions"],
    [{ food: "tomato", quantity: 3, unit: null }, "3 tomatoes"],
    [{ food: "avocado", quantity: 6, unit: null }, "6 avocados"],
    [{ food: "bay leaves", quantity: 4, unit: null }, "4 bay leaves"],
    [{ food: "onion", quantity: 0.5, unit: null }, "1/2 onion"],
    [{ food: "salt", quantity: null, unit: null }, "salt"],
  ])("%o → %s", (item, text) => {
    expect(formatShoppingItem(item)).toBe(text);
  });

  it("writes fractions in ASCII and odd amounts as short decimals", () => {
    expect(formatAsciiQuantity(0.25)).toBe("1/4");
    expect(formatAsciiQuantity(2.333)).toBe("2 1/3");
    expect(formatAsciiQuantity(1.999)).toBe("2");
    expect(formatAsciiQuantity(0.3)).toBe("0.3");
  });
});

describe("encodePartnerLink", () => {
  it("appends the items, one a line, percent-encoded, to the prefix", () => {
    const link = encodePartnerLink(prefix, [
      { food: "milk", quantity: 2, unit: "cup" },
      { food: "onion", quantity: 2, unit: null },
    ]);
    expect(link).toEqual({ url: `${prefix}2%20cups%20milk%0A2%20onions`, included: 2, omitted: 0 });
  });

  it("encodes characters that would break or change a link", () => {
    const { url } = encodePartnerLink(prefix, [
      { food: "jalapeño & crème fraîche", quantity: 1.5, unit: "cup" },
      { food: "m&m's (100%) #1 + more?/=!*", quantity: null, unit: null },
    ]);
    const encoded = url.slice(prefix.length);
    expect(encoded).toBe(
      "1%201%2F2%20cups%20jalape%C3%B1o%20%26%20cr%C3%A8me%20fra%C3%AEche%0Am%26m%27s%20%28100%25%29%20%231%20%2B%20more%3F%2F%3D%21%2A",
    );
    expect(encoded).toMatch(/^[A-Za-z0-9%._~-]*$/);
    expect(decodeURIComponent(encoded)).toBe("1 1/2 cups jalapeño & crème fraîche\nm&m's (100%) #1 + more?/=!*");
  });

  it("keeps a long list within the link length, dropping whole items and counting them", () => {
    const items = Array.from({ length: 300 }, (_, index) => ({
      food: `food number ${index}`,
      quantity: 2,
      unit: "cup",
    }));
    const link = encodePartnerLink(prefix, items);
    expect(link.url.length).toBeLessThanOrEqual(2000);
    expect(link.included).toBeGreaterThan(40);
    expect(link.included + link.omitted).toBe(300);
    const lines = decodeURIComponent(link.url.slice(prefix.length)).split("\n");
    expect(lines).toHaveLength(link.included);
    expect(lines.at(-1)).toBe(`2 cups food number ${link.included - 1}`);
    expect(encodePartnerLink(prefix, items, { maxLength: 100_000 }).omitted).toBe(0);
  });

  it("gives the bare prefix for an empty list", () => {
    expect(encodePartnerLink(prefix, [])).toEqual({ url: prefix, included: 0, omitted: 0 });
  });
});
