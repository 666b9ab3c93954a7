import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: "es2022" },
  ssr: {
    // Server-only packages stay outside the SSR bundle and load from node_modules.
    external: ["@electric-sql/pglite", "pg", "sharp", "pino", "better-auth", "nodemailer"],
  },
});
