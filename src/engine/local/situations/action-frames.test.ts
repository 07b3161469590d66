/**
 * No refusal of plain words (issue 22): a description that says what the child does is understood,
 * and the frames built around the parent's own action (rude words, something that isn't allowed,
 * big feelings when something goes wrong, shy with people, waking in the night or too early) pass the report card and the safety
 * review in every age band, pronoun and theme, with the parent's action and its when in the story.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, THEME_IDS } from "../../../contracts/catalog";
import { PRONOUNS, storyPlanSchema } from "../../../contracts/story-plan";
import { pastesParentText } from "../../plan-checks";
import { checkStory } from "../../quality";
import { screenCustomBehavior } from "../../screen";
import type { StoryRequest } from "../../types";
import { composeStory } from "../index";
import { hasSomethingToGoOn, isReadable, normalize, saysWhatHappens, understandSituation, type FrameId } from "./understand";

interface Case {
  text: string;
  frame: FrameId;
  /** Words of the parent's that must be in at least 3 paragraphs (any one of them). */
  keep: RegExp;
  /** The plan's swap, when it matters that it is the true one for this situation. */
  swap?: RegExp;
}

const CASES: Case[] = [
  { text: "won't stop saying poop and pee words at the dinner table", frame: "rude-words", keep: /\bpoop\b/, swap: /Banana pancakes/ },
  { text: 'says "i hate you" when she doesn\'t get her way', frame: "rude-words", keep: /\bhate\b/, swap: /really, really cross/ },
  { text: "talks back and rolls her eyes when i ask her to do chores", frame: "rude-words", keep: /\b(chores|talked back|talking back|eyes|eye-rolling)\b/ },
  { text: "makes rude noises and burps on purpose at restaurants", frame: "rude-words", keep: /\b(burp\w*|noises)\b/, swap: /Excuse me/ },
  { text: "jumps on the couch even after we say no 10 times", frame: "not-allowed", keep: /\bcouch\b/, swap: /cushions on the floor/ },
  { text: "paints on the walls with markers when nobody is looking", frame: "not-allowed", keep: /\bwalls\b/, swap: /paper/ },
  { text: "picks his nose and wipes it on things", frame: "not-allowed", keep: /\bnose\b/, swap: /tissue/ },
  { text: "throws food on the floor at dinner and laughs", frame: "not-allowed", keep: /\bfood\b/, swap: /All done/ },
  { text: "he gets upset when his sandcastle gets washed away by the waves", frame: "big-feelings", keep: /\bsandcastle\b/, swap: /build it again/ },
  { text: "gets angry and rips up his drawing when it doesn't look right", frame: "big-feelings", keep: /\bdrawing\b/, swap: /mistake/ },
  { text: "won't let anyone help him and then gets frustrated when he can't zip his jacket", frame: "big-feelings", keep: /\bjacket\b/, swap: /ask for help/ },
  { text: "cries when her balloon pops", frame: "big-feelings", keep: /\bballoon\b/, swap: /hug/ },
  { text: "wont say hello or look at relatives when they visit", frame: "shy", keep: /\brelatives\b/ },
  { text: "my son hides behind my legs when the neighbors say hello", frame: "shy", keep: /\bneighbors\b/ },
  { text: "hides in her room when her aunt and uncle come over", frame: "shy", keep: /\baunt\b/ },
  { text: "wakes up at 5am every day and wants to play", frame: "waking", keep: /\b5am\b/, swap: /book quietly/ },
  { text: "wakes up crying from bad dreams and wont go back to sleep", frame: "waking", keep: /\bdreams?\b/, swap: /call .* for a hug/ },
];

const NAMES = ["Mia", "Theo", "Alex"];
const GROWN_UPS = ["Mom", "Papa", "Grandma Rose", "Ms. Lee"];

describe("readable words are never refused", () => {
  it.each(CASES.map((c) => [c.text, c] as const))("understands %s, in its frame", (_t, c) => {
    expect(screenCustomBehavior(c.text).ok).toBe(true);
    const s = understandSituation(c.text, "Mia");
    expect(s.frame).toBe(c.frame);
    expect(s.action).toBeDefined();
    expect(isReadable(s, normalize(c.text).text)).toBe(true);
    expect(saysWhatHappens(normalize(c.text).text)).toBe(true);
  });

  it("understands plain descriptions written for this test, not tuned on: each gets a frame and a story", () => {
    const own = [
      "licks the car windows every time we drive anywhere",
      "my 3 year old draws on the sofa with crayons",
      "he blows raspberries at his teacher when she talks to him",
      "she tells her little brother he is a baby and laughs at him",
      "won't wave bye to grandma on video calls",
      "cries when her balloon pops",
      "climbs on the kitchen counter to get snacks",
      "unrolls all the toilet paper in the bathroom",
      "Ben says bad words at school he heard from older kids",
      "stomps and cries when his ice cream falls on the ground",
      "pours his milk on the table at breakfast",
      "hides in her room when her aunt and uncle come over",
      "stands on the dining chairs during dinner",
      "keeps splashing water out of the bath onto the floor",
      "whines and flops on the floor when his tower of legos breaks",
      "yells rude words at other kids on the playground",
      "wont look at the waiter or order her food at restaurants",
      "runs around the house screaming at bedtime",
    ];
    for (const text of own) {
      expect(screenCustomBehavior(text).ok, text).toBe(true);
      const req: StoryRequest = { childName: "Mia", childAge: "4-5", behavior: "custom", theme: "animals", customBehavior: text, seed: 3 };
      const out = composeStory(req);
      expect(
        checkStory(out, req)
          .checks.filter((k) => k.status === "fail")
          .map((k) => `${text}: ${k.detail}`),
      ).toEqual([]);
    }
    // The swap is the true one for the thing the parent named.
    expect(understandSituation("keeps splashing water out of the bath onto the floor", "Mia").thing?.verb?.name).toMatch(/inside the tub/);
    expect(understandSituation("cries when her balloon pops", "Mia").thing?.verb?.name).not.toMatch(/build it again/);
    expect(understandSituation("whines and flops on the floor when his tower of legos breaks", "Mia").thing?.verb?.name).toMatch(/build it again/);
  });

  it("still asks for more when there is nothing to go on", () => {
    for (const text of ["he is just difficult all the time", "I don't know what to do anymore", "asdf qwer zxcv"]) {
      expect(hasSomethingToGoOn(normalize(text).text) && isReadable(understandSituation(text, "Leo"), normalize(text).text)).toBe(false);
    }
  });
});

describe.each(CASES.map((c) => [c.text, c] as const))("action story: %s", (_t, c) => {
  it("passes the report card and the safety review in every age band, pronoun and theme, keeping the parent's action", () => {
    const failures: string[] = [];
    let n = 0;
    for (const theme of THEME_IDS)
      for (const childAge of AGE_BANDS)
        for (const pronouns of PRONOUNS) {
          n++;
          const req: StoryRequest = {
            childName: NAMES[n % NAMES.length],
            childAge,
            behavior: "custom",
            theme,
            pronouns,
            grownUpName: GROWN_UPS[n % GROWN_UPS.length],
            customBehavior: c.text,
            seed: n * 7919,
          };
          const out = composeStory(req);
          const problems: string[] = [];
          if (!storyPlanSchema.safeParse(out.plan).success) problems.push("plan schema");
          for (const check of checkStory(out, req).checks.filter((k) => k.status === "fail")) problems.push(`${check.id}: ${check.detail}`);
          if (pastesParentText(out.text, c.text)) problems.push("pastes the parent's text");
          if (pronouns !== "they" && /\b(their|theirs|themself)\b/i.test(out.text)) problems.push(`"their" in a ${pronouns} story`);
          if (/[{}]|\[\[/.test(out.text + out.title)) problems.push("a token left in the text");
          const paragraphs = out.text.split(/\n\s*\n/);
          if (paragraphs.filter((p) => c.keep.test(p)).length < 3) problems.push(`${c.keep} in fewer than 3 paragraphs`);
          if (c.swap && !c.swap.test(out.plan.strategy.steps.join(" "))) problems.push(`the plan's swap: ${out.plan.strategy.steps.join(" / ")}`);
          if (problems.length) failures.push(`${theme} ${childAge} ${pronouns}: ${problems.join("; ")}`);
        }
    if (failures.length) expect.fail(`${failures.length} of ${n} combinations fail:\n${failures.slice(0, 6).join("\n")}`);
  });
});
