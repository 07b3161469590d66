import { defineConfig } from "vitest/config";

export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "islands/**/*.test.{ts,tsx}", "components/**/*.test.{ts,tsx}", "db/**/*.test.ts"],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.{ts,tsx}"], testTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: "smoke", include: ["tests/smoke/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 180_000 },
      },
    ],
  },
});
