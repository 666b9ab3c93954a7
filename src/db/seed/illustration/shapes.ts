/** The ingredient pieces the illustrations are drawn with, as SVG fragments reused with <use>. */

/** Each shape is drawn around (0, 0) within about `radius` px; `currentColor` takes the rule's colour. */
export interface TShape {
  def: string;
  radius: number;
  count: [number, number];
  /** Drawn in layer order: 0 big pieces, 1 medium, 2 small garnish on top. */
  layer: 0 | 1 | 2;
}

export const shapes = {
  noodles: {
    radius: 55,
    count: [1, 2],
    layer: 0,
    def: '<g fill="none" stroke="currentColor" stroke-width="7" stroke-linecap="round"><path d="M-50 0C-40-40 40-40 50 0S-30 40-40 0"/><path d="M-40-10C-20-50 50-30 40 10S-10 50-30 20"/><path d="M-20-30C20-40 50 0 20 30S-40 30-45-5"/></g><path d="M-38-6C-20-36 30-34 38 4" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="2"/>',
  },
  pasta: {
    radius: 22,
    count: [7, 11],
    layer: 1,
    def: '<path d="M-20-8h30l8 8-8 8h-30l-6-8z" fill="currentColor"/><path d="M-12-8v16M-3-8v16M6-8v16" stroke="#000" stroke-opacity=".15" stroke-width="2"/>',
  },
  drumstick: {
    radius: 38,
    count: [2, 3],
    layer: 0,
    def: '<path d="M6 8 26 30" stroke="#F4E9D8" stroke-width="9" stroke-linecap="round"/><circle cx="29" cy="26" r="6" fill="#F4E9D8"/><circle cx="24" cy="34" r="6" fill="#F4E9D8"/><path d="M-28-4C-30-26-6-34 8-22S16 8 6 10-26 18-28-4Z" fill="currentColor"/><path d="M-18-12C-14-22 0-24 4-18" fill="none" stroke="#FFF" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>',
  },
  meat: {
    radius: 32,
    count: [2, 4],
    layer: 0,
    def: '<path d="M-30-14C-20-26 24-24 32-8S22 24 0 22-36 8-30-14Z" fill="currentColor"/><path d="M-22-4 14-14M-16 8 20-2" stroke="#000" stroke-opacity=".2" stroke-width="4" stroke-linecap="round"/>',
  },
  fish: {
    radius: 42,
    count: [1, 2],
    layer: 0,
    def: '<path d="M-40 0C-26-20 26-22 40-4C30 16-26 20-40 0Z" fill="currentColor"/><path d="M-24-8c4 6 4 12 0 16M-10-12c4 8 4 16 0 22M4-13c4 8 4 18 0 24M18-11c4 7 4 14 0 20" fill="none" stroke="#FFF" stroke-opacity=".55" stroke-width="2.5"/>',
  },
  prawn: {
    radius: 24,
    count: [4, 6],
    layer: 1,
    def: '<path d="M-14 16C-26 4-20-18 0-20S24-6 18 8" fill="none" stroke="currentColor" stroke-width="11" stroke-linecap="round"/><path d="M-8-14l2 8M4-16l-1 8M14-10l-4 6" stroke="#FFF" stroke-opacity=".5" stroke-width="2"/><path d="M18 8l10 6-4-10z" fill="#E4573D"/>',
  },
  egg: {
    radius: 32,
    count: [1, 2],
    layer: 1,
    def: '<path d="M-30-6C-30-26 4-32 18-22S36 4 24 18-8 30-20 20-30 8-30-6Z" fill="#FFFDF6" stroke="#E9E1D2" stroke-width="2"/><circle cx="-2" cy="-2" r="12" fill="#F5B82E"/><circle cx="-6" cy="-6" r="3.5" fill="#FFF" opacity=".6"/>',
  },
  tomato: {
    radius: 22,
    count: [3, 5],
    layer: 1,
    def: '<circle r="21" fill="currentColor"/><circle cx="-7" cy="-7" r="5" fill="#FFF" opacity=".35"/><path d="M-9-19 0-13 9-19 5-11 0-14-5-11z" fill="#3F7D4E"/>',
  },
  leaf: {
    radius: 28,
    count: [4, 7],
    layer: 1,
    def: '<path d="M0-30C18-18 18 14 0 30C-18 14-18-18 0-30Z" fill="currentColor"/><path d="M0-26V26" stroke="#000" stroke-opacity=".18" stroke-width="2"/>',
  },
  herb: {
    radius: 16,
    count: [3, 6],
    layer: 2,
    def: '<g fill="currentColor"><path d="M0 0C6-10 16-10 20-6 14 0 6 2 0 0Z"/><path d="M0 0C-6-10-16-10-20-6-14 0-6 2 0 0Z"/><path d="M0 0C-4-8 0-20 0-22 4-14 4-6 0 0Z"/></g>',
  },
  chilli: {
    radius: 26,
    count: [1, 3],
    layer: 2,
    def: '<path d="M-24-8C-10 10 14 12 26 2 14 4-6 0-18-14Z" fill="currentColor"/><path d="M-18-14C-22-18-26-16-28-22" fill="none" stroke="#3F7D4E" stroke-width="4" stroke-linecap="round"/>',
  },
  wedge: {
    radius: 26,
    count: [1, 2],
    layer: 2,
    def: '<path d="M-26 0A26 26 0 0 0 26 0Z" fill="currentColor"/><path d="M-21 2A21 21 0 0 0 21 2Z" fill="#FFF8D6" opacity=".75"/><path d="M0 3V21M0 3-13 16M0 3 13 16" stroke="currentColor" stroke-width="2"/>',
  },
  slice: {
    radius: 20,
    count: [5, 8],
    layer: 1,
    def: '<circle r="20" fill="currentColor"/><circle r="16" fill="#FFF" opacity=".45"/><circle r="5" fill="currentColor" opacity=".45"/>',
  },
  grains: {
    radius: 26,
    count: [3, 5],
    layer: 1,
    def: '<g fill="currentColor" stroke="#000" stroke-opacity=".12"><circle cx="-16" cy="-6" r="5"/><circle cx="-6" cy="-14" r="5"/><circle cx="6" cy="-10" r="5"/><circle cx="16" cy="-2" r="5"/><circle cx="-12" cy="6" r="5"/><circle cx="0" cy="2" r="5"/><circle cx="10" cy="10" r="5"/><circle cx="-2" cy="14" r="5"/><circle cx="-20" cy="14" r="5"/><circle cx="20" cy="14" r="5"/></g>',
  },
  berries: {
    radius: 20,
    count: [3, 5],
    layer: 2,
    def: '<g fill="currentColor"><circle cx="-9" cy="-5" r="9"/><circle cx="8" cy="-7" r="9"/><circle cx="0" cy="8" r="9"/></g><g fill="#FFF" opacity=".4"><circle cx="-12" cy="-8" r="2.5"/><circle cx="5" cy="-10" r="2.5"/><circle cx="-3" cy="5" r="2.5"/></g>',
  },
  mushroom: {
    radius: 24,
    count: [3, 5],
    layer: 1,
    def: '<path d="M-8 0h16l-2 18h-12z" fill="#EBD9C0"/><path d="M-24 4C-24-22 24-22 24 4Z" fill="currentColor"/>',
  },
  avocado: {
    radius: 32,
    count: [1, 2],
    layer: 0,
    def: '<path d="M0-32C16-32 24-4 24 10S14 32 0 32-24 24-24 10-16-32 0-32Z" fill="#3C6B2F"/><path d="M0-26C12-26 18-4 18 10S10 26 0 26-18 20-18 10-12-26 0-26Z" fill="#C9DC7A"/><circle cy="10" r="10" fill="#8A5A35"/>',
  },
  broccoli: {
    radius: 26,
    count: [3, 5],
    layer: 1,
    def: '<path d="M-4 4h8l2 18h-12z" fill="#8DBA66"/><g fill="currentColor"><circle cx="-10" cy="-4" r="11"/><circle cx="10" cy="-4" r="11"/><circle cy="-14" r="12"/></g>',
  },
  strip: {
    radius: 24,
    count: [4, 7],
    layer: 1,
    def: '<path d="M-22-4C-8-12 10-12 24-4" fill="none" stroke="currentColor" stroke-width="8" stroke-linecap="round"/>',
  },
  ring: {
    radius: 18,
    count: [2, 4],
    layer: 2,
    def: '<ellipse rx="18" ry="14" fill="none" stroke="currentColor" stroke-width="4"/><ellipse rx="11" ry="8" fill="none" stroke="currentColor" stroke-width="3" opacity=".7"/>',
  },
  garlic: {
    radius: 14,
    count: [2, 4],
    layer: 2,
    def: '<path d="M0-16C10-8 12 8 4 14H-4C-12 8-10-8 0-16Z" fill="#F6EFDF" stroke="#D9CBB0" stroke-width="1.5"/>',
  },
  cube: {
    radius: 14,
    count: [5, 9],
    layer: 1,
    def: '<rect x="-11" y="-11" width="22" height="22" rx="4" fill="currentColor" stroke="#000" stroke-opacity=".1"/>',
  },
  shaving: {
    radius: 16,
    count: [3, 6],
    layer: 2,
    def: '<path d="M-14-6 12-10 16 0-12 6z" fill="currentColor" stroke="#000" stroke-opacity=".08"/>',
  },
  toast: {
    radius: 34,
    count: [2, 3],
    layer: 0,
    def: '<path d="M-30 30V-10C-30-34 30-34 30-10V30Z" fill="#C98A4B"/><path d="M-24 24V-8C-24-26 24-26 24-8V24Z" fill="currentColor"/>',
  },
  taco: {
    radius: 40,
    count: [2, 3],
    layer: 0,
    def: '<path d="M-34-2C-20-14 20-14 34-2" fill="none" stroke="#4E9A45" stroke-width="8" stroke-linecap="round"/><path d="M-40 4A40 30 0 0 0 40 4Z" fill="currentColor"/><path d="M-30 10A30 20 0 0 0 30 10" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="3"/>',
  },
  olive: {
    radius: 9,
    count: [4, 7],
    layer: 2,
    def: '<ellipse rx="9" ry="7" fill="currentColor"/><ellipse rx="3" ry="2" fill="#000" opacity=".35"/>',
  },
  chocolate: {
    radius: 20,
    count: [3, 5],
    layer: 1,
    def: '<rect x="-15" y="-15" width="30" height="30" rx="3" fill="currentColor"/><path d="M-15 0h30M0-15v30" stroke="#000" stroke-opacity=".3" stroke-width="2"/>',
  },
  cookie: {
    radius: 26,
    count: [3, 5],
    layer: 0,
    def: '<circle r="25" fill="currentColor"/><g fill="#4A2B1E"><circle cx="-8" cy="-6" r="4"/><circle cx="9" cy="-2" r="3.5"/><circle cx="-2" cy="10" r="4"/><circle cx="10" cy="12" r="3"/><circle cx="-14" cy="8" r="3"/></g>',
  },
  cake: {
    radius: 40,
    count: [1, 2],
    layer: 0,
    def: '<path d="M-36 24H36L0-36Z" fill="currentColor"/><path d="M-36 24H36L31 15H-31Z" fill="#000" opacity=".12"/><path d="M-14-12C-4-4 6-16 16-6" fill="none" stroke="#FFF" stroke-width="4" stroke-linecap="round" opacity=".8"/>',
  },
  pancakes: {
    radius: 50,
    count: [1, 1],
    layer: 0,
    def: '<ellipse cy="12" rx="48" ry="16" fill="#C98642"/><ellipse cy="2" rx="48" ry="16" fill="#D99A55"/><ellipse cy="-8" rx="48" ry="16" fill="currentColor"/><rect x="-12" y="-18" width="22" height="12" rx="3" fill="#FFE7A0"/><path d="M-30-6C-20 2 10 6 26-4" fill="none" stroke="#9A4F16" stroke-width="4" opacity=".7"/>',
  },
  crescent: {
    radius: 24,
    count: [3, 5],
    layer: 1,
    def: '<path d="M-24 6A30 30 0 0 0 24 6 26 18 0 0 1-24 6Z" fill="#F6EBC4" stroke="currentColor" stroke-width="3"/>',
  },
  spear: {
    radius: 34,
    count: [4, 6],
    layer: 1,
    def: '<path d="M-34 0H28" stroke="currentColor" stroke-width="7" stroke-linecap="round"/><path d="M24-5 37 0 24 5z" fill="currentColor"/>',
  },
  melon: {
    radius: 30,
    count: [2, 4],
    layer: 0,
    def: '<path d="M-28-6 28-6 0 28Z" fill="currentColor"/><path d="M-30-11h60v6h-60z" fill="#3F7D4E"/><g fill="#2B2320"><circle cx="-8" cy="2" r="2"/><circle cx="6" cy="4" r="2"/><circle cx="0" cy="12" r="2"/></g>',
  },
  nuts: {
    radius: 14,
    count: [3, 5],
    layer: 2,
    def: '<g fill="currentColor"><ellipse cx="-7" cy="-3" rx="8" ry="5.5" transform="rotate(-20 -7 -3)"/><ellipse cx="7" cy="4" rx="8" ry="5.5" transform="rotate(25 7 4)"/></g>',
  },
} satisfies Record<string, TShape>;

export type TShapeKind = keyof typeof shapes;

export function drawShapeDefs(kinds: Iterable<TShapeKind>): string {
  return [...new Set(kinds)].map((kind) => `<g id="${kind}">${shapes[kind].def}</g>`).join("");
}
