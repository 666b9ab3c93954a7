import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
  // Every route's entry in the manifest comes with the first page (a script of a few KB, loaded
  // after the first paint), rather than asked for as links appear: each answer re-rendered the
  // whole page, a long task on a phone right after it hydrated (decision 031).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
