/**
 * Draws the installed app's icons (public/icons/) from the logo: 192 and 512 px for launchers, and a
 * maskable 512 px one whose mark sits inside the centre 80% that every mask shape keeps. Run after
 * changing the logo: `npx tsx scripts/make-app-icons.ts`.
 */
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const tomato = "#C8412B";
const cream = "#FFFBF5";

/** The favicon's mark (a ladle in a bowl) on a rounded tomato tile; `inset` shrinks the mark. */
function iconSvg({ isMaskable }: { isMaskable: boolean }): string {
  // A maskable icon is full-bleed (the launcher cuts the shape); the mark shrinks into the safe zone.
  const tile = isMaskable
    ? `<rect width="32" height="32" fill="${tomato}"/>`
    : `<rect width="32" height="32" rx="7" fill="${tomato}"/>`;
  const mark = `<circle cx="13" cy="19" r="7" fill="${cream}"/><path d="M17.5 14.5 25 7" stroke="${cream}" stroke-width="3" stroke-linecap="round"/>`;
  const scaled = isMaskable ? `<g transform="translate(16 16) scale(0.72) translate(-16 -16)">${mark}</g>` : mark;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile}${scaled}</svg>`;
}

async function writeIcon(file: string, size: number, isMaskable: boolean) {
  await sharp(Buffer.from(iconSvg({ isMaskable })), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
}

mkdirSync("public/icons", { recursive: true });
await writeIcon("public/icons/icon-192.png", 192, false);
await writeIcon("public/icons/icon-512.png", 512, false);
await writeIcon("public/icons/icon-maskable-512.png", 512, true);
console.log("public/icons: icon-192.png, icon-512.png, icon-maskable-512.png");
