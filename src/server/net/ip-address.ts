/**
 * Which IP addresses a server-side fetch may connect to. Anything that is not ordinary public
 * unicast is refused: loopback, private, link-local (cloud metadata lives there), shared/CGNAT,
 * multicast, unspecified, documentation, benchmarking and reserved ranges, for IPv4 and IPv6, and
 * IPv6 forms that carry an IPv4 address inside them (mapped, compatible, translated, NAT64, 6to4,
 * Teredo) are judged by the IPv4 address they carry. IPv6 is an allowlist: only global unicast
 * (2000::/3) can pass. Sources: the IANA IPv4 and IPv6 special-purpose address registries.
 */
import net from "node:net";

export type TAddressKind =
  | "public"
  | "loopback"
  | "private"
  | "link-local"
  | "metadata"
  | "shared"
  | "multicast"
  | "unspecified"
  | "documentation"
  | "benchmarking"
  | "reserved"
  | "invalid";

export interface TAddressVerdict {
  address: string;
  kind: TAddressKind;
  isPublic: boolean;
  /** For IPv6 forms that carry an IPv4 address: that address. */
  embeddedIpv4?: string;
}

// --- IPv4 -----------------------------------------------------------------------------------------

type TV4Range = [base: string, prefix: number, kind: Exclude<TAddressKind, "public" | "invalid">];

// Order matters only where ranges nest: the metadata address comes before its link-local /16.
const ipv4Ranges: TV4Range[] = [
  ["169.254.169.254", 32, "metadata"], // AWS, GCP, Azure, OpenStack instance metadata
  ["169.254.170.2", 32, "metadata"], // AWS ECS task metadata
  ["100.100.100.200", 32, "metadata"], // Alibaba Cloud metadata
  ["0.0.0.0", 8, "unspecified"], // "this network"
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "shared"], // carrier-grade NAT
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"], // IETF protocol assignments (includes 192.0.0.192 Oracle metadata)
  ["192.0.2.0", 24, "documentation"],
  ["192.31.196.0", 24, "reserved"], // AS112
  ["192.52.193.0", 24, "reserved"], // AMT
  ["192.88.99.0", 24, "reserved"], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16, "private"],
  ["192.175.48.0", 24, "reserved"], // AS112 direct delegation
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"], // includes 255.255.255.255 broadcast
];

function ipv4ToInt(address: string): number | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    // Strict dotted decimal only: URL parsing has already turned 0x7f.1 or 2130706433 into this form.
    if (!/^(?:0|[1-9]\d{0,2})$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

function intToIpv4(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join(".");
}

const compiledV4 = ipv4Ranges.map(([base, prefix, kind]) => {
  const start = ipv4ToInt(base) as number;
  const size = 2 ** (32 - prefix);
  return { start, end: start + size - 1, kind };
});

function classifyIpv4Int(value: number): Exclude<TAddressKind, "invalid"> {
  for (const range of compiledV4) if (value >= range.start && value <= range.end) return range.kind;
  return "public";
}

// --- IPv6 -----------------------------------------------------------------------------------------

/** Eight 16-bit groups, or null when the text is not a plain IPv6 address (zone ids are refused). */
export function parseIpv6(text: string): number[] | null {
  let address = text.trim().toLowerCase();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  if (!address || address.includes("%")) return null;
  let tail: number[] = [];
  if (address.includes(".")) {
    // A trailing dotted IPv4 address stands for the last two groups ("::ffff:127.0.0.1").
    const lastColon = address.lastIndexOf(":");
    if (lastColon < 0) return null;
    const v4 = ipv4ToInt(address.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [v4 >>> 16, v4 & 0xffff];
    address = address.slice(0, lastColon + 1);
    if (!address.endsWith("::")) address = address.slice(0, -1);
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const toValues = (groups: string[]) => groups.map((group) => Number.parseInt(group, 16));
  const total = head.length + rest.length + tail.length;
  if (halves.length === 2) {
    if (total > 7) return null;
    return [...toValues(head), ...new Array<number>(8 - total).fill(0), ...toValues(rest), ...tail];
  }
  if (total !== 8) return null;
  return [...toValues(head), ...tail];
}

function groupsToIpv4(high: number, low: number): number {
  return high * 65536 + low;
}

function startsWith(groups: number[], prefix: number[], bits: number): boolean {
  let remaining = bits;
  for (let i = 0; remaining > 0; i++) {
    const take = Math.min(16, remaining);
    const mask = take === 16 ? 0xffff : (0xffff << (16 - take)) & 0xffff;
    if ((groups[i] & mask) !== ((prefix[i] ?? 0) & mask)) return false;
    remaining -= take;
  }
  return true;
}

function verdictForEmbedded(address: string, v4: number): TAddressVerdict {
  const kind = classifyIpv4Int(v4);
  return { address, kind, isPublic: kind === "public", embeddedIpv4: intToIpv4(v4) };
}

function classifyIpv6(address: string, groups: number[]): TAddressVerdict {
  const verdict = (kind: Exclude<TAddressKind, "public">): TAddressVerdict => ({ address, kind, isPublic: false });
  const v4Tail = groupsToIpv4(groups[6], groups[7]);
  const isZeroUntil = (n: number) => groups.slice(0, n).every((g) => g === 0);

  if (groups.every((g) => g === 0)) return verdict("unspecified");
  if (isZeroUntil(7) && groups[7] === 1) return verdict("loopback");
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated): the IPv4 address is what gets dialled.
  if (isZeroUntil(5) && groups[5] === 0xffff) return verdictForEmbedded(address, v4Tail);
  if (isZeroUntil(6)) return { ...verdictForEmbedded(address, v4Tail), isPublic: false, kind: "reserved" };
  // ::ffff:0:a.b.c.d (SIIT translated).
  if (isZeroUntil(4) && groups[4] === 0xffff && groups[5] === 0) return verdictForEmbedded(address, v4Tail);
  // 64:ff9b::/96 well-known NAT64 prefix: judged by the IPv4 address; 64:ff9b:1::/48 is local use.
  if (startsWith(groups, [0x64, 0xff9b, 0, 0, 0, 0], 96)) return verdictForEmbedded(address, v4Tail);
  if (startsWith(groups, [0x64, 0xff9b, 1], 48)) return verdict("private");
  if (startsWith(groups, [0x100], 64)) return verdict("reserved"); // discard-only
  if (startsWith(groups, [0xfe80], 10)) return verdict("link-local");
  if (startsWith(groups, [0xfec0], 10)) return verdict("private"); // site-local (deprecated)
  if (startsWith(groups, [0xfd00, 0x0ec2, 0, 0, 0, 0, 0, 0x254], 128)) return verdict("metadata"); // AWS IMDS
  if (startsWith(groups, [0xfc00], 7)) return verdict("private"); // unique local
  if (startsWith(groups, [0xff00], 8)) return verdict("multicast");
  // 2002::/16 6to4: the IPv4 address in bits 16-47 is the tunnel's end.
  if (startsWith(groups, [0x2002], 16)) {
    const embedded = verdictForEmbedded(address, groupsToIpv4(groups[1], groups[2]));
    return embedded.isPublic ? { ...embedded, kind: "public" } : embedded;
  }
  // 2001::/32 Teredo: the server's IPv4 in bits 32-63, the client's inverted in the last 32 bits.
  if (startsWith(groups, [0x2001, 0], 32)) {
    const server = groupsToIpv4(groups[2], groups[3]);
    const client = (~v4Tail >>> 0) & 0xffffffff;
    const serverVerdict = verdictForEmbedded(address, server);
    if (!serverVerdict.isPublic) return serverVerdict;
    return verdictForEmbedded(address, client);
  }
  if (startsWith(groups, [0x2001, 0x0002, 0], 48)) return verdict("benchmarking");
  if (startsWith(groups, [0x2001, 0x0010], 28)) return verdict("reserved"); // ORCHID
  if (startsWith(groups, [0x2001, 0x0020], 28)) return verdict("reserved"); // ORCHIDv2
  if (startsWith(groups, [0x2001, 0x0db8], 32)) return verdict("documentation");
  if (startsWith(groups, [0x3fff], 20)) return verdict("documentation");
  if (startsWith(groups, [0x5f00], 16)) return verdict("reserved"); // SRv6 SIDs
  // Everything else outside global unicast 2000::/3 is unassigned or special.
  if (!startsWith(groups, [0x2000], 3)) return verdict("reserved");
  return { address, kind: "public", isPublic: true };
}

// --- Both -----------------------------------------------------------------------------------------

/**
 * Classifies an IP address as written by DNS or by WHATWG URL parsing (dotted decimal IPv4, or
 * IPv6 with or without brackets). Anything else is "invalid" and never public.
 */
export function classifyAddress(input: string): TAddressVerdict {
  const address = input.trim();
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (net.isIPv4(bare)) {
    const value = ipv4ToInt(bare);
    if (value === null) return { address, kind: "invalid", isPublic: false };
    const kind = classifyIpv4Int(value);
    return { address, kind, isPublic: kind === "public" };
  }
  const groups = parseIpv6(bare);
  if (groups && net.isIPv6(bare)) return classifyIpv6(address, groups);
  return { address, kind: "invalid", isPublic: false };
}

/** Loopback addresses the test-only allowance may reach: 127.0.0.0/8 and ::1, nothing else. */
export function isPlainLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (net.isIPv4(bare)) return classifyAddress(bare).kind === "loopback";
  const groups = net.isIPv6(bare) ? parseIpv6(bare) : null;
  return groups?.slice(0, 7).every((g) => g === 0) === true && groups[7] === 1;
}
