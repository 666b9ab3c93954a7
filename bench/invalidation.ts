/**
 * From a write on one process to its effect on another: two servers on one PostgreSQL database,
 * a visitor's page of a recipe cached on server B, the recipe made private through server A, and B
 * polled until it answers 404. Prints the time from A's acknowledgement to B's 404, p50 and max.
 *
 *   npm run build && BENCH_DATABASE_URL=postgres://… npx tsx bench/invalidation.ts
 */
import { startServer } from "./lib/server.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.log("Set BENCH_DATABASE_URL to a PostgreSQL database the benchmark may fill.");
  process.exit(0);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);

async function cookieFor(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/dev/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const a = await startServer({ port: 3411, databaseUrl });
const b = await startServer({ port: 3412, databaseUrl });
try {
  const cookie = await cookieFor(a.url, "cook@demo.ladle.test");
  const headers = { cookie, origin: a.url, "content-type": "application/json" };
  const delays: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const created = await fetch(`${a.url}/api/recipes`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: `Invalidation check ${round}`,
        visibility: "public",
        ingredientGroups: [{ name: null, lines: ["1 onion"] }],
        instructionSections: [{ name: null, steps: ["Cook."] }],
      }),
    });
    const { id } = (await created.json()) as { id: string };
    // Cached on B (page and the visitors' view of the recipe).
    for (let i = 0; i < 2; i++) await (await fetch(`${b.url}/recipe/${id}`)).text();
    await fetch(`${a.url}/api/recipes/${id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ visibility: "private" }),
    });
    const acknowledged = performance.now();
    while ((await fetch(`${b.url}/recipe/${id}`)).status !== 404) {
      if (performance.now() - acknowledged > 5000) throw new Error("B kept serving the private recipe for 5 s.");
    }
    delays.push(performance.now() - acknowledged);
  }
  delays.sort((x, y) => x - y);
  const p50 = delays[Math.floor(delays.length / 2)];
  console.log(
    `write on A → 404 on B: p50 ${p50.toFixed(1)} ms, max ${delays[delays.length - 1].toFixed(1)} ms (${rounds} rounds)`,
  );
} finally {
  await b.stop();
  await a.stop();
}
