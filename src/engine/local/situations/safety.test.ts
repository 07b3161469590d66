// Issue 22, review C3: a danger the parent describes is a safety story in the place they named, whose
// plan is the rule a grown-up teaches and whose success is the safe behavior — never a fear story that
// rewards the danger ("They went to the edge of the pool. They slid in. Splash!").
import { describe, expect, it } from "vitest";
import { situationGuide } from "../../../content/situation-guide";
import { AGE_BANDS } from "../../../contracts/catalog";
import { situationOfStory } from "../../../stories/pdf";
import { checkStory } from "../../quality";
import type { StoryRequest } from "../../types";
import { composeStory } from "../index";
import { normalize, understandSituation } from "./understand";

const C3 =
  "at the swimming pool alex runs along the edge and jumps in the deep end without waiting for me, he cant swim yet and laughs when the lifeguard whistles";

/** Danger phrasings as parents type them, and the place the story must stay in. */
const DANGERS: Array<[string, string]> = [
  [C3, "pool"],
  ["my son keeps running by the side of the pool even tho the lifeguard keeps blowing the whistle at him", "pool"],
  ["she jumps straight into the pool before i get in and she cant even swim", "pool"],
  ["he stands up in the bath and tries to climb out by himself, he slipped last week", "bathroom"],
  ["at the beach she runs right into the waves without me and doesnt stop when i call", "beach"],
  ["keeps going right to the edge of the pond to see the ducks and leaning over the water", "park"],
  ["my 3 yo climbs onto the window sill in his bedroom and stands there", "bedroom"],
  ["she climbs the bookcase to reach her toys on the top shelf", "living room"],
  ["my son keeps climbing on the kitchen counters to get the cookies from the top shelf and yesterday he nearly fell", "kitchen"],
  ["he keeps touching the oven door when im cooking even though i tell him its hot", "kitchen"],
  ["opens the front door and goes outside on his own when im in the shower", "living room"],
  ["she unbuckles her car seat while im driving on the highway", "car"],
  ["found him playing with the bottles under the sink again, the cleaning spray and my medicine", "kitchen"],
];

const PRONOUNS = ["he", "she", "they"] as const;

function tell(text: string, childAge: StoryRequest["childAge"], pronouns: (typeof PRONOUNS)[number], seed = 1795) {
  const req: StoryRequest = {
    childName: pronouns === "he" ? "Theo" : pronouns === "she" ? "Mia" : "Alex",
    childAge,
    behavior: "custom",
    theme: "nature",
    pronouns,
    grownUpName: "Papa",
    customBehavior: text,
    seed,
  } as StoryRequest;
  const out = composeStory(req);
  return { req, out, report: checkStory(out, req), scene: (beat: string) => out.plan.scenes.find((s) => s.beat === beat)?.text ?? "" };
}

const inParagraphs = (paragraphs: string[], re: RegExp) => paragraphs.filter((p) => re.test(p)).length;

describe("issue 22: a danger is a safety story, not a fear story", () => {
  it.each(DANGERS)("%s — in every age band and pronoun: the safety frame, its own place, the safe way as the success, every check passing", (text, place) => {
    for (const childAge of AGE_BANDS)
      for (const pronouns of PRONOUNS) {
        const { out, report, scene } = tell(text, childAge, pronouns);
        const where = `${childAge} ${pronouns}`;
        expect(out.plan.situation.frame, where).toBe("a safety rule");
        expect(out.plan.situation.place, where).toBe(place);
        // Every episode scene happens there (the echo and the ending may go home).
        for (const s of out.plan.scenes.filter((x) => ["opening", "problem", "success"].includes(x.beat))) expect(s.place, `${where} ${s.beat}`).toBe(place);
        // Nothing rewards the danger: the success never gets in by sliding or jumping, and no one is brave about the danger.
        expect(scene("success"), where).not.toMatch(/\b(slid|slides|jumped|jumps|leapt|hopped) in(to)?\b/i);
        expect(out.text, where).not.toMatch(/\bBrave Breaths\b|\bbe brave and (jump|go) in\b/i);
        // A laughing child is not a scared child.
        expect(out.plan.situation.feeling, where).not.toMatch(/scared|nervous|afraid|worried/);
        expect(scene("feeling"), where).not.toMatch(/\b(scared|afraid|frightened|terrified)\b/i);
        const failed = report.checks.filter((c) => c.status === "fail").map((c) => `${c.id}: ${c.detail}`);
        expect(failed, where).toEqual([]);
      }
  });

  it("the reviewer's pool (C3), at 2-3 and 6-7: the pool, the edge, the deep end and the lifeguard's whistle run through it; walk, wait for Papa's 'Ready!', stop at the whistle", () => {
    for (const childAge of ["2-3", "6-7"] as const) {
      const { out, scene } = tell(C3, childAge, "they");
      const paragraphs = out.plan.scenes.map((s) => s.text);
      expect(out.plan.situation.place).toBe("pool");
      for (const re of [/\bpool\b/i, /\bedge\b/i, /\bdeep end\b/i, /\b(lifeguard|whistle)\b/i])
        expect(inParagraphs(paragraphs, re), `${childAge} ${re}`).toBeGreaterThanOrEqual(3);
      expect(out.plan.strategy.name).toBe("Walk and Wait for Ready");
      const success = scene("success");
      expect(success).toMatch(/\bwalked\b/);
      expect(success).toMatch(/\bwait/);
      expect(success).toMatch(/"Ready/);
      expect(success).toMatch(/whistle/);
      // Papa is in the water before Alex comes in.
      expect(success.search(/Papa (got|climbed|was) in/)).toBeGreaterThanOrEqual(0);
      expect(success.search(/Papa (got|climbed|was) in/)).toBeLessThan(success.search(/"Ready/));
    }
  });

  it("a pool without a lifeguard in the parent's words has no whistle in the story", () => {
    const { out } = tell("she jumps straight into the pool before i get in and she cant even swim", "4-5", "she");
    expect(out.text).not.toMatch(/\b(lifeguard|whistle)\b/i);
    expect(out.plan.strategy.steps.join(" ")).not.toMatch(/whistle/);
  });

  it("a scared child is still the fear story, and a child who won't leave the pool still the leaving one", () => {
    const frame = (t: string) => understandSituation(t, "Mia").frame;
    expect(frame("scared of the water at the pool and wont get in")).toBe("fear");
    expect(frame("my son gets really nervous before swimming lessons and says his tummy hurts")).toBe("fear");
    expect(frame("she screams and kicks when it is time to get out of the swimming pool")).toBe("leaving");
    expect(frame("she screams every time i turn off the bath water and have to lift her out")).not.toBe("safety");
    expect(frame("he gets upset when his sandcastle gets washed away by the waves")).not.toBe("safety");
    // Wandering off in a store and running ahead to the curb: the stop-at-your-name story, in that place.
    expect(frame("wanders off in the grocery store and hides in the aisles when i turn around")).toBe("running-off");
    expect(frame("runs ahead of me on the sidewalk on the way to preschool and doesnt stop at the curb")).toBe("running-off");
    expect(normalize(C3).text).toMatch(/lifeguard/);
  });

  it("the grown-ups page puts water safety first: within arm's reach, a lifeguard is not enough, lessons don't replace watching; at 2-3 the grown-up gets in first", () => {
    for (const childAge of ["2-3", "6-7"] as const) {
      const { out } = tell(C3, childAge, "they");
      const input = situationOfStory({ plan: out.plan, behavior: "custom", customBehavior: C3 })!;
      const guide = situationGuide(input, childAge);
      const safety = guide.safety?.join(" ") ?? "";
      expect(safety).toMatch(/within arm's reach of a grown-up, always/);
      expect(safety).toMatch(/lifeguard watches the whole pool, not Alex/);
      expect(safety).toMatch(/Swimming lessons help, but never replace watching/);
      if (childAge === "2-3") expect(safety).toMatch(/you get into the water first/);
      else expect(safety).not.toMatch(/you get into the water first/);
      expect(guide.whyItHappens[0]).not.toMatch(/\b(scared|fear|brave)\b/i);
      expect(guide.practice).toMatch(/Walk and Wait for Ready/);
    }
  });

  it("the grown-ups page for the other dangers says what makes the home safe, first", () => {
    const page = (text: string) => {
      const { out } = tell(text, "2-3", "he");
      return situationGuide(situationOfStory({ plan: out.plan, behavior: "custom", customBehavior: text })!, "2-3").safety?.join(" ") ?? "";
    };
    expect(page("my 3 yo climbs onto the window sill in his bedroom and stands there")).toMatch(/window guards/);
    expect(page("he keeps touching the oven door when im cooking even though i tell him its hot")).toMatch(/back burners/);
    expect(page("opens the front door and goes outside on his own when im in the shower")).toMatch(/lock or chain on the front door high up/);
    expect(page("found him playing with the bottles under the sink again, the cleaning spray and my medicine")).toMatch(/locked up.*Poison Help/);
    expect(page("she unbuckles her car seat while im driving on the highway")).toMatch(/stop the car as soon as it is safe/);
    expect(page("he stands up in the bath and tries to climb out by himself, he slipped last week")).toMatch(/Never leave a young child alone in the bath/);
  });
});
