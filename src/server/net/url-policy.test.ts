import { describe, expect, it } from "vitest";
import { loopbackAllowanceFor } from "./safe-fetch.ts";
import { checkUrl, resolveRedirect, SafeFetchError } from "./url-policy.ts";

function refusal(url: string, policy = {}): string | null {
  try {
    checkUrl(url, policy);
    return null;
  } catch (error) {
    if (error instanceof SafeFetchError) return error.kind;
    throw error;
  }
}

describe("checkUrl: addresses in every spelling are refused before any connection", () => {
  it.each([
    "http://127.0.0.1/",
    "http://127.0.0.1./",
    "http://127.1/",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://0x7f.1/",
    "http://0177.0.0.1/",
    "http://017700000001/",
    "http://0x7f.0.0.1/",
    "http://１２７.０.０.１/",
    "http://0/",
    "http://0.0.0.0:8080/",
    "http://10.0.0.5/admin",
    "http://192.168.0.1/",
    "http://172.16.3.4/",
    "http://100.64.1.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://0xa9fea9fe/",
    "http://2852039166/",
    "http://[::1]/",
    "http://[::]/",
    "http://[0:0:0:0:0:0:0:1]:3000/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://[fe80::1]/",
    "http://[fc00::1]/",
    "http://[ff02::1]/",
    "http://[64:ff9b::7f00:1]/",
    "http://[2002:7f00:1::1]/",
    "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
    "https://224.0.0.1/",
    "https://255.255.255.255/",
    "http://localhost/",
    "http://LOCALHOST:3000/",
    "http://api.localhost/",
  ])("%s", (url) => {
    expect(refusal(url)).toBe("refused-address");
  });
});

describe("checkUrl: only plain http(s) URLs", () => {
  it.each([
    "file:///etc/passwd",
    "ftp://example.com/recipe",
    "gopher://example.com:70/",
    "javascript:alert(1)",
    "data:text/html,<h1>hi</h1>",
    "ws://example.com/",
    "not a url",
    "",
    "//example.com/recipe",
  ])("%s is not a web address Ladle fetches", (url) => {
    expect(refusal(url)).toBe("invalid-url");
  });

  it.each([
    "http://user:pass@example.com/",
    "http://user@example.com/",
    "http://example.com:25/",
    "http://example.com:22/",
    "https://example.com:6667/",
  ])("%s is a web address, refused", (url) => {
    expect(refusal(url)).toBe("refused-address");
  });

  it.each([
    "https://www.example.com/recipes/lasagne",
    "http://example.com:8080/r?id=1",
    "https://8.8.8.8/",
    "https://[2606:4700:4700::1111]/",
  ])("%s passes (a name is checked again after DNS)", (url) => {
    expect(refusal(url)).toBeNull();
  });

  it("drops the fragment and keeps the host without brackets", () => {
    const checked = checkUrl("https://[2606:4700:4700::1111]:8443/a?b=1#step-3");
    expect(checked).toMatchObject({ host: "2606:4700:4700::1111", port: 8443, literalAddress: "2606:4700:4700::1111" });
    expect(checked.url.href).toBe("https://[2606:4700:4700::1111]:8443/a?b=1");
  });
});

describe("the test-only loopback allowance", () => {
  it("lets 127.0.0.1 and ::1 through, and nothing else that is not public", () => {
    const policy = { allowLoopback: true };
    expect(refusal("http://127.0.0.1:4000/", policy)).toBeNull();
    expect(refusal("http://[::1]:4000/", policy)).toBeNull();
    expect(refusal("http://10.0.0.1/", policy)).toBe("refused-address");
    expect(refusal("http://169.254.169.254/", policy)).toBe("refused-address");
    expect(refusal("http://[::ffff:127.0.0.1]/", policy)).toBe("refused-address");
    expect(refusal("http://0.0.0.0/", policy)).toBe("refused-address");
  });

  it("is on only when LADLE_ENV is test, never in production or locally", () => {
    expect(loopbackAllowanceFor({ LADLE_ENV: "test", IMPORT_ALLOW_LOOPBACK_FOR_TESTS: true })).toBe(true);
    expect(loopbackAllowanceFor({ LADLE_ENV: "test", IMPORT_ALLOW_LOOPBACK_FOR_TESTS: false })).toBe(false);
    expect(loopbackAllowanceFor({ LADLE_ENV: "production", IMPORT_ALLOW_LOOPBACK_FOR_TESTS: true })).toBe(false);
    expect(loopbackAllowanceFor({ LADLE_ENV: "local", IMPORT_ALLOW_LOOPBACK_FOR_TESTS: true })).toBe(false);
  });
});

describe("resolveRedirect", () => {
  const here = new URL("https://blog.example.com/recipes/soup?x=1");

  it("resolves relative and scheme-relative locations", () => {
    expect(resolveRedirect("/other", here).href).toBe("https://blog.example.com/other");
    expect(resolveRedirect("next", here).href).toBe("https://blog.example.com/recipes/next");
    expect(resolveRedirect("//cdn.example.net/a", here).href).toBe("https://cdn.example.net/a");
  });

  it("leaves the judging to checkUrl, which refuses private and non-http targets", () => {
    expect(refusal(resolveRedirect("http://127.0.0.1/admin", here).href)).toBe("refused-address");
    expect(refusal(resolveRedirect("//[::1]/", here).href)).toBe("refused-address");
    expect(refusal(resolveRedirect("http://0x7f.1/", here).href)).toBe("refused-address");
    expect(refusal(resolveRedirect("file:///etc/passwd", here).href)).toBe("invalid-url");
    expect(refusal(resolveRedirect("gopher://evil/", here).href)).toBe("invalid-url");
  });

  it("refuses a location that cannot be parsed", () => {
    expect(() => resolveRedirect("http://[::1", here)).toThrow(SafeFetchError);
  });
});
