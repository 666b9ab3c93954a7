import { describe, expect, it } from "vitest";
import { readLineAmount } from "./read-line-amount.ts";

describe("readLineAmount", () => {
  it("reads the amount at the front and returns where it stops", () => {
    const read = readLineAmount("2 tbsp butter", 0);
    expect(read.leading).toMatchObject({ amount: { quantity: 2 }, unit: "tablespoon" });
    expect(read.rest).toBe("butter");
    expect(read.end).toBe(7);
  });

  it("starts after a note read before the amount", () => {
    const read = readLineAmount("Optional: 1 vanilla pod", 10);
    expect(read.leading.amount?.quantity).toBe(1);
    expect(read.rest).toBe("vanilla pod");
  });

  it("reads an amount after the food when none starts the line", () => {
    const read = readLineAmount("Lemon juice, 3 tablespoons", 0);
    expect(read.leading).toMatchObject({ amount: { quantity: 3 }, unit: "tablespoon" });
    expect(read.rest).toBe("Lemon juice");
    expect(read.end).toBe(26);
  });

  it("reads no amount from a percentage", () => {
    const read = readLineAmount("70% dark chocolate", 0);
    expect(read.leading.amount).toBeNull();
    expect(read.rest).toBe("70% dark chocolate");
  });

  it("leaves the whole line when nothing was read", () => {
    expect(readLineAmount("salt and pepper, to taste", 0)).toMatchObject({ rest: "salt and pepper, to taste", end: 0 });
  });

  it("keeps a size read with no amount", () => {
    const read = readLineAmount("large eggs", 0);
    expect(read.leading.size).toBe("large");
    expect(read.rest.trim()).toBe("eggs");
  });
});
