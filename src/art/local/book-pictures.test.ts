/**
 * The picture book's pages, page after page (issue 24, H32): the framing changes from one page to the
 * next (never the same shot three times running), and a toileting book draws the toilet (or potty) on
 * every page whose words name it, wherever the page is (the library's toilet is its door); one figure
 * per person (a little sister named by her relation and by her name is one sister).
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../engine";
import type { StoryRequest } from "../../engine/types";
import type { StoryPlan } from "../../contracts/story-plan";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import { BOOK_FRAME_TOP } from "../../contracts/book";
import { composeScene } from "./compose";
import { bookShots } from "./framing";
import { BEHAVIOR_STORIES } from "../../engine/local/stories";
import { PLAN, withScene } from "./fixtures";

function story(r: Partial<StoryRequest> & { behavior: string }, episode?: string): StoryPlan {
  const ids = (BEHAVIOR_STORIES as Record<string, { episodes: { id: string }[] } | null>)[r.behavior]?.episodes.map((e) => e.id) ?? [];
  return composeStory({
    childName: "Theo",
    childAge: "4-5",
    theme: "family",
    pronouns: "he",
    grownUpName: "Dad",
    seed: 5,
    previousEpisodes: episode ? ids.filter((id) => id !== episode) : undefined,
    ...r,
  } as StoryRequest).plan;
}

const page = (p: StoryPlan, i: number, childAge = "4-5") =>
  composeScene(p, i, { theme: "family", childAge, framing: true, name: false, frameTop: BOOK_FRAME_TOP });

describe("the book's framing changes from page to page", () => {
  it("asks for a different shot than the page before, wherever the beats allow it (the problem keeps its own)", () => {
    for (const behavior of BEHAVIOR_IDS) {
      const p = story({ behavior, childAge: AGE_BANDS[behavior.length % 4] });
      const want = bookShots(p);
      want.forEach((s, i) => {
        if (i && p.scenes[i].beat !== "problem" && p.scenes[i - 1].beat !== "problem") expect(s, `${behavior} scene ${i + 1}`).not.toBe(want[i - 1]);
      });
    }
  });

  it("draws neighbouring pages in different shots: at most 1 pair in 4 the same (was 43%), three alike running at most once a book on average (was about twice a book: 82 runs in 40 books)", () => {
    let pairs = 0;
    let same = 0;
    let threes = 0;
    const books = BEHAVIOR_IDS.slice(0, 12);
    for (const behavior of books) {
      const childAge = AGE_BANDS[behavior.length % 4];
      const p = story({ behavior, childAge, theme: THEME_IDS[behavior.length % 5] });
      const shots = p.scenes.map((_, i) => page(p, i, childAge).shot);
      for (let i = 1; i < shots.length; i++) {
        pairs++;
        if (shots[i] === shots[i - 1]) same++;
        if (i > 1 && shots[i] === shots[i - 1] && shots[i] === shots[i - 2]) threes++;
      }
    }
    expect(same / pairs).toBeLessThanOrEqual(0.25);
    expect(threes).toBeLessThanOrEqual(books.length);
  });
});

describe("the toilet the words name is in the picture", () => {
  const TOILET = /\b(?:toilets?|potty|loo|restroom)\b/i;
  const THOUGHT = /\b(?:thought (?:of|about)|dreamed of|imagined?|about a)\b/i;
  const DRAWN = new Set(["toilet", "potty", "toilet door", "restroom"]);

  it("draws a toilet, potty, toilet door or the park's toilet block on every toileting page whose words name it, every episode and age", () => {
    const missing: string[] = [];
    let named = 0;
    const episodes = (BEHAVIOR_STORIES.toileting as { episodes: { id: string }[] }).episodes.map((e) => e.id);
    for (const episode of episodes)
      for (const childAge of AGE_BANDS) {
        const p = story({ behavior: "toileting", childAge }, episode);
        p.scenes.forEach((s, i) => {
          const about = s.text.split(/(?<=[.!?]["”’]?)\s+/).filter((x) => TOILET.test(x));
          if (!about.length || about.every((x) => THOUGHT.test(x))) return;
          named++;
          const props = composeScene(p, i, { theme: "family", childAge }).props.map((x) => x.prop as string);
          if (!props.some((x) => DRAWN.has(x))) missing.push(`${episode} ${childAge} scene ${i + 1} (${s.place}): ${about[0]}`);
        });
      }
    expect(named).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it("draws the library's toilet as its door when Theo runs to it ('a running, wiggling rush to the toilet')", () => {
    const p = story({ behavior: "toileting", childAge: "4-5" }, "library-story");
    const i = p.scenes.findIndex((s) => /rush to the toilet/.test(s.text));
    expect(i).toBeGreaterThan(0);
    expect(composeScene(p, i, { theme: "family" }).props.map((x) => x.prop)).toContain("toilet door");
  });
});

describe("one figure per person", () => {
  const at = (scene: Parameters<typeof withScene>[0], over: Parameters<typeof withScene>[1] = {}) => {
    const plan = withScene(scene, { others: [], ...over });
    return composeScene(
      plan,
      plan.scenes.findIndex((s) => s.beat === "success"),
      { theme: "family", childAge: "4-5" },
    );
  };

  it("draws the situation's person named only by her first name, as the little sister the words say she is (was not drawn)", () => {
    const c = at(
      {
        characters: ["Theo", "Dad"],
        text: "Then Ava reached out and took the car, right out of Theo's hand. This time Theo stopped and said, \"Dad, I'm cross!\"",
      },
      { situation: { ...PLAN.situation, summary: "Theo learns gentle hands with his little sister, Ava", person: "Ava" } },
    );
    const ava = c.figures.find((f) => f.name === "Ava");
    const theo = c.figures.find((f) => f.name === "Theo");
    expect(ava).toBeDefined();
    expect(ava!.box.maxY - ava!.box.minY).toBeLessThan((theo!.box.maxY - theo!.box.minY) * 0.95);
  });

  it("draws 'his little sister' once when the words say she is Nora (was two sisters)", () => {
    const c = at(
      { characters: ["Theo", "Nora"], text: "Theo's little sister wanted the car too. He held out his hand to Nora, his little sister, and they shared." },
      { situation: { ...PLAN.situation, person: "his little sister" } },
    );
    expect(c.figures.map((f) => f.name).sort()).toEqual(["Nora", "Theo"]);
  });

  it("draws Alex's friend Milo once, not Milo and a 'friend'", () => {
    const c = at({
      characters: ["Theo", "Milo", "friend"],
      text: "Theo's friend Milo had come over, and the afternoon had turned into a racing championship.",
    });
    expect(c.figures.map((f) => f.name).sort()).toEqual(["Milo", "Theo"]);
  });

  it("draws 'Another child, Leo, was waiting there too' as Leo alone, not Leo and 'another child'", () => {
    const c = at({ characters: ["Theo", "Leo", "another child"], text: "Another child, Leo, was waiting there too. Theo waved." });
    expect(c.figures.map((f) => f.name).sort()).toEqual(["Leo", "Theo"]);
  });

  it("leaves out someone the words name only as where they live ('ride my bike to Kai's')", () => {
    const c = at({ characters: ["Theo", "Dad", "Kai"], text: 'Theo set the timer. "Next thing, ride my bike to Kai\'s." Dad smiled.' });
    expect(c.figures.map((f) => f.name)).not.toContain("Kai");
    const here = at({ characters: ["Theo", "Dad", "Kai"], text: "Kai kicked the ball to Theo. Dad smiled." });
    expect(here.figures.map((f) => f.name)).toContain("Kai");
  });
});

describe("the coat the words put on is on the child", () => {
  const coatOn = (c: ReturnType<typeof composeScene>, name = "Theo") => c.drawing.some((x) => x.tag === `figure:${name}:jacket`);
  const onWall = (c: ReturnType<typeof composeScene>) => c.props.some((p) => p.prop === "coat" && p.where !== "character");

  it("draws 'Theo put the coat on… the zip would not go' with Theo in the coat, done up, not the coat on its hook (was on the wall)", () => {
    const c = composeScene(
      withScene({
        place: "bedroom",
        characters: ["Theo", "Dad"],
        props: ["coat", "shoes"],
        text: "Shoes on. Now the coat. Theo put the coat on. One arm. Two arms! Then came the zip. Tug, tug. Stuck!",
      }),
      PLAN.scenes.findIndex((s) => s.beat === "success"),
      { theme: "family" },
    );
    expect(coatOn(c)).toBe(true);
    expect(onWall(c)).toBe(false);
  });

  it("keeps the coat on through the morning's later pages that only name the zip, and off someone who only holds it out", () => {
    const plan = withScene({ place: "bedroom", characters: ["Theo", "Dad"], props: ["coat"], text: "Theo tried the zip again. Tug! Stuck." });
    const i = plan.scenes.findIndex((s) => s.beat === "success");
    plan.scenes[i - 1] = { ...plan.scenes[i - 1], day: plan.scenes[i].day, text: "Theo pulled on his coat. The zip would not go." };
    expect(coatOn(composeScene(plan, i, { theme: "family" }))).toBe(true);
    const held = withScene({ place: "living room", characters: ["Theo", "Dad"], props: ["coat"], text: 'Dad held out the coat. "No," said Theo.' });
    expect(coatOn(composeScene(held, i, { theme: "family" }))).toBe(false);
    const zipped = withScene({
      place: "park",
      characters: ["Theo", "Dad"],
      props: ["coat"],
      text: "Dad packed the lunchbox, zipped up Theo's coat and walked him to the gate.",
    });
    expect(coatOn(composeScene(zipped, i, { theme: "family" }))).toBe(true);
    const dads = withScene({ place: "living room", characters: ["Theo", "Dad"], props: ["coat"], text: "Dad put his coat on and found the keys." });
    expect(coatOn(composeScene(dads, i, { theme: "family" }))).toBe(false);
  });
});

describe("a grown-up who perches on the bed sits", () => {
  it("seats 'Papa perched on the end of the bed' (was standing across the room)", () => {
    const text = 'Papa perched on the end of the bed. "We can work this out together," said Papa.';
    const p = withScene({ place: "bedroom", characters: ["Theo", "Papa"], text }, { grownUp: { name: "Papa" } });
    const c = composeScene(
      p,
      p.scenes.findIndex((s) => s.text === text),
      { theme: "family" },
    );
    expect(c.figures.find((f) => f.name === "Papa")?.pose).toBe("sit");
  });
});
