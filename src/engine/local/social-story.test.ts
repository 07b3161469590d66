import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import { PRONOUNS, planText, storyHighlights } from "../../contracts/story-plan";
import { createRng, hashString } from "../../lib/rng";
import { buildPlanPrompt, buildScenesPrompt, buildStoryBrief } from "../prompt";
import { checkStory, SOCIAL_STORY_LENGTH, splitSentences } from "../quality";
import type { StoryRequest } from "../types";
import { behaviorStoryFor, composeStory } from "./index";
import { planLocalStory } from "./plan";
import {
  composeSocialStory,
  firstPersonSummary,
  isSocialPlan,
  SOCIAL_ABSOLUTES,
  SOCIAL_MIN_DESCRIBING_PER_COACHING,
  socialBeats,
  socialStoryPages,
  stepInMyWords,
} from "./social-story";
import { SOCIAL_TITLES } from "./social-story-facts";

const NAMES = { he: "Theo", she: "Mia", they: "Alex" } as const;
const social = (req: StoryRequest): StoryRequest => ({ ...req, storyStyle: "social" });
const requestFor = (
  behavior: (typeof BEHAVIOR_IDS)[number],
  childAge: (typeof AGE_BANDS)[number],
  pronouns: (typeof PRONOUNS)[number],
  i: number,
): StoryRequest => ({
  childName: NAMES[pronouns],
  childAge,
  behavior,
  pronouns,
  theme: THEME_IDS[i % THEME_IDS.length],
  grownUpName: ["Dad", "Mom", "Grandma Rose", "Papa"][i % 4],
  seed: 11 + i,
  ...(i % 3 === 0 ? { siblings: [{ name: "Nora", pronouns: "she" as const }], likes: ["dinosaurs"] } : {}),
});

/** Every behavior × age × pronoun (themes, grown-ups and siblings rotated). */
const MATRIX: StoryRequest[] = [];
BEHAVIOR_IDS.forEach((behavior, b) =>
  AGE_BANDS.forEach((age, a) => PRONOUNS.forEach((pronouns, p) => MATRIX.push(requestFor(behavior, age, pronouns, b * 12 + a * 3 + p)))),
);

/** A sentence's words without the plan's steps (quoted, in the practice chart's words). */
const ownWords = (text: string) => text.replace(/"[^"]*"/g, '""');

describe("the social story (issue 25): every behavior × age × pronoun", () => {
  const stories = MATRIX.map((req) => ({ req, story: composeSocialStory(req) }));

  it("renders and passes the same story checks (the safety review among them)", () => {
    const failed = stories
      .map(({ req, story }) => ({ req, report: checkStory(story, social(req)) }))
      .filter((r) => !r.report.passed)
      .map((r) => `${r.req.behavior} ${r.req.childAge} ${r.req.pronouns}: ${r.report.checks.filter((c) => c.status === "fail").map((c) => c.id)}`);
    expect(failed).toEqual([]);
    for (const { story } of stories) expect(isSocialPlan(story.plan)).toBe(true);
  });

  it("has short pages in the social story's order, and the length of its age band", () => {
    for (const { req, story } of stories) {
      expect(story.plan.scenes.map((s) => s.beat)).toEqual(socialBeats(req.childAge));
      expect(story.plan.scenes.length).toBeGreaterThanOrEqual(8);
      expect(story.plan.scenes.length).toBeLessThanOrEqual(10);
      const words = planText(story.plan).split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(SOCIAL_STORY_LENGTH[req.childAge].minWords);
      expect(words).toBeLessThanOrEqual(SOCIAL_STORY_LENGTH[req.childAge].maxWords);
    }
  });

  it("is told in the first person: the child's own pronouns never, the name only to introduce and to close", () => {
    const own = { he: /\b(he|him|his|himself)\b/i, she: /\b(she|her|herself)\b/i };
    for (const { req, story } of stories) {
      const text = ownWords(planText(story.plan));
      // Sentences about the grown-up may use the grown-up's own pronoun ("…Mom's coat when she goes out").
      const aboutChild = splitSentences(text).filter((s) => !s.includes(story.plan.grownUp.name));
      if (req.pronouns !== "they") expect(aboutChild.join(" "), `${req.behavior} ${req.childAge}`).not.toMatch(own[req.pronouns!]);
      const named = splitSentences(text).filter((s) => new RegExp(`\\b${req.childName}\\b`).test(s));
      expect(named).toEqual([`My name is ${req.childName}.`, expect.stringMatching(new RegExp(`^I am ${req.childName}, and I am learning `))]);
      expect(text).toMatch(/\bI\b/);
    }
  });

  it("never names the grown-up twice in one sentence (no name where a pronoun belongs), and names them as the helper", () => {
    for (const { req, story } of stories) {
      const g = story.plan.grownUp.name;
      for (const s of splitSentences(ownWords(planText(story.plan)))) expect(s.split(g).length - 1, s).toBeLessThanOrEqual(1);
      // When the plan is forgotten, the grown-up helps; at a goodbye the grown-up has gone, so whoever is in charge there does.
      const stumble = story.plan.scenes.find((s) => s.beat === "stumble")!.text;
      if (req.behavior === "separation")
        expect(stumble).toMatch(/\b(?:my teacher|the swimming teacher|the babysitter|my friend's grown-up|a grown-up I know) helps me\b/i);
      else expect(stumble, `${req.behavior} ${req.childAge}`).toContain(g);
      expect(req.grownUpName).toBe(g);
    }
  });

  it("uses no absolutes a literal-minded child could hold it to (always, never, must, have to)", () => {
    for (const { story } of stories) expect(ownWords(planText(story.plan))).not.toMatch(SOCIAL_ABSOLUTES);
  });

  it("says the plan's steps in the child's own words (the chart's words quoted when they do not read as mine), at most two for ages 2-3", () => {
    for (const { req, story } of stories) {
      const steps = story.plan.strategy.steps;
      if (req.childAge === "2-3") expect(steps.length).toBeLessThanOrEqual(2);
      // The same steps as the picture-book plan of the same request (the practice chart's).
      expect(steps).toEqual(composeStory(req).plan.strategy.steps);
      const page = story.plan.scenes.find((s) => s.beat === "strategy")!.text;
      for (const st of steps) {
        const said = stepInMyWords(st, story.plan.grownUp.name);
        expect(page).toContain(said ?? `"${/[?!]$/.test(st) ? st : `${st.replace(/\.+$/, "")}.`}"`);
      }
      // No chart "you" in the child's own sentences: "Press the little heart on your hand" is "I can press… my hand".
      expect(
        ownWords(planText(story.plan))
          .split(story.plan.strategy.name.replace(/^the /i, ""))
          .join("")
          .replace(/thank you/gi, ""),
        `${req.behavior} ${req.childAge}`,
      ).not.toMatch(/\b(?:you|your)\b/i);
    }
  });
});

describe("Carol Gray's sentence types", () => {
  it(`describing sentences (descriptive, perspective, affirmative) are at least ${SOCIAL_MIN_DESCRIBING_PER_COACHING}× the coaching ones, with a perspective and an affirmative`, () => {
    for (const req of MATRIX) {
      const material = behaviorStoryFor(req)!;
      const base = planLocalStory(material, social(req)).plan;
      const pages = socialStoryPages({ base, material, req: social(req), rng: createRng(hashString(`${req.seed}`)) });
      const lines = pages.flatMap((p) => p.lines);
      const coaching = lines.filter((l) => l.kind === "coaching").length;
      expect(lines.length - coaching).toBeGreaterThanOrEqual(SOCIAL_MIN_DESCRIBING_PER_COACHING * coaching);
      expect(lines.some((l) => l.kind === "perspective")).toBe(true);
      expect(lines.some((l) => l.kind === "affirmative" && /okay/.test(l.text))).toBe(true);
      // "I can try…", never "I must".
      for (const l of lines.filter((l) => l.kind === "coaching" && !l.text.includes('"')))
        expect(l.text).toMatch(/^(?:Step \w+: )?(?:(?:When|Before|After|At|If|While)\b[^,]*, |Then )?(?:I can|Next time)/);
    }
  });

  it("the report card agrees: describing outnumbers directing at least two to one", () => {
    for (const req of MATRIX.filter((_, i) => i % 7 === 0)) {
      expect(checkStory(composeSocialStory(req), social(req)).metrics.describingToDirecting).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("the child's own words", () => {
  it("tells the episode's moment in the first person, or leaves it to a plain sentence", () => {
    expect(firstPersonSummary("Mia keeps getting out of bed for one more drink", "Mia", "she", "Dad")).toBe("I keep getting out of bed for one more drink");
    expect(firstPersonSummary("Mia doesn't want to miss the story, waits too long, and has an accident", "Mia", "she", "Dad")).toBe(
      "I don't want to miss the story, wait too long, and have an accident",
    );
    expect(firstPersonSummary("Mia says she brushed her teeth when she didn't", "Mia", "she", "Dad")).toBe("I say I brushed my teeth when I didn't");
    // The grown-up's "he" stays the grown-up's.
    expect(firstPersonSummary("Theo holds on to Dad's coat when he goes out for the evening", "Theo", "he", "Dad")).toBe(
      "I hold on to Dad's coat when he goes out for the evening",
    );
    expect(firstPersonSummary("Mia doesn't hear what Dad asks while they bake cookies", "Mia", "she", "Dad")).toBe(
      "I don't hear what Dad asks while we bake cookies",
    );
    expect(firstPersonSummary("Someone else is sad", "Mia", "she", "Dad")).toBeUndefined();
  });
});

describe("write another, and custom situations", () => {
  it("four stories in a row differ: titles, episodes, and the order and choice of sentences", () => {
    const base = requestFor("bedtime", "4-5", "she", 2);
    const previous: string[] = [];
    const stories = [0, 1, 2, 3].map((n) => {
      const story = composeSocialStory({ ...base, seed: base.seed + n, previousEpisodes: [...previous] });
      previous.unshift(story.plan.episode!);
      return story;
    });
    expect(new Set(stories.map((s) => s.title)).size).toBe(4);
    expect(new Set(stories.map((s) => s.plan.episode)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(stories.map((s) => planText(s.plan))).size).toBe(4);
  });

  it("keeps a custom situation's own thing, person or place through the story, and passes the checks", () => {
    const lines = readFileSync("tests/fixtures/shared/parent-situations.txt", "utf8")
      .split("\n")
      .filter((l) => l.trim() && !l.startsWith("#"))
      .map((l) => l.split("|")[0].trim());
    const failed: string[] = [];
    lines.forEach((customBehavior, i) => {
      for (const childAge of ["2-3", "8-10"] as const) {
        const req: StoryRequest = {
          childName: "Mia",
          childAge,
          behavior: "custom",
          customBehavior,
          theme: THEME_IDS[i % 5],
          pronouns: "she",
          grownUpName: "Mom",
          seed: i,
        };
        const report = checkStory(composeSocialStory(req), social(req));
        if (!report.passed) failed.push(`${customBehavior} (${childAge}): ${report.checks.filter((c) => c.status === "fail").map((c) => c.id)}`);
      }
    });
    expect(failed).toEqual([]);
  });
});

describe("the AI path asks for the same form", () => {
  const req: StoryRequest = { childName: "Maya", childAge: "6-7", behavior: "fear", theme: "animals", seed: 3, pronouns: "she", grownUpName: "Dad" };

  it("a social request's prompts ask for a first-person social story in its pages' order and length", () => {
    const brief = buildStoryBrief(social(req));
    const plan = buildPlanPrompt(brief);
    expect(plan.system).toContain("SOCIAL STORY told by Maya in the first person");
    expect(plan.system).toContain(`in this order: ${socialBeats("6-7").join(", ")}.`);
    expect(plan.system).toContain(`Length: ${SOCIAL_STORY_LENGTH["6-7"].minWords}-${SOCIAL_STORY_LENGTH["6-7"].maxWords} words`);
    const outline = {
      title: "T",
      helper: { name: "Tilly", kind: "tortoise" },
      situation: { summary: "s", place: "park", feeling: "scared" },
      strategy: { name: "S", steps: ["a", "b"], why: "w" },
      scenes: [],
    };
    expect(buildScenesPrompt(brief, outline).system).toContain('never "she" for Maya');
  });

  it("without a style, or with the picture book, the prompts are today's, byte for byte", () => {
    const today = buildPlanPrompt(buildStoryBrief(req));
    expect(buildPlanPrompt(buildStoryBrief({ ...req, storyStyle: "picture-book" }))).toEqual(today);
    expect(today.system).not.toContain("SOCIAL STORY");
  });
});

describe("the parent's page", () => {
  it("says what a social story does, not the picture book's arc", () => {
    const req: StoryRequest = { childName: "Mia", childAge: "4-5", behavior: "separation", theme: "animals", seed: 5, pronouns: "she", grownUpName: "Papa" };
    const highlights = storyHighlights(composeSocialStory(req).plan);
    expect(highlights[0]).toBe("A social story, told in Mia's own words: what happens, where and when, and what Mia can try.");
    expect(highlights.join(" ")).toContain("Papa is the helper");
    expect(storyHighlights(composeStory(req).plan)[0]).toMatch(/^Meets Mia/);
  });
});

describe("what a Carol Gray reader would notice (issue 25, the fresh reviewer's 4/10)", () => {
  const stories = MATRIX.map((req) => ({ req, story: composeSocialStory(req), material: behaviorStoryFor(req)! }));
  const page = (story: { plan: { scenes: Array<{ beat: string; text: string }> } }, beat: string) => story.plan.scenes.find((s) => s.beat === beat)?.text ?? "";

  it("the title names the situation ('Saying Goodbye at the School Gate'), never a feeling ('Sometimes I Feel Sad')", () => {
    for (const { req, story } of stories) {
      expect(story.title, `${req.behavior} ${req.childAge}`).not.toMatch(/\bFeel\b/);
      expect(story.title).not.toContain(story.plan.situation.feeling);
    }
    // Every episode of every behavior has a title of its own (a new episode falls back to "Saying Goodbye at the Pool").
    const missing = BEHAVIOR_IDS.flatMap((b) =>
      behaviorStoryFor(requestFor(b, "4-5", "she", 0))!
        .episodes.map((e) => `${b}/${e.id}`)
        .filter((k) => !SOCIAL_TITLES[k]),
    );
    expect(missing).toEqual([]);
    const titled = (behavior: StoryRequest["behavior"], episode: string, childAge: StoryRequest["childAge"]) => {
      const req = requestFor(behavior as (typeof BEHAVIOR_IDS)[number], childAge, "he", 0);
      for (let seed = 0; seed < 40; seed++) {
        const story = composeSocialStory({ ...req, seed });
        if (story.plan.episode === episode) return story.title;
      }
      return undefined;
    };
    expect(titled("separation", "school-gate", "4-5")).toBe("Saying Goodbye at the School Gate");
    expect(titled("toileting", "park-toilet", "2-3")).toBe("Using the Potty at the Park");
  });

  it("no fiction in the literal form: no story friend, no theme town, no theme helper on a page or in a picture", () => {
    for (const { req, story } of stories) {
      const text = planText(story.plan);
      expect(text).not.toMatch(/story friend|comes from|In this book/i);
      expect(text, `${req.behavior} ${req.childAge}`).not.toMatch(new RegExp(`\\b${story.plan.helper.name}\\b`));
      for (const s of story.plan.scenes) expect(s.characters).not.toContain(story.plan.helper.name);
    }
  });

  it("sets the scene in one natural sentence of where and when, not 'It is morning. In this story, I am…'", () => {
    for (const { req, story } of stories) {
      const text = planText(story.plan);
      expect(text).not.toMatch(/In this story, I am|It is (?:morning|afternoon|evening|nighttime)\./);
      const first = splitSentences(page(story, "problem"))[0];
      expect(first, `${req.behavior} ${req.childAge}`).toMatch(
        /^(?:Some (?:mornings|afternoons|evenings|nights)|At |In the morning|On school days|Every so often|In the early morning|Early in the morning|Sometimes )/,
      );
    }
  });

  it("says who takes over and hedges every promise: 'Dad or another grown-up usually picks me up', never 'Dad comes back later'", () => {
    for (const { req, story } of stories.filter((s) => s.req.behavior === "separation")) {
      const g = story.plan.grownUp.name;
      const promises = splitSentences(planText(story.plan)).filter((s) => /\b(?:comes back|picks me up|comes to get me|home again|comes home)\b/.test(s));
      // Where the grown-up leaves (not the swimming lesson, where they watch from the benches), someone comes back.
      if (story.plan.episode !== "swimming-lesson") expect(promises.length, `${req.childAge} ${story.plan.episode}`).toBeGreaterThan(0);
      for (const s of promises) expect(s).toMatch(/\busually\b/);
      expect(planText(story.plan)).not.toContain(`${g} comes back later.`);
      if (story.plan.episode === "school-gate") {
        expect(planText(story.plan)).toMatch(/my teacher/);
        expect(planText(story.plan)).toMatch(/School is where I learn/);
      }
    }
  });

  it("introduces what a step uses before the step ('Before goodbye, Dad draws a heart on my hand')", () => {
    for (const { req, story } of stories) {
      const plan = page(story, "strategy");
      const heart = plan.search(/press[^.]*heart/i);
      if (heart >= 0) expect(plan.search(/draws a (?:little )?heart/), `${req.behavior} ${req.childAge}`).toBeGreaterThanOrEqual(0);
      if (heart >= 0) expect(plan.search(/draws a (?:little )?heart/)).toBeLessThan(heart);
      const nod = plan.search(/wait for the nod/i);
      if (nod >= 0) expect(plan.search(/nods when it is my turn/)).toBeLessThan(nod);
    }
  });

  it("carries each behavior's own facts: where the potty is and why, flushing and hand-washing; the bedtime routine in order", () => {
    for (const { req, story } of stories.filter((s) => s.req.behavior === "toileting")) {
      const text = planText(story.plan);
      expect(text, req.childAge).toMatch(/in the bathroom|near the playground|The library has/);
      expect(text).toMatch(/dry/);
      expect(text).toMatch(/wash my hands with soap/);
      if (req.childAge !== "2-3" && req.childAge !== "4-5") expect(text).toMatch(/flush/);
    }
    for (const { req, story } of stories.filter((s) => s.req.behavior === "bedtime" && s.story.plan.episode === "one-more-drink")) {
      const text = page(story, "problem");
      const order = ["bath", "pajamas", "teeth", "story", "light"].map((w) => text.indexOf(w));
      expect(
        order.every((at) => at >= 0),
        req.childAge,
      ).toBe(true);
      expect([...order].sort((x, y) => x - y)).toEqual(order);
    }
    // Each behavior says what usually happens in its own words: no two behaviors share the page.
    const usual = new Map<string, string>();
    for (const { req, story } of stories.filter((s) => s.req.childAge === "4-5" && s.req.pronouns === "she")) {
      const body = splitSentences(page(story, "problem")).slice(1, -1).join(" ");
      expect(body.length, req.behavior).toBeGreaterThan(0);
      expect([...usual.values()], req.behavior).not.toContain(body);
      usual.set(req.behavior, body);
    }
  });

  it("the stumble page is the behavior's own (no stock 'Everybody forgets things sometimes'), reassuring, with someone who helps", () => {
    const byAge = new Map<string, Set<string>>();
    for (const { req, story } of stories) {
      const stumble = page(story, "stumble");
      expect(stumble).not.toContain("Everybody forgets things sometimes");
      expect(stumble).toMatch(/That (?:is okay|happens while I am learning)/);
      const key = `${req.childAge} ${req.pronouns}`;
      if (!byAge.has(key)) byAge.set(key, new Set());
      byAge.get(key)!.add(stumble.replace(new RegExp(story.plan.grownUp.name, "g"), "G"));
    }
    for (const [key, set] of byAge) expect(set.size, key).toBe(BEHAVIOR_IDS.length);
  });

  it("passes the checks for every episode with a long grown-up's name (toddler sentences stay short: 'Grandma Rose' adds a word each time)", () => {
    const failed: string[] = [];
    for (const behavior of BEHAVIOR_IDS)
      for (const childAge of AGE_BANDS)
        for (let seed = 0; seed < 8; seed++) {
          const req: StoryRequest = { childName: "Alex", childAge, behavior, theme: "animals", pronouns: "they", grownUpName: "Grandma Rose", seed };
          const story = composeSocialStory(req);
          const report = checkStory(story, social(req));
          if (!report.passed)
            failed.push(`${behavior}/${story.plan.episode} ${childAge}: ${report.checks.filter((c) => c.status === "fail").map((c) => c.id)}`);
        }
    expect([...new Set(failed)]).toEqual([]);
  });

  it(`Gray's ratio over every behavior × age × pronoun: describing ≥ ${SOCIAL_MIN_DESCRIBING_PER_COACHING}× coaching, measured`, () => {
    const ratios = MATRIX.map((req) => {
      const material = behaviorStoryFor(req)!;
      const base = planLocalStory(material, social(req)).plan;
      const lines = socialStoryPages({ base, material, req: social(req), rng: createRng(hashString(`${req.seed}`)) }).flatMap((p) => p.lines);
      const coaching = lines.filter((l) => l.kind === "coaching").length;
      return { key: `${req.behavior} ${req.childAge}`, ratio: (lines.length - coaching) / coaching };
    });
    const lowest = ratios.reduce((m, r) => (r.ratio < m.ratio ? r : m));
    expect(lowest.ratio, lowest.key).toBeGreaterThanOrEqual(SOCIAL_MIN_DESCRIBING_PER_COACHING);
    // Pinned where it was measured (H12: lowest 4.33 at 4-5, mean 6.4 over 240 stories): a drop means coaching crept in.
    expect(lowest.ratio, lowest.key).toBeGreaterThanOrEqual(4);
  });
});
