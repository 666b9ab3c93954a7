/** Load for the benchmarks: autocannon against one address, after a short warm-up. */
import autocannon from "autocannon";

export interface TLoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

let bust = 0;
/** Each request a new query string: the page cache never hits, every page is rendered. */
const bustingRequests: autocannon.Request[] = [
  { setupRequest: (request) => ({ ...request, path: `${request.path}?bench=${++bust}` }) },
];

export async function measureLoad(
  url: string,
  { connections, seconds, isUncached = false }: { connections: number; seconds: number; isUncached?: boolean },
): Promise<TLoadFigures> {
  const requests = isUncached ? bustingRequests : undefined;
  // Warm up caches and the JIT before measuring.
  await autocannon({ url, requests, connections: 10, duration: 2 });
  const result = await autocannon({ url, requests, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function formatLoad(figures: TLoadFigures, { connections, seconds }: { connections: number; seconds: number }) {
  return `${String(figures.requestsPerSecond).padStart(6)} req/s  p99 ${figures.p99Ms} ms  (${connections} connections, ${seconds} s, errors/non-2xx: ${figures.errors})`;
}
