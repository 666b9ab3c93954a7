/**
 * Draws the default share preview (public/og-preview.png, 1200×630) and the touch icon. Run once
 * after changing the brand: `npx tsx scripts/make-share-images.ts`.
 */
import sharp from "sharp";

const preview = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#FFFBF5"/>
  <circle cx="960" cy="330" r="230" fill="#F3E3CF"/>
  <circle cx="960" cy="330" r="175" fill="#FFFFFF" stroke="#E8DFD3" stroke-width="6"/>
  <circle cx="905" cy="290" r="42" fill="#C8412B"/>
  <circle cx="1010" cy="300" r="34" fill="#E2B55A"/>
  <path d="M880 380c30-40 90-50 140-20" stroke="#3F7D4E" stroke-width="22" stroke-linecap="round" fill="none"/>
  <ellipse cx="1000" cy="390" rx="40" ry="22" fill="#3F7D4E"/>
  <circle cx="110" cy="150" r="34" fill="#C8412B"/>
  <path d="M133 127 175 85" stroke="#C8412B" stroke-width="12" stroke-linecap="round"/>
  <text x="190" y="168" font-family="Georgia, serif" font-size="64" font-weight="700" fill="#221E1A">Ladle</text>
  <text x="80" y="330" font-family="Georgia, serif" font-size="64" font-weight="600" fill="#221E1A">What can I cook</text>
  <text x="80" y="410" font-family="Georgia, serif" font-size="64" font-weight="600" fill="#221E1A">tonight?</text>
  <text x="80" y="490" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#6B6258">Recipes, meal plans and creator blogs</text>
</svg>`;

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180"><rect width="180" height="180" fill="#C8412B"/><circle cx="74" cy="106" r="40" fill="#FFFBF5"/><path d="M100 80 142 38" stroke="#FFFBF5" stroke-width="17" stroke-linecap="round"/></svg>`;

await sharp(Buffer.from(preview)).png({ compressionLevel: 9 }).toFile("public/og-preview.png");
await sharp(Buffer.from(icon)).resize(180, 180).png().toFile("public/apple-touch-icon.png");
console.log("Wrote public/og-preview.png and public/apple-touch-icon.png");
