/**
 * The layer rules (docs/architecture.md, "Layers"), checked by `npm test` through `npm run lint`.
 * core is pure; db knows only core; server never reaches into web; web talks to the server only
 * through the services in its request context and the API, so it imports server types, never code.
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "An import cycle (type-only ones too) means a declaration sits in the wrong file.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "core-is-pure",
      comment: "src/core runs in the browser and the server: no I/O, none of the other layers.",
      severity: "error",
      from: { path: "^src/core/", pathNot: "\\.test\\.ts$" },
      to: { path: "^src/(db|server|web|cli)/" },
    },
    {
      name: "core-has-no-io",
      comment:
        "src/core may use zod and fflate (pure zip and gzip, for recipe archives) and nothing else from outside: no Node built-ins, no drivers.",
      severity: "error",
      from: { path: "^src/core/", pathNot: "\\.test\\.ts$" },
      to: {
        dependencyTypes: ["core", "npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg"],
        pathNot: "^node_modules/(zod|fflate)/",
      },
    },
    {
      name: "db-knows-only-core",
      severity: "error",
      from: { path: "^src/db/" },
      to: { path: "^src/(server|web|cli)/" },
    },
    {
      name: "server-does-not-import-web",
      comment: "The server hands pages their context; it may name the context's type, nothing else.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "web-never-touches-the-database",
      comment: "Pages get data from the services in their request context, never from drizzle or src/db.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: ["^src/db/", "^node_modules/drizzle-orm/", "^node_modules/pg/", "^node_modules/@electric-sql/"] },
    },
    {
      name: "web-imports-server-types-only",
      comment: "Server code reaches pages through the request context (services), so web imports its types only.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "browser-code-has-no-server-modules",
      comment:
        "Components and browser helpers must not import *.server.ts (only route modules may, for their loaders and actions, and tests).",
      severity: "error",
      from: {
        path: "^src/web/",
        pathNot: [
          "\\.server\\.tsx?$",
          "^src/web/routes/",
          "^src/web/entry\\.server\\.tsx$",
          "^src/web/root\\.tsx$",
          "\\.test\\.tsx?$",
        ],
      },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "browser-code-has-no-node-built-ins",
      severity: "error",
      from: { path: "^src/web/", pathNot: ["\\.server\\.tsx?$", "^src/web/entry\\.server\\.tsx$", "\\.test\\.tsx?$"] },
      to: { dependencyTypes: ["core"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "^src/web/\\+types|\\.react-router/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
