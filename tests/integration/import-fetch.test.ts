/**
 * The SSRF-safe fetcher against real sockets on 127.0.0.1 (nothing leaves the machine: DNS is
 * faked wherever a name is used): pinning, redirects re-checked, refused addresses never dialled,
 * size and time limits, decoding, and the test-only loopback allowance.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#server/env.ts";
import { decodeText } from "#server/net/decode-text.ts";
import {
  loopbackAllowanceFor,
  SafeFetchError,
  safeFetch,
  type TResolver,
  type TSafeFetchOptions,
} from "#server/net/safe-fetch.ts";
import { html, redirect, startPageServer, type TPageServer } from "./import-fixtures.ts";

const allow = { allowLoopback: true } satisfies TSafeFetchOptions;

async function failureOf(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchError) return error;
    throw error;
  }
  throw new Error("expected the fetch to fail");
}

describe("safeFetch", () => {
  let server: TPageServer;
  beforeAll(async () => {
    server = await startPageServer();
    server.route("/page", html("<h1>Soup</h1>"));
  });
  afterAll(async () => {
    await server.close();
  });

  it("fetches from a 127.0.0.1 test server only with the test allowance", async () => {
    const before = server.requests.length;
    const refused = await failureOf(safeFetch(`${server.origin}/page`));
    expect(refused.kind).toBe("refused-address");
    expect(server.requests.length).toBe(before);

    const response = await safeFetch(`${server.origin}/page`, allow);
    expect(response).toMatchObject({ status: 200, mediaType: "text/html", url: `${server.origin}/page` });
    expect(response.body.toString()).toBe("<h1>Soup</h1>");
  });

  it("sends browser-like User-Agent, Accept and Accept-Encoding headers", async () => {
    await safeFetch(`${server.origin}/page`, allow);
    const headers = server.requests.at(-1)?.headers ?? {};
    expect(headers["user-agent"]).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(headers.accept).toMatch(/^text\/html,application\/xhtml\+xml/);
    expect(headers["accept-language"]).toMatch(/^en/);
    expect(headers["accept-encoding"]).toBe("gzip, deflate, br");
  });

  it("resolves a name once and pins the connection to that address, keeping the name in Host", async () => {
    const lookups: string[] = [];
    const resolve: TResolver = async (hostname) => {
      lookups.push(hostname);
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const hops: { url: string; address: string }[] = [];
    const response = await safeFetch(`http://recipes.example:${server.port}/page`, {
      ...allow,
      resolve,
      onHop: (hop) => hops.push(hop),
    });
    expect(response.status).toBe(200);
    expect(lookups).toEqual(["recipes.example"]);
    expect(hops).toEqual([{ url: `http://recipes.example:${server.port}/page`, address: "127.0.0.1" }]);
    expect(server.requests.at(-1)?.headers.host).toBe(`recipes.example:${server.port}`);
  });

  it.each([
    "http://10.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://192.168.1.1/",
    "http://0/",
    "http://100.64.0.1/",
    "http://[::ffff:7f00:1]/",
    "http://[::ffff:169.254.169.254]/",
    "http://[fd00:ec2::254]/",
    "http://[fe80::1]/",
    "http://0xa9fea9fe/",
  ])("refuses a redirect from the test server to %s before connecting", async (target) => {
    server.route("/to-private", redirect(target));
    const hops: string[] = [];
    const error = await failureOf(
      safeFetch(`${server.origin}/to-private`, { ...allow, onHop: (hop) => hops.push(hop.url) }),
    );
    expect(error.kind).toBe("refused-address");
    // Only the first hop was dialled.
    expect(hops).toEqual([`${server.origin}/to-private`]);
  });

  it("refuses a redirect to a name that resolves to a private address, and a mixed DNS answer", async () => {
    server.route("/to-name", redirect("http://internal.example/"));
    const privateDns: TResolver = async () => [{ address: "10.1.2.3", family: 4 }];
    expect((await failureOf(safeFetch(`${server.origin}/to-name`, { ...allow, resolve: privateDns }))).kind).toBe(
      "refused-address",
    );
    const mixedDns: TResolver = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "169.254.169.254", family: 4 },
    ];
    expect((await failureOf(safeFetch("http://rebind.example/", { resolve: mixedDns }))).kind).toBe("refused-address");
  });

  it("refuses redirects to other schemes", async () => {
    server.route("/to-file", redirect("file:///etc/passwd"));
    expect((await failureOf(safeFetch(`${server.origin}/to-file`, allow))).kind).toBe("invalid-url");
  });

  it("follows 5 redirects, each checked, and refuses a sixth", async () => {
    for (let i = 1; i <= 6; i++) server.route(`/hop${i}`, redirect(i === 6 ? "/page" : `/hop${i + 1}`, 301));
    const five = await safeFetch(`${server.origin}/hop2`, allow);
    expect(five).toMatchObject({ status: 200, url: `${server.origin}/page` });
    expect(five.redirects).toHaveLength(5);
    const six = await failureOf(safeFetch(`${server.origin}/hop1`, allow));
    expect(six.kind).toBe("too-many-redirects");
  });

  it("stops at 5 MB: a declared length, a stream that keeps going, and a compressed bomb", async () => {
    server.route("/declared", (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-length": String(6 * 1024 * 1024) });
      res.write("<html>");
    });
    server.route("/endless", (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, 97);
      const timer = setInterval(() => {
        if (!res.write(chunk) && res.destroyed) clearInterval(timer);
      }, 1);
      res.on("close", () => clearInterval(timer));
    });
    const bomb = await promisify(zlib.gzip)(Buffer.alloc(20 * 1024 * 1024, 97));
    server.route("/bomb", (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(bomb);
    });
    for (const path of ["/declared", "/endless", "/bomb"]) {
      const error = await failureOf(safeFetch(`${server.origin}${path}`, allow));
      expect(error.kind, path).toBe("too-large");
    }
  });

  it("gives up after the timeout when the server never answers", async () => {
    server.route("/silent", () => {});
    const started = Date.now();
    const error = await failureOf(safeFetch(`${server.origin}/silent`, { ...allow, timeoutMs: 300 }));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("times out a body that trickles in past the deadline", async () => {
    server.route("/trickle", (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => res.write("."), 50);
      res.on("close", () => clearInterval(timer));
    });
    expect((await failureOf(safeFetch(`${server.origin}/trickle`, { ...allow, timeoutMs: 400 }))).kind).toBe("timeout");
  });

  it("reports a refused connection as unreachable", async () => {
    const closed = await startPageServer();
    const origin = closed.origin;
    await closed.close();
    expect((await failureOf(safeFetch(`${origin}/`, allow))).kind).toBe("unreachable");
  });

  it("decodes gzip, brotli and deflate (zlib and raw)", async () => {
    const text = "<p>Crème brûlée</p>";
    const bodies = {
      gzip: zlib.gzipSync(text),
      br: zlib.brotliCompressSync(text),
      deflate: zlib.deflateSync(text),
      "deflate-raw": zlib.deflateRawSync(text),
    };
    for (const [name, body] of Object.entries(bodies)) {
      server.route(`/enc-${name}`, (_req, res) => {
        res
          .writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": name.split("-")[0] })
          .end(body);
      });
      const response = await safeFetch(`${server.origin}/enc-${name}`, allow);
      expect(response.body.toString("utf8"), name).toBe(text);
    }
  });

  it("returns non-2xx answers for the caller to judge", async () => {
    server.route("/forbidden", (_req, res) => res.writeHead(403, { "content-type": "text/html" }).end("no bots"));
    expect((await safeFetch(`${server.origin}/forbidden`, allow)).status).toBe(403);
  });
});

describe("decodeText: the charset a browser would use", () => {
  const latin1 = Buffer.from("<p>Cr\xe8me br\xfbl\xe9e</p>", "latin1");

  it("reads the Content-Type charset", () => {
    expect(decodeText(latin1, "text/html; charset=ISO-8859-1")).toBe("<p>Crème brûlée</p>");
  });

  it("reads <meta charset> and http-equiv when the header has none", () => {
    const withMeta = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]);
    expect(decodeText(withMeta, "text/html")).toContain("Crème brûlée");
    const httpEquiv = Buffer.concat([
      Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'),
      latin1,
    ]);
    expect(decodeText(httpEquiv)).toContain("Crème brûlée");
  });

  it("prefers a byte-order mark and defaults to UTF-8", () => {
    const utf8 = Buffer.from("<p>Crème</p>");
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]), "text/html; charset=iso-8859-1")).toBe(
      "<p>Crème</p>",
    );
    expect(decodeText(utf8)).toBe("<p>Crème</p>");
    expect(decodeText(utf8, "text/html; charset=not-a-charset")).toBe("<p>Crème</p>");
  });
});

describe("the test-only loopback allowance", () => {
  it("is refused at boot in production and ignored outside LADLE_ENV=test", () => {
    expect(() =>
      parseEnv({ LADLE_ENV: "production", AUTH_SECRET: "x".repeat(40), IMPORT_ALLOW_LOOPBACK_FOR_TESTS: "1" }),
    ).toThrow(EnvError);
    const local = parseEnv({ LADLE_ENV: "local", IMPORT_ALLOW_LOOPBACK_FOR_TESTS: "1" });
    expect(loopbackAllowanceFor(local)).toBe(false);
    const production = parseEnv({ LADLE_ENV: "production", AUTH_SECRET: "x".repeat(40) });
    expect(loopbackAllowanceFor(production)).toBe(false);
    const test = parseEnv({ LADLE_ENV: "test", IMPORT_ALLOW_LOOPBACK_FOR_TESTS: "1" });
    expect(loopbackAllowanceFor(test)).toBe(true);
  });
});
