/** axe-core in the page: the serious and critical accessibility problems it finds, once the page has hydrated. */
import fs from "node:fs";
import { createRequire } from "node:module";

type TPage = import("@playwright/test").Page;
type TAxe = {
  run(
    context: Document,
    options: { resultTypes: string[] },
  ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
};

export async function seriousViolations(page: TPage) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
  await page.evaluate(fs.readFileSync(axePath, "utf8"));
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: TAxe };
    // Only violations are read: axe then skips listing every node that passes, much of its time.
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
