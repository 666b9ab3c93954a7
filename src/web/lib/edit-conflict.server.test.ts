import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { conflictAnswerOf, isEditConflict, postedFieldsOf, withChosenVersion } from "./edit-conflict.server.ts";
import { isConflictAnswer, skipReloadAfterConflict } from "./edit-conflict.ts";

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe("a posted form that names its version", () => {
  it("keeps the version unless the cook chose to save theirs over a newer one", () => {
    const version = "2026-11-28T10:00:00.000Z";
    const plain = withChosenVersion(
      formOf([
        ["name", "Soups"],
        ["expectedUpdatedAt", version],
      ]),
    );
    expect(plain.get("expectedUpdatedAt")).toBe(version);
    const over = withChosenVersion(
      formOf([
        ["name", "Soups"],
        ["expectedUpdatedAt", version],
        ["overwrite", "1"],
      ]),
    );
    expect(over.get("expectedUpdatedAt")).toBeNull();
    expect(over.get("overwrite")).toBeNull();
    expect(over.get("name")).toBe("Soups");
  });

  it("answers a refused save with the text fields as posted, the version included", () => {
    const form = formOf([
      ["name", "Soups"],
      ["expectedUpdatedAt", "2026-11-28T10:00:00.000Z"],
      ["overwrite", "1"],
    ]);
    form.append("photo", new Blob(["x"]), "photo.png");
    const answer = conflictAnswerOf(postedFieldsOf(form));
    expect(answer).toEqual({
      ok: false,
      isConflict: true,
      posted: { name: "Soups", expectedUpdatedAt: "2026-11-28T10:00:00.000Z" },
      formError: null,
    });
    expect(isConflictAnswer(answer)).toBe(true);
    expect(isConflictAnswer({ ok: false, formError: "Name the collection." })).toBe(false);
  });

  it("tells a refused save from other failures", () => {
    expect(isEditConflict(new AppError("EDIT_CONFLICT"))).toBe(true);
    expect(isEditConflict(new AppError("CONFLICT"))).toBe(false);
    expect(isEditConflict(new Error("EDIT_CONFLICT"))).toBe(false);
  });

  it("keeps the page's data after a refused save, and reloads it after any other answer", () => {
    const args = (actionResult: unknown) =>
      ({ actionResult, defaultShouldRevalidate: true }) as Parameters<typeof skipReloadAfterConflict>[0];
    expect(skipReloadAfterConflict(args(conflictAnswerOf({ name: "Soups" })))).toBe(false);
    expect(skipReloadAfterConflict(args({ ok: true, outcome: "saved" }))).toBe(true);
    expect(skipReloadAfterConflict(args(undefined))).toBe(true);
  });
});
