import { describe, expect, it } from "vitest";
import { findKeyInUrl, isValidKey } from "./storage.ts";

describe("storage keys", () => {
  it.each(["recipes/0b6f-1a2b3c-400.webp", "demo/avatar-cook_1-0a1b2c3d4e.svg", "a", "avatars/u1_x-9.webp"])(
    "accepts %s",
    (key) => expect(isValidKey(key)).toBe(true),
  );

  it.each(["", "../x", "a/../b", "/abs", ".env", "a/.hidden", "a//b", "a/", "Upper.webp", "a b", "a?b", "a%2fb"])(
    "refuses %j",
    (key) => expect(isValidKey(key)).toBe(false),
  );

  it("finds an owner's key in a URL whatever its base", () => {
    const prefix = "recipes/r1-";
    expect(findKeyInUrl("/uploads/recipes/r1-abc-400.webp", prefix)).toBe("recipes/r1-abc-400.webp");
    expect(findKeyInUrl("https://cdn.example/ladle/recipes/r1-abc-400.webp", prefix)).toBe("recipes/r1-abc-400.webp");
    expect(findKeyInUrl("http://127.0.0.1:9000/bucket/recipes/r1-abc-400.webp", prefix)).toBe(
      "recipes/r1-abc-400.webp",
    );
  });

  it("finds nothing in someone else's URL, a seed image or a provider's picture", () => {
    const prefix = "avatars/u1-";
    expect(findKeyInUrl("/uploads/avatars/u10-abc.webp", prefix)).toBeNull();
    expect(findKeyInUrl("/uploads/avatars/u2-abc.webp", prefix)).toBeNull();
    expect(findKeyInUrl("/uploads/demo/avatar-cook-0a1b.svg", prefix)).toBeNull();
    expect(findKeyInUrl("https://lh3.googleusercontent.com/a/photo.jpg", prefix)).toBeNull();
    expect(findKeyInUrl("/uploads/avatars/u1-abc.webp?v=1", prefix)).toBeNull();
    expect(findKeyInUrl("/uploads/avatars/u1-../../secret", prefix)).toBeNull();
  });
});
