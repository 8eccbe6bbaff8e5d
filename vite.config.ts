import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { scriptsAfterFirstPaint } from "./vite/scripts-after-first-paint";

/**
 * React Router's package points Node at its development build (dev warnings on). Production
 * builds take its production copy instead, and bundle the two server adapters that import it, so
 * the whole server holds one React Router (decision 019).
 */
const reactRouterProduction = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");

export default defineConfig(({ isSsrBuild, command }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
      ...(command === "build"
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterProduction, "index.mjs") },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, "dom-export.mjs") },
          ]
        : []),
    ],
  },
  ssr: command === "build" ? { noExternal: ["react-router", "@react-router/express", "@react-router/node"] } : undefined,
  build: {
    // The server bundle is our Express app, so it shares one module graph with the routes.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter(), scriptsAfterFirstPaint()],
}));
