import puppeteer from "puppeteer-core";
const base = "http://127.0.0.1:3777";
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
const errors: string[] = [];
page.on("console", (m) => { if (m.type() === "error") errors.push(m.text().slice(0, 200)); });
await page.goto(base + "/", { waitUntil: "domcontentloaded" });
const r = await page.evaluate(async () => (await fetch("/api/dev/sign-in", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "cook@demo.ladle.test" }) })).status);
console.log("sign-in", r);
const shots = JSON.parse(process.argv[2]) as [string, string, number][];
for (const [name, url, width] of shots) {
  await page.setViewport({ width, height: 900 });
  await page.goto(base + url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", { timeout: 15000 }).catch(() => console.log("not hydrated", name));
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: process.env.FULL === "1" });
  console.log(name, page.url());
}
console.log("errors", errors);
await browser.close();
