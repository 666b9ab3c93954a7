import { describe, expect, it } from "vitest";
import { parseIngredient, toCountReading } from "../parse-ingredient.ts";

describe("counted pieces with a weight", () => {
  it("gives the weight of one piece as the amount and keeps the count", () => {
    expect(parseIngredient("4 x 175g/6oz salmon fillets")).toMatchObject({
      quantity: 175,
      quantityMax: null,
      unit: "gram",
      name: "salmon fillets",
      alternatives: [{ quantity: 6, quantityMax: null, unit: "ounce" }],
      pieces: { count: 4, countMax: null, isEach: true, isNoted: false },
    });
    expect(parseIngredient("4 (7-ounce) very fresh salmon fillets")).toMatchObject({
      quantity: 7,
      unit: "ounce",
      pieces: { count: 4, isEach: true },
    });
    expect(parseIngredient("2 x 150g-200g/5½-7oz thick-cut beef fillets")).toMatchObject({
      quantity: 150,
      quantityMax: 200,
      unit: "gram",
      pieces: { count: 2, isEach: true },
    });
  });

  it("reads a weight the comment gives the pieces, one each or all together", () => {
    expect(parseIngredient("4 duck breasts, about 175g/6oz each, skin removed")).toMatchObject({
      quantity: 175,
      unit: "gram",
      name: "duck breasts",
      preparation: "skin removed",
      comment: "about 175g/6oz each",
      pieces: { count: 4, isEach: true, isNoted: true },
    });
    expect(parseIngredient("6 skinless, boneless chicken thighs (about 500g/1lb 2oz), cut into pieces")).toMatchObject({
      quantity: 500,
      unit: "gram",
      pieces: { count: 6, isEach: false },
    });
    expect(parseIngredient("4 shallots, minced (about ¼ cup)")).toMatchObject({
      quantity: 0.25,
      unit: "cup",
      name: "shallots",
      pieces: { count: 4, isEach: false },
    });
    // The comment reorders what it gathers; the weight written first is the amount.
    expect(parseIngredient("4 pork tenderloins, about 10 ounces (280 g) each")).toMatchObject({
      quantity: 10,
      unit: "ounce",
      pieces: { count: 4, isEach: true },
    });
  });

  it("weighs all of them when brackets follow a count of several", () => {
    expect(parseIngredient("8 medium (2lb) very ripe tomatoes, peeled")).toMatchObject({
      quantity: 2,
      unit: "pound",
      size: "medium",
      pieces: { count: 8, isEach: false },
    });
  });

  it("leaves counts alone when the measure sizes the piece or belongs to something else", () => {
    expect(parseIngredient("8 (6-inch) flour tortillas")).toMatchObject({ quantity: 8, unit: null });
    expect(parseIngredient("8 (6-inch) flour tortillas").pieces).toBeUndefined();
    expect(parseIngredient("1 egg, beaten with 2 tbsp (25 ml) water").pieces).toBeUndefined();
    expect(parseIngredient("2 (14-ounce) cans diced tomatoes")).toMatchObject({ quantity: 2, unit: "can" });
    expect(parseIngredient("4 salmon fillets").pieces).toBeUndefined();
  });
});

describe("toCountReading", () => {
  it("gives back the count, with the weight of one piece as another amount", () => {
    expect(toCountReading(parseIngredient("4 x 175g/6oz salmon fillets"))).toEqual({
      input: "4 x 175g/6oz salmon fillets",
      quantity: 4,
      quantityMax: null,
      unit: null,
      size: null,
      name: "salmon fillets",
      preparation: null,
      comment: null,
      alternatives: [
        { quantity: 175, quantityMax: null, unit: "gram" },
        { quantity: 6, quantityMax: null, unit: "ounce" },
      ],
    });
  });

  it("shares a weight of all the pieces out over the count", () => {
    const reading = toCountReading(parseIngredient("8 medium (2lb) very ripe tomatoes"));
    expect(reading).toMatchObject({ quantity: 8, unit: null });
    expect(reading.alternatives?.[0]).toEqual({ quantity: 0.25, quantityMax: null, unit: "pound" });
  });

  it("leaves a weight from a note in the comment only", () => {
    const reading = toCountReading(parseIngredient("4 salmon fillets, skin on (about 150 g each)"));
    expect(reading).toMatchObject({ quantity: 4, unit: null, preparation: "skin on", comment: "about 150 g each" });
    expect(reading.alternatives).toBeUndefined();
  });

  it("returns other lines as they are", () => {
    const parsed = parseIngredient("200 g flour");
    expect(toCountReading(parsed)).toBe(parsed);
  });
});
