import { describe, expect, it } from "vitest";
import type { StoryPlan } from "../../contracts/story-plan";
import { PLAN } from "./fixtures";
import { drawScene } from "./index";
import { scenePoses, type PoseCastMember } from "./poses";

const MIA: Partial<StoryPlan> = {
  child: { name: "Mia", pronouns: "she", hair: "puffs" },
  grownUp: { name: "Mom" },
  helper: { name: "Mom", kind: "parent" },
  others: [{ name: "Ava", kind: "child", pronouns: "she" }],
};
const kids: PoseCastMember[] = [
  { name: "Mia", child: true, person: true, hero: true, pronoun: "she" },
  { name: "Mom", child: false, person: true, hero: false },
  { name: "Ava", child: true, person: true, hero: false },
];
const BEDTIME_0 =
  'At the little blue cottage by the willow tree, the sky was dark. It was bedtime. Mia had pajamas on. She had brushed her teeth. The night-light glowed soft and gold. Mom read one story, then tucked Mia in. "Goodnight," said Mom. "Sleep tight." A cup of water sat by the bed. Her sister Ava was in bed too, yawning.';
const SIBLINGS_10 =
  'That night, in the room they shared, Mia and Ava whispered across the gap between the beds about whether dinosaurs would like space. Mom stood in the doorway, smiling. "I heard you sorted it out yourselves," Mom said. "That\'s real teamwork." Mia grinned in the dark. Sharing everything was hard sometimes. But sharing a team was the best part.';

function onePlan(scene: { place: string; text: string; characters: string[]; props: string[] }, over: Partial<StoryPlan> = MIA): StoryPlan {
  const plan: StoryPlan = { ...PLAN, ...over, scenes: PLAN.scenes.map((s) => ({ ...s, characters: [(over.child ?? PLAN.child).name] })) };
  plan.scenes[0] = { ...plan.scenes[0], time: "night", ...scene };
  return plan;
}
const posesOf = (plan: StoryPlan, seed = 1) => Object.fromEntries(drawScene(plan, 0, { theme: "animals", seed }).scene.figures.map((f) => [f.name, f.pose]));

/** A separation story: Lily and her siblings Rosa and Ben at the school gate; a friend Nora joins once. */
function siblingsPlan(): StoryPlan {
  const chars = [
    ["Lily", "Mama", "Rosa", "Ben"],
    ["Lily", "Mama"],
    ["Lily", "Mama", "Nora", "Rosa", "Ben"],
    ["Lily", "Ben"],
    ["Lily", "Rosa", "Ben"],
    ["Lily", "Nora", "Ben"],
    ["Lily", "Mama", "Rosa", "Ben"],
    ["Lily", "Mama", "Nora", "Rosa", "Ben"],
    ["Lily", "Mama", "Rosa"],
    ["Lily", "Mama", "Rosa", "Ben"],
  ];
  return {
    ...PLAN,
    child: { name: "Lily", pronouns: "she" },
    grownUp: { name: "Mama" },
    helper: { name: "Mama", kind: "parent" },
    others: [
      { name: "Nora", kind: "child", pronouns: "she" },
      { name: "Rosa", kind: "child", pronouns: "she" },
      { name: "Ben", kind: "child", pronouns: "he" },
    ],
    scenes: PLAN.scenes.map((s, i) => ({ ...s, place: "school gate", characters: chars[i], props: ["backpack"], text: "Lily held Mama's hand at the gate." })),
  };
}

describe("review 2", () => {
  it("draws a named character with the same hair and clothes in every scene of a story", () => {
    const plan = siblingsPlan();
    for (const seed of [1, 8, 23]) {
      const seen = new Map<string, string>();
      plan.scenes.forEach((_, i) => {
        const { scene } = drawScene(plan, i, { theme: "animals", seed });
        for (const f of scene.figures) {
          if (f.kind !== "child" && f.kind !== "grown-up") continue;
          const key = JSON.stringify([f.hair, f.outfit, f.glasses ?? false]);
          if (!seen.has(f.name)) seen.set(f.name, key);
          expect(`${f.name} scene ${i}: ${key}`).toBe(`${f.name} scene ${i}: ${seen.get(f.name)}`);
        }
      });
      expect([...seen.keys()].sort()).toEqual(["Ben", "Lily", "Mama", "Nora", "Rosa"]);
    }
  });

  it("reads 'tucked Mia in' as in bed awake, not asleep (bedtime scene 0)", () => {
    expect(scenePoses("Mom read one story, then tucked Mia in.", kids, { bed: true, cart: false }).bed).toEqual([{ name: "Mia", asleep: false }]);
    expect(scenePoses(BEDTIME_0, kids, { bed: true, cart: false }).bed).toEqual([
      { name: "Mia", asleep: false },
      { name: "Ava", asleep: false },
    ]);
    // sleep words still close the eyes
    expect(scenePoses("Mom tucked Mia in. Soon Mia was fast asleep.", kids, { bed: true, cart: false }).bed).toEqual([{ name: "Mia", asleep: true }]);
    for (const seed of [1, 2, 3]) {
      const poses = posesOf(onePlan({ place: "bedroom", text: BEDTIME_0, characters: ["Mia", "Mom", "Ava"], props: ["bed", "cup", "night-light"] }), seed);
      expect(poses).toEqual({ Mia: "in-bed", Mom: "stand", Ava: "in-bed" });
    }
  });

  it("puts both girls in bed awake when they whisper 'across the gap between the beds' (siblings scene 10)", () => {
    expect(scenePoses(SIBLINGS_10, kids, { bed: true, cart: false }).bed).toEqual([
      { name: "Mia", asleep: false },
      { name: "Ava", asleep: false },
    ]);
    for (const seed of [1, 3, 7]) {
      const poses = posesOf(onePlan({ place: "bedroom", text: SIBLINGS_10, characters: ["Mia", "Mom", "Ava"], props: [] }), seed);
      expect(poses.Mia).toBe("in-bed");
      expect(poses.Ava).toBe("in-bed");
    }
  });

  it("never seats anyone (nor draws a seat) at the shop, the street, the school gate or the pool", () => {
    const THEO: Partial<StoryPlan> = {
      child: { name: "Theo", pronouns: "he" },
      grownUp: { name: "Dad" },
      helper: { name: "Dad", kind: "parent" },
      others: [
        { name: "Leo", kind: "child", pronouns: "he" },
        { name: "Ava", kind: "child", pronouns: "she" },
      ],
    };
    const SHOP_0 =
      'One morning, Theo went to the shop with Dad. Theo rode in the shopping cart and helped find the apples, the milk and the bread. He pointed. "Can I have a star cookie?" "Not today," said Dad. Dad sat down for a moment. His brother Leo and sister Ava were there too, right next to Dad.';
    for (const place of ["shop", "street", "school gate", "pool"]) {
      for (let seed = 1; seed <= 12; seed++) {
        const plan = onePlan({ place, text: SHOP_0, characters: ["Theo", "Dad", "Leo", "Ava"], props: ["cookie", "basket"] }, THEO);
        const { scene, svg } = drawScene(plan, 0, { theme: "nature", seed });
        for (const f of scene.figures) expect(`${place} ${seed} ${f.name} ${f.pose}`).not.toMatch(/ sit$/);
        expect(svg).not.toContain('data-pose="sit"');
      }
    }
    // a living room still has somewhere to sit
    const home = onePlan({ place: "living room", text: "Dad sat down on the sofa.", characters: ["Theo", "Dad"], props: [] }, THEO);
    expect(drawScene(home, 0, { theme: "nature", seed: 1 }).scene.figures.find((f) => f.name === "Dad")?.pose).toBe("sit");
  });

  it("draws brothers and sisters at the child's own scale, never smaller, in every layout", () => {
    const plan = siblingsPlan();
    for (let seed = 1; seed <= 16; seed++) {
      for (const i of [0, 2, 4]) {
        const figs = drawScene(plan, i, { theme: "animals", seed }).scene.figures;
        const lily = figs.find((f) => f.name === "Lily")!;
        const h = (f: (typeof figs)[number]) => f.box.maxY - f.box.minY;
        for (const f of figs) {
          if (f.kind !== "child" || f === lily || f.pose !== "stand" || lily.pose !== "stand") continue;
          expect(f.scale, `seed ${seed} scene ${i} ${f.name}`).toBeGreaterThanOrEqual(lily.scale - 1e-9);
          expect(h(f), `seed ${seed} scene ${i} ${f.name}`).toBeGreaterThan(h(lily) * 0.9);
        }
      }
    }
  });
});

describe("the plan's name is no one (R9)", () => {
  it('"a trick called Gentle Hands and Tell" draws nobody called Gentle', () => {
    const text =
      "Moonbeam, a gentle little unicorn with a silvery mane, came and sat nearby, with a trick called Gentle Hands and Tell. For a moment, nobody said anything.";
    const plan = onePlan({ place: "living room", text, characters: ["Mia"], props: [] });
    plan.strategy = { ...plan.strategy, name: "Gentle Hands and Tell" };
    const names = drawScene(plan, 0, { theme: "animals", seed: 1 }).scene.figures.map((f) => f.name);
    expect(names).not.toContain("Gentle");
    // (a person named by a doing is still drawn: the words bring Jess in)
    const jess = onePlan({ place: "living room", text: "Jess came and knelt down beside Mia.", characters: ["Mia"], props: [] });
    expect(drawScene(jess, 0, { theme: "animals", seed: 1 }).scene.figures.map((f) => f.name)).toContain("Jess");
  });
});

describe("someone only told of is not drawn (final look)", () => {
  it('"He told Mum the teacher hadn\'t given him one" draws no teacher; "The teacher smiled" does', () => {
    const told = onePlan({ place: "bedroom", text: "He told Mom the teacher hadn't given him one. Mia sat on the bed.", characters: ["Mia"], props: [] });
    expect(drawScene(told, 0, { theme: "animals", seed: 1 }).scene.figures.map((f) => f.name)).not.toContain("the teacher");
    const there = onePlan({ place: "classroom", text: "The teacher smiled at Mia.", characters: ["Mia"], props: [] });
    expect(drawScene(there, 0, { theme: "animals", seed: 1 }).scene.figures.map((f) => f.name)).toContain("the teacher");
  });

  it('a teacher by title who acts is drawn ("Ms. Priya hurried over": the grown-up at daycare in a parent\'s story)', () => {
    const there = onePlan({ place: "playground", text: "Then Marcus took the truck. Ms. Priya hurried over.", characters: ["Mia"], props: [] });
    expect(drawScene(there, 0, { theme: "animals", seed: 1 }).scene.figures.map((f) => f.name)).toContain("Ms. Priya");
  });
});
