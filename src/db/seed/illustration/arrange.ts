/** Ingredient pieces laid out on a plate or in a bowl, and drawn where they lie. */
import type { TFound } from "./find-shapes.ts";
import type { TRandom } from "./random.ts";
import { shapes, type TShape, type TShapeKind } from "./shapes.ts";

const round = (n: number) => Math.round(n);

export interface TItem {
  kind: TShapeKind;
  color: string;
  x: number;
  y: number;
  scale: number;
  rotate: number;
}

/** Places ingredient pieces inside a circle without piling them on top of one another. */
export function arrange(
  found: TFound[],
  random: TRandom,
  cx: number,
  cy: number,
  area: number,
  sizeScale: number,
): TItem[] {
  const items: TItem[] = [];
  const layout = random.pick(["sectors", "centre", "scatter"] as const);
  const start = random.between(0, Math.PI * 2);
  found.forEach((f, index) => {
    const shape: TShape = shapes[f.kind];
    const count = Math.min(random.int(shape.count[0], shape.count[1]), f.isMinor ? 3 : 9);
    for (let n = 0; n < count; n++) {
      const scale = sizeScale * random.between(0.85, 1.2);
      const radius = shape.radius * scale;
      let best: { x: number; y: number; gap: number } | null = null;
      for (let attempt = 0; attempt < 14; attempt++) {
        let angle: number;
        let distance: number;
        if (layout === "sectors") {
          const sector = (Math.PI * 2) / found.length;
          angle = start + sector * index + random.between(0.1, 0.9) * sector;
          distance = random.between(0.2, 1) * (area - radius);
        } else if (layout === "centre" && index === 0) {
          angle = random.between(0, Math.PI * 2);
          distance = random.between(0, 0.35) * (area - radius);
        } else {
          angle = random.between(0, Math.PI * 2);
          distance = Math.sqrt(random.next()) * (area - radius);
        }
        const x = cx + Math.cos(angle) * distance;
        const y = cy + Math.sin(angle) * distance;
        const gap = Math.min(
          Number.POSITIVE_INFINITY,
          ...items.map((it) => Math.hypot(it.x - x, it.y - y) - shapes[it.kind].radius * it.scale - radius * 0.6),
        );
        if (!best || gap > best.gap) best = { x, y, gap };
        if (gap > 0) break;
      }
      if (best) items.push({ kind: f.kind, color: f.color, x: best.x, y: best.y, scale, rotate: random.int(0, 359) });
    }
  });
  return items.sort((a, b) => shapes[a.kind].layer - shapes[b.kind].layer);
}

export function drawItems(items: TItem[]): string {
  return items
    .map(
      (it) =>
        `<use href="#${it.kind}" color="${it.color}" transform="translate(${round(it.x)} ${round(it.y)}) rotate(${it.rotate}) scale(${it.scale.toFixed(2)})"/>`,
    )
    .join("");
}
