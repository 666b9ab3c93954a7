/**
 * The security headers every answer of Ladle carries (pages, API answers, errors, redirects, static
 * files), as one list of problems per response, so a test over many addresses names each gap.
 */
type THeaders = Record<string, string | string[] | number | undefined>;

const headerOf = (headers: THeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value);
};

/** The directives of a Content-Security-Policy, by name. */
export function parseCsp(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

export interface THeaderExpectations {
  /** An HTML page: its policy must also restrict scripts to its own origin and a nonce. */
  isPage?: boolean;
  /** PUBLIC_URL is https: browsers are told to come back over https only. */
  isHttps?: boolean;
}

/** What is missing or wrong in one response's headers; empty when all is well. */
export function findHeaderProblems(headers: THeaders, { isPage = false, isHttps = false }: THeaderExpectations = {}) {
  const problems: string[] = [];
  const csp = parseCsp(headerOf(headers, "content-security-policy"));
  const frameOptions = headerOf(headers, "x-frame-options")?.toUpperCase();
  if (headerOf(headers, "x-content-type-options") !== "nosniff") problems.push("x-content-type-options is not nosniff");
  const referrer = headerOf(headers, "referrer-policy") ?? "";
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer)) {
    problems.push(`referrer-policy "${referrer}"`);
  }
  const ancestors = csp.get("frame-ancestors")?.join(" ");
  if (ancestors !== "'none'" && ancestors !== "'self'" && frameOptions !== "DENY" && frameOptions !== "SAMEORIGIN") {
    problems.push("framing allowed: neither frame-ancestors nor x-frame-options");
  }
  if (!headerOf(headers, "cross-origin-opener-policy")?.startsWith("same-origin")) {
    problems.push(`cross-origin-opener-policy "${headerOf(headers, "cross-origin-opener-policy")}"`);
  }
  const hsts = headerOf(headers, "strict-transport-security");
  const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1] ?? 0);
  if (isHttps && maxAge < 180 * 24 * 3600) {
    problems.push(`strict-transport-security "${hsts}" (at least 180 days over https)`);
  }
  if (!isHttps && hsts) problems.push(`strict-transport-security "${hsts}" on plain http`);
  if (headerOf(headers, "x-powered-by")) problems.push("x-powered-by names the server");
  if (isPage) problems.push(...findPagePolicyProblems(csp));
  return problems;
}

/** A page's policy: scripts only from its own origin or with this answer's nonce, no plugins, no <base>. */
function findPagePolicyProblems(csp: Map<string, string[]>): string[] {
  if (csp.size === 0) return ["no content-security-policy"];
  const problems: string[] = [];
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? [];
  if (!scripts.some((value) => value.startsWith("'nonce-"))) problems.push("script-src without a nonce");
  if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'") || scripts.includes("*")) {
    problems.push(`script-src ${scripts.join(" ")}`);
  }
  if (csp.get("default-src")?.join(" ") !== "'self'") problems.push("default-src is not 'self'");
  if (csp.get("object-src")?.join(" ") !== "'none'") problems.push("object-src is not 'none'");
  if (!csp.has("base-uri")) problems.push("no base-uri");
  return problems;
}
