/**
 * Draws the default share preview (public/og-preview.png, 1200×630) and the touch icon
 * (public/apple-touch-icon.png) from SVG. Run after changing the brand:
 * `npx tsx scripts/make-share-images.ts`.
 *
 * The preview's text is set in the brand fonts (Fraunces, Inter from @fontsource-variable). librsvg,
 * which sharp uses, cannot read WOFF2, so when Debian's Chromium is installed it renders the SVG
 * with the fonts embedded; sharp then compresses the PNG. Without Chromium, sharp renders the SVG
 * itself with the closest system fonts.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

const chromium = "/usr/bin/chromium";
const width = 1200;
const height = 630;

const colour = {
  bg: "#FFFBF5",
  text: "#221E1A",
  muted: "#6B6258",
  primary: "#C8412B",
  accent: "#3F7D4E",
  warning: "#B7791F",
  line: "#E8DFD3",
};

function fontFace(family: string, file: string): string {
  const data = readFileSync(path.join("node_modules/@fontsource-variable", file)).toString("base64");
  return `@font-face{font-family:"${family}";font-weight:100 900;src:url(data:font/woff2;base64,${data}) format("woff2");}`;
}

/** A bowl of tomato soup seen from above, with a ladle resting in it. */
const bowl = `
  <g transform="translate(905 318)">
    <circle r="236" fill="#F6E7D4"/>
    <circle r="196" fill="#FFFFFF" stroke="${colour.line}" stroke-width="4"/>
    <circle r="150" fill="#E0623F"/>
    <circle r="150" fill="url(#soup)"/>
    <path d="M-70 -20c20-45 95-52 118-8 18 35-12 74-55 70-32-3-45-30-30-50 12-16 38-14 44 2"
      fill="none" stroke="#FFF4E6" stroke-width="11" stroke-linecap="round" opacity="0.9"/>
    <g fill="${colour.accent}">
      <path d="M-96 52c18-30 52-34 70-18-18 30-52 34-70 18Z"/>
      <path d="M40 -96c30 6 44 36 32 58-30-6-44-36-32-58Z"/>
      <path d="M66 58c26-12 56 2 62 26-26 12-56-2-62-26Z"/>
    </g>
    <g fill="#E2B55A" stroke="#B7791F" stroke-width="2">
      <rect x="-40" y="70" width="22" height="22" rx="4" transform="rotate(12 -29 81)"/>
      <rect x="-118" y="-44" width="20" height="20" rx="4" transform="rotate(-18 -108 -34)"/>
      <rect x="92" y="-22" width="20" height="20" rx="4" transform="rotate(24 102 -12)"/>
    </g>
    <g transform="rotate(-38)">
      <rect x="-14" y="-262" width="28" height="196" rx="14" fill="${colour.primary}"/>
      <circle cy="-258" r="20" fill="${colour.primary}"/>
      <circle cy="-258" r="8" fill="#F6E7D4"/>
      <ellipse cx="0" cy="-46" rx="56" ry="50" fill="${colour.primary}"/>
      <ellipse cx="0" cy="-50" rx="40" ry="34" fill="#E0623F"/>
    </g>
  </g>`;

const mark = `
  <g transform="translate(80 76) scale(2)">
    <circle cx="12" cy="19" r="9" fill="${colour.primary}"/>
    <path d="M17.5 12.5 27 3" stroke="${colour.primary}" stroke-width="3.2" stroke-linecap="round"/>
    <path d="M5.5 17.5h13" stroke="${colour.bg}" stroke-width="1.6" stroke-linecap="round" opacity="0.55"/>
  </g>`;

function previewSvg(fontCss: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <style>${fontCss}</style>
    <radialGradient id="soup" cx="0.4" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#F0805C"/>
      <stop offset="1" stop-color="#C8412B" stop-opacity="0.6"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${colour.bg}"/>
  ${bowl}
  ${mark}
  <text x="158" y="128" font-family="Fraunces, 'Fraunces Variable', Georgia, serif" font-size="56" font-weight="700"
    letter-spacing="-1" fill="${colour.text}">Ladle</text>
  <text font-family="Fraunces, 'Fraunces Variable', Georgia, serif" font-size="76" font-weight="600"
    letter-spacing="-1.5" fill="${colour.text}">
    <tspan x="80" y="300">What can I</tspan>
    <tspan x="80" y="386">cook tonight?</tspan>
  </text>
  <text x="82" y="462" font-family="Inter, 'Inter Variable', Helvetica, Arial, sans-serif" font-size="30"
    fill="${colour.muted}">Recipes, meal plans and creator blogs</text>
  <g font-family="Inter, 'Inter Variable', Helvetica, Arial, sans-serif" font-size="22" font-weight="600">
    <rect x="80" y="506" width="124" height="44" rx="22" fill="#FBE9E4"/>
    <text x="142" y="535" text-anchor="middle" fill="${colour.primary}">Recipes</text>
    <rect x="216" y="506" width="148" height="44" rx="22" fill="#E6F1E8"/>
    <text x="290" y="535" text-anchor="middle" fill="${colour.accent}">Meal plans</text>
    <rect x="376" y="506" width="168" height="44" rx="22" fill="#FBF0DC"/>
    <text x="460" y="535" text-anchor="middle" fill="#8A5A12">Shopping list</text>
  </g>
</svg>`;
}

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180">
  <rect width="180" height="180" fill="${colour.primary}"/>
  <circle cx="74" cy="106" r="40" fill="${colour.bg}"/>
  <path d="M100 80 142 38" stroke="${colour.bg}" stroke-width="17" stroke-linecap="round"/>
</svg>`;

function renderWithChromium(svg: string): Buffer | null {
  if (!existsSync(chromium)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), "ladle-share-"));
  try {
    const page = path.join(dir, "preview.html");
    const shot = path.join(dir, "preview.png");
    writeFileSync(page, `<!doctype html><html><body style="margin:0;overflow:hidden">${svg}</body></html>`);
    execFileSync(
      chromium,
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--user-data-dir=${path.join(dir, "profile")}`,
        `--window-size=${width},${height}`,
        "--virtual-time-budget=2000",
        `--screenshot=${shot}`,
        `file://${page}`,
      ],
      { stdio: "ignore", timeout: 60_000 },
    );
    return existsSync(shot) ? readFileSync(shot) : null;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const embeddedFonts =
  fontFace("Fraunces", "fraunces/files/fraunces-latin-wght-normal.woff2") +
  fontFace("Inter", "inter/files/inter-latin-wght-normal.woff2");
const rendered = renderWithChromium(previewSvg(embeddedFonts));
const source = rendered ?? Buffer.from(previewSvg(""));

await sharp(source)
  .resize(width, height, { fit: "cover", position: "left top" })
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile("public/og-preview.png");
await sharp(Buffer.from(icon)).resize(180, 180).png().toFile("public/apple-touch-icon.png");
console.log(
  `Wrote public/og-preview.png (${rendered ? "Chromium, brand fonts" : "sharp, system fonts"}) and public/apple-touch-icon.png`,
);
