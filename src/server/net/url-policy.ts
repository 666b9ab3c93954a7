/**
 * Which URLs a server-side fetch may request, judged before any connection: http and https only,
 * no credentials, no ports browsers refuse (the Fetch standard's "bad ports"), and a host that is
 * either a name (checked again after DNS) or a literal IP address that is public. WHATWG URL
 * parsing comes first, so the odd IPv4 spellings (2130706433, 0x7f.1, 0177.0.0.1, 127.1) arrive here
 * already normalised to dotted decimal and are judged like any other address.
 */
import net from "node:net";
import { classifyAddress, isPlainLoopback, type TAddressVerdict } from "./ip-address.ts";

export type TSafeFetchErrorKind =
  /** Not an http(s) URL we are willing to request. */
  | "invalid-url"
  /** The host is, or resolves to, an address we never connect to. */
  | "refused-address"
  /** DNS failed, the connection was refused or reset, TLS failed. */
  | "unreachable"
  | "timeout"
  | "too-large"
  | "too-many-redirects";

export class SafeFetchError extends Error {
  readonly kind: TSafeFetchErrorKind;
  /** The URL being requested when it failed (after redirects). */
  readonly url: string | null;

  constructor(kind: TSafeFetchErrorKind, message: string, options: { url?: string | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "SafeFetchError";
    this.kind = kind;
    this.url = options.url ?? null;
  }
}

// biome-ignore format: the Fetch standard's list, packed
const badPorts = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109,
  110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531,
  532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060,
  5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export interface TAddressPolicy {
  /** Test servers on 127.0.0.1 only: never set outside tests (see loopbackAllowanceFor). */
  allowLoopback?: boolean;
}

/** Whether the policy lets a connection go to this address. */
export function isAddressAllowed(address: string, policy: TAddressPolicy = {}): boolean {
  if (classifyAddress(address).isPublic) return true;
  return policy.allowLoopback === true && isPlainLoopback(address);
}

export function describeRefusal(verdict: TAddressVerdict): string {
  const carried = verdict.embeddedIpv4 ? ` (carrying ${verdict.embeddedIpv4})` : "";
  return `${verdict.address}${carried} is a ${verdict.kind} address`;
}

export interface TCheckedUrl {
  url: URL;
  /** The host without IPv6 brackets: what DNS or the socket gets. */
  host: string;
  port: number;
  /** Set when the host is a literal IP address (already judged). */
  literalAddress: string | null;
}

/** Parses and checks a URL; throws SafeFetchError("invalid-url" | "refused-address"). */
export function checkUrl(input: string | URL, policy: TAddressPolicy = {}): TCheckedUrl {
  let url: URL;
  try {
    url = new URL(String(input).trim());
  } catch (cause) {
    throw new SafeFetchError("invalid-url", "That is not a valid web address.", { cause });
  }
  const href = url.href;
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("invalid-url", `Only http and https addresses can be fetched, not ${url.protocol}`, {
      url: href,
    });
  }
  if (url.username || url.password) {
    // A well-formed web address, but not one Ladle fetches: refused, not called malformed.
    throw new SafeFetchError("refused-address", "Addresses with a user name or password are not fetched.", {
      url: href,
    });
  }
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (badPorts.has(port)) throw new SafeFetchError("refused-address", `Port ${port} is not fetched.`, { url: href });
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!host) throw new SafeFetchError("invalid-url", "The address has no host.", { url: href });
  url.hash = "";
  if (net.isIP(host)) {
    if (!isAddressAllowed(host, policy)) {
      throw new SafeFetchError("refused-address", describeRefusal(classifyAddress(host)), { url: href });
    }
    return { url, host, port, literalAddress: host };
  }
  // RFC 6761: *.localhost always means this machine, whatever a resolver says.
  if ((host === "localhost" || host.endsWith(".localhost")) && !policy.allowLoopback) {
    throw new SafeFetchError("refused-address", `${host} is a loopback name`, { url: href });
  }
  return { url, host, port, literalAddress: null };
}

/** The next URL of a redirect, resolved against the current one; the caller checks it again. */
export function resolveRedirect(location: string, current: URL): URL {
  try {
    return new URL(location, current);
  } catch (cause) {
    throw new SafeFetchError("invalid-url", "The site redirected to an address that is not valid.", {
      url: current.href,
      cause,
    });
  }
}
