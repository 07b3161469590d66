/**
 * Children who look their age (issue 24), measured from the drawn figures: a little brother, sister or
 * cousin is drawn shorter than the child, a big one taller, grown-ups tallest, an 8–10-year-old taller
 * and longer-limbed than a 2–3-year-old, the same child the same size on every page; and hair a parent
 * left blank reads as a child's (never a grandma's bun) and follows the pronouns.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../engine/local";
import type { StoryRequest } from "../../engine/types";
import type { StoryPlan } from "../../contracts/story-plan";
import { composeScene, type FigureInfo } from "./compose";
import { defaultChildHair, otherChildAge, relationInWords } from "./ages";
import { hashString } from "./rng";
import { person, personLayers, type Age } from "./people";
import { bounds } from "./geometry";
import { BEHAVIOR_STORIES } from "../../engine/local/stories";

const tall = (f: FigureInfo) => f.box.maxY - f.box.minY;
/** The figure's own height (its body at scale 1, whatever its distance into the picture). */
const own = (f: FigureInfo) => tall(f) / f.scale;
/** Standing still (no raised arms or running legs to change the outline). */
const still = (f: FigureInfo) => f.pose === "stand" && !f.action;

function story(req: Partial<StoryRequest> & { episode?: string }): StoryPlan {
  const ids = (BEHAVIOR_STORIES as Record<string, { episodes: { id: string }[] } | null>)[req.behavior!]?.episodes.map((e) => e.id) ?? [];
  const previousEpisodes = req.episode ? ids.filter((id) => id !== req.episode) : undefined;
  return composeStory({ childName: "Mia", theme: "nature", pronouns: "she", seed: 1, grownUpName: "Dad", previousEpisodes, ...req } as StoryRequest).plan;
}

/** Every standing figure of `name` in the book, and the child's, where both stand on the page. */
function pairs(
  plan: StoryPlan,
  age: string,
  name: string,
  ok: (f: FigureInfo) => boolean = still,
): Array<{ child: FigureInfo; other: FigureInfo; scene: number }> {
  const out: Array<{ child: FigureInfo; other: FigureInfo; scene: number }> = [];
  plan.scenes.forEach((_, i) => {
    const s = composeScene(plan, i, { theme: "nature", seed: 1, childAge: age, frameTop: 0, framing: true });
    const child = s.figures.find((f) => f.role === "child" && ok(f));
    const other = s.figures.find((f) => f.name === name && ok(f));
    if (child && other) out.push({ child, other, scene: i });
  });
  return out;
}

describe("a brother, sister or cousin at the size the words give", () => {
  it("little Rosie (a 4-5's little sister the parent named) is shorter than Theo on every page", () => {
    const plan = story({
      behavior: "siblings",
      childAge: "4-5",
      childName: "Theo",
      pronouns: "he",
      episode: "garden-watering",
      siblings: [{ name: "Rosie", pronouns: "she" }],
    });
    const ps = pairs(plan, "4-5", "Rosie");
    expect(ps.length).toBeGreaterThanOrEqual(2);
    for (const p of ps) expect(own(p.other) / own(p.child), `scene ${p.scene + 1}`).toBeLessThan(0.93);
  });
  it("an 8-10's younger brother is clearly shorter (a band or two down), the same size on every page", () => {
    const plan = story({
      behavior: "siblings",
      childAge: "8-10",
      childName: "Theo",
      pronouns: "he",
      episode: "garden-watering",
      siblings: [{ name: "Leo", pronouns: "he" }],
    });
    const ps = pairs(plan, "8-10", "Leo");
    expect(ps.length).toBeGreaterThanOrEqual(3);
    for (const p of ps) expect(own(p.other) / own(p.child), `scene ${p.scene + 1}`).toBeLessThan(0.88);
    const sizes = ps.map((p) => own(p.other));
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(2);
  });
  it("a little cousin is younger, never drawn as a big cousin", () => {
    const plan = story({ behavior: "tantrums", childAge: "8-10", childName: "Theo", pronouns: "he", grownUpName: "Mom", seed: 1 });
    const cousin = plan.others?.find((o) => relationInWords(o.name, plan.scenes.map((s) => s.text).join(" ")) === "younger");
    expect(cousin).toBeDefined();
    const ps = pairs(plan, "8-10", cousin!.name, (f) => f.pose === "stand");
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) expect(own(p.other)).toBeLessThan(own(p.child) * 0.88);
  });
  it("a big brother is taller than the child; a sibling the words give no age is the child's size", () => {
    const base = story({ behavior: "siblings", childAge: "4-5", episode: "garden-watering", siblings: [{ name: "Sam", pronouns: "he" }] });
    const big: StoryPlan = {
      ...base,
      scenes: base.scenes.map((s, i) =>
        i === 0
          ? { ...s, text: `Her big brother Sam was there too. ${s.text.replace(/\blittle Sam\b/g, "Sam")}` }
          : { ...s, text: s.text.replace(/\blittle Sam\b/g, "Sam") },
      ),
    };
    expect(pairs(big, "4-5", "Sam").length).toBeGreaterThan(0);
    for (const p of pairs(big, "4-5", "Sam")) expect(own(p.other)).toBeGreaterThan(own(p.child) * 1.05);
    const same: StoryPlan = {
      ...base,
      scenes: base.scenes.map((s) => ({ ...s, text: s.text.replace(/\blittle Sam\b/g, "Sam").replace(/\b(toddled|little brother)\b/g, "walked") })),
    };
    expect(pairs(same, "4-5", "Sam").length).toBeGreaterThan(0);
    for (const p of pairs(same, "4-5", "Sam")) expect(Math.abs(own(p.other) / own(p.child) - 1)).toBeLessThan(0.08);
  });
  it("reads the relation from the words, first mention wins", () => {
    expect(relationInWords("Rosie", "Then little Rosie toddled out.")).toBe("younger");
    expect(relationInWords("Nora", "Then his little sister, Nora, came over.")).toBe("younger");
    expect(relationInWords("Leo", "Leo, her younger brother, waved.")).toBe("younger");
    expect(relationInWords("Sam", "Her big brother Sam laughed.")).toBe("older");
    expect(relationInWords("Kai", "His cousin Kai was visiting.")).toBe("older");
    expect(relationInWords("Kai", "His little cousin Kai was visiting.")).toBe("younger");
    expect(relationInWords("Ava", "Ava waved from the gate.")).toBe("same");
    expect(relationInWords("Ivy", "Ivy toddled over.")).toBe("younger");
    expect(otherChildAge("older", "younger")).toBe("child");
    expect(otherChildAge("toddler", "younger")).toBe("toddler");
    expect(otherChildAge("toddler", "older")).toBe("big");
  });
});

describe("bodies by age, measured from the drawing", () => {
  const ages: Age[] = ["toddler", "child", "big", "older", "adult"];
  const drawn = ages.map((age) => {
    const look = { age, hair: "short" as const, outfit: "tshirt-trousers" as const };
    const b = bounds(person(look));
    const l = personLayers(look);
    return { age, height: b.maxY - b.minY, head: 2 * l.headR, legs: -l.hip };
  });
  it("each band is taller than the one before, grown-ups tallest", () => {
    for (let i = 1; i < drawn.length; i++) expect(drawn[i]!.height, drawn[i]!.age).toBeGreaterThan(drawn[i - 1]!.height * 1.06);
  });
  it("an 8-10 is at least 30% taller than a 2-3, with a smaller head for the body and longer legs", () => {
    const [toddler, , , older] = drawn;
    expect(older!.height / toddler!.height).toBeGreaterThan(1.3);
    expect(older!.head / older!.height).toBeLessThan((toddler!.head / toddler!.height) * 0.8);
    expect(older!.legs / older!.height).toBeGreaterThan((toddler!.legs / toddler!.height) * 1.3);
  });
  it("the child of each band is drawn at that size in the book, the same on every page", () => {
    const heights = (["2-3", "8-10"] as const).map((age) => {
      const plan = story({ behavior: "manners", childAge: age, seed: 2 });
      const own_ = plan.scenes
        .map((_, i) => composeScene(plan, i, { theme: "nature", seed: 1, childAge: age }).figures.find((f) => f.role === "child" && still(f)))
        .filter((f): f is FigureInfo => !!f)
        .map(own);
      expect(own_.length).toBeGreaterThan(0);
      expect(Math.max(...own_) - Math.min(...own_)).toBeLessThan(2);
      return own_[0]!;
    });
    expect(heights[1]! / heights[0]!).toBeGreaterThan(1.25);
  });
});

describe("hair the parent left blank", () => {
  it("is a child's hair that follows the pronouns: never a bun, a boy's short, curly, side-parted or an afro, a toddler girl's short and bouncy", () => {
    for (let h = 0; h < 30; h++) {
      for (const age of ["toddler", "child", "big", "older"] as const) {
        expect(defaultChildHair("she", age, h)).not.toBe("bun");
        expect(defaultChildHair("they", age, h)).not.toBe("bun");
        expect(["short", "curly", "side-part", "afro"]).toContain(defaultChildHair("he", age, h));
        expect(["braids", "long", "ponytail"]).not.toContain(defaultChildHair("they", age, h));
      }
      expect(["puffs", "curly", "ponytail"]).toContain(defaultChildHair("she", "toddler", h));
    }
  });
  it("varies with the name: children of different names do not all get the same head of curls", () => {
    for (const pronouns of ["he", "she", "they"] as const) {
      const looks = new Set(
        ["Theo", "Mia", "Alex", "Leo", "Sam", "Noah", "Ava", "Kai", "Max", "Ruby", "Jordan", "Finn"].map((n) =>
          defaultChildHair(pronouns, "child", hashString(n.toLowerCase())),
        ),
      );
      expect(looks.size, pronouns).toBeGreaterThanOrEqual(3);
    }
  });
  it("in the pictures: a toddler girl with blank hair has no bun; a bun the parent chose is kept", () => {
    for (const name of ["Mia", "Ava", "Zoe", "Lily", "Ruby", "Isla", "Nia", "Maya"]) {
      const plan = story({ behavior: "bedtime", childAge: "2-3", childName: name, seed: 3 });
      const s = composeScene(plan, 0, { theme: "nature", seed: 3, childAge: "2-3" });
      expect(s.figures.find((f) => f.role === "child")?.hair).not.toBe("bun");
      const chosen = { ...plan, child: { ...plan.child, hair: "bun" as const } };
      expect(composeScene(chosen, 0, { theme: "nature", seed: 3, childAge: "2-3" }).figures.find((f) => f.role === "child")?.hair).toBe("bun");
    }
  });
});

describe("the coloring page draws the child at the book's age", () => {
  it("an 8-10's coloring page is the book's 8-10 child, not a 4-5", async () => {
    const { loadStoryFonts } = await import("../../pdf/fonts-node");
    const { createLocalColoringEngine } = await import("./index");
    const { coloringInputOf } = await import("../../stories/pdf");
    const plan = story({ behavior: "manners", childAge: "8-10", seed: 2 });
    const font = loadStoryFonts().heading;
    const input = coloringInputOf({
      id: 5,
      plan,
      theme: "nature",
      behavior: "manners",
      childName: "Mia",
      title: plan.title,
      childAge: "8-10",
      seed: 2,
    } as never)!;
    expect(input.childAge).toBe("8-10");
    const page = new TextDecoder().decode((await createLocalColoringEngine({ font }).draw(input)).bytes);
    const heights = (age?: string) =>
      composeScene(plan, undefined, { theme: "nature", seed: 2, childAge: age })
        .figures.filter((f) => f.role === "child")
        .map(own);
    expect(heights("8-10")[0]).toBeGreaterThan(heights(undefined)[0]! * 1.12);
    const { drawScene } = await import("./index");
    const { createLettering } = await import("./lettering");
    expect(page).toBe(drawScene(plan, undefined, { theme: "nature", seed: 2, lettering: createLettering(font), childAge: "8-10" }).svg);
  });
});
