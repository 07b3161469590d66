import { defineConfig } from "vite";

/** Builds the browser side only: the island entry (one chunk per island) and the stylesheet. */
export default defineConfig({
  publicDir: "static",
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    rollupOptions: {
      input: { client: "src/client.ts", styles: "src/styles.css" },
    },
  },
  server: { port: 5173, strictPort: true, cors: true },
});
