/**
 * Issue 22, R6's review of custom situations (H26): a teacher's message without "I'm his teacher" is a
 * classroom story, and a when-clause cut short never drops its particle ("put his hand up" stays up).
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "../../../contracts/catalog";
import { checkStory } from "../../quality";
import type { StoryRequest } from "../../types";
import { composeStory } from "../index";

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
