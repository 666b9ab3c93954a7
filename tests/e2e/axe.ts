/** axe-core in the page: the serious and critical accessibility problems it finds, once the page has hydrated. */
import fs from "node:fs";
import { createRequire } from "node:module";

type TPage = import("@playwright/test").Page;
type TCheckRef = string | { id: string };
type TAxe = {
  run(
    context: Document,
    options: { resultTypes: string[]; rules: Record<string, { enabled: boolean }> },
  ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
  _audit: {
    rules: { id: string; impact?: string; any: TCheckRef[]; all: TCheckRef[]; none: TCheckRef[] }[];
    data: { checks: Record<string, { impact?: string }>; rules: Record<string, { impact?: string }> };
  };
};

/** Read once per worker: every page gets the same script. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface TViolation {
  id: string;
  impact: string;
  targets: string[];
}

export async function seriousViolations(page: TPage): Promise<TViolation[]> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: TAxe };
    const isSerious = (impact: string | undefined) => impact === "serious" || impact === "critical";
    // A violation's impact is its rule's, or else the highest of its failed checks'. A rule that can
    // only ever report a minor or moderate problem is left out: its findings would be dropped below.
    const lowOnly: Record<string, { enabled: boolean }> = {};
    for (const rule of axe._audit.rules) {
      const checks = [...rule.any, ...rule.all, ...rule.none].map((check) =>
        typeof check === "string" ? check : check.id,
      );
      const impacts = rule.impact
        ? [rule.impact]
        : [axe._audit.data.rules[rule.id]?.impact, ...checks.map((id) => axe._audit.data.checks[id]?.impact)];
      if (!impacts.some(isSerious)) lowOnly[rule.id] = { enabled: false };
    }
    // Only violations are read: axe then skips listing every node that passes, much of its time.
    const result = await axe.run(document, { resultTypes: ["violations"], rules: lowOnly });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
