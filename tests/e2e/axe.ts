/** axe-core in the page: the serious and critical accessibility problems it finds, once the page has hydrated. */
import fs from "node:fs";
import { createRequire } from "node:module";

type TPage = import("@playwright/test").Page;

export async function seriousViolations(page: TPage) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
  await page.evaluate(fs.readFileSync(axePath, "utf8"));
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
