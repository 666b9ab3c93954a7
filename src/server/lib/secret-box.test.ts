import { describe, expect, it } from "vitest";
import { createSecretBox, SecretBoxError } from "./secret-box.ts";

const secret = "a-test-secret-that-is-long-enough-0123456789";

describe("secret box", () => {
  it("opens what it sealed, for the same context", () => {
    const box = createSecretBox(secret);
    const sealed = box.seal("kit-access-token-123", "convertkit:user-1:access");
    expect(box.open(sealed, "convertkit:user-1:access")).toBe("kit-access-token-123");
  });

  it("never stores the plaintext, and seals the same value differently each time", () => {
    const box = createSecretBox(secret);
    const first = box.seal("kit-access-token-123", "c");
    const second = box.seal("kit-access-token-123", "c");
    expect(first).not.toContain("kit-access-token-123");
    expect(Buffer.from(first.split(".")[3], "base64url").toString("utf8")).not.toContain("kit-access");
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("refuses a value sealed for another creator or field", () => {
    const box = createSecretBox(secret);
    const sealed = box.seal("token", "convertkit:user-1:access");
    expect(() => box.open(sealed, "convertkit:user-2:access")).toThrow(SecretBoxError);
    expect(() => box.open(sealed, "convertkit:user-1:refresh")).toThrow(SecretBoxError);
  });

  it("refuses a value sealed with another key", () => {
    const sealed = createSecretBox(secret).seal("token", "c");
    expect(() => createSecretBox(`${secret}-rotated`).open(sealed, "c")).toThrow(SecretBoxError);
  });

  it("refuses a changed value", () => {
    const box = createSecretBox(secret);
    const [version, nonce, tag, data] = box.seal("token-value", "c").split(".");
    const bytes = Buffer.from(data, "base64url");
    bytes[0] ^= 1;
    expect(() => box.open([version, nonce, tag, bytes.toString("base64url")].join("."), "c")).toThrow(SecretBoxError);
    expect(() => box.open("plain-token", "c")).toThrow(SecretBoxError);
    expect(() => box.open(`${version}.${nonce}.${tag}`, "c")).toThrow(SecretBoxError);
  });

  it("seals empty and long values", () => {
    const box = createSecretBox(secret);
    expect(box.open(box.seal("", "c"), "c")).toBe("");
    const long = "x".repeat(5000);
    expect(box.open(box.seal(long, "c"), "c")).toBe(long);
  });

  it("wants enough key material", () => {
    expect(() => createSecretBox("short")).toThrow(/at least 32/);
  });
});
