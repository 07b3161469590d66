/**
 * Issue 25, the fresh reviewer's story-line slips (R2 review §1), each pinned over every behavior × age ×
 * pronoun (and "write another" 0–3 earlier stories, so every episode is met): a bedtime story at bedtime
 * (not a sick-day afternoon nap); a toddler story never uses a step its two-step plan leaves out ("I forgot
 * the squeeze"); a baby brother or sister gets a baby-fitting plan (nobody negotiates or races with a baby);
 * the other child is met before anyone talks to them ("Then he asked Leo"); US words in a US story
 * ("jumpers for goalposts", "defence", "the toilets"); a helper's arrival doesn't repeat their introduction
 * ("a big, gentle bear with soft paws, padded over on his big soft paws"); a bird doesn't land, nor a frog
 * plop down, in a kitchen or a bathroom.
 */
import { describe, expect, it } from "vitest";
import { AGE_BANDS, THEME_IDS, type BehaviorId } from "../../../contracts/catalog";
import { PLACE_FACTS, type Place } from "../../../contracts/places";
import { PRONOUNS } from "../../../contracts/story-plan";
import { splitSentencesLoose } from "../../plan-checks";
import { composeStory } from "../index";
import { writeAnotherStories } from "../variety";
import { THEME_SETTINGS } from "../world";
import { BEHAVIOR_STORIES } from "./index";
import { SWEEP_NAMES as NAMES, sweepStories, WRITTEN_BEHAVIORS as written } from "./sweep.fixture";

const GROWN_UPS = ["Mom", "Dad", "Grandma Rose", "Uncle Ray"];

const all = sweepStories({
  grownUps: GROWN_UPS,
  theme: (n) => THEME_IDS[n % THEME_IDS.length],
  seed: (n) => n * 13,
  // Each earlier-story count with a different set of episodes written, so every episode comes up.
  previousEpisodes: (episodes, n) => episodes.filter((_, i) => i !== Math.floor(n / 3) % episodes.length).map((e) => e.id),
  where: (req, plan) => `${req.behavior} ${req.childAge} ${req.pronouns} ${plan.episode} ${plan.shape ?? "-"} ${req.theme} #${req.seed}`,
});

describe("story-line slips (issue 25, R2 review)", () => {
  it("every episode comes up in the sample", () => {
    const seen = new Set(all.map((s) => `${s.req.behavior} ${s.plan.episode}`));
    const missing = written.flatMap((behavior) =>
      BEHAVIOR_STORIES[behavior]!.episodes.filter((e) => !seen.has(`${behavior} ${e.id}`)).map((e) => `${behavior} ${e.id}`),
    );
    expect(missing).toEqual([]);
  });

  it("a bedtime story happens at bedtime: its problem is in the evening or at night (or in bed before the house wakes), never an afternoon nap", () => {
    const bad = all
      .filter((s) => s.req.behavior === "bedtime")
      .flatMap(({ where, plan }) => {
        const problem = plan.scenes.find((sc) => sc.beat === "problem")!;
        const atBedtime = problem.time === "evening" || problem.time === "night" || (problem.time === "morning" && problem.place === "bedroom");
        return atBedtime ? [] : [`${where}: the problem at ${problem.time}, ${problem.place}`];
      });
    expect(bad).toEqual([]);
  });

  // A step the toddler plan leaves out, as the words that name it (the plan at 2-3 is at most two steps).
  const NOT_TAUGHT_AT_2_3: Partial<Record<BehaviorId, RegExp>> = {
    bedtime: /\b(squeez\w*|floppy toes)\b/i,
    patience: /\bbreath\b/i,
  };
  it("a toddler story never uses a step its plan leaves out ('I forgot the squeeze')", () => {
    const bad: string[] = [];
    for (const { where, req, plan } of all) {
      const re = NOT_TAUGHT_AT_2_3[req.behavior as BehaviorId];
      if (req.childAge !== "2-3" || !re) continue;
      for (const sc of plan.scenes) if (re.test(sc.text)) bad.push(`${where} ${sc.beat}: "${re.exec(sc.text)![0]}"`);
    }
    expect(bad).toEqual([]);
  });

  it("a baby brother or sister gets a baby-fitting plan: nobody negotiates, argues or races with a baby", () => {
    const bad: string[] = [];
    for (const { where, plan } of all) {
      const baby = (plan.others ?? []).find((o) => o.kind === "baby");
      if (!baby) continue;
      const m = /\b(negotiat\w*|competitive|contest|argu(e|ing|ment))\b/i.exec(plan.scenes.map((s) => s.text).join(" "));
      if (m) bad.push(`${where}: "${m[0]}" with baby ${baby.name}`);
    }
    expect(bad).toEqual([]);
  });

  it("'Being a brother or sister' is never said of the child (a he is a big brother)", () => {
    const bad = all.flatMap(({ where, plan }) => plan.scenes.filter((s) => /\bBeing a brother or sister\b/i.test(s.text)).map((s) => `${where} ${s.beat}`));
    expect(bad).toEqual([]);
  });

  it("the other child is met before anyone talks to them or about them ('Then he asked Leo')", () => {
    const bad: string[] = [];
    for (const { where, plan } of all) {
      for (const o of plan.others ?? []) {
        const named = new RegExp(`\\b${o.name}\\b`);
        const scene = plan.scenes.find((s) => named.test(s.text));
        if (!scene) continue;
        const first = splitSentencesLoose(scene.text).find((s) => named.test(s))!;
        // Met in the situation itself (the scenes before anyone helps), or the first sentence that names them later says who they are.
        const says = /\b(birthday|called|named|cousin|friend|brother|sister|twin|baby|boy|girl|kid|child|classmate|neighbou?r)\b/i;
        if (!["opening", "problem", "feeling"].includes(scene.beat) && !says.test(first)) bad.push(`${where} ${scene.beat}: "${first}"`);
      }
    }
    expect(bad.length, bad.slice(0, 40).join("\n")).toBe(0);
  });

  it("US words in a US story: no jumpers for goalposts, defence, toilets, lolly sticks or cricket", () => {
    const BRITISH = /\b(jumpers?|defence|toilets|lolly|cricket|innings|bowled out)\b/i;
    const bad: string[] = [];
    for (const { where, plan } of all)
      for (const s of plan.scenes) {
        const m = BRITISH.exec(s.text);
        // "the cricket thing" at a garden campout is the insect.
        if (m && !/\bcrickets?\b/i.test(m[0])) bad.push(`${where} ${s.beat}: "${m[0]}"`);
        else if (m && /\bcricket\b/i.test(m[0]) && !/\b(crickets|one cricket|cricket thing)\b/i.test(s.text)) bad.push(`${where} ${s.beat}: "${m[0]}"`);
      }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it("a helper's arrivals don't repeat the words of their introduction ('with soft paws, padded over on his big soft paws')", () => {
    const COMMON = new Set(["like", "with", "over", "close", "came", "from", "that", "very", "little", "down"]);
    const bad: string[] = [];
    for (const setting of Object.values(THEME_SETTINGS))
      for (const h of setting.helpers) {
        const words = (t: string) => (t.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !COMMON.has(w) && w !== h.name.toLowerCase() && w !== h.kind);
        const intro = new Set(words(h.intro).map((w) => w.replace(/s$/, "")));
        for (const a of h.arrive) for (const w of words(a)) if (intro.has(w.replace(/s$/, ""))) bad.push(`${h.name}: "${w}" in "${h.intro}" and "${a}"`);
      }
    expect(bad).toEqual([]);
  });

  it("helpers fit the place: indoors nobody lands, perches or plops down; the frog stays out of bathrooms and waiting rooms", () => {
    const bad: string[] = [];
    for (const { where, plan } of all)
      for (const s of plan.scenes) {
        if (!s.characters.includes(plan.helper.name)) continue;
        const facts = PLACE_FACTS[s.place as Place];
        const m = /\b(fluttered down|landed|perched|plopped)\b/.exec(s.text);
        if (facts.indoor && m && new RegExp(`${plan.helper.name}[^.]*${m[0]}`).test(s.text)) bad.push(`${where} ${s.beat} in the ${s.place}: ${m[0]}`);
        if (plan.helper.kind === "frog" && facts.side === "away") bad.push(`${where} ${s.beat}: a frog in the ${s.place}`);
      }
    expect(bad.slice(0, 10)).toEqual([]);
  });
});

describe("write another ×4 reads as four books (issue 25, R2 review)", () => {
  const SETS = [
    { childName: "Theo", pronouns: "he", theme: "animals", grownUpName: "Mum" },
    { childName: "Mia", pronouns: "she", theme: "family", grownUpName: "Dad" },
  ] as const;

  // The one home across the four (R7: one home, not four) is series.test.ts's, over these sets and every behavior.
  it("another favourite place each story", () => {
    const bad: string[] = [];
    for (const set of SETS)
      for (const childAge of AGE_BANDS) {
        const four = writeAnotherStories({ ...set, childAge, behavior: "patience" });
        const worlds = THEME_SETTINGS[set.theme].worlds;
        const world = worlds.find((w) => four[0].text.includes(w.home) || four[0].text.includes(w.world));
        if (!world) continue;
        const places = [world.world, ...(world.outdoors ?? [])];
        four.forEach((st, i) => {
          for (const p of places)
            if (p.split(" ").length > 2 && st.text.includes(p) && places.indexOf(p) !== i && !places[i].includes(p))
              bad.push(`${set.theme} ${childAge} story ${i + 1}: ${p}`);
        });
      }
    expect(bad).toEqual([]);
  });

  it("patience 4-5 ×4 (the reviewer's set): no shared paragraph, stumble sentence or surprise", () => {
    const four = writeAnotherStories({ childName: "Theo", pronouns: "he", theme: "animals", grownUpName: "Mum", childAge: "4-5", behavior: "patience" });
    const paragraphs = four.map((st) => st.plan.scenes.map((s) => s.text));
    const repeats: string[] = [];
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) for (const p of paragraphs[i]) if (paragraphs[j].includes(p)) repeats.push(`${i + 1} and ${j + 1}: ${p.slice(0, 60)}`);
    expect(repeats).toEqual([]);
    const stumbles = four.map((st) => st.plan.scenes.filter((s) => s.beat === "stumble").at(-1)!.text);
    expect(stumbles.filter((s) => /forg[eo]t\w* (the|to give the)?\s*(most important part: a )?job/i.test(s)).length).toBeLessThanOrEqual(1);
    expect(four.filter((st) => /"Already\?"/.test(st.text)).length).toBeLessThanOrEqual(1);
  });
});

/** Every episode scene's text for one beat, with where it comes from: "aggression sandbox-spade problem 8-10". */
function episodeTexts(beat: string): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [];
  for (const behavior of written)
    for (const e of BEHAVIOR_STORIES[behavior]!.episodes) {
      const scene = (e.scenes as Record<string, { text: Record<string, string> } | undefined>)[beat];
      for (const [age, text] of Object.entries(scene?.text ?? {})) out.push({ where: `${behavior} ${e.id} ${beat} ${age}`, text });
    }
  return out;
}
/** The behavior-wide versions of one beat (helper, strategy, practice, celebration) at every age. */
function behaviorTexts(beat: string): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [];
  for (const behavior of written) {
    const versions = (BEHAVIOR_STORIES[behavior]!.scenes as Record<string, Array<{ text: Record<string, string> }> | undefined>)[beat] ?? [];
    versions.forEach((v, i) => {
      for (const [age, text] of Object.entries(v.text)) out.push({ where: `${behavior} ${beat} #${i + 1} ${age}`, text });
    });
  }
  return out;
}
const sentencesIn = (text: string) => text.match(/[^.!?]+[.!?]+["')]*/g)?.map((s) => s.trim()) ?? [];

describe("R7's finds and their kin (issue 25, H42)", () => {
  it("a grown-up who comes running does something: a problem never ends on the grown-up arriving ('Uncle Jay was already on the way over')", () => {
    const bare: string[] = [];
    for (const { where, text } of episodeTexts("problem")) {
      const last = sentencesIn(text).at(-1) ?? "";
      if (
        /^\{G\}[^"]*\b(came|hurried|rushed|appeared|arrived|was already on the way)\b/.test(last) &&
        !/"|\b(picked|helped|checked|scooped|knelt|sat|held|holding|switched|hugged|put)\b/.test(last)
      )
        bare.push(`${where}: ${last}`);
    }
    expect(bare).toEqual([]);
  });

  it("when the child hits or pushes someone, the grown-up who comes stops it in the same scene ('I won't let you hit')", () => {
    const silent: string[] = [];
    for (const { where, text } of episodeTexts("problem"))
      if (
        /\b(hit|hits|pushed|shoved|punched)\b[^.!?]*\{O/.test(text) &&
        /\{G\}/.test(text) &&
        !/won't let you|\bStop\b|No (hitting|pushing)|switched the TV off|TV off/.test(text)
      )
        silent.push(`${where}: ${text.slice(0, 90)}`);
    expect(silent).toEqual([]);
  });

  it("a stumble that hurts or throws at the other child says sorry in the same scene (the thrown block, the sand in the face)", () => {
    const HURT = /\b(threw (it|a block)|shoved \{O\}|pushed \{O\}|hit \{O\}|\{O\} (fell|toppled)|sprayed in \{O's\} face|pillow hit \{O's\}|fell sideways)/;
    const unsaid = episodeTexts("stumble")
      .filter(({ text }) => HURT.test(text) && !/sorry/i.test(text))
      .map(({ where }) => where);
    expect(unsaid).toEqual([]);
  });

  it("nobody 'had noticed too' with nothing before it, and no helper opens with 'didn't mention X at all'", () => {
    const bad: string[] = [];
    for (const beat of ["helper", "celebration", "success", "echo", "ending"])
      for (const { where, text } of [...behaviorTexts(beat), ...episodeTexts(beat)]) {
        const first = sentencesIn(text)[0] ?? "";
        if (/\b(noticed|saw|seen|watched)\b.*\btoo[.!]$/.test(first)) bad.push(`${where}: ${first}`);
        if (beat === "helper" && /didn't mention .* at all/.test(text)) bad.push(`${where}: didn't mention`);
      }
    expect(bad).toEqual([]);
  });

  it("a celebration never claims there was no trouble: every story before it had a stumble ('hadn't been hard at all', 'No tears today')", () => {
    const bad = behaviorTexts("celebration")
      .filter(({ text }) => /hadn't been hard at all|No tears today|without a single argument\."/.test(text))
      .map(({ where }) => where);
    expect(bad).toEqual([]);
  });

  it("the grown-up who thanked the child in the success doesn't then 'come to look' in the celebration", () => {
    const bad: string[] = [];
    for (const { where, req, plan } of all) {
      const success = plan.scenes.filter((s) => s.beat === "success").at(-1);
      const celebration = plan.scenes.find((s) => s.beat === "celebration");
      if (!success || !celebration || !success.text.includes(req.grownUpName!)) continue;
      if (new RegExp(`${req.grownUpName} (came to look|came to see|came over|came in)`).test(celebration.text))
        bad.push(`${where}: ${celebration.text.slice(0, 80)}`);
    }
    expect(bad).toEqual([]);
  });

  it("what is saved for tomorrow in the success wasn't already done in the stumble ('I'll do your mouse tomorrow' after the mouse went on)", () => {
    const bad: string[] = [];
    for (const behavior of written)
      for (const e of BEHAVIOR_STORIES[behavior]!.episodes)
        for (const [age, success] of Object.entries(e.scenes.success?.text ?? {})) {
          const later = success.match(/do your (\w+) tomorrow/);
          const stumble = (e.scenes.stumble?.text as Record<string, string> | undefined)?.[age] ?? "";
          if (later && new RegExp(`\\b(a|the) ${later[1]}\\b`).test(stumble)) bad.push(`${behavior} ${e.id} ${age}: ${later[1]}`);
        }
    expect(bad).toEqual([]);
  });

  it("separation, the babysitter evening: the goodbye words are set up before they are used, the grown-up keeps going in the stumble, and a heart doesn't beep", () => {
    for (const pronouns of PRONOUNS)
      for (const childAge of ["2-3", "4-5"] as const) {
        const plan = composeStory({
          childName: NAMES[pronouns],
          childAge,
          behavior: "separation",
          theme: "animals",
          pronouns,
          grownUpName: "Mum",
          seed: 12,
          previousEpisodes: ["school-gate", "swimming-lesson", "party-drop-off"],
        }).plan;
        expect(plan.episode).toBe("babysitter-evening");
        const first = plan.scenes.findIndex((s) => s.text.includes("Bye-bye, butterfly"));
        expect(plan.scenes[first].beat).toBe("problem");
        expect(plan.scenes[first].text).toMatch(/"Bye-bye, butterfly," said Mum/);
        const stumble = plan.scenes.filter((s) => s.beat === "stumble").at(-1)!.text;
        expect(stumble).not.toMatch(/came back|Back up the path|turned round/);
        expect(stumble).toMatch(/Jess/);
        expect(plan.scenes.map((s) => s.text).join(" ")).not.toMatch(/heart\. Beep|Off, on\./);
      }
  });

  it("whining, the long walk: the last line is about the walk (the library), not a place from nowhere", () => {
    for (const childAge of AGE_BANDS) {
      const plan = composeStory({
        childName: "Theo",
        childAge,
        behavior: "whining",
        theme: "family",
        pronouns: "he",
        grownUpName: "Dad",
        seed: 31,
        previousEpisodes: ["stuck-zip", "snack-before-dinner", "swing-push"],
      }).plan;
      expect(plan.episode).toBe("long-walk");
      const ending = plan.scenes.at(-1)!.text;
      expect(ending).not.toMatch(/back garden|to the park at the end of the street/);
      expect(ending).toMatch(/library/);
    }
  });

  it("manners, pancakes 6-7: what spills is what was on the table (no coffee turning into milk)", () => {
    for (const pronouns of PRONOUNS) {
      const plan = composeStory({
        childName: NAMES[pronouns],
        childAge: "6-7",
        behavior: "manners",
        theme: "friendship",
        pronouns,
        grownUpName: "Nana",
        seed: 68,
        previousEpisodes: [],
      }).plan;
      const text = plan.scenes.map((s) => s.text).join(" ");
      if (/milk sloshed/.test(text)) expect(text).not.toMatch(/coffee/);
      expect(text).not.toMatch(/practiced it together once\.[\s\S]*They practiced with a game/);
    }
  });

  it("defiance ×4 (R7's set, and every pronoun at 4-5 and 6-7): each 'No!' answers a request, and the four books end and echo four ways", () => {
    for (const pronouns of PRONOUNS)
      for (const childAge of ["4-5", "6-7"] as const) {
        const four = writeAnotherStories({ childName: NAMES[pronouns], childAge, behavior: "defiance", theme: "animals", pronouns, grownUpName: "Mama" });
        for (const st of four) {
          const problem = st.plan.scenes.find((s) => s.beat === "problem")!.text;
          const no = problem.search(/"No[!,]/);
          // Before the first "No!", the grown-up has asked or held something out.
          expect(problem.slice(0, Math.max(no, 0)), `${pronouns} ${childAge} ${st.plan.episode}`).toMatch(/Mama|said|held out/);
          expect(problem).not.toMatch(/^Then \w+ said, "No!"/);
        }
        expect(four.filter((st) => /good chooser/.test(st.plan.scenes.at(-1)!.text)).length).toBeLessThanOrEqual(1);
        const echoes = four.map((st) => st.plan.scenes.find((s) => s.beat === "echo")?.text ?? "");
        expect(echoes.filter((e) => /Can I have two choices\?/.test(e)).length, `${pronouns} ${childAge}`).toBeLessThanOrEqual(1);
        expect(four.map((st) => st.text).join(" ")).not.toMatch(/\. It really was\./);
      }
  });
});
