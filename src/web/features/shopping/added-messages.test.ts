import { describe, expect, it } from "vitest";
import { offlineAddMessage, planAddedMessage, recipeAddedLaterMessage } from "./added-messages.ts";

describe("planAddedMessage", () => {
  it("names the plan when every recipe went on the list", () => {
    expect(
      planAddedMessage({ title: "Weeknight dinners", addedRecipeCount: 5, lockedRecipeCount: 0, lockedBlogTitles: [] }),
    ).toBe("Added Weeknight dinners to your shopping list.");
  });

  it("says how many recipes were left out for a blog's subscribers, and names the blog", () => {
    expect(
      planAddedMessage({
        title: "Weeknight dinners",
        addedRecipeCount: 3,
        lockedRecipeCount: 2,
        lockedBlogTitles: ["Luca Moretti's Kitchen"],
      }),
    ).toBe(
      "Added 3 recipes from Weeknight dinners to your shopping list. 2 more are for subscribers of Luca Moretti's Kitchen only, so we left them out.",
    );
  });

  it("speaks of one recipe in the singular, and of blog subscribers when the recipes are from several blogs", () => {
    expect(
      planAddedMessage({ title: "Lunches", addedRecipeCount: 1, lockedRecipeCount: 1, lockedBlogTitles: ["Pro"] }),
    ).toBe(
      "Added 1 recipe from Lunches to your shopping list. 1 more is for subscribers of Pro only, so we left it out.",
    );
    expect(
      planAddedMessage({ title: "Lunches", addedRecipeCount: 2, lockedRecipeCount: 3, lockedBlogTitles: ["A", "B"] }),
    ).toBe(
      "Added 2 recipes from Lunches to your shopping list. 3 more are for blog subscribers only, so we left them out.",
    );
  });
});

describe("offline adds", () => {
  it("says an add made offline is not on the list yet", () => {
    expect(offlineAddMessage("Weeknight dinners")).toBe(
      "You're offline. We'll add Weeknight dinners to your shopping list when you're back online.",
    );
  });

  it("says so once a recipe added offline has reached the list", () => {
    expect(recipeAddedLaterMessage("Onion soup")).toBe("Added Onion soup to your shopping list.");
    expect(recipeAddedLaterMessage(undefined)).toBe("Added to your shopping list.");
  });
});
