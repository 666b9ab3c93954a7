import { describe, expect, it } from "vitest";
import { completePlanOptions } from "../plan-options.ts";
import { applyRequestChips } from "./apply-request.ts";
import { parsePlanRequest } from "./parse-plan-request.ts";

type TExpected = { chips: string[]; notUnderstood?: string[] };

/** Chips as "kind=value" in the order they appear, and the words not understood. */
function read(request: string): TExpected {
  const parsed = parsePlanRequest(request);
  return {
    chips: parsed.chips.map((chip) => `${chip.kind}=${Array.isArray(chip.value) ? chip.value.join("+") : chip.value}`),
    notUnderstood: parsed.notUnderstood.map((entry) => entry.text),
  };
}

const phrasings: [string, TExpected][] = [
  [
    "quick high-protein dinners, no mushrooms, vegetarian, 1800 calories",
    {
      chips: [
        "maxPrepMinutes=30",
        "proteinMin=100",
        "meal=dinner",
        "exclude=mushrooms",
        "diet=vegetarian",
        "caloriesPerDay=1800",
      ],
    },
  ],
  ["Vegan breakfasts", { chips: ["diet=vegan", "meal=breakfast"] }],
  ["plant-based lunches and dinners", { chips: ["diet=vegan", "meal=lunch", "meal=dinner"] }],
  ["veggie suppers", { chips: ["diet=vegetarian", "meal=dinner"] }],
  ["meat-free meals for a week", { chips: ["diet=vegetarian", "days=7"] }],
  ["pescatarian", { chips: ["diet=pescatarian"] }],
  ["vegetarian but fish is fine", { chips: ["diet=pescatarian"] }],
  ["gluten free and dairy free", { chips: ["diet=gluten-free", "diet=dairy-free"] }],
  ["coeliac, lactose intolerant", { chips: ["diet=gluten-free", "diet=dairy-free"] }],
  ["nut allergy in the family", { chips: ["diet=nut-free"], notUnderstood: ["family"] }],
  ["no dairy or nuts", { chips: ["diet=dairy-free", "diet=nut-free"] }],
  ["no gluten", { chips: ["diet=gluten-free"] }],
  ["no mushrooms, olives or capers", { chips: ["exclude=mushrooms", "exclude=olives", "exclude=capers"] }],
  ["without red onion and goat cheese", { chips: ["exclude=red onion", "exclude=goat cheese"] }],
  ["I hate coriander", { chips: ["exclude=coriander"] }],
  ["I don't like aubergine", { chips: ["exclude=aubergine"] }],
  ["I don’t like aubergine", { chips: ["exclude=aubergine"] }],
  ["allergic to shellfish", { chips: ["exclude=shellfish"] }],
  ["hold the onions please", { chips: ["exclude=onions"] }],
  ["avoid any pork", { chips: ["exclude=pork"] }],
  ["egg-free snacks", { chips: ["exclude=egg", "meal=snack"] }],
  ["nothing spicy", { chips: ["exclude=chilli"] }],
  ["no meat", { chips: ["exclude=meat"] }],
  ["no mushrooms, vegetarian", { chips: ["exclude=mushrooms", "diet=vegetarian"] }],
  ["no leftovers", { chips: ["allowLeftovers=false"] }],
  ["leftovers are fine", { chips: ["allowLeftovers=true"] }],
  ["meal prep lunches", { chips: ["allowLeftovers=true", "meal=lunch"] }],
  ["cook once, eat twice", { chips: ["allowLeftovers=true"] }],
  ["under 20 minutes", { chips: ["maxPrepMinutes=20"] }],
  ["ready in 25 mins", { chips: ["maxPrepMinutes=25"] }],
  ["30-minute meals", { chips: ["maxPrepMinutes=30"] }],
  ["20 min dinners", { chips: ["maxPrepMinutes=20", "meal=dinner"] }],
  ["no more than 45 minutes", { chips: ["maxPrepMinutes=45"] }],
  ["in half an hour", { chips: ["maxPrepMinutes=30"] }],
  ["under an hour", { chips: ["maxPrepMinutes=60"] }],
  ["super quick breakfasts", { chips: ["maxPrepMinutes=15", "meal=breakfast"] }],
  ["quick 20-minute dinners", { chips: ["maxPrepMinutes=20", "meal=dinner"] }],
  ["quick meals every day", { chips: ["maxPrepMinutes=30", "timeLimitDays=every-day"] }],
  ["I'm short on time", { chips: ["maxPrepMinutes=30"] }],
  ["1,800 calories a day", { chips: ["caloriesPerDay=1800"] }],
  ["2200 kcal", { chips: ["caloriesPerDay=2200"] }],
  ["around 2k calories daily", { chips: ["caloriesPerDay=2000"] }],
  ["under 1500 cals", { chips: ["caloriesPerDay=1500"] }],
  ["calorie goal of 1900", { chips: ["caloriesPerDay=1900"] }],
  ["low-calorie dinners", { chips: ["caloriesPerDay=1500", "meal=dinner"] }],
  ["at least 120g protein a day", { chips: ["proteinMin=120"] }],
  ["protein 90 g", { chips: ["proteinMin=90"] }],
  ["protein-packed lunches", { chips: ["proteinMin=100", "meal=lunch"] }],
  ["high protein, 150 grams of protein", { chips: ["proteinMin=150"] }],
  ["for 5 days", { chips: ["days=5"] }],
  [
    "5 vegetarian dinners for 2, quick, no mushrooms",
    { chips: ["days=5", "diet=vegetarian", "meal=dinner", "people=2", "maxPrepMinutes=30", "exclude=mushrooms"] },
  ],
  ["three quick vegan lunches", { chips: ["days=3", "maxPrepMinutes=30", "diet=vegan", "meal=lunch"] }],
  ["2 adults and 2 kids, dinners", { chips: ["people=4", "meal=dinner"] }],
  ["30 dinners", { chips: ["meal=dinner"], notUnderstood: ["30"] }],
  ["three days", { chips: ["days=3"] }],
  ["next 10 days", { chips: ["days=10"] }],
  ["a fortnight of dinners", { chips: ["days=14", "meal=dinner"] }],
  ["this week", { chips: ["days=7"] }],
  ["weeknight dinners", { chips: ["days=5", "meal=dinner"] }],
  ["for the work week", { chips: ["days=5"] }],
  ["the weekend", { chips: ["days=2", "startWeekday=saturday"] }],
  ["something for tonight", { chips: ["days=1"] }],
  ["for 4 people", { chips: ["people=4"] }],
  ["dinners for two", { chips: ["meal=dinner", "people=2"] }],
  ["family of four", { chips: ["people=4"] }],
  ["2 adults and 2 kids", { chips: ["people=4"] }],
  ["serves 6", { chips: ["people=6"] }],
  ["for me and my partner", { chips: ["people=2"] }],
  ["just me", { chips: ["people=1"] }],
  ["all meals", { chips: ["meal=breakfast", "meal=lunch", "meal=dinner"] }],
  ["3 meals a day with snacks", { chips: ["meal=breakfast", "meal=lunch", "meal=dinner", "meal=snack"] }],
  ["brekkie and lunchboxes", { chips: ["meal=breakfast", "meal=lunch"] }],
  [
    "Vegan breakfast and lunch for 2 people, under 20 minutes, no nuts or soy",
    {
      chips: [
        "diet=vegan",
        "meal=breakfast",
        "meal=lunch",
        "people=2",
        "maxPrepMinutes=20",
        "diet=nut-free",
        "exclude=soy",
      ],
    },
  ],
  [
    "low-cal dinners for a week, nothing spicy, allergic to shellfish",
    { chips: ["caloriesPerDay=1500", "meal=dinner", "days=7", "exclude=chilli", "exclude=shellfish"] },
  ],
  ["Please make me a plan", { chips: [] }],
  ["something italian and cheap for tonight", { chips: ["days=1"], notUnderstood: ["italian", "cheap"] }],
  ["keto dinners", { chips: ["meal=dinner"], notUnderstood: ["keto"] }],
  ["easy vegetarian comfort food", { chips: ["diet=vegetarian"], notUnderstood: ["easy", "comfort"] }],
  ["100 calories a day", { chips: [], notUnderstood: ["100 calories a day"] }],
  ["for 40 days", { chips: [], notUnderstood: ["for 40 days"] }],
];

describe("reading a plan request", () => {
  it.each(phrasings)("%s", (request, expected) => {
    expect(read(request)).toEqual({ chips: expected.chips, notUnderstood: expected.notUnderstood ?? [] });
  });

  it("keeps the words each chip came from, as typed, with where they start", () => {
    const request = "Quick dinners, NO Mushrooms";
    const parsed = parsePlanRequest(request);
    for (const chip of parsed.chips)
      expect(request.slice(chip.start, chip.start + chip.source.length)).toBe(chip.source);
    expect(parsed.chips.map((chip) => [chip.label, chip.source])).toEqual([
      ["Under 30 minutes", "Quick"],
      ["Dinners", "dinners"],
      ["No mushrooms", "NO Mushrooms"],
    ]);
  });

  it("says why a figure it read cannot be used", () => {
    expect(parsePlanRequest("100 calories a day").notUnderstood).toEqual([
      { text: "100 calories a day", start: 0, reason: "Calorie goals run from 800 to 6,000" },
    ]);
  });

  it("gives every chip a label the page can show", () => {
    const parsed = parsePlanRequest(
      "vegan dinners for 2 under 20 minutes, 2000 kcal, 90g protein, no olives, leftovers ok",
    );
    expect(parsed.chips.map((chip) => chip.label)).toEqual([
      "Vegan",
      "Dinners",
      "For 2 people",
      "Under 20 minutes",
      "2,000 calories a day",
      "90 g protein a day",
      "No olives",
      "Leftovers welcome",
    ]);
  });
});

describe("applying chips to the options", () => {
  it("fills what the form left unset, adds to lists, and lets the form win", () => {
    const { chips } = parsePlanRequest("vegan dinners for 4, no olives, 25 minutes, 1800 calories");
    const options = completePlanOptions(
      applyRequestChips({ diets: ["nut-free"], exclude: ["capers"], people: 2, caloriesPerDay: 2000 }, chips),
    );
    expect(options).toMatchObject({
      diets: ["vegan", "nut-free"],
      exclude: ["capers", "olives"],
      meals: ["dinner"],
      people: 2,
      caloriesPerDay: 2000,
      maxPrepMinutes: 25,
    });
  });

  it("keeps the form's meals over the sentence's", () => {
    const { chips } = parsePlanRequest("dinners");
    expect(applyRequestChips({ meals: ["lunch"] }, chips).meals).toEqual(["lunch"]);
  });
});
