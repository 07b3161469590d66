/**
 * Issue 25: slips a parent notices, over every behavior × age × pronoun × story shape (themes and
 * grown-ups rotating, one of them a two-word name): "following she around"; "When Uncle Ray gets to a gap, Uncle Ray
 * nods"; "'Time to put on his shoes,' Uncle Ray called" (to the child, about the child); a British
 * word beside "Mom" ("the lady at the till", "pudding", "on a lead"); the refrain chanted before anyone
 * has taught it; a gardener brushing soil from her hands at the supermarket checkout.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import { PRONOUNS, type StoryPlan } from "../../contracts/story-plan";
import type { PracticeStoryKind } from "../../contracts/practice";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";
import { BEHAVIOR_STORIES } from "./stories";

const NAMES = { he: "Theo", she: "Mia", they: "Alex" } as const;
const GROWN_UPS = ["Uncle Ray", "Mom", "Grandma Rose", "Dad"];
const written = BEHAVIOR_IDS.filter((b) => BEHAVIOR_STORIES[b]);

/** Words a US parent reads as British (the story is US unless the parent writes Mum). */
const BRITISH = /\b(till|pudding|pavement|on a lead|queue|queuing|mum|mummy|jumper|trainers|nappy|nappies|crisps|car park|colour\w*|favourite|\w*(?:favour|behaviour|neighbour|honour|humour|flavour)\w*|jeweller|trolley|holiday|turned round|turn round|looked round|came round|the tap|Sorry, love)\b/i;
/** After a preposition or a verb that takes an object, "she"/"he"/"they" is a slip ("following she around"). */
const SUBJECT_AS_OBJECT = /\b(following|around|behind|beside|towards?|with|at|to|from|about|hugged|helped|told|showed|gave|watched|without|near|for|tell|help|show|give|hug) (he|she)\b(?! (was|is|had|has|did|does|could|would|should|might|will|can|said|went|came)\b)/;
/** Places where nobody brushes soil from their hands or smells of fresh leaves. */
const INDOOR_PUBLIC = new Set(["shop", "classroom", "doctor's office", "dentist's office", "hair salon", "restaurant", "library"]);
const GARDEN_ARRIVAL = /\b(brushing soil|smelling of fresh leaves|watering can in hand)\b/;

/** Every behavior × age × pronoun × shape: "write another" 0–3 times steps through the age's four shapes; then the two practice stories. */
const VARIANTS: Array<{ previous: number; practiceStory?: PracticeStoryKind }> = [{ previous: 0 }, { previous: 1 }, { previous: 2 }, { previous: 3 }, { previous: 0, practiceStory: "practice" }, { previous: 0, practiceStory: "you-did-it" }];

function stories(): Array<{ where: string; req: StoryRequest; plan: StoryPlan }> {
  const out: Array<{ where: string; req: StoryRequest; plan: StoryPlan }> = [];
  let n = 0;
  for (const behavior of written)
    for (const childAge of AGE_BANDS)
      for (const pronouns of PRONOUNS)
        for (const { previous, practiceStory } of VARIANTS) {
          n++;
          const req: StoryRequest = {
            childName: NAMES[pronouns],
            childAge,
            behavior,
            theme: THEME_IDS[n % THEME_IDS.length],
            pronouns,
            grownUpName: GROWN_UPS[n % GROWN_UPS.length],
            seed: n * 7,
            previousEpisodes: BEHAVIOR_STORIES[behavior]!.episodes.slice(0, previous).map((e) => e.id),
            ...(practiceStory ? { practiceStory } : {}),
          };
          const plan = composeStory(req).plan;
          out.push({ where: `${behavior} ${childAge} ${pronouns} ${plan.shape ?? "-"} ${req.theme} ${req.grownUpName} #${req.seed}`, req, plan });
        }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("slips a parent notices (issue 25)", () => {
  const all = stories();

  it("no subject form where an object belongs ('following she around')", () => {
    const bad = all.flatMap(({ where, plan }) => plan.scenes.map((s) => SUBJECT_AS_OBJECT.exec(s.text)).filter(Boolean).map((m) => `${where}: "${m![0]}"`));
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("a name is not repeated where a pronoun belongs ('When Uncle Ray gets to a gap, Uncle Ray nods')", () => {
    const bad: string[] = [];
    for (const { where, req, plan } of all)
      for (const who of [req.grownUpName!, plan.helper.name]) {
        const re = new RegExp(`\\b(When|If|Once|As soon as|While|Before|After) ${escape(who)}\\b[^.!?;"]*, ${escape(who)}\\b`);
        for (const s of plan.scenes) if (re.test(s.text)) bad.push(`${where}: ${re.exec(s.text)![0]}`);
      }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("grown-ups talk to the child, not about the child in the third person ('Time to put on his shoes,' Uncle Ray called)", () => {
    const bad: string[] = [];
    for (const { where, req, plan } of all) {
      if (req.pronouns === "they") continue; // "them" is as often the drawings as the child
      const poss = req.pronouns === "he" ? /\b(his|him)\b/i : /\bher\b/i;
      const speakers = new RegExp(`"([^"]+)"[,]? (?:said|called|asked|whispered|shouted) (?:${escape(req.grownUpName!)}|${escape(plan.helper.name)})\\b`, "g");
      for (const s of plan.scenes)
        for (const m of s.text.matchAll(speakers)) {
          // The helper's own "his"/"her" (a dragon's tail) is fine; a sentence about the child's things with no "you" is not.
          if (poss.test(m[1]) && !/\b(you|your|I|my|me|we|us|our)\b/i.test(m[1]) && new RegExp(`\\b${NAMES[req.pronouns ?? "they"]}\\b|\\b(shoes|coat|bed|teeth|hands|toys|turn)\\b`, "i").test(m[1])) bad.push(`${where}: ${m[0]}`);
        }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("one dialect per story: US words beside Mom and Dad (no till, pudding, pavement, queue, on a lead, mum)", () => {
    const bad: string[] = [];
    for (const { where, plan } of all)
      for (const s of plan.scenes) {
        const m = BRITISH.exec(s.text) ?? /\b(Mr|Mrs|Ms|Dr) [A-Z]/.exec(s.text); // US titles take a period
        if (m) bad.push(`${where} ${s.beat}: "${m[0]}" in …${s.text.slice(Math.max(0, m.index - 40), m.index + 30)}…`);
      }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("the refrain is not chanted before anyone has taught it", () => {
    const bad: string[] = [];
    for (const { where, req, plan } of all) {
      const refrain = BEHAVIOR_STORIES[req.behavior as (typeof written)[number]]!.strategy.refrain.split(/(?<=[.!?])\s+/)[0];
      const taught = plan.scenes.findIndex((s) => s.beat === "helper" || s.beat === "strategy");
      plan.scenes.forEach((s, i) => {
        if ((taught < 0 || i < taught) && s.text.includes(refrain)) bad.push(`${where}: "${refrain}" in the ${s.beat}, before it is taught`);
      });
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("helpers fit the place: no soil on the hands at the supermarket checkout", () => {
    const bad: string[] = [];
    for (const { where, plan } of all)
      for (const s of plan.scenes) if (INDOOR_PUBLIC.has(s.place) && GARDEN_ARRIVAL.test(s.text)) bad.push(`${where} ${s.beat} at the ${s.place}: ${GARDEN_ARRIVAL.exec(s.text)![0]}`);
    expect(bad.slice(0, 10)).toEqual([]);
  });
});
