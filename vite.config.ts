import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The production browser bundle runs on Preact's React-compatible layer instead of react-dom
 * (decision 011): the same components, about 50 KB less JavaScript on every first load. The
 * server keeps rendering with React, and `npm run dev` keeps React in the browser for its
 * developer tools; the end-to-end tests run against the production build.
 */
const preactForReact: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

function preactInTheBrowserBuild(): Plugin {
  return {
    name: "ladle:preact-in-the-browser-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const target = preactForReact[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [preactInTheBrowserBuild(), reactRouter()],
  build: { target: "es2022" },
  ssr: {
    // Server-only packages stay outside the SSR bundle and load from node_modules.
    external: ["@electric-sql/pglite", "pg", "sharp", "pino", "better-auth", "nodemailer"],
  },
});
