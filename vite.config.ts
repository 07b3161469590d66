import { defineConfig, type Plugin } from "vite";
// @ts-ignore -- with its extension, as Vite's config loaders want it (tsc's allowImportingTsExtensions is off)
import { workersHeadersFile } from "./src/http/security-headers.ts";

/** The Workers assets' `_headers` file, from the one list of security headers (src/http/security-headers.ts). */
function workersHeaders(): Plugin {
  return {
    name: "behavior-tales:workers-headers",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: workersHeadersFile() });
    },
  };
}

/**
 * Builds the browser side only: the island entry (one chunk per island) and the stylesheet.
 * - React (react, react-dom, scheduler, the JSX runtime) is one chunk of its own that every island
 *   shares: it changes only with a React upgrade, so browsers keep it across deploys.
 * - No Vite preload helper or modulepreload polyfill: the server writes <link rel=modulepreload> for
 *   exactly the islands a page renders (src/render/assets.tsx), and island chunks import no CSS, so the
 *   helper only added bytes to the client entry.
 */
export default defineConfig({
  publicDir: "static",
  plugins: [workersHeaders()],
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    modulePreload: false,
    rollupOptions: {
      input: { client: "src/client.ts", styles: "src/styles.css" },
      output: {
        codeSplitting: {
          groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, cors: true },
});
