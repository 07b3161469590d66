/**
 * Issue 25: slips a parent notices, over every behavior × age × pronoun × story shape (themes and
 * grown-ups rotating, one of them a two-word name): "following she around"; "When Uncle Ray gets to a gap, Uncle Ray
 * nods"; "'Time to put on his shoes,' Uncle Ray called" (to the child, about the child); a British
 * word beside "Mom" ("the lady at the till", "pudding", "on a lead"); the refrain chanted before anyone
 * has taught it; a gardener brushing soil from her hands at the supermarket checkout; "Later, Mom came back,
 * exactly when Mom had promised" (a pronoun the second time); a brother's line bolted on between the
 * ending's last two sentences; a gardener at the store, a helper sitting down at the pool; "football" beside Mom;
 * a US word beside "Mum" (sidewalk, diapers, realize); a helper person announced from nowhere ("Auntie Bea, who
 * had come along for the day"); a step or refrain before it is taught, and "I forgot the squeeze" (never taught).
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import { PRONOUNS, type StoryPlan } from "../../contracts/story-plan";
import { PLACE_FACTS, type Place } from "../../contracts/places";
import { splitSentencesLoose } from "../plan-checks";
import type { PracticeStoryKind } from "../../contracts/practice";
import type { StoryRequest } from "../types";
import { composeStory } from "./index";
import { BEHAVIOR_STORIES } from "./stories";
import { THEME_SETTINGS } from "./world";
import { untaughtStepWords } from "./shapes";

const NAMES = { he: "Theo", she: "Mia", they: "Alex" } as const;
const GROWN_UPS = ["Uncle Ray", "Mom", "Grandma Rose", "Dad"];
const written = BEHAVIOR_IDS.filter((b) => BEHAVIOR_STORIES[b]);

/** Words a US parent reads as British (the story is US unless the parent writes Mum). */
const BRITISH =
  /\b(till|pudding|pavements?|on a lead|(?:on|off) (?:his|her|its|their|the) lead|queue|queuing|mum|mummy|jumpers?|trainers|nappy|nappies|crisps|car park|colour\w*|favourite|\w*(?:favour|behaviour|neighbour|honour|humour|flavour)\w*|jeweller|trolley|holiday|turned round|turn round|looked round|came round|the tap|Sorry, love|aeroplanes?|defence|toilets|grey|pyjamas|maths|\w*(?:reali|mesmeri|recogni|apologi|organi|memori)s(?:e|es|ed|ing)|theatre|centre)\b/i;
/** Words a parent who writes "Mum" reads as American (the story is British then). */
const AMERICAN =
  /\b(sidewalks?|diapers?|airplanes?|leash|mom|mommy|pajamas|gray|math|color\w*|favorite\w*|\w*(?:behavior|neighbor|honor|humor|flavor)\w*|\w*(?:reali|mesmeri|recogni|apologi|organi|memori)z(?:e|es|ed|ing)|theater|defense|(?:Mr|Mrs|Ms|Dr)\. [A-Z])\b/;
/** After a preposition or a verb that takes an object, "she"/"he"/"they" is a slip ("following she around"). */
const SUBJECT_AS_OBJECT =
  /\b(following|around|behind|beside|towards?|with|at|to|from|about|hugged|helped|told|showed|gave|watched|without|near|for|tell|help|show|give|hug) (he|she)\b(?! (was|is|had|has|did|does|could|would|should|might|will|can|said|went|came)\b)/;
/** Places where nobody brushes soil from their hands or smells of fresh leaves. */
const INDOOR_PUBLIC = new Set(["shop", "classroom", "doctor's office", "dentist's office", "hair salon", "restaurant", "library"]);
const GARDEN_ARRIVAL = /\b(brushing soil|smelling of fresh leaves|watering can in hand)\b/;

/** Every behavior × age × pronoun × shape: "write another" 0–3 times steps through the age's four shapes; then the two practice stories. */
const VARIANTS: Array<{ previous: number; practiceStory?: PracticeStoryKind }> = [
  { previous: 0 },
  { previous: 1 },
  { previous: 2 },
  { previous: 3 },
  { previous: 0, practiceStory: "practice" },
  { previous: 0, practiceStory: "you-did-it" },
];

function stories(family: Pick<StoryRequest, "siblings"> = {}): Array<{ where: string; req: StoryRequest; plan: StoryPlan }> {
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
            ...family,
          };
          const plan = composeStory(req).plan;
          out.push({ where: `${behavior} ${childAge} ${pronouns} ${plan.shape ?? "-"} ${req.theme} ${req.grownUpName} #${req.seed}`, req, plan });
        }
  return out;
}

const HELPERS = Object.values(THEME_SETTINGS).flatMap((s) => s.helpers);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("slips a parent notices (issue 25)", () => {
  const all = stories();

  it("no subject form where an object belongs ('following she around')", () => {
    const bad = all.flatMap(({ where, plan }) =>
      plan.scenes
        .map((s) => SUBJECT_AS_OBJECT.exec(s.text))
        .filter(Boolean)
        .map((m) => `${where}: "${m![0]}"`),
    );
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
          if (
            poss.test(m[1]) &&
            !/\b(you|your|I|my|me|we|us|our)\b/i.test(m[1]) &&
            new RegExp(`\\b${NAMES[req.pronouns ?? "they"]}\\b|\\b(shoes|coat|bed|teeth|hands|toys|turn)\\b`, "i").test(m[1])
          )
            bad.push(`${where}: ${m[0]}`);
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

  it("one dialect per story: British words beside Mum (no sidewalk, diapers, airplane, realize, leash, color), every behavior × age × pronoun × theme", () => {
    const bad: string[] = [];
    let n = 0;
    for (const behavior of written)
      for (const childAge of AGE_BANDS)
        for (const pronouns of PRONOUNS)
          for (const theme of THEME_IDS) {
            n++;
            const req: StoryRequest = { childName: NAMES[pronouns], childAge, behavior, theme, pronouns, grownUpName: "Mum", seed: n * 11 };
            const { plan } = composeStory(req);
            for (const s of plan.scenes) {
              const m = AMERICAN.exec(s.text);
              if (m)
                bad.push(
                  `${behavior} ${childAge} ${pronouns} ${theme} #${req.seed} ${s.beat}: "${m[0]}" in …${s.text.slice(Math.max(0, m.index - 40), m.index + 30)}…`,
                );
            }
          }
    expect(bad.slice(0, 10)).toEqual([]);
  }, 300_000);

  it("a helper who is a person is in the story from its first scene, never announced from nowhere ('Auntie Bea, who had come along for the day')", () => {
    const PERSON = new Set(["child", "grown-up", "grandma", "grandpa"]);
    const bad: string[] = [];
    for (const { where, plan } of all) {
      const stock = /who had come along|who was ten and very wise/.exec(plan.scenes.map((s) => s.text).join(" "));
      if (stock) bad.push(`${where}: "${stock[0]}"`);
      if (!PERSON.has(plan.helper.kind)) continue;
      const named = new RegExp(`\\b${escape(plan.helper.name)}\\b`);
      const first = plan.scenes.findIndex((s) => named.test(s.text));
      if (first > 0) bad.push(`${where}: ${plan.helper.name} first named in the ${plan.scenes[first].beat}: ${plan.scenes[first].text.slice(0, 90)}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("refrains and steps only after they are taught; a stumble forgets only a step that was taught", () => {
    const bad: string[] = [];
    const words = (t: string) => t.toLowerCase().match(/[a-z]{3,}/g) ?? [];
    // "forgot the last part", "forgotten the most important bit": which step, the next words say ("the goodbye" is the "See you later" wave).
    const GENERIC = new Set([
      "first",
      "second",
      "third",
      "last",
      "most",
      "next",
      "whole",
      "plan",
      "step",
      "steps",
      "part",
      "rest",
      "middle",
      "trick",
      "game",
      "words",
      "goodbye",
    ]);
    for (const { where, req, plan } of all) {
      const material = BEHAVIOR_STORIES[req.behavior as (typeof written)[number]]!;
      const taughtAt = plan.scenes.findIndex((s) => s.beat === "helper" || s.beat === "strategy");
      const refrain = material.strategy.refrain.split(/(?<=[.!?])\s+/).filter((r) => r.split(" ").length >= 3);
      const steps = plan.strategy.steps.map((st) => st.replace(/[:(,].*$/, "").trim()).filter((st) => st.split(" ").length >= 3);
      plan.scenes.forEach((s, i) => {
        if (i >= taughtAt) return;
        for (const r of [...refrain, ...steps])
          if (s.text.toLowerCase().includes(r.toLowerCase())) bad.push(`${where}: "${r}" in the ${s.beat}, before it is taught`);
      });
      // "I forgot the squeeze": the thing forgotten is a taught step (its words, the refrain's or the plan's name).
      const taught = new Set(words([...plan.strategy.steps, material.strategy.refrain, plan.strategy.name].join(" ")).flatMap((w) => [w, w.slice(0, 4)]));
      for (const s of plan.scenes.filter((x) => x.beat === "stumble"))
        for (const m of s.text.matchAll(/\bforg(?:o|e)t(?:ten)? (?:the|my|your|his|her|their|about the) (\w+)/gi))
          if (!GENERIC.has(m[1].toLowerCase()) && !taught.has(m[1].toLowerCase().slice(0, 4)) && !taught.has(m[1].toLowerCase()))
            bad.push(`${where}: "${m[0]}" (not a taught step)`);
      // A 2-3 plan has two steps: the others are never named (the material's word for each).
      const untaught = untaughtStepWords(material.strategy, [...plan.strategy.steps, ...(material.strategy.toddlerSteps ?? [])]);
      if (req.childAge === "2-3" && untaught)
        for (const s of plan.scenes) if (untaught.test(s.text)) bad.push(`${where} ${s.beat}: "${untaught.exec(s.text)![0]}", a step not taught`);
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
      for (const s of plan.scenes)
        if (INDOOR_PUBLIC.has(s.place) && GARDEN_ARRIVAL.test(s.text)) bad.push(`${where} ${s.beat} at the ${s.place}: ${GARDEN_ARRIVAL.exec(s.text)![0]}`);
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("helpers fit the place: no gardener at the store, the pool or a restaurant; nobody sits down where there is no seat; no cup of tea or house guest away from home", () => {
    const bad: string[] = [];
    for (const { where, plan } of all) {
      const h = escape(plan.helper.name);
      for (const s of plan.scenes) {
        const facts = PLACE_FACTS[s.place as Place];
        if (!s.characters.includes(plan.helper.name)) continue;
        if (/gardener/.test(plan.helper.kind) && !["home", "garden", "park", "playground"].some((p) => p === facts.side || p === s.place))
          bad.push(`${where} ${s.beat}: a gardener at the ${s.place}`);
        // The helper's arrival ("Hazel the bunny bounced over and sat down close by") fits the place.
        const arrival = HELPERS.find((x) => x.name === plan.helper.name)?.arrive.find((line) => new RegExp(`${h}[^.]*\\b${escape(line)}`).test(s.text));
        if (arrival && /\b(sat|settled)\b/.test(arrival) && !facts.sit) bad.push(`${where} ${s.beat} at the ${s.place}: ${plan.helper.name} ${arrival}`);
        const home = /with a cup of tea|who was staying for the week/.exec(s.text);
        if (home && facts.side !== "home") bad.push(`${where} ${s.beat} at the ${s.place}: ${home[0]}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("a name is not repeated in one sentence where a pronoun is clear ('Later, Mom came back, exactly when Mom had promised')", () => {
    const SHE = /^(Mom|Grandma)/;
    const bad: string[] = [];
    for (const { where, req, plan } of all) {
      const g = req.grownUpName!;
      const gp = SHE.test(g) ? "she" : "he";
      const child = new RegExp(`\\b(${escape(plan.child.name)}|${gp === "she" ? "she|her|hers|herself" : "he|him|his|himself"})\\b`, "i");
      const twice = new RegExp(`\\b${escape(g)}\\b[^]*\\b${escape(g)}\\b`);
      for (const s of plan.scenes)
        for (const u of splitSentencesLoose(s.text)) {
          if (!twice.test(u)) continue;
          // The pronoun could mean someone else: the child (or the helper) takes the same one, and is in the sentence.
          const unclear =
            (req.pronouns === gp && child.test(u)) ||
            (new RegExp(`\\b${escape(plan.helper.name)}\\b`).test(u) && HELPERS.find((h) => h.name === plan.helper.name)?.pronouns === gp);
          // A scene in a list ("Mia attached to Dad like a limpet, and Dad glancing at the time"): no pronoun fits.
          const list = new RegExp(`, and ${escape(g)} \\w+ing\\b`).test(u);
          if (!unclear && !list) bad.push(`${where} ${s.beat}: ${u}`);
        }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("US stories say soccer; a story for Mum keeps football", () => {
    const bad = all.flatMap(({ where, plan }) =>
      plan.scenes.filter((s) => /\bfootball/i.test(s.text)).map((s) => `${where} ${s.beat}: ${s.text.slice(0, 80)}`),
    );
    expect(bad.slice(0, 10)).toEqual([]);
    const mum = (grownUpName: string) =>
      [1, 2, 3, 4, 5, 6, 7, 8]
        .map((seed) => composeStory({ childName: "Mia", pronouns: "she", childAge: "8-10", behavior: "screen-time", theme: "family", grownUpName, seed }).plan)
        .map((p) => p.scenes.map((s) => s.text).join(" "));
    expect(mum("Mum").some((t) => /\bfootball\b/.test(t))).toBe(true);
    expect(mum("Mom").some((t) => /\bsoccer\b/.test(t))).toBe(true);
    expect(mum("Mom").some((t) => /\bfootball\b/.test(t))).toBe(false);
  });
});

describe("siblings take part in a scene (issue 25)", () => {
  const all = stories({
    siblings: [
      { name: "Ben", pronouns: "he" },
      { name: "Ava", pronouns: "she" },
    ],
  });

  it("a brother's or sister's line never lands between the ending's last two sentences", () => {
    const bad: string[] = [];
    for (const { where, req, plan } of all) {
      // The episode's own brother or sister (the parent's child in its part) is the material's, not a family line.
      const episode = BEHAVIOR_STORIES[req.behavior as (typeof written)[number]]!.episodes.find((e) => e.id === plan.episode);
      const own = episode?.other && /\b(brother|sister|sibling|twin)\b/i.test(episode.other.role) ? plan.others?.[0]?.name : undefined;
      const names = ["Ben", "Ava"].filter((n) => n !== own && req.behavior !== "siblings");
      if (!names.length) continue;
      const re = new RegExp(`\\b(${names.join("|")})\\b`);
      const units = splitSentencesLoose(plan.scenes[plan.scenes.length - 1].text);
      if (units.length > 2 && re.test(units[units.length - 2]) && !re.test(units[units.length - 1])) bad.push(`${where}: …${units.slice(-2).join(" ")}`);
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });
});
