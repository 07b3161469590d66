/**
 * The "For grown-ups" page of a story about the parent's own situation (issue 22): it names the
 * situation's specifics, puts the safety line first where a baby, a parking lot or road, a car, water
 * or a dog is involved, uses the story's own plan (its name and first step), and fits the printed page.
 * A built-in behavior's page is unchanged.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalColoringEngine } from "../art/local/index";
import { composeStory } from "../engine/local";
import { understandSituation } from "../engine/local/situations/understand";
import { loadStoryFonts } from "../pdf/fonts-node";
import { renderStoryPdf } from "../pdf/story-pdf";
import { pictureBookOf, situationOfStory } from "../stories/pdf";
import { AGE_BANDS, BEHAVIOR_IDS } from "../contracts/catalog";
import { CUSTOM_GUIDE, GUIDE_TOPICS, grownUpsGuide, type GrownUpsGuide } from "./guide";
import { situationGuide } from "./situation-guide";

type Band = (typeof AGE_BANDS)[number];

function customStory(text: string, childAge: Band = "2-3", name = "Maya", pronouns: "he" | "she" | "they" = "she") {
  const story = composeStory({
    childName: name,
    childAge,
    behavior: "custom",
    theme: "animals",
    pronouns,
    grownUpName: "Mom",
    customBehavior: text,
    seed: 1,
  } as Parameters<typeof composeStory>[0]);
  const stored = { id: 1, plan: story.plan, theme: "animals", childAge, behavior: "custom", customBehavior: text };
  return { story, stored, guide: grownUpsGuide("custom", childAge, situationOfStory(stored)) };
}

const all = (g: GrownUpsGuide) => [...(g.safety ?? []), ...g.whyItHappens, g.practice, g.whenToAskForHelp].join("\n");
const words = (s: string) => s.trim().split(/\s+/).length;
/** UK words the US site must not use, and words that blame. */
const UK_WORDS = /health visitor|nursery|\bqueue|\bmum(my)?\b|colour|behaviour|favourite|practis(e|ing)\b|centre|told off|telling-off/i;
const BLAME = /\b(naughty|bad (child|kid|behavior)|manipulat\w*|attention-seeking|spoiled brat|lazy|defiant child|your fault)\b/i;

describe("the 'For grown-ups' page of a custom story", () => {
  it("a toddler who hits the baby when tired: never alone together, you step in first, the tiredness named", () => {
    const { story, guide } = customStory("my 3 yr old hits the baby when shes tired");
    expect(guide.safety?.[0]).toMatch(/Maya and the baby are never left alone together/);
    expect(guide.safety?.[0]).toMatch(/step in first/);
    expect(guide.safety?.[0]).toMatch(/hitting/);
    expect(guide.whyItHappens[0]).toMatch(/when Maya is tired/);
    expect(guide.whyItHappens[0]).toMatch(/the baby/);
    // The story's own plan, by name and first step.
    expect(guide.practice).toContain(story.plan.strategy.name.replace(/^the /i, ""));
    expect(guide.practice).toContain(story.plan.strategy.steps[0]!.replace(/[.!?]$/, ""));
    expect(guide.practice).toMatch(/Praise gentle hands near the baby/);
    expect(guide.whenToAskForHelp).toMatch(/the baby is getting hurt/);
  });

  it("running off in the parking lot: hands held from the car door, the plan practiced somewhere safe", () => {
    const { guide } = customStory("runs away from me in the parking lot");
    expect(guide.safety?.join(" ")).toMatch(/In the parking lot, hands are held from the car door to the store door/);
    expect(guide.safety?.join(" ")).toMatch(/never near cars/);
    expect(guide.practice).toMatch(/at the park first/);
    expect(guide.practice).toMatch(/Near cars, hands stay held/);
  });

  it("unbuckling the seatbelt while driving: stop the car safely", () => {
    const { guide } = customStory("unbuckles his seatbelt while i'm driving", "4-5", "Leo", "he");
    expect(guide.safety?.join(" ")).toMatch(/If Leo unbuckles while you're driving, stop the car as soon as it is safe/);
    expect(guide.safety?.join(" ")).toMatch(/parked car/);
    expect(guide.whyItHappens[0]).toMatch(/the seatbelt/);
  });

  it("scared of the dog next door: the parent's words, an adult always there, never a dog we don't know, no promise it's friendly", () => {
    const { guide } = customStory("is scared of the dog next door", "4-5", "Ben", "he");
    const safety = guide.safety?.join(" ") ?? "";
    expect(safety).toMatch(/A grown-up is always there when Ben is near the dog next door/);
    expect(safety).toMatch(/we never go up to a dog we don't know/);
    expect(safety).toMatch(/Don't promise that a dog is friendly/);
    expect(guide.whyItHappens[0]).toMatch(/the dog next door|dog/);
    expect(guide.practice).not.toMatch(/friendly dog/);
  });

  it("hits the dog: gentle hands and a dog free to walk away, not the fear-of-dogs advice", () => {
    const { guide } = customStory("he hits the dog with his toy sword", "4-5", "Ben", "he");
    const safety = guide.safety?.join(" ") ?? "";
    expect(safety).toMatch(/A grown-up is always there when Ben is with the dog: a hurt or frightened dog may bite/);
    expect(safety).not.toMatch(/Don't promise that a dog is friendly|brave enough/);
  });

  it("nervous about the first day at a new school: the new school and the goodbye, no safety line", () => {
    const { guide } = customStory("is nervous about the first day at a new school", "6-7", "Ava", "she");
    expect(guide.safety).toBeUndefined();
    expect(guide.whyItHappens[0]).toMatch(/The new school means new faces/);
    expect(guide.practice).toMatch(/talk through the day ahead and keep the goodbye short/);
    // School-age wording: the child tells the steps, no teddy.
    expect(guide.practice).toMatch(/Ask Ava to tell you the steps in her own words/);
    expect(all(guide)).not.toMatch(/toddler|preschool|teddy/i);
  });

  it("water: a grown-up watching the whole time; getting out of the pool may mean lifting the child out", () => {
    const { guide } = customStory("she screams and kicks when it is time to get out of the swimming pool");
    expect(guide.safety?.join(" ")).toMatch(/Around water, a grown-up keeps watching the whole time/);
    expect(guide.safety?.join(" ")).toMatch(/lift her out calmly/);
    expect(guide.whyItHappens[0]).toMatch(/Leaving the swimming pool/);
  });

  it("is short, whole, warm and US English for every situation we know, at every age", () => {
    const fixtures = ["tests/fixtures/shared/parent-situations.txt", "src/engine/local/situations/own-phrasings.txt"].flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .filter((l) => l.trim() && !l.startsWith("#"))
        .map((l) => l.split("|")[0]!.trim()),
    );
    expect(fixtures.length).toBeGreaterThanOrEqual(70);
    for (const text of fixtures) {
      // The reader's reading with a plan of its own kind (the guide must not depend on one engine's strategies).
      const r = understandSituation(text, "Sam");
      for (const band of AGE_BANDS) {
        const g = situationGuide(
          {
            childName: "Sam",
            pronouns: "they",
            text,
            frame: r.frame,
            frameFromWords: r.matched.frame,
            object: r.object,
            person: r.person,
            personKind: r.personKind,
            trigger: r.trigger?.key,
            strategy: { name: "the Calm Plan", steps: ["Stop and breathe", "Say how you feel"] },
          },
          band,
        );
        const body = all(g);
        expect(body, text).not.toMatch(/\{|\}|undefined|null|\s{2}|\s[,.;:]|\.\./);
        expect(body, text).not.toMatch(UK_WORDS);
        expect(body, text).not.toMatch(BLAME);
        for (const p of body.split("\n")) expect(p, text).toMatch(/^[A-Z"\u201C].*[.!?"\u201D]$/);
        // Readable in about 30 seconds, before the plan itself: safety, why and how to use the plan.
        expect(words([...(g.safety ?? []), ...g.whyItHappens, g.practice].join(" ")), text).toBeLessThanOrEqual(180);
        expect(g.practice, text).toContain("the Calm Plan");
        expect(g.practice, text).toContain("\u201CStop and breathe.\u201D");
        expect(g.whenToAskForHelp, text).toMatch(/\b(doctor|teacher|counselor)\b/);
        if (band === "6-7" || band === "8-10") expect(body, text).not.toMatch(/toddler|preschool/i);
        // Safety first whenever the parent's words name a baby, a road or parking lot, a seatbelt, water or a dog.
        if (/\b(baby|newborn)\b/.test(text) && /\b(hit|push|bite|kick)/.test(text)) expect(g.safety?.join(" "), text).toMatch(/never left alone together/);
        if (/\b(parking lot|road|street)\b/.test(text)) expect(g.safety?.join(" "), text).toMatch(/hands are held/);
        if (/\b(seat ?belt|unbuckl)/.test(text)) expect(g.safety?.join(" "), text).toMatch(/stop the car/);
        if (/\b(pool|swim\w*)\b/.test(text)) expect(g.safety?.join(" "), text).toMatch(/Around water/);
        // A child who hurts the dog: gentle hands and a dog free to walk away; otherwise never a dog we don't know.
        if (/\bdog\b/.test(text))
          expect(g.safety?.join(" "), text).toMatch(
            r.frame === "hurting" || /\b(hits?|kicks?|pulls?|throws?|squeez\w*|rough)\b/.test(text)
              ? /a hurt or frightened dog may bite\. Show Sam how to stroke gently, and let the dog walk away/
              : /never go up to a dog we don't know/,
          );
      }
    }
  });

  it("leaves a built-in behavior's page unchanged, and a custom story without the parent's words on the general page", () => {
    const situation = situationOfStory(customStory("my 3 yr old hits the baby when shes tired").stored)!;
    for (const band of [...AGE_BANDS, undefined]) {
      for (const id of BEHAVIOR_IDS) expect(grownUpsGuide(id, band, situation)).toEqual(grownUpsGuide(id, band));
    }
    expect(grownUpsGuide("bedtime", undefined, situation)).toBe(GUIDE_TOPICS.bedtime);
    expect(grownUpsGuide("custom")).toBe(CUSTOM_GUIDE);
    const { stored } = customStory("my 3 yr old hits the baby when shes tired");
    expect(situationOfStory({ ...stored, customBehavior: null })).toBeUndefined();
    expect(situationOfStory({ ...stored, behavior: "aggression" })).toBeUndefined();
  });
});

describe("the printed 'For grown-ups' page of a custom story", () => {
  const dir = mkdtempSync(join(tmpdir(), "situation-guide-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fonts = loadStoryFonts();

  it.each([
    ["my 3 yr old hits the baby when shes tired", /Maya and the baby are never left alone together/],
    ["is scared of the dog next door", /near the dog next door/],
  ])("%s: 'Safety first' before 'Why it happens', everything on one page", async (text, safetyLine) => {
    const { story, stored, guide } = customStory(text);
    const coloringPage = await createLocalColoringEngine({ font: fonts.heading }).draw({
      plan: story.plan,
      theme: "animals",
      behavior: "custom",
      childName: "Maya",
      title: story.title,
      seed: 1,
    });
    const book = pictureBookOf(stored, fonts.heading)!;
    expect(book.grownUps).toEqual(guide);
    const file = join(dir, "book.pdf");
    writeFileSync(file, await renderStoryPdf({ title: story.title, childName: "Maya", theme: "animals", content: story.text, coloringPage, fonts, book }));
    const pages = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" })
      .replace(/[\u2018\u2019]/g, "'")
      .split("\f");
    // Title, scenes, coloring page, grown-ups (one page), the cut-out card page (issue 29), chart.
    expect(Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1])).toBe(1 + story.plan.scenes.length + 4);
    const page = pages[2 + story.plan.scenes.length]!.replace(/\s+/g, " ");
    expect(page).toContain("For grown-ups");
    expect(page.indexOf("Safety first")).toBeGreaterThan(page.indexOf("For grown-ups"));
    expect(page.indexOf("Safety first")).toBeLessThan(page.indexOf("Why it happens"));
    expect(page).toMatch(safetyLine);
    expect(page).toContain(
      guide.whyItHappens[0]!.replace(/[\u2018\u2019]/g, "'")
        .split(" ")
        .slice(0, 8)
        .join(" "),
    );
    expect(page).toContain("When to ask for help");
  });
});
