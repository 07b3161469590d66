import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { BEHAVIOR_IDS, THEME_IDS } from "../../content/catalog";
import { loadStoryFonts } from "../../pdf/fonts-node";
import { toPathData } from "./geometry";
import { chooseScene, createLocalColoringEngine, NAME_BOX } from "./index";
import { createLettering } from "./lettering";

const font = loadStoryFonts().heading;
const engine = createLocalColoringEngine({ font });
const base = { childName: "Maya", title: "Maya and the Sleepy Moon" };

async function svgFor(theme: (typeof THEME_IDS)[number], behavior: string, seed: number, childName = "Maya"): Promise<string> {
  const page = await engine.draw({ ...base, childName, theme, behavior, seed });
  expect(page.contentType).toBe("image/svg+xml");
  return new TextDecoder().decode(page.bytes);
}

/** Checks the page is colorable line art: only stroked paths, black, thick, no fills, no grey. */
function expectLineArt(svg: string) {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toMatch(/viewBox="0 0 595 842"/);
  const tags = [...svg.matchAll(/<(\w+)\b/g)].map((m) => m[1]);
  expect(new Set(tags)).toEqual(new Set(["svg", "rect", "path"]));
  expect(tags.filter((t) => t === "rect")).toHaveLength(1); // the white background
  expect(svg).toMatch(/<rect [^>]*fill="#fff"/);
  for (const m of svg.matchAll(/fill="([^"]*)"/g)) expect(["none", "#fff"]).toContain(m[1]);
  for (const m of svg.matchAll(/stroke="([^"]*)"/g)) expect(m[1]).toBe("#000");
  expect(svg).not.toMatch(/opacity|gradient|filter|style=/);
  const paths = [...svg.matchAll(/<path ([^>]*)\/>/g)].map((m) => m[1]);
  expect(paths.length).toBeGreaterThan(60);
  for (const p of paths) {
    expect(p).toContain('fill="none"');
    const sw = Number(/stroke-width="([\d.]+)"/.exec(p)?.[1]);
    expect(sw).toBeGreaterThanOrEqual(3);
    expect(p).toContain('stroke-linecap="round"');
    expect(p).toContain('stroke-linejoin="round"');
  }
}

describe("local coloring engine", () => {
  it("draws every theme with several behaviors as thick black line art with no fills", async () => {
    for (const theme of THEME_IDS)
      for (const behavior of ["bedtime", "not-sharing", "tantrums", "toileting", "screen-time", "custom"])
        for (const seed of [0, 1, 2]) expectLineArt(await svgFor(theme, behavior, seed));
  });

  it("has props for each of the 20 behaviors: every behavior changes the picture", async () => {
    const seen = new Set<string>();
    for (const behavior of [...BEHAVIOR_IDS, "custom"]) {
      const svg = await svgFor("nature", behavior, 4);
      expectLineArt(svg);
      seen.add(svg);
    }
    expect(seen.size).toBe(BEHAVIOR_IDS.length + 1);
  });

  it("picks a different setting for different seeds, and the same picture for the same seed", async () => {
    for (const theme of THEME_IDS) {
      const scenes = new Set([0, 1, 2].map((seed) => chooseScene(theme, seed).id));
      expect(scenes.size).toBe(3);
      const pictures = new Set(await Promise.all([0, 1, 2].map((seed) => svgFor(theme, "patience", seed))));
      expect(pictures.size).toBe(3);
      expect(await svgFor(theme, "patience", 7)).toBe(await svgFor(theme, "patience", 7));
    }
  });

  it("letters the child's name as stroked glyph outlines at the top of the page", async () => {
    const svg = await svgFor("friendship", "shyness", 3, "Oliver");
    const expected = createLettering(font).outline("Oliver", NAME_BOX);
    expect(expected.length).toBeGreaterThanOrEqual(6); // one closed outline per letter at least
    for (const glyph of expected) expect(svg).toContain(`d="${toPathData(glyph.cmds)}"`);
    expect(await svgFor("friendship", "shyness", 3, "Zoe")).not.toContain(toPathData(expected[0].cmds));
  });

  it("is valid SVG that rasterizes to a page with ink in the scene and a white background", async () => {
    const svg = await svgFor("fantasy", "bedtime", 0);
    const img = new Resvg(svg, { fitTo: { mode: "width", value: 298 } }).render();
    expect(img.width).toBe(298);
    expect(img.height).toBe(Math.round((842 / 595) * 298));
    const px = img.pixels; // RGBA
    let dark = 0;
    let grey = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (px[i] < 100) dark++;
      else if (px[i] < 235) grey++; // anti-aliased edges only
    }
    const total = px.length / 4;
    expect(dark / total).toBeGreaterThan(0.04);
    expect(dark / total).toBeLessThan(0.35); // outlines, not filled areas
    expect(grey / total).toBeLessThan(0.2);
  });
});
