/**
 * GET /robots.txt, /sitemap.xml and /sitemaps/{kind}-{n}.xml, outside /api. Robots may read every
 * page anyone may read; pages that need a session are disallowed, and the sitemap is named. A
 * sitemap is built at most once a minute per process: it lists addresses only, and a page made
 * private since answers crawlers with a 404 anyway.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { routeTable } from "#core/access/route-table.ts";
import type { TDb } from "#db/client.ts";
import type { TEnv } from "#server/env.ts";
import { countSitemapUrls, listSitemapUrls, maxUrlsPerSitemap, sitemapKinds, type TSitemapKind } from "./service.ts";
import { buildSitemapIndex, buildUrlSet } from "./sitemap-xml.ts";

const cacheMs = 60_000;

/** Pages behind a session, as robots.txt patterns ("/meal_plan/*\/edit"). */
export function buildRobotsTxt(publicUrl: string): string {
  const closed = routeTable
    .filter((route) => route.access !== "hybrid")
    .map((route) => route.path.replace(/:[A-Za-z]+/g, "*"));
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...[...new Set(closed)].sort().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ];
  return lines.join("\n");
}

export async function registerSitemapRoutes(
  app: FastifyInstance,
  {
    db,
    env,
    urlsPerFile = maxUrlsPerSitemap,
  }: {
    db: TDb;
    env: Pick<TEnv, "publicUrl">;
    /** Addresses in one sitemap file (tests make it small). */
    urlsPerFile?: number;
  },
) {
  const cached = new Map<string, { body: Promise<string | null>; expiresAt: number }>();
  /** The same document for everyone for a minute; a failed build is not kept. */
  function remember(key: string, build: () => Promise<string | null>): Promise<string | null> {
    const hit = cached.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.body;
    if (cached.size > 1000) cached.clear();
    const body = build();
    cached.set(key, { body, expiresAt: Date.now() + cacheMs });
    body.catch(() => cached.delete(key));
    return body;
  }

  const absolute = (path: string) => `${env.publicUrl}${path}`;
  const sendXml = (reply: FastifyReply, xml: string | null) =>
    xml === null
      ? reply.status(404).type("text/plain; charset=utf-8").send("No such sitemap.")
      : reply.header("cache-control", "public, max-age=600").type("application/xml; charset=utf-8").send(xml);

  const robots = buildRobotsTxt(env.publicUrl);
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=3600").type("text/plain; charset=utf-8").send(robots),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const xml = await remember("index", async () => {
      const counts = await countSitemapUrls(db);
      const total = sitemapKinds.reduce((sum, kind) => sum + counts[kind], 0);
      if (total <= urlsPerFile) {
        const pages = await Promise.all(sitemapKinds.map((kind) => listSitemapUrls(db, kind, 0, urlsPerFile)));
        return buildUrlSet(
          pages.flat().map((url) => ({ location: absolute(url.path), lastModified: url.lastModified })),
        );
      }
      const files = sitemapKinds.flatMap((kind) =>
        Array.from({ length: Math.ceil(counts[kind] / urlsPerFile) }, (_, page) => ({
          location: absolute(`/sitemaps/${kind}-${page + 1}.xml`),
          lastModified: null,
        })),
      );
      return buildSitemapIndex(files);
    });
    return sendXml(reply, xml);
  });

  app.get<{ Params: { file: string } }>("/sitemaps/:file", { schema: { hide: true } }, async (request, reply) => {
    const match = /^([a-z-]+)-(\d{1,6})\.xml$/.exec(request.params.file);
    const kind = match?.[1] as TSitemapKind | undefined;
    const page = Number(match?.[2]) - 1;
    if (!kind || !sitemapKinds.includes(kind) || page < 0) return sendXml(reply, null);
    const xml = await remember(`${kind}:${page}`, async () => {
      const urls = await listSitemapUrls(db, kind, page, urlsPerFile);
      if (urls.length === 0 && page > 0) return null;
      return buildUrlSet(urls.map((url) => ({ location: absolute(url.path), lastModified: url.lastModified })));
    });
    return sendXml(reply, xml);
  });
}
