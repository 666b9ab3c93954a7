/**
 * Test servers on 127.0.0.1 for the recipe importer: each route is a handler; every request is
 * recorded so tests can assert what reached the server (and what never did).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../corpus/recipe-corpus.ts";

export type THandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface TPageServer {
  origin: string;
  port: number;
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[];
  route(pathname: string, handler: THandler): void;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<TPageServer> {
  const routes = new Map<string, THandler>();
  const requests: TPageServer["requests"] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers });
    const handler = routes.get((request.url ?? "/").split("?")[0]);
    if (handler) handler(request, response);
    else response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    route: (pathname, handler) => routes.set(pathname, handler),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, headers: http.OutgoingHttpHeaders = {}): THandler =>
  (_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers }).end(body);
  };

export const redirect =
  (location: string, status = 302): THandler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };

/** A small recipe page with JSON-LD; `image` is put in both og:image and the recipe. */
export function recipePage({
  title = "Smoky Tomato Soup",
  canonical,
  image,
  author = "Rosa Diaz",
  siteName = "Rosa's Kitchen",
}: {
  title?: string;
  canonical?: string;
  image?: string;
  author?: string;
  siteName?: string;
} = {}): string {
  const recipe = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: title,
    description: "A quick soup from the cupboard.",
    author: { "@type": "Person", name: author },
    recipeYield: "4 servings",
    prepTime: "PT10M",
    cookTime: "PT25M",
    totalTime: "PT35M",
    recipeCuisine: "Spanish",
    recipeCategory: "Dinner",
    video: { "@type": "VideoObject", name: title, contentUrl: "https://videos.example/smoky-tomato-soup" },
    ...(image ? { image: [image] } : {}),
    recipeIngredient: [
      "2 tbsp olive oil",
      "1 large onion, chopped",
      "2 x 400g cans chopped tomatoes",
      "1 tsp smoked paprika",
      "500 ml vegetable stock",
      "Salt and pepper, to taste",
    ],
    recipeInstructions: [
      { "@type": "HowToStep", text: "Soften the onion in the oil for 8 minutes." },
      { "@type": "HowToStep", text: "Add the paprika, tomatoes and stock and simmer for 15 minutes." },
      { "@type": "HowToStep", text: "Blend until smooth and season." },
    ],
  };
  return `<!doctype html><html lang="en"><head><title>${title} | ${siteName}</title>
${canonical ? `<link rel="canonical" href="${canonical}">` : ""}
<meta property="og:site_name" content="${siteName}">
${image ? `<meta property="og:image" content="${image}">` : ""}
<script type="application/ld+json">${JSON.stringify(recipe)}</script>
</head><body><h1>${title}</h1><p>Our favourite soup.</p></body></html>`;
}

export const notARecipePage =
  "<!doctype html><html><head><title>About us</title></head><body><h1>About us</h1><p>We like walks.</p></body></html>";

export async function jpegImage(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 65, b: 43 } } })
    .jpeg()
    .toBuffer();
}

export const image =
  (body: Buffer, contentType = "image/jpeg"): THandler =>
  (_request, response) => {
    response.writeHead(200, { "content-type": contentType, "content-length": body.length }).end(body);
  };

/** A page of the recipe corpus (read at test time; the corpus is not part of the repo). */
export function readCorpusPage(host: string): { html: string; expected: Record<string, unknown> } | null {
  const dir = path.join(corpusDir, "recipe-pages", host);
  if (!fs.existsSync(dir)) return null;
  const name = fs.readdirSync(dir).find((f) => f.endsWith(".html"));
  if (!name) return null;
  return {
    html: fs.readFileSync(path.join(dir, name), "utf8"),
    expected: JSON.parse(fs.readFileSync(path.join(dir, name.replace(/\.html$/, ".json")), "utf8")),
  };
}
