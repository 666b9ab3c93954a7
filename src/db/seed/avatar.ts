/** Initials on a coloured circle: the demo users' profile pictures. Pure and deterministic. */

const backgrounds = ["#C8412B", "#3F7D4E", "#B7791F", "#1E1B4B", "#2F5D7C", "#7A4E3A", "#9C4F8C"];

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[c]};`);
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [words[0]?.[0] ?? "?"];
  return letters.join("").toUpperCase();
}

export function drawAvatar({ name, seed }: { name: string; seed: string }): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const background = backgrounds[hash % backgrounds.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img"><title>${escapeXml(name)}</title><circle cx="128" cy="128" r="128" fill="${background}"/><circle cx="128" cy="128" r="112" fill="none" stroke="#FFFBF5" stroke-opacity=".25" stroke-width="4"/><text x="128" y="128" dy=".35em" text-anchor="middle" font-family="Fraunces, Georgia, serif" font-size="104" font-weight="600" fill="#FFFBF5">${escapeXml(initialsOf(name))}</text></svg>`;
}
