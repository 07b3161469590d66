/**
 * Issue 25, the renderer's own slips, over every behavior × age × pronoun × story shape ("write another"
 * 0–3 times steps through an age band's shapes; themes and grown-ups rotating, Gran and Mum among them):
 * - one sentence count: the renderer's one-in-six name budget counts sentences as the report card does;
 * - a name three times running ("Into this long, slow wait came Grandpa Joe. Grandpa Joe sat down… Grandpa
 *   Joe watched…"), or twice where "he"/"she" could mean nobody else ("Mama said softly. Mama tucked…");
 * - a "they" child's words tagged "They said, …" (reads as a crowd: "Alex painted at the kitchen table.
 *   They said, 'All done!'").
 */
import { describe, expect, it } from "vitest";
import { THEME_IDS } from "../../contracts/catalog";
import { createRng } from "../../lib/rng";
import { nameStartRatioText, splitSentencesLoose } from "../plan-checks";
import { countSentences, splitSentences } from "../sentences";
import { createRenderState, renderParagraph, type RenderCast } from "./render";
import { HELPER_THERE, RELATIVE_VISITS } from "./family-lines";
import { grownUpPronouns } from "./shapes";
import { sweepStories } from "./stories/sweep.fixture";
import { THEME_SETTINGS } from "./world";

const HELPERS = Object.values(THEME_SETTINGS).flatMap((s) => s.helpers);

const GROWN_UPS = ["Gran", "Mom", "Grandma Rose", "Dad", "Uncle Ray", "Mum", "Papa"];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const sweep = () =>
  sweepStories({
    grownUps: GROWN_UPS,
    theme: (n) => THEME_IDS[(n * 3) % THEME_IDS.length],
    seed: (n) => n * 11 + 3,
    previousEpisodes: (episodes, _n, previous) => episodes.slice(0, previous).map((e) => e.id),
    where: (req, plan) => `${req.behavior} ${req.childAge} ${req.pronouns} ${plan.shape ?? "-"} ${req.theme} ${req.grownUpName} #${req.seed}`,
  });

/**
 * The sentences with every quotation one word ('"Q."'): a line of dialogue may repeat a name ("Nora is sad.
 * Nora's arm is sore."), and someone speaking between two sentences breaks a run ('Mom tucked him in. "Sleep
 * tight." Mom kissed him.' tells who spoke).
 */
function narration(text: string): string[] {
  return splitSentences(text.replace(/"[^"]*"|\u201C[^\u201D]*\u201D/g, '"Q."'));
}

const castFor = (child: "he" | "she"): RenderCast => ({
  child: child === "he" ? { name: "Theo", pronouns: "he" } : { name: "Mia", pronouns: "she" },
  grownUp: "Mama",
  grownUpPronouns: "she",
  helper: {
    name: "Ember",
    pronouns: "she",
    kind: "dragon",
    full: "Ember the dragon",
    intro: "Ember, a small dragon",
    arrive: ["fluttered in"],
    first: "Ember the dragon",
  },
  other: { name: "Rosie", pronouns: "she", role: "friend" },
  values: {},
});
const cast = castFor("she");

describe("one sentence count for the renderer and the report card (issue 25)", () => {
  it("the checker splits with the one splitter; a title's full stop and an ellipsis end no sentence, a paragraph break always does", () => {
    expect(splitSentencesLoose).toBe(splitSentences);
    expect(splitSentences('Mr. Ahmed waved. "I... Don\'t know," said Mia. "No!" Mia yelled.\n\nZzz\n\nThe end.')).toEqual([
      "Mr. Ahmed waved.",
      '"I... Don\'t know," said Mia.',
      '"No!"',
      "Mia yelled.",
      "Zzz",
      "The end.",
    ]);
  });

  it("the renderer's sentence count and name starts are the ones the checker measures", () => {
    const state = createRenderState();
    const paragraphs = [
      '{C} ran to the door. "Wait!" {C} called. Mr. Ahmed waved. "I... don\'t know," said {C}. {G} laughed.',
      "{C} sat down. {G} smiled. {C} smiled back. {O} giggled! {C} giggled too. It was late. {C} yawned",
      '"{name}, time for bed," said {G}. {C} went. One. Two. Three. {C} slept. {H} snored. {C} dreamed.',
    ].map((t) => renderParagraph(t, cast, createRng(3), state));
    const text = paragraphs.join("\n\n");
    const checked = nameStartRatioText(text, "Mia");
    expect(state.sentences).toBe(countSentences(text));
    expect(state.sentences).toBe(checked.sentences);
    expect(state.nameStarts).toBe(checked.starts);
  });

  it("a grown-up's or helper's name again where the pronoun can mean nobody else takes the pronoun; the possessive is no subject", () => {
    const say = (t: string, child: "he" | "she" = "he") => renderParagraph(t, castFor(child), createRng(1), createRenderState());
    expect(say('{C} yawned. "Night-night," {G} said softly. {G} tucked the blanket in.')).toBe(
      'Theo yawned. "Night-night," Mama said softly. She tucked the blanket in.',
    );
    // "came Ember" ends the sentence she comes into: she is its subject.
    expect(say("Into this long, slow wait came {H}. {H} sat down. {H} watched the clock.")).toBe(
      "Into this long, slow wait came Ember the dragon. She sat down. She watched the clock.",
    );
    expect(say("{C} drew. {O} was four. {O} hadn't been trying to ruin anything. {O} had just wanted to draw.")).toBe(
      "Theo drew. Rosie was four. She hadn't been trying to ruin anything. She had just wanted to draw.",
    );
    // The sentence before opened with Theo: "Mama smiled" (Theo is the one the sentence is about).
    expect(say("{C} sat with {G}. {G} smiled.")).toBe("Theo sat with Mama. Mama smiled.");
    // "Rosie's dad waited in the doorway. She …" reads as the dad's.
    expect(say("{C} sat. {O's} dad waited in the doorway. {O} laughed.")).toBe("Theo sat. Rosie's dad waited in the doorway. Rosie laughed.");
    // Mia is a "she" too: the name stays the second time, and a word comes before it the third.
    expect(say("{G} crouched down. {G} held out a hand, and {C} held on tight. {G} sat in a pretend boat.", "she")).toBe(
      "Mama crouched down. Mama held out a hand, and Mia held on tight. Then Mama sat in a pretend boat.",
    );
  });
});

describe("the words the renderer puts before a name (issue 25: 'And Mia was…' in most stories)", () => {
  it("at most one sentence a story opens 'And NAME': then 'Meanwhile,' and 'By now,' for what the child had or was, 'At that,' for a next act", () => {
    const state = createRenderState();
    const out = [
      "{C} ran. {G} waved. {C} had a hat. {G} sang. {C} had a cap.",
      "{G} laughed. {C} had a scarf. {G} smiled. {C} {was} happy. {G} ran. Then she hopped. {C} giggled.",
    ]
      .map((t) => renderParagraph(t, cast, createRng(1), state))
      .join(" ");
    expect(out.match(/\bAnd Mia\b/g)).toHaveLength(1);
    expect(out).toContain("And Mia had a hat.");
    expect(out).toContain("Meanwhile, Mia had a cap.");
    expect(out).toContain("By now, Mia had a scarf.");
    expect(out).toContain("Then she hopped. At that, Mia giggled.");
  });
});

describe("slips the renderer cannot make, every behavior × age × pronoun × shape (issue 25)", () => {
  const all = sweep();

  it("every story passes the report card's name-starts check", () => {
    const bad = all.flatMap(({ where, plan }) => {
      const r = nameStartRatioText(plan.scenes.map((s) => s.text).join("\n\n"), plan.child.name);
      return r.starts * 6 > r.sentences ? [`${where}: ${r.starts} of ${r.sentences}`] : [];
    });
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("no one's name starts three sentences in a row, the child's included", () => {
    const bad: string[] = [];
    for (const { where, plan } of all) {
      const people = [plan.child.name, plan.grownUp.name, plan.helper.name, ...(plan.others ?? []).map((o) => o.name)];
      for (const s of plan.scenes) {
        const sentences = narration(s.text);
        const opener = sentences.map((x) => people.find((p) => new RegExp(`^["\u201C]?${escape(p)}(?![\\p{L}'])`, "u").test(x)));
        for (let i = 0; i + 2 < sentences.length; i++)
          if (opener[i] && opener[i] === opener[i + 1] && opener[i] === opener[i + 2]) bad.push(`${where}: ${sentences.slice(i, i + 3).join(" ")}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("a grown-up, helper or friend is not named twice running when the sentence before names nobody else (a pronoun is clear)", () => {
    const bad: string[] = [];
    for (const { where, req, plan } of all) {
      const child = plan.child.name;
      // Beside a child with the same pronoun, "Dad held out a hand. He…" could be either: the name may stay.
      const pronounOf = new Map<string, string | undefined>([
        [plan.grownUp.name, grownUpPronouns(plan.grownUp.name)],
        [plan.helper.name, HELPERS.find((h) => h.name === plan.helper.name)?.pronouns],
        ...(plan.others ?? []).map((o) => [o.name, o.pronouns] as [string, string | undefined]),
      ]);
      const others = [plan.grownUp.name, plan.helper.name, ...(plan.others ?? []).map((o) => o.name)].filter(
        (o) => pronounOf.get(o) !== undefined && pronounOf.get(o) !== req.pronouns && pronounOf.get(o) !== "they",
      );
      for (const s of plan.scenes) {
        const sentences = narration(s.text);
        for (let i = 0; i + 1 < sentences.length; i++) {
          const who = others.find(
            (p) =>
              new RegExp(`^${escape(p)} (?!and\\b)[a-z]`, "u").test(sentences[i]) && new RegExp(`^${escape(p)} (?!and\\b)[a-z]`, "u").test(sentences[i + 1]),
          );
          if (!who) continue;
          const rest = sentences[i].slice(who.length);
          // Anyone else in the sentence before (a name, the child, "a girl", "his dad") makes the pronoun unclear.
          const anyoneElse =
            rest.includes(child) ||
            others.some((o) => o !== who && rest.includes(o)) ||
            /\b(he|she|him|her|his|they|them|boy|girl|man|lady|woman|dad|mom|mum|brother|sister|baby)\b/i.test(rest) ||
            /(?<!^)\b[A-Z][a-z]+/.test(rest.replace(/"[^"]*"/g, ""));
          if (!anyoneElse) bad.push(`${where}: ${sentences[i]} ${sentences[i + 1]}`);
        }
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("a story never opens with a visitor before the child is named ('That week, Grandpa Joe was visiting, and came along too.')", () => {
    const bad: string[] = [];
    for (const { where, plan } of all) {
      const first = splitSentences(plan.scenes[0].text)[0];
      const at = (who: string) => first.search(new RegExp(`(?<![\\p{L}])${escape(who)}(?![\\p{L}])`, "u"));
      const child = at(plan.child.name);
      // (A friend whose party it is may open it: "It was Milo's birthday party!")
      if (at(plan.helper.name) >= 0 && (child < 0 || child > at(plan.helper.name))) bad.push(`${where}: ${first}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("a visiting relative is introduced four ways or more in each setting", () => {
    for (const key of RELATIVE_VISITS)
      for (const where of ["home", "night", "out"] as const) expect(HELPER_THERE[key][where].length, `${key} ${where}`).toBeGreaterThanOrEqual(4);
  });

  it("a 'they' child's words are never tagged 'They said, …' (reads as a crowd)", () => {
    const bad: string[] = [];
    for (const { where, req, plan } of all) {
      if (req.pronouns !== "they") continue;
      for (const s of plan.scenes)
        for (const x of splitSentences(s.text))
          if (/^They (said|asked|whispered|called|shouted|yelled|replied|answered|cried)([,"\u201C]| to\b| \w+ly\b)/.test(x) && !/\btogether\b/.test(x))
            bad.push(`${where}: ${x}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });
});
