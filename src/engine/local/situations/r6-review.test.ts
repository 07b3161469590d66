/**
 * Issue 22, R6's review of custom situations (H26): a teacher's message without "I'm his teacher" is a
 * classroom story, and a when-clause cut short never drops its particle ("put his hand up" stays up).
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "../../../contracts/catalog";
import { checkStory } from "../../quality";
import type { StoryRequest } from "../../types";
import { composeStory } from "../index";
import { fitsPlanTold } from "./index";
import { STRATEGY_VARIANTS } from "./frames/shared";

const PRONOUNS = ["he", "she", "they"] as const;
const NAMES = { he: "Theo", she: "Mia", they: "Alex" } as const;
const POS = { he: "his", she: "her", they: "their" } as const;
const OBJ = { he: "him", she: "her", they: "them" } as const;

function write(customBehavior: string, childAge: StoryRequest["childAge"], pronouns: (typeof PRONOUNS)[number], grownUpName: string, seed = 45) {
  const req: StoryRequest = { childName: NAMES[pronouns], childAge, behavior: "custom", theme: "friendship", pronouns, grownUpName, customBehavior, seed };
  const out = composeStory(req);
  const failed = checkStory(out, req)
    .checks.filter((c) => c.status === "fail")
    .map((c) => `${c.id}: ${c.detail}`);
  return { out, failed, places: out.plan.scenes.map((s) => s.place), text: out.plan.scenes.map((s) => s.text).join("\n") };
}

describe("R6 C2: a teacher's message about carpet time, without 'I'm his teacher'", () => {
  const c2 = (p: (typeof PRONOUNS)[number]) =>
    `${NAMES[p]} keeps shouting out answers at carpet time and wont wait ${POS[p]} turn, the other kids are getting fed up and when I ask ${OBJ[p]} to put ${POS[p]} hand up ${p} gets really cross and sulks under the table`;
  for (const age of AGE_BANDS)
    for (const p of PRONOUNS)
      it(`${age} ${p}: in the classroom, the other kids there, the hand still goes up`, () => {
        const { text, places } = write(c2(p), age, p, "Ms Patel");
        // Carpet time happens in the classroom, never at a sleepover in the kitchen.
        expect(places.filter((x) => x === "classroom").length, text).toBeGreaterThanOrEqual(places.length - 2);
        expect(text).not.toMatch(/sleepover|staying over/i);
        // The other kids the teacher named are in the story.
        expect(text).toMatch(/other kids/);
        // Clause repair never drops a particle: "asked Theo to put his hand," was the bug.
        expect(text).not.toMatch(/to put (his|her|their|a) hand[,.]/);
      });
});

describe("R6 C1/C3: the helper's plan is one speaker's words, never two quotes in a row without a tag", () => {
  it("no strategy telling puts the steps' quote straight after the helper's closing quote", () => {
    for (const v of STRATEGY_VARIANTS) for (const t of Object.values(v.text)) expect(t, t).not.toMatch(/[”"]\s*\{steps(Said|Step|Count)\}/);
  });
  const C1 = "wont brush teeth in the morning screams and runs off and then same thing with shoes, were late for nursery every single day";
  for (const age of AGE_BANDS)
    for (const p of PRONOUNS)
      for (const seed of [27, 28, 29, 30])
        it(`${age} ${p} seed ${seed}: the steps follow a tag or narration`, () => {
          const { text } = write(C1, age, p, "Mum", seed);
          expect(text).not.toMatch(/[.!?,]["”] ["“](First|Step one|One),/);
        });
});

describe("R6 C1: the talk-about questions fit the plan the story told", () => {
  const C1 = "wont brush teeth in the morning screams and runs off and then same thing with shoes, were late for nursery every single day";
  const TOOLS: Array<[string, RegExp]> = [
    ["counting", /\bcount/i],
    ["a buddy", /\bbudd(y|ies)\b/i],
    ["a song", /\bsong|\bsing/i],
  ];
  for (const age of AGE_BANDS)
    for (const p of PRONOUNS)
      for (const seed of [27, 28, 29, 30])
        it(`${age} ${p} seed ${seed}: no question about a tool the plan never had`, () => {
          const { out } = write(C1, age, p, "Mum", seed);
          const plan = [out.plan.strategy.name, ...out.plan.strategy.steps].join(" ");
          for (const q of out.plan.talkAbout) for (const [tool, re] of TOOLS) if (re.test(q)) expect(plan, `"${q}" asks about ${tool}`).toMatch(re);
        });
  it("the plan's own tool is still asked about when the plan has it", () => {
    expect(fitsPlanTold("Why do you think counting helped {name}?", ["Count and Done", "Count to ten."])).toBe(true);
    expect(fitsPlanTold("Why do you think counting helped {name}?", ["Brush to the Song", "Pick the brushing song."])).toBe(false);
  });
});
