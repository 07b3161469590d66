/**
 * The plan a parent prints is the plan the story taught (R7: a paint-table story teaching "one kind at
 * a time" printed "1. Pick up all the blocks. 2. Put them in their home." on the grown-ups page, both
 * cut-out cards and the 7-day chart). Over every behavior × age × episode, and custom stories: the card's
 * strategy and steps are the plan's, the strategy is named in the story, and no step names a thing the
 * story never mentions (blocks in a paint story, "the floor" at a sandpit). The printed book is then read
 * back with poppler: the three pages print those steps.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS } from "../contracts/catalog";
import { DRAWABLE_PROPS, type StoryPlan } from "../contracts/story-plan";
import { practiceSteps } from "../contracts/practice";
import { composeStory } from "../engine/local";
import { BEHAVIOR_STORIES } from "../engine/local/stories";
import type { StoryRequest } from "../engine/types";
import { strategyTitle } from "../lib/typography";
import { rightBeforeCard } from "../reading/card";
import { pictureBookOf } from "../stories/pdf";
import { loadStoryFonts } from "./fonts-node";
import { renderStoryPdf } from "./story-pdf";

/** Things a step can name: the picture catalogue's things, and the places a tidy-up ends ("the floor"). */
const THINGS = new Set<string>([
  ...DRAWABLE_PROPS.flatMap((p) => p.split(/\s+/))
    .filter((w) => w.length >= 3 && !/^(and|the|toy)$/.test(w))
    .map((w) => w.replace(/s$/, "")),
  "floor",
  "room",
]);

/** The things a step names that the story's words never mention (a step offering choices, "the potty or toilet", names them as options). */
function foreignThings(step: string, storyText: string): string[] {
  if (/\bor\b/i.test(step)) return [];
  const text = storyText.toLowerCase();
  return (step.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => w.replace(/s$/, "")).filter((w) => THINGS.has(w) && !new RegExp(`\\b${w}`).test(text));
}

/** What a parent notices when the card disagrees with the story; empty when they agree. */
function planFaults(plan: StoryPlan): string[] {
  const card = rightBeforeCard(plan);
  const text = plan.scenes.map((s) => s.text).join(" ");
  const faults: string[] = [];
  const strip = (s: string) => s.trim().replace(/[.!?"\u201D]+$/, "");
  if (card.steps.map((s) => strip(s.text)).join("|") !== plan.strategy.steps.map(strip).join("|")) faults.push("card steps are not the plan's");
  if (practiceSteps(plan).join("|") !== plan.strategy.steps.join("|")) faults.push("chart steps are not the plan's");
  if (card.strategy !== strategyTitle(plan.strategy.name)) faults.push(`card header "${card.strategy}"`);
  if (!text.toLowerCase().includes(card.strategy.toLowerCase())) faults.push(`"${card.strategy}" is never named in the story`);
  for (const step of card.steps) {
    const foreign = foreignThings(step.text, text);
    if (foreign.length) faults.push(`"${step.text}" names ${foreign.join(", ")}, which the story never mentions`);
  }
  return faults;
}

/** A stand-in coloring page (the book's pages under test are the plan's, not the coloring page). */
const sceneless = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M10 10 L90 90" stroke="#000" stroke-width="2" fill="none"/></svg>';

const episodesOf = (behavior: string): string[] =>
  (BEHAVIOR_STORIES as Record<string, { episodes: { id: string }[] } | null>)[behavior]?.episodes.map((e) => e.id) ?? [];

/** The story of one episode (the others given as told before, as "write another" does). */
function storyOf(behavior: string, age: string, episode: string, seed = 1) {
  return composeStory({
    childName: "Mia",
    childAge: age,
    behavior,
    theme: "animals",
    pronouns: "she",
    grownUpName: "Mom",
    seed,
    previousEpisodes: episodesOf(behavior).filter((id) => id !== episode),
  } as StoryRequest);
}

describe("the printed plan is the plan the story taught", () => {
  it("the reported paint-table story (messiness 2-3) prints the story's one-kind-at-a-time steps, no blocks", () => {
    const plan = storyOf("messiness", "2-3", "paint-table").plan;
    expect(plan.episode).toBe("paint-table");
    expect(planFaults(plan)).toEqual([]);
    const steps = rightBeforeCard(plan).steps.map((s) => s.text);
    expect(steps.join(" ")).not.toMatch(/blocks/i);
    expect(steps[0]).toMatch(/one kind/i);
  });

  it("every behavior × age × episode: card and chart steps are the plan's, the strategy is named in the story, no step names a thing the story never mentions", () => {
    const faults: string[] = [];
    let books = 0;
    for (const behavior of BEHAVIOR_IDS)
      for (const age of AGE_BANDS)
        for (const episode of episodesOf(behavior))
          for (const seed of [1, 2]) {
            let plan: StoryPlan;
            try {
              plan = storyOf(behavior, age, episode, seed).plan;
            } catch {
              continue; // a story the engine cannot write is the engine's tests' to catch, not the card's
            }
            books++;
            for (const f of planFaults(plan)) faults.push(`${behavior} ${age} ${plan.episode} #${seed}: ${f}`);
          }
    expect(books).toBeGreaterThan(500);
    expect(faults).toEqual([]);
  }, 120_000);

  it("a custom story's card carries its own plan", () => {
    for (const [age, text] of [
      ["4-5", "He throws his food on the floor at dinner and laughs when I say stop"],
      ["2-3", "She screams when I brush her hair in the morning"],
      ["8-10", "He won't turn off his video game when it's time for homework"],
    ] as const) {
      const plan = composeStory({
        childName: "Theo",
        childAge: age,
        behavior: "custom",
        customBehavior: text,
        theme: "family",
        pronouns: "he",
        grownUpName: "Dad",
        seed: 3,
      } as StoryRequest).plan;
      expect(planFaults(plan), text).toEqual([]);
    }
  });
});

describe("the printed book shows that plan on its three pages", () => {
  const fonts = loadStoryFonts();
  const dir = mkdtempSync(join(tmpdir(), "plan-card-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("grown-ups page, both cut-out cards and the practice chart print the story's steps (messiness 2-3 paint-table)", async () => {
    const out = storyOf("messiness", "2-3", "paint-table");
    const story = { id: 19, plan: out.plan, theme: "nature", childAge: "2-3", behavior: "messiness" };
    const bytes = await renderStoryPdf({
      title: out.title,
      childName: "Mia",
      theme: "nature",
      content: out.text,
      coloringPage: { contentType: "image/svg+xml", bytes: new TextEncoder().encode(sceneless) },
      fonts,
      book: pictureBookOf(story, fonts.heading),
    });
    const file = join(dir, "book.pdf");
    writeFileSync(file, bytes);
    const pages = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f");
    const flat = (s: string) => s.replace(/\s+/g, " ");
    const steps = out.plan.strategy.steps;
    const grownUps = pages.findIndex((p) => p.includes("For grown-ups"));
    const cards = pages.findIndex((p) => /cut here/.test(p));
    const chart = pages.findIndex((p) => p.includes("practice chart"));
    expect([grownUps, cards, chart].every((i) => i >= 0)).toBe(true);
    for (const i of [grownUps, cards, chart]) {
      for (const step of steps) expect(flat(pages[i]!), `page ${i + 1}`).toContain(step);
    }
    // The card and the chart are the plan alone (the grown-ups page's practice advice may give blocks as an example).
    for (const i of [cards, chart]) expect(pages[i]!, `page ${i + 1}`).not.toMatch(/blocks/i);
    // Both halves of the cut-out page carry every step.
    for (const step of steps) expect(flat(pages[cards]!).split(step).length - 1).toBe(2);
  }, 60_000);
});
