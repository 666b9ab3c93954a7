import { describe, expect, it } from "vitest";
import { findPageOrigin } from "./ssr.ts";

describe("findPageOrigin", () => {
  it("keeps the address the browser used for the same server on this machine", () => {
    expect(findPageOrigin("http://localhost:3000", "127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(findPageOrigin("http://127.0.0.1:3000", "localhost:3000")).toBe("http://localhost:3000");
    expect(findPageOrigin("http://localhost:3000", "[::1]:3000")).toBe("http://[::1]:3000");
  });

  it("uses the public URL for any other host, another port or no host", () => {
    expect(findPageOrigin("http://localhost:3000", "127.0.0.1:4000")).toBe("http://localhost:3000");
    expect(findPageOrigin("https://ladle.example", "evil.example")).toBe("https://ladle.example");
    expect(findPageOrigin("https://ladle.example", "localhost")).toBe("https://ladle.example");
    expect(findPageOrigin("http://localhost:3000", undefined)).toBe("http://localhost:3000");
    expect(findPageOrigin("http://localhost:3000", "bad host/")).toBe("http://localhost:3000");
  });
});
