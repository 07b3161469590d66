/**
 * Fail closed: when the safety review cannot run, the story fails its checks, so writeStory rewrites it
 * once and then refuses it — nothing is returned to be shown or saved.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("./index", async (importOriginal) => {
  const real = await importOriginal<typeof import("./index")>();
  return {
    ...real,
    reviewSafety: () => {
      throw new Error("the review is down");
    },
  };
});

const { checkStory, composeStory, createStoryEngine, StoryGenerationError, writeStory } = await import("../index");

const req = { childName: "Nia", childAge: "6-7", behavior: "not-sharing", theme: "friendship", seed: 3, pronouns: "she", grownUpName: "Dad" } as const;

describe("the safety review fails closed", () => {
  it("a story the review could not read fails its report card", () => {
    const report = checkStory(composeStory(req), req);
    expect(report.passed).toBe(false);
    expect(report.checks.find((c) => c.id === "safe-content")).toMatchObject({ status: "fail", detail: expect.stringMatching(/could not run/) });
  });

  it("writeStory refuses the story after its tries (the local engine tries up to 4 seeds), with the report", async () => {
    const engine = createStoryEngine({ provider: "local" });
    const phases: string[] = [];
    const error = await writeStory(engine, req, { onPhase: (p, info) => phases.push(`${p}:${info?.attempt}`) }).catch((e) => e);
    expect(error).toBeInstanceOf(StoryGenerationError);
    expect(error.report.checks.find((c: { id: string }) => c.id === "safe-content").status).toBe("fail");
    expect(phases.filter((p) => p.startsWith("planning"))).toEqual(["planning:1", "planning:2", "planning:3", "planning:4"]);
  });
});
