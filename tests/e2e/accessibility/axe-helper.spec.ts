/**
 * The axe helper every accessibility check uses (../axe.ts) leaves out the rules that can only report
 * minor or moderate problems, which it would drop anyway. On a page with problems of every impact,
 * it finds exactly the serious and critical ones a run of every rule finds.
 */
import { seriousViolations } from "../axe.ts";
import { expect, test } from "../fixtures.ts";

const brokenPage = `<!doctype html>
<html lang="en" data-hydrated="true">
<head><title>Problems of every impact</title></head>
<body>
  <div id="twice">Outside every landmark</div>
  <div id="twice">A duplicate id</div>
  <h3>A heading that skips levels</h3>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <input type="text">
  <button></button>
  <p style="color:#bbb;background:#fff">Text too faint to read</p>
  <a href="#">Read more</a> <a href="/elsewhere">Read more</a>
  <ul><div>Not a list item</div></ul>
  <div role="button" aria-pressed="maybe">A bad ARIA value</div>
  <table><tr><th></th><td>An empty header</td></tr></table>
</body>
</html>`;

test("the axe helper finds every serious and critical problem a run of all rules finds", async ({ page }) => {
  await page.setContent(brokenPage);
  const helper = await seriousViolations(page);

  const everyRule = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
        ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
  const serious = everyRule.filter((v) => v.impact === "serious" || v.impact === "critical");
  const byRule = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

  // The page has problems of each kind, so both runs have something to find and to leave out.
  expect(serious.map((v) => v.id)).toEqual(
    expect.arrayContaining(["image-alt", "label", "button-name", "color-contrast"]),
  );
  expect(everyRule.filter((v) => v.impact === "moderate" || v.impact === "minor").length).toBeGreaterThan(0);
  expect([...helper].sort(byRule)).toEqual([...serious].sort(byRule));
});
