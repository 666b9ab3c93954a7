/**
 * Converting amounts between units of the same kind, and between US and metric measures with the
 * rounding a cook expects: 1 cup → "240 ml", 1 lb → "450 g", 1500 g → "1.5 kg". Spoon measures
 * are the same in both systems, so "1½ tsp" stays in teaspoons.
 */
import { getUnit } from "./units.ts";

export interface TAmount {
  quantity: number;
  unit: string;
}

/** Converts within a kind (mass, volume, length); null when the units cannot be compared. */
export function convertQuantity(quantity: number, fromUnit: string, toUnit: string): number | null {
  const from = getUnit(fromUnit);
  const to = getUnit(toUnit);
  if (!from || !to || from.kind !== to.kind || from.base === 0 || to.base === 0) return null;
  return (quantity * from.base) / to.base;
}

/** Rounds to two significant figures, the precision recipe conversions deserve. */
export function roundForCooking(value: number): number {
  if (value === 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Number((Math.round(value / magnitude) * magnitude).toPrecision(2));
}

/** Grams and millilitres are never worth a decimal. */
function roundSmallUnit(value: number): number {
  return value < 10 ? Math.max(1, Math.round(value)) : roundForCooking(value);
}

const SPOONS = new Set(["teaspoon", "tablespoon", "dessertspoon"]);

/** The metric equivalent (g/kg, ml/l, cm); spoons, counts and metric amounts come back unchanged. */
export function toMetric(amount: TAmount): TAmount {
  const unit = getUnit(amount.unit);
  if (!unit || unit.system === "metric" || unit.kind === "count" || SPOONS.has(unit.id)) return amount;
  const baseValue = amount.quantity * unit.base;
  if (unit.kind === "mass") {
    return baseValue >= 1000
      ? { quantity: roundForCooking(baseValue / 1000), unit: "kilogram" }
      : { quantity: roundSmallUnit(baseValue), unit: "gram" };
  }
  if (unit.kind === "volume") {
    return baseValue >= 1000
      ? { quantity: roundForCooking(baseValue / 1000), unit: "liter" }
      : { quantity: roundSmallUnit(baseValue), unit: "milliliter" };
  }
  return { quantity: roundForCooking(baseValue), unit: "centimeter" };
}

function roundToStep(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** The US equivalent: ounces/pounds, teaspoons/tablespoons/cups, inches; rounded to kitchen fractions. */
export function toUs(amount: TAmount): TAmount {
  const unit = getUnit(amount.unit);
  if (!unit || unit.kind === "count" || unit.system !== "metric") return amount;
  const baseValue = amount.quantity * unit.base;
  if (unit.kind === "mass") {
    const ounces = baseValue / 28.3495;
    return ounces >= 16
      ? { quantity: roundToStep(ounces / 16, 0.25), unit: "pound" }
      : { quantity: roundToStep(ounces, ounces < 2 ? 0.25 : 0.5), unit: "ounce" };
  }
  if (unit.kind === "volume") {
    if (baseValue < 14) return { quantity: roundToStep(baseValue / 4.92892, 0.125), unit: "teaspoon" };
    if (baseValue < 59) return { quantity: roundToStep(baseValue / 14.7868, 0.5), unit: "tablespoon" };
    const cups = baseValue / 236.588;
    return cups > 16
      ? { quantity: roundToStep(cups / 16, 0.25), unit: "gallon" }
      : { quantity: roundToStep(cups, 0.25), unit: "cup" };
  }
  return { quantity: roundToStep(baseValue / 2.54, 0.25), unit: "inch" };
}

/** Moves an amount to a tidier unit of the same system: 3 tsp → 1 tbsp, 1500 g → 1.5 kg. */
export function tidyAmount(amount: TAmount): TAmount {
  const { quantity, unit } = amount;
  if (unit === "gram" && quantity >= 1000) return { quantity: quantity / 1000, unit: "kilogram" };
  if (unit === "milliliter" && quantity >= 1000) return { quantity: quantity / 1000, unit: "liter" };
  if (unit === "kilogram" && quantity < 1) return { quantity: quantity * 1000, unit: "gram" };
  if (unit === "liter" && quantity < 1) return { quantity: quantity * 1000, unit: "milliliter" };
  if (unit === "teaspoon" && quantity >= 3 && Number.isInteger((quantity / 3) * 2))
    return tidyAmount({ quantity: quantity / 3, unit: "tablespoon" });
  if (unit === "tablespoon" && quantity >= 4 && Number.isInteger(quantity / 4))
    return { quantity: quantity / 16, unit: "cup" };
  if (unit === "tablespoon" && quantity < 1 && Number.isInteger(quantity * 3))
    return { quantity: quantity * 3, unit: "teaspoon" };
  if (unit === "ounce" && quantity >= 16 && Number.isInteger(quantity / 4))
    return { quantity: quantity / 16, unit: "pound" };
  return amount;
}
