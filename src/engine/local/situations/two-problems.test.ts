/**
 * Issue 22, round 5 (H14) — what fresh readers found (R4 review section 2, C1 and C2) and phrasings
 * written before the fix (/tmp/h3/H14/unseen.txt), as a parent or a teacher would notice:
 * two problems in one message tell the first one whole (getting dressed with the hair brushing is one
 * morning, never a drop-off story nobody described); a teacher's message is a classroom story with the
 * other children there, never the teacher at the child's home or kissing them; the parent's clauses in
 * the story are whole sentences ("taking the book", not "taking the off"; "we're late", not "were late
 * and her little.").
 */
import { describe, expect, it } from "vitest";
import { checkStory } from "../../quality";
import type { StoryRequest } from "../../types";
import { composeStory } from "../index";
import { readDoings } from "./action";
import { spelledOut } from "./understand";

const AGES = ["2-3", "4-5", "6-7", "8-10"] as const;
const NAMES = { he: "Theo", she: "Mia", they: "Alex" } as const;
const write = (customBehavior: string, o: Partial<StoryRequest> & { pronouns: "he" | "she" | "they" }) => {
  const req = {
    childName: NAMES[o.pronouns],
    childAge: "4-5",
    behavior: "custom",
    theme: "family",
    grownUpName: "Mum",
    customBehavior,
    seed: 1,
    ...o,
  } as StoryRequest;
  const out = composeStory(req);
  const failed = checkStory(out, req)
    .checks.filter((c) => c.status === "fail")
    .map((c) => `${c.id}: ${c.detail}`);
  return { out, failed };
};
const scene = (out: ReturnType<typeof composeStory>, beat: string) => out.plan.scenes.find((s) => s.beat === beat)?.text ?? "";
const paragraphsWith = (out: ReturnType<typeof composeStory>, re: RegExp) => out.plan.scenes.filter((s) => re.test(s.text)).length;

const C1 =
  "he wont get dressed in the morning for nursery and screams when i brush his hair, then at dinner he throws his peas on the floor and laughs when i say no";
const C2 =
  "Im her year 2 teacher. during group reading on the carpet Mia keeps taking the book off the other children and reads out loud over them, then sulks under the table when its not her turn";

describe("two problems in one message (R4 C1): the first one, whole", () => {
  for (const childAge of AGES)
    for (const pronouns of ["he", "she", "they"] as const) {
      it(`${childAge} ${pronouns}: a getting-dressed morning at home with the hair brushing in it — no drop-off, no goodbye, no nursery bedroom`, () => {
        const text =
          pronouns === "he"
            ? C1
            : pronouns === "she"
              ? C1.replace(/\bhe\b/g, "she").replace(/\bhis\b/g, "her")
              : "they wont get dressed in the morning for nursery and scream when i brush their hair, then at dinner they throw their peas on the floor and laugh when i say no";
        const { out, failed } = write(text, { childAge, pronouns, seed: 1711 });
        expect(failed).toEqual([]);
        expect(out.plan.situation?.frame).toMatch(/dress/i);
        // The parent described no goodbye: nobody is left at a door or a gate.
        expect(out.text).not.toMatch(/\b(goodbye|don't go|bye-bye|school gate|drop-off)\b/i);
        // The hair is part of that morning: told, planned for, and fine at the end.
        expect(paragraphsWith(out, /\bhair\b/)).toBeGreaterThanOrEqual(childAge === "2-3" ? 2 : 3);
        // Getting ready for nursery happens at home: never "at nursery" in the bedroom.
        expect(out.text).not.toMatch(/\b(in|at) nursery\b/);
        // Never a third, unrelated story: no peas in the morning story.
        expect(out.text).not.toMatch(/\bpeas\b/);
      });
    }
  it("a drop-off the parent did describe is still a goodbye story", () => {
    const { out } = write("cries and holds onto my leg every morning at nursery drop off", { pronouns: "she" });
    expect(out.plan.situation?.frame).toMatch(/goodbye|separat/i);
  });
  it("getting dressed for kindergarten and the comb: the hair is in it, the morning at home", () => {
    const { out, failed } = write("my son refuses to get dressed before kindergarten and fights me when i comb his hair", { pronouns: "he" });
    expect(failed).toEqual([]);
    expect(paragraphsWith(out, /\b(hair|comb)/)).toBeGreaterThanOrEqual(3);
    expect(out.text).not.toMatch(/\b(goodbye|school gate)\b/i);
  });
  it("running around naked at dressing time, with the little brother copying: a dressing story, never running off", () => {
    const { out, failed } = write("wont get dressed for preschool, strips off and runs around naked and her little brother copies her", { pronouns: "she" });
    expect(failed).toEqual([]);
    expect(out.plan.situation?.frame).toMatch(/dress/i);
    expect(out.text).not.toMatch(/\bFreeze, Turn, Come\b|\bstriped\b/);
  });
});

describe("a teacher's message (R4 C2): a classroom story", () => {
  for (const childAge of AGES)
    it(`${childAge}: the teacher at school with the other children, a reading plan — never at home, in bed or kissing`, () => {
      const { out, failed } = write(C2, { childAge, pronouns: "she", theme: "friendship", seed: 1747, grownUpName: "Mrs. Okafor" });
      expect(failed).toEqual([]);
      expect(out.plan.scenes.every((s) => s.place === "classroom")).toBe(true);
      // (Mia may hug her own knees.)
      expect(out.text).not.toMatch(/\b(kiss\w*|hug(?!ged her knees)\w*|cuddle\w*|tucked|bed|bedtime|sleepover|pajamas)\b/i);
      // What the teacher told, whole: the book, from the other children, and the turn.
      expect(scene(out, "problem")).toMatch(/kept taking the book from the others/);
      expect(out.text).not.toMatch(/taking the off/);
      // The plan is the classroom's: wait for a turn to read.
      expect(out.text).toMatch(/wait for a turn to read/);
    });
  it("'I'm a reception teacher… pushes in front of the others at the reading corner': the line's yes way, at the reading corner, no hug", () => {
    const { out, failed } = write("I'm a reception teacher and one of my pupils, Leo, pushes in front of the others at the reading corner every morning", {
      pronouns: "he",
      grownUpName: "Ms. Hill",
    });
    expect(failed).toEqual([]);
    expect(scene(out, "problem")).toMatch(/reading corner[^]*pushed in front of the others/);
    expect(out.text).toMatch(/wait in the line with calm hands/);
    expect(out.text).not.toMatch(/\b(hug|kiss)\w*/i);
  });
  it("a teacher's message with 'Mom' as the grown-up still ends at school, not at bedtime", () => {
    const { out } = write("im his 1st grade teacher. during math he keeps shouting out answers before the other kids can put their hands up", {
      pronouns: "he",
      grownUpName: "Mom",
    });
    expect(scene(out, "ending")).not.toMatch(/\b(bed|bedtime|tucked|kiss)\b/i);
    expect(out.text).toMatch(/put up a hand/);
  });
  it("'our class has a boy who grabs the crayons…': the boy is the one who grabs them", () => {
    const { out, failed } = write("our class has a boy who grabs the crayons from everyone at the art table and scribbles on their pictures", {
      pronouns: "he",
      grownUpName: "Mr. Diaz",
    });
    expect(failed).toEqual([]);
    expect(scene(out, "problem")).toMatch(/Theo grabbed the crayons/);
  });
});

describe("the parent's clauses are whole sentences", () => {
  const past = (t: string, name = "Mia") => readDoings(spelledOut(t), name).map((d) => ("child" in d ? d.child.past : d.other.past));
  it("no dropped object: 'taking the book off the other children' keeps the book", () => {
    expect(past("Mia keeps taking the book off the other children")).toEqual(["kept taking the book from the others"]);
  });
  it("the parent's 'were' for 'we're', and never a clause cut to '…and her little.'", () => {
    const { out } = write("wont get dressed for daycare, strips off and runs around naked, she cried when i said were late and her little brother copies her", {
      pronouns: "she",
    });
    expect(out.text).not.toMatch(/\bwere late and\b|\band (her|his|their) little\.|\bsaid were\b|\bsaid they are\b/);
    expect(out.text).toMatch(/said (they|we) were late/);
  });
  it("'strips off' is 'stripped', not 'striped'", () => {
    expect(past("she strips off and runs around naked").join(" ")).toMatch(/\bstripped off\b/);
  });
});
