import { describe, expect, it } from "vitest";
import { rgb } from "pdf-lib";
import { pathOps, strokeOps } from "./vector";

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
  it("refuses commands it cannot draw rather than drawing something else", () => {
    expect(() => pathOps("M0 0A5 5 0 0 1 10 10")).toThrow(/Unsupported/);
    expect(() => pathOps("M0 0l5 5")).toThrow(/Unsupported/);
  });
});

describe("strokeOps", () => {
  it("flips the y axis once and strokes each width group in its color", () => {
    const ops = strokeOps([{ d: ["M0 0L10 0"], width: 2, color: rgb(1, 0, 0) }], { x: 5, top: 100, scale: 0.5, pageHeight: 800 });
    expect(ops).toBe("q 1 J 1 j 0.5 0 0 -0.5 5 700 cm\n1 0 0 RG 2 w\n0 0 m\n10 0 l\nS\nQ");
  });
});
