import { describe, expect, it } from "vitest";
import { composeScene } from "./compose";
import { PLAN, withScene } from "./fixtures";

const h = (b: { minY: number; maxY: number }) => b.maxY - b.minY;
const successIndex = PLAN.scenes.findIndex((s) => s.beat === "success");

describe("bathroom fixtures only in the bathroom", () => {
  it("a living-room scene whose props include a potty draws no potty (nor toilet, bathtub, sink)", () => {
    const plan = withScene(
      { place: "living room", characters: ["Theo", "Dad"], props: ["blocks", "potty", "toilet"], text: "The potty was in the bathroom. Theo built a tower." },
      { situation: { ...PLAN.situation, object: "potty" } },
    );
    for (const seed of [0, 1, 2, 3]) {
      const s = composeScene(plan, successIndex, { theme: "nature", seed });
      expect(s.placeKind).toBe("living room");
      const tags = s.drawing.map((st) => st.tag ?? "");
      for (const p of ["potty", "toilet", "bathtub", "sink"]) expect(tags.some((t) => t === `prop:${p}`)).toBe(false);
      expect(s.props.some((p) => p.prop === "potty" || p.prop === "toilet")).toBe(false);
      // (a toileting book shows where it is: the bathroom's door, with the toilet on its sign)
      expect(tags).toContain("prop:toilet door");
    }
  });
  it("a bathroom scene still draws its potty", () => {
    const plan = withScene({ place: "bathroom", characters: ["Theo"], props: ["potty"], text: "Theo sat on the potty." });
    const s = composeScene(plan, successIndex, { theme: "nature", seed: 1 });
    expect(s.drawing.some((st) => (st.tag ?? "").includes("prop:potty"))).toBe(true);
  });
});

describe("small animal helpers are drawn smaller than the child", () => {
  for (const kind of ["robin", "frog", "squirrel", "owl", "bunny", "tortoise", "bird"]) {
    it(`a ${kind} helper is at most 45% of the child's height, standing on the ground`, () => {
      const plan = withScene(
        { place: "living room", characters: ["Theo", "Ruby"], props: [], text: "Ruby came close." },
        { helper: { name: "Ruby", kind: `a bright little ${kind}` }, others: [] },
      );
      for (const seed of [0, 1, 2, 3, 4, 5]) {
        const s = composeScene(plan, successIndex, { theme: "nature", seed });
        const child = s.figures.find((f) => f.name === "Theo")!;
        const helper = s.figures.find((f) => f.name === "Ruby")!;
        expect(h(helper.box) / h(child.box)).toBeLessThanOrEqual(0.45);
        expect(h(helper.box)).toBeGreaterThan(h(child.box) * 0.2);
        expect(Math.abs(helper.box.maxY - helper.y)).toBeLessThan(12);
      }
    });
  }
  for (const kind of ["bear", "dragon", "unicorn"]) {
    it(`a ${kind} helper keeps its size (well over half the child's height)`, () => {
      const plan = withScene(
        { place: "living room", characters: ["Theo", "Ruby"], props: [], text: "Ruby came close." },
        { helper: { name: "Ruby", kind }, others: [] },
      );
      const s = composeScene(plan, successIndex, { theme: "nature", seed: 1 });
      const child = s.figures.find((f) => f.name === "Theo")!;
      const helper = s.figures.find((f) => f.name === "Ruby")!;
      expect(h(helper.box) / h(child.box)).toBeGreaterThan(0.7);
    });
  }
});
