/**
 * The planning and writing prompts' size for two requests (a catalog behavior and a custom
 * situation): characters, lines and numbers in the rules (`npx tsx scripts/measure-prompts.ts`).
 * Issue 23 item 4: the prompts are kept short and craft-focused; ADR 020 records the figures.
 */
import { buildPlanPrompt, buildScenesPrompt, buildStoryBrief, type PlanOutline } from "../src/engine/prompt";
import { composeStory } from "../src/engine/local";
import type { StoryRequest } from "../src/engine/types";

const requests: StoryRequest[] = [
  { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she", grownUpName: "Mom", seed: 1 },
  {
    childName: "Leo",
    childAge: "6-7",
    behavior: "custom",
    customBehavior: "He gets really scared at the dentist and won't open his mouth",
    theme: "nature",
    pronouns: "he",
    grownUpName: "Papa",
    seed: 2,
  },
];

const measure = (p: { system: string; prompt: string }) => {
  const all = `${p.system}\n${p.prompt}`;
  return {
    chars: all.length,
    lines: all.split("\n").length,
    systemChars: p.system.length,
    numbers: (all.replace(/^\d+\. \[.*$/gm, "").match(/\d+(?:[-–]\d+)?/g) ?? []).length,
  };
};

for (const req of requests) {
  const brief = buildStoryBrief(req);
  const plan = composeStory(req).plan;
  const outline: PlanOutline = { ...plan, scenes: plan.scenes.map((s) => ({ ...s, summary: s.text.split(". ")[0]! })) };
  const planPrompt = buildPlanPrompt(brief);
  const scenes = buildScenesPrompt(brief, outline);
  console.log(`${req.behavior} ${req.childAge}: plan ${JSON.stringify(measure(planPrompt))} writing ${JSON.stringify(measure(scenes))}`);
  if (process.argv.includes("--print"))
    console.log(
      `--- plan system\n${planPrompt.system}\n--- plan prompt\n${planPrompt.prompt}\n--- writing system\n${scenes.system}\n--- writing prompt\n${scenes.prompt}\n`,
    );
}
