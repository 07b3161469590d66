import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { THEME_IDS } from "../../contracts/catalog";
import { DRAWABLE_PROPS, HAIR_STYLES, PLACES, storyPlanSchema, type Pronouns, type StoryPlan } from "../../contracts/story-plan";
import { loadStoryFonts } from "../../pdf/fonts-node";
import { PLAN, withScene } from "./fixtures";
import { bounds, flatten, toPathData, type Drawing } from "./geometry";
import { PROPS } from "./props";
import { characterKind, coloringAlt, composeScene, createLocalColoringEngine, drawScene, findProp, NAME_BOX, placeFromWords } from "./index";
import { createLettering } from "./lettering";
import { FRAME } from "./scenery";
import { BATHROOM_ONLY } from "./compose";

const font = loadStoryFonts().heading;
const lettering = createLettering(font);
const engine = createLocalColoringEngine({ font });

async function pageSvg(plan: StoryPlan, seed = 1, theme: (typeof THEME_IDS)[number] = "fantasy"): Promise<string> {
  const page = await engine.draw({ plan, theme, behavior: plan.behavior, childName: plan.child.name, title: plan.title, seed });
  expect(page.contentType).toBe("image/svg+xml");
  return new TextDecoder().decode(page.bytes);
}

/** Checks the page is colorable line art: only stroked paths, black, thick, no fills, no grey. */
function expectLineArt(svg: string) {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).toMatch(/viewBox="0 0 595 842"/);
  const tags = [...svg.matchAll(/<(\w+)\b/g)].map((m) => m[1]);
  // figures are grouped (<g data-figure data-pose>) so a reader can tell who is drawn in which pose
  for (const t of tags) expect(["svg", "title", "rect", "path", "g"]).toContain(t);
  for (const m of svg.matchAll(/<g\b([^>]*)>/g)) expect(m[1]).toMatch(/^ data-figure="[^"]*" data-pose="(stand|sit|carried|asleep|in-bed|hug|in-cart)"$/);
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

function titleOf(svg: string): string {
  return /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? "";
}

/** Every point of every stroke lies inside the frame. */
function expectInsideFrame(d: Drawing) {
  const eps = 0.01;
  const out: string[] = [];
  for (const s of d)
    for (const pl of flatten(s.cmds, 3))
      for (const [x, y] of pl)
        if (x < FRAME.x - eps || x > FRAME.x + FRAME.width + eps || y < FRAME.y - eps || y > FRAME.y + FRAME.height + eps)
          out.push(`${s.tag ?? "?"} (${x.toFixed(1)}, ${y.toFixed(1)})`);
  expect(out.slice(0, 5)).toEqual([]);
}

function tagsOf(d: Drawing): Set<string> {
  return new Set(d.map((s) => s.tag ?? "").filter(Boolean));
}

const child = (over: Partial<StoryPlan["child"]>) => ({ child: { ...PLAN.child, ...over } });

describe("the fixture", () => {
  it("is a full valid StoryPlan whose coloring scene is the success scene", () => {
    expect(() => storyPlanSchema.parse(PLAN)).not.toThrow();
    expect(PLAN.scenes[7].beat).toBe("success");
  });
});

describe("local coloring engine: draws the plan's scene", () => {
  it("draws the coloring scene as thick black line art with a <title> that names the helper and the place", async () => {
    const svg = await pageSvg(PLAN);
    expectLineArt(svg);
    const title = titleOf(svg);
    expect(title).toContain("Ember the dragon");
    expect(title).toContain("bathroom");
    expect(title).toContain("Theo");
    expect(title).toBe(coloringAlt(PLAN));
    const scene = composeScene(PLAN, undefined, { theme: "fantasy", seed: 1, lettering });
    expect(scene.placeKind).toBe("bathroom");
    expect(scene.figures.map((f) => [f.name, f.kind])).toEqual([
      ["Theo", "child"],
      ["Ember", "dragon"],
    ]);
  });

  it("draws the scene the input asks for (sceneIndex), and the success scene by default", async () => {
    const bedroom = drawScene(PLAN, 9, { lettering, seed: 1 });
    expect(bedroom.scene.placeKind).toBe("bedroom");
    expect(bedroom.alt).toMatch(/^Theo in the bedroom at night, with a bed and a teddy bear\.$/);
    const page = await engine.draw({ plan: PLAN, sceneIndex: 9, theme: "animals", behavior: PLAN.behavior, childName: "Theo", title: PLAN.title, seed: 1 });
    expect(titleOf(new TextDecoder().decode(page.bytes))).toBe(bedroom.alt);
    const marked = { ...PLAN, coloringScene: 2 };
    expect(drawScene(marked, undefined, { lettering }).scene.placeKind).toBe("living room");
  });

  it("never dresses a he child in a dress or a skirt (any seed, any hair), and never a they child in a dress", () => {
    for (const pronouns of ["he", "they"] as Pronouns[])
      for (const hair of [...HAIR_STYLES, undefined])
        for (let seed = 0; seed < 8; seed++) {
          const plan = withScene({}, child({ pronouns, hair }));
          const scene = composeScene(plan, undefined, { seed });
          const theo = scene.figures.find((f) => f.role === "child")!;
          expect(["dress", "top-skirt"]).not.toContain(theo.outfit);
          for (const tag of tagsOf(scene.drawing)) {
            if (!tag.startsWith("figure:Theo")) continue;
            expect(tag).not.toMatch(/dress|skirt/);
          }
        }
  });

  it("dresses a she child in a dress, a skirt or trousers (seeded), the same on every page of her story", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const plan = withScene(
        {},
        {
          ...child({ name: "Ava", pronouns: "she" }),
          scenes: PLAN.scenes.map((s) => ({ ...s, characters: s.characters.map((n) => (n === "Theo" ? "Ava" : n)) })),
        },
      );
      const outfits = [7, 9].map((i) => composeScene(plan, i, { seed }).figures.find((f) => f.role === "child")!.outfit!);
      expect(outfits[0]).toBe(outfits[1]);
      seen.add(outfits[0]);
    }
    expect(seen).toEqual(new Set(["dress", "top-skirt", "top-trousers"]));
  });

  it("draws the child as described: the hair style chosen, glasses, and a hair style from the name when none is given", () => {
    for (const hair of HAIR_STYLES) {
      const scene = composeScene(withScene({}, child({ hair, glasses: true })), undefined, { seed: 3 });
      const theo = scene.figures[0];
      expect(theo.hair).toBe(hair);
      expect(theo.glasses).toBe(true);
      expect(tagsOf(scene.drawing)).toContain("figure:Theo:glasses");
    }
    const noGlasses = composeScene(withScene({}, child({ glasses: false })), undefined, { seed: 3 });
    expect([...tagsOf(noGlasses.drawing)].some((t) => t === "figure:Theo:glasses")).toBe(false);
    const unset = withScene({}, child({ hair: undefined }));
    const hairs = new Set([0, 1, 2, 3].map((seed) => composeScene(unset, undefined, { seed }).figures[0].hair));
    expect(hairs.size).toBe(1); // from the name, not the seed
  });

  it("draws the helper as its kind, and the grown-up and others when the scene names them (up to 4, the child in front)", () => {
    const plan = withScene(
      { place: "party", characters: ["Theo", "Priya", "Grandma June", "Mia"], props: ["cake"] },
      { helper: { name: "Priya", kind: "best friend" }, grownUp: { name: "Grandma June" } },
    );
    const scene = composeScene(plan, undefined, { seed: 1 });
    const kinds = Object.fromEntries(scene.figures.map((f) => [f.name, f.kind]));
    expect(kinds).toEqual({ Theo: "child", Priya: "child", "Grandma June": "grandma", Mia: "baby" });
    const theo = scene.figures.find((f) => f.name === "Theo")!;
    const mia = scene.figures.find((f) => f.name === "Mia")!;
    expect(mia.pose).toBe("carried"); // in Grandma June's arms
    const june = scene.figures.find((f) => f.name === "Grandma June")!;
    expect(mia.box.minX).toBeGreaterThanOrEqual(june.box.minX - 1);
    expect(mia.box.maxX).toBeLessThanOrEqual(june.box.maxX + 1);
    for (const f of scene.figures) {
      if (f === theo || f.pose === "carried") continue;
      // another child is drawn at the child's own size (no ages given), everyone else a little back and smaller
      if (f.kind === "child") expect(f.scale).toBeCloseTo(theo.scale, 6);
      else expect(theo.scale).toBeGreaterThan(f.scale);
      expect(theo.y).toBeGreaterThan(f.y); // in front
      // no two figures overlap badly
      for (const g of scene.figures) {
        if (g === f || g.pose === "carried") continue;
        const ox = Math.max(0, Math.min(f.box.maxX, g.box.maxX) - Math.max(f.box.minX, g.box.minX));
        const w = Math.min(f.box.maxX - f.box.minX, g.box.maxX - g.box.minX);
        expect(ox / w).toBeLessThan(0.2);
      }
    }
    const dad = composeScene(withScene({ characters: ["Theo", "Dad", "Ember"] }), undefined, { seed: 1 });
    expect(dad.figures.map((f) => f.kind)).toEqual(["child", "dragon", "grown-up"]);
  });

  it("maps every helper kind, and kind words like gardener, park ranger, cousin, aunt", () => {
    for (const kind of [
      "tortoise",
      "owl",
      "bunny",
      "bear",
      "dragon",
      "fairy",
      "unicorn",
      "robin",
      "squirrel",
      "frog",
      "dog",
      "cat",
      "grandma",
      "grandpa",
      "grown-up",
      "child",
      "baby",
    ]) {
      const plan = withScene({ characters: ["Theo", "Helper"] }, { helper: { name: "Helper", kind } });
      const scene = composeScene(plan, undefined, { seed: 2 });
      expect(scene.figures.map((f) => f.kind)).toEqual(["child", kind]);
      expectInsideFrame(scene.drawing);
    }
    expect(characterKind("best friend")).toBe("child");
    expect(characterKind("cousin")).toBe("child");
    expect(characterKind("gardener")).toBe("grown-up");
    expect(characterKind("park ranger")).toBe("grown-up");
    expect(characterKind("aunt")).toBe("grown-up");
    expect(characterKind("wise old owl")).toBe("owl");
    expect(characterKind("rabbit")).toBe("bunny");
    expect(characterKind("grown-up", "Grandpa Joe")).toBe("grown-up");
    expect(characterKind("Grandma June")).toBe("grandma");
    expect(characterKind("spaceship")).toBeNull();
  });

  it("renders each of the 20 places, recognisably different, all inside the frame", async () => {
    const pictures = new Set<string>();
    for (const [i, place] of PLACES.entries()) {
      const plan = withScene({ place, time: i % 2 ? "night" : "morning" });
      const out = drawScene(plan, undefined, { theme: THEME_IDS[i % THEME_IDS.length], seed: i, lettering });
      expect(out.scene.placeKind).toBe(place);
      expectLineArt(out.svg);
      expect(titleOf(out.svg)).toContain(place.split(" ")[0]);
      expectInsideFrame(out.scene.drawing);
      pictures.add(out.svg);
    }
    expect(pictures.size).toBe(PLACES.length);
  });

  it("maps other place words to the nearest kind, else the theme's outdoor place", () => {
    expect(placeFromWords("Grandma's kitchen")).toBe("kitchen");
    expect(placeFromWords("the school playground")).toBe("playground");
    expect(placeFromWords("Maple Street Park")).toBe("park");
    expect(placeFromWords("Clover Meadow")).toBe("park");
    expect(placeFromWords("the dentist")).toBe("dentist's office");
    expect(placeFromWords("the supermarket queue")).toBe("shop");
    expect(placeFromWords("bath time")).toBe("bathroom");
    expect(placeFromWords("the back garden")).toBe("garden");
    expect(placeFromWords("the cafe")).toBe("restaurant");
    expect(placeFromWords("Seaside Cove beach")).toBe("beach");
    expect(placeFromWords("the moon", "friendship")).toBe("playground");
    expect(placeFromWords("the moon", "nature")).toBe("garden");
    expect(placeFromWords("somewhere")).toBe("park");
  });

  it("draws every DRAWABLE_PROP (up to 3 a scene), inside the frame", () => {
    for (const [i, prop] of DRAWABLE_PROPS.entries()) {
      const place = i % 2 ? "shop" : "park";
      // words that name nothing else: each prop drawn on its own (the fixture's "with his duck" puts a duck in Theo's hand)
      const scene = composeScene(withScene({ place, props: [prop], text: "Theo counted to three and smiled." }), undefined, { seed: i });
      const info = scene.props.find((p) => p.prop === prop);
      if (prop === "window" && place === "park") {
        expect(info).toBeUndefined(); // no window outdoors
        continue;
      }
      if (BATHROOM_ONLY.has(prop)) {
        // bathroom fixtures are drawn in the bathroom only
        expect(info, prop).toBeUndefined();
        expect(
          [...tagsOf(scene.drawing)].some((t) => t.startsWith(`prop:${prop}`)),
          prop,
        ).toBe(false);
        const bath = composeScene(withScene({ place: "bathroom", props: [prop] }), undefined, { seed: i });
        expect(
          bath.props.find((p) => p.prop === prop),
          prop,
        ).toBeDefined();
        continue;
      }
      expect(info, prop).toBeDefined();
      expect(
        [...tagsOf(scene.drawing)].some((t) => t.startsWith(`prop:${prop}`)),
        prop,
      ).toBe(true);
      expectInsideFrame(scene.drawing);
    }
    const many = composeScene(withScene({ place: "street", props: ["ball", "kite", "umbrella", "backpack", "shoes"] }), undefined, { seed: 1 });
    expect(many.props.map((p) => p.prop)).toEqual(["ball", "kite", "umbrella"]);
  });

  it("matches prop words loosely and puts props where they belong", () => {
    expect(findProp("the timer")).toBe("timer");
    expect(findProp("two teddy bears")).toBe("teddy bear");
    expect(findProp("Crayons")).toBe("crayons");
    expect(findProp("a crayon")).toBe("crayons");
    expect(findProp("her favourite blue cup")).toBe("cup");
    expect(findProp("cookies")).toBe("cookie");
    expect(findProp("a dragon-shaped spaceship")).toBeNull();
    const bath = composeScene(PLAN, undefined, { seed: 1 });
    const where = Object.fromEntries(bath.props.map((p) => [p.prop, p.where]));
    // the duck goes in with him: "stepped into the warm water with his duck" (in his hand since issue 24, round 3)
    expect(where).toEqual({ "rubber duck": "character", toothbrush: "sink", towel: "rail" });
    const bedroom = composeScene(withScene({ place: "bedroom", props: ["bed", "night-light", "teddy bear"] }), undefined, { seed: 1 });
    const bedWhere = Object.fromEntries(bedroom.props.map((p) => [p.prop, p.where]));
    expect(bedWhere.bed).toBe("built-in");
    expect(bedWhere["teddy bear"]).toBe("bed");
    expect(["nightstand", "shelf"]).toContain(bedWhere["night-light"]);
  });

  it("keeps every stroke inside the frame, for busy scenes too", () => {
    const busy = withScene({ place: "playground", characters: ["Theo", "Ember", "Dad", "Mia"], props: ["kite", "bike", "balloon"] });
    for (const theme of THEME_IDS) for (const seed of [0, 1, 2]) expectInsideFrame(composeScene(busy, undefined, { theme, seed, lettering }).drawing);
  });

  it("is deterministic per seed", async () => {
    const she = withScene({}, child({ name: "Theo", pronouns: "she", hair: undefined }));
    expect(await pageSvg(she, 7)).toBe(await pageSvg(she, 7));
    const pictures = new Set(await Promise.all([0, 1, 2, 3, 4, 5].map((seed) => pageSvg(she, seed))));
    expect(pictures.size).toBeGreaterThan(1);
  });

  it("letters the child's name as stroked glyph outlines at the top of the page", async () => {
    const plan = withScene({ characters: ["Oliver", "Ember"] }, child({ name: "Oliver" }));
    const svg = await pageSvg(plan, 3, "friendship");
    const expected = lettering.outline("Oliver", NAME_BOX);
    expect(expected.length).toBeGreaterThanOrEqual(6); // one closed outline per letter at least
    for (const glyph of expected) expect(svg).toContain(`d="${toPathData(glyph.cmds)}"`);
  });

  it("is valid SVG that rasterizes to a page with ink in the scene and a white background", async () => {
    const svg = await pageSvg(PLAN, 0);
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

// ---- what the art director checks ----------------------------------------------------------------

type Box = { minX: number; minY: number; maxX: number; maxY: number };
const boxOf = (d: Drawing): Box => bounds(d);
const hit = (a: Box, b: Box) => a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY;
const strokesTagged = (d: Drawing, prefix: string) => d.filter((s) => (s.tag ?? "").startsWith(prefix));

describe("local coloring engine: what a reader notices", () => {
  it("varies the composition from scene to scene: positions, depths, someone sitting, different rooms", () => {
    const layouts = new Set<string>();
    const rooms = new Set<string>();
    let sitting = 0;
    for (let seed = 0; seed < 12; seed++) {
      const scene = composeScene(withScene({ place: "living room", characters: ["Theo", "Dad", "Ember"] }), undefined, { seed });
      layouts.add(scene.figures.map((f) => `${Math.round(f.x / 40)}:${Math.round(f.y / 20)}:${f.pose}`).join("|"));
      if (scene.figures.some((f) => f.pose === "sit")) sitting++;
      rooms.add(
        JSON.stringify(
          scene.drawing
            .filter((s) => !(s.tag ?? "").startsWith("figure:"))
            .slice(0, 40)
            .map((s) => s.cmds[0]),
        ),
      );
    }
    expect(layouts.size).toBeGreaterThanOrEqual(8);
    expect(sitting).toBeGreaterThanOrEqual(2);
    expect(sitting).toBeLessThan(12);
    expect(rooms.size).toBeGreaterThanOrEqual(4); // furniture arranged differently, not one living room
  });

  it("lets the child's face fit the beat: worried at the problem, smiling at the success and the end", () => {
    const mouth = (beat: string) => {
      const plan = { ...PLAN, scenes: PLAN.scenes.map((s, i) => (i === 7 ? { ...s, beat: beat as "success" } : s)), coloringScene: 7 };
      const scene = composeScene(plan, 7, { seed: 1 });
      expect(scene.figures[0].mood).toBeDefined();
      return [...tagsOf(scene.drawing)].filter((t) => t.startsWith("figure:Theo:mouth")).join(",");
    };
    expect(mouth("problem")).toBe("figure:Theo:mouth-worried");
    expect(mouth("feeling")).toBe("figure:Theo:mouth-worried");
    expect(mouth("stumble")).toBe("figure:Theo:mouth-neutral");
    expect(mouth("success")).toBe("figure:Theo:mouth-happy");
    expect(mouth("celebration")).toBe("figure:Theo:mouth-happy");
    expect(mouth("ending")).toBe("figure:Theo:mouth-happy");
  });

  it("draws every character the scene names, babies included (in arms, or on a blanket)", () => {
    const others = [
      { name: "Milo", kind: "twin brother", pronouns: "he" as const },
      { name: "Bo", kind: "baby" },
      { name: "Cousin Sam", kind: "cousin" },
    ];
    const plan = withScene({ place: "living room", characters: ["Theo", "Ember", "Dad", "Milo", "Bo", "Cousin Sam"] }, { others });
    for (let seed = 0; seed < 6; seed++) {
      const scene = composeScene(plan, undefined, { seed });
      const names = scene.figures.map((f) => f.name);
      expect(new Set(names)).toEqual(new Set(["Theo", "Ember", "Dad", "Milo", "Bo", "Cousin Sam"]));
      for (const n of names) expect(strokesTagged(scene.drawing, `figure:${n}`).length, n).toBeGreaterThan(0);
      expect(scene.figures.find((f) => f.name === "Bo")!.pose).toBe("carried");
    }
    // no grown-up there: the baby sits on a blanket
    const alone = composeScene(withScene({ place: "garden", characters: ["Theo", "Bo"], props: ["baby"] }, { others }), undefined, { seed: 2 });
    const bo = alone.figures.find((f) => f.name === "Bo")!;
    expect(bo.pose).toBe("stand");
    expect(strokesTagged(alone.drawing, "figure:Bo").length).toBeGreaterThan(5);
    expect(alone.props.find((p) => p.prop === "baby")?.where).toBe("character");
    // a name the plan does not describe still appears
    const stranger = composeScene(withScene({ characters: ["Theo", "Zara"] }), undefined, { seed: 1 });
    expect(stranger.figures.map((f) => f.name)).toContain("Zara");
  });

  it("draws grown-ups as grown-ups and an older cousin taller than the child", () => {
    for (let seed = 0; seed < 6; seed++) {
      const plan = withScene({ place: "park", characters: ["Theo", "Dad", "Sam"] }, { others: [{ name: "Sam", kind: "cousin" }] });
      const scene = composeScene(plan, undefined, { seed });
      const [theo, dad, sam] = ["Theo", "Dad", "Sam"].map((n) => scene.figures.find((f) => f.name === n)!);
      const h = (f: typeof theo) => (f.box.maxY - f.box.minY) / f.scale;
      if (dad.pose !== "sit" && theo.pose !== "sit") expect(h(dad)).toBeGreaterThan(h(theo) * 1.4);
      if (sam.pose !== "sit" && theo.pose !== "sit") expect(h(sam)).toBeGreaterThan(h(theo) * 1.08);
      expect(dad.hair).not.toBe(theo.hair);
      expect(["curly", "puffs"]).not.toContain(dad.hair);
    }
  });

  it("gives the fairy wings spread wider than her body", () => {
    const scene = composeScene(withScene({ characters: ["Theo", "Fern"] }, { helper: { name: "Fern", kind: "fairy" } }), undefined, { seed: 1 });
    const fern = scene.figures.find((f) => f.name === "Fern")!;
    const theo = scene.figures.find((f) => f.name === "Theo")!;
    expect((fern.box.maxX - fern.box.minX) / fern.scale).toBeGreaterThan(((theo.box.maxX - theo.box.minX) / theo.scale) * 1.3);
  });

  it("draws the things stories name beyond the list: a tent, ice cream, the remote, a block tower, homework, a wardrobe, a stroller", () => {
    expect(findProp("the big tent")).toBe("tent");
    expect(findProp("The Ice-Cream Van")).toBe("ice-cream van");
    expect(findProp("an ice cream")).toBe("ice cream");
    expect(findProp("the TV remote")).toBe("remote");
    expect(findProp("a tall block tower")).toBe("blocks tower");
    expect(findProp("maths homework")).toBe("homework");
    expect(findProp("a worksheet")).toBe("homework");
    expect(findProp("Grandma's closet")).toBe("wardrobe");
    expect(findProp("the pram")).toBe("stroller");
    expect(findProp("the train")).toBe("toy train");
    expect(findProp("a dog")).toBe("dog");
    expect(findProp("the baby")).toBe("baby");
    const cases: Array<[string, string]> = [
      ["park", "the big tent"],
      ["beach", "ice-cream van"],
      ["beach", "ice cream"],
      ["living room", "TV remote"],
      ["living room", "block tower"],
      ["kitchen", "homework"],
      ["classroom", "pencil"],
      ["bedroom", "wardrobe"],
      ["street", "stroller"],
      ["garden", "dog"],
      ["living room", "train"],
    ];
    for (const [place, word] of cases) {
      const prop = findProp(word)!;
      const scene = composeScene(withScene({ place, props: [word] }), undefined, { seed: 3 });
      expect(
        scene.props.map((p) => p.prop),
        word,
      ).toContain(prop);
      if (scene.props.find((p) => p.prop === prop)!.where === "built-in") continue;
      expect(strokesTagged(scene.drawing, `prop:${prop}`).length, word).toBeGreaterThan(0);
      expectInsideFrame(scene.drawing);
    }
    // the story's key object shows when the scene talks about it
    const tentPlan = withScene(
      { place: "garden", props: [], text: "They zipped up the tent and lay very still." },
      { situation: { ...PLAN.situation, object: "the tent" } },
    );
    expect(composeScene(tentPlan, undefined, { seed: 1 }).props.map((p) => p.prop)).toContain("tent");
  });

  it("keeps grass and flowers on the ground off every figure, prop and blanket", () => {
    for (const place of ["park", "garden", "playground", "school gate"] as const) {
      let tufts = 0;
      for (let seed = 0; seed < 10; seed++) {
        const scene = composeScene(
          withScene({ place, characters: ["Theo", "Ember", "Dad"], props: seed % 2 ? ["blanket", "ball"] : ["kite", "basket"] }),
          undefined,
          { seed, theme: "nature" },
        );
        const ground = strokesTagged(scene.drawing, "ground");
        tufts += ground.length;
        const things = [
          ...scene.figures.map((f) => f.box),
          ...[...tagsOf(scene.drawing)].filter((t) => t.startsWith("prop:")).map((t) => boxOf(scene.drawing.filter((s) => s.tag === t))),
        ];
        for (const g of ground) for (const t of things) expect(hit(boxOf([g]), t), `${place} ${seed}`).toBe(false);
      }
      expect(tufts, place).toBeGreaterThan(20);
    }
  });

  it("keeps everything but walls, floors and horizons at least 12 units inside the frame", () => {
    const m = 11.5;
    for (const [i, place] of PLACES.entries())
      for (let seed = 0; seed < 6; seed++) {
        const plan = withScene({
          place,
          characters: seed % 2 ? ["Theo", "Ember"] : ["Theo", "Ember", "Dad", "Mia"],
          time: seed % 3 === 1 ? "night" : "morning",
          props: seed % 3 ? ["ball"] : [],
        });
        const scene = composeScene(plan, undefined, { seed: seed + i, theme: THEME_IDS[(seed + i) % 5] });
        const close: string[] = [];
        for (const s of scene.drawing.slice(1)) {
          if ((s.tag ?? "").startsWith("span")) continue;
          const b = boxOf([s]);
          if (b.minX < FRAME.x + m || b.maxX > FRAME.x + FRAME.width - m || b.minY < FRAME.y + m || b.maxY > FRAME.y + FRAME.height - m)
            close.push(`${place} ${s.tag ?? "?"} ${Math.round(b.minX)},${Math.round(b.minY)}–${Math.round(b.maxX)},${Math.round(b.maxY)}`);
        }
        expect(close.slice(0, 3)).toEqual([]);
      }
  });

  it("keeps night-sky accents in windows indoors, bunting outdoors, and the sky's accents off the sun and the clouds", () => {
    for (const [i, place] of PLACES.entries())
      for (const theme of THEME_IDS) {
        const scene = composeScene(withScene({ place, time: i % 2 ? "night" : "afternoon" }), undefined, { seed: i, theme });
        const tags = tagsOf(scene.drawing);
        const indoor = !["garden", "playground", "park", "beach", "pool", "street", "school gate", "car"].includes(place);
        if (indoor) {
          expect(tags.has("accent:bunting"), `${place} ${theme}`).toBe(false);
          expect(tags.has("accent:sky"), `${place} ${theme}`).toBe(false);
        }
        const sky = [...strokesTagged(scene.drawing, "sky:sun"), ...strokesTagged(scene.drawing, "sky:moon"), ...strokesTagged(scene.drawing, "sky:cloud")].map(
          (s) => boxOf([s]),
        );
        for (const a of strokesTagged(scene.drawing, "accent:sky")) for (const b of sky) expect(hit(boxOf([a]), b), `${place} ${theme}`).toBe(false);
      }
  });

  it("keeps the child in view and draws a reclining dentist's chair with a seat, a back and a headrest", () => {
    const chair = PROPS["dentist's chair"].draw();
    const b = boxOf(chair);
    expect(b.maxX - b.minX).toBeGreaterThan(300); // long, reclined, not folded up
  });
});
