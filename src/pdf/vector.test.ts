import { describe, expect, it } from "vitest";
import { rgb } from "pdf-lib";
import { composeStory } from "../engine/local";
import { sceneSvg } from "../stories/scenes";
import { parsePathOnlySvg } from "./art";
import { loadStoryFonts } from "./fonts-node";
import { pathOps, pathOpsGeneral, strokeOps } from "./vector";

describe("pathOps", () => {
  it("turns the line-art engine's absolute commands into PDF path operators", () => {
    expect(pathOps("M10 20L30 40C1 2 3 4 5 6Z")).toBe("10 20 m\n30 40 l\n1 2 3 4 5 6 c\nh");
  });
  it("raises a quadratic to the cubic that draws the same curve", () => {
    // From (0,0) with control (30,60) to (90,0): control points at 2/3 of the way to (30,60).
    expect(pathOps("M0 0Q30 60 90 0")).toBe("0 0 m\n20 40 50 40 90 0 c");
  });
  it("reads negative numbers and implicit line-tos after a move", () => {
    expect(pathOps("M-1.5 2 3 -4")).toBe("-1.5 2 m\n3 -4 l");
  });
  it("gives the same operators the quick way as the general parser, on every path of two books' scenes and on odd spellings", () => {
    const fonts = loadStoryFonts();
    const ds: string[] = [];
    for (const [behavior, childAge] of [
      ["tantrums", "4-5"],
      ["screen-time", "8-10"],
    ] as const) {
      const plan = composeStory({ childName: "Mia", childAge, behavior, theme: "nature", seed: 3 }).plan;
      const story = { id: 1, plan, theme: "nature", childAge, behavior };
      for (let i = 0; i < plan.scenes.length; i++) ds.push(...parsePathOnlySvg(sceneSvg(story, i, fonts.heading)).paths.map((p) => p.d));
    }
    expect(ds.length).toBeGreaterThan(500);
    const odd = [
      "",
      "M1,2L3,4",
      "M1 2 3 4 5 6",
      "M0.50 -0 L1e2 3Z",
      "M1 2Q3 4 5 6 7 8 9 10",
      "M1 2L3 4 5 6C1 2 3 4 5 6 7 8 9 10 11 12Z M0 0",
      "M10-5L.5 .25",
      "  M1 2",
      "M0.0000001 1e21L-0.0 5",
      "M123456789012345678 0.1234567L0 0",
      "M1 2L",
      "M1 2 3",
    ];
    for (const d of [...ds, ...odd]) expect(pathOps(d), d).toBe(pathOpsGeneral(d));
  });
  it("refuses commands it cannot draw rather than drawing something else", () => {
    expect(() => pathOps("M0 0A5 5 0 0 1 10 10")).toThrow(/Unsupported/);
    expect(() => pathOps("M0 0l5 5")).toThrow(/Unsupported/);
    expect(() => pathOps("10 20")).toThrow(/Unsupported/);
    expect(() => pathOps("M0 0Z 5 5")).toThrow(/Unsupported/);
  });
});

describe("strokeOps", () => {
  it("flips the y axis once and strokes each width group in its color", () => {
    const ops = strokeOps([{ d: ["M0 0L10 0"], width: 2, color: rgb(1, 0, 0) }], { x: 5, top: 100, scale: 0.5, pageHeight: 800 });
    expect(ops).toBe("q 1 J 1 j 0.5 0 0 -0.5 5 700 cm\n1 0 0 RG 2 w\n0 0 m\n10 0 l\nS\nQ");
  });
});
