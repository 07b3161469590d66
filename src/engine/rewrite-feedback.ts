/**
 * What a rewrite is told (issue 23, item 4). A draft whose plan is fine but whose prose failed a
 * check (the child's name missing in the first paragraph, a sentence too long, a banned word, too
 * many words…) is written again from the same plan, with each failed check, the sentences it is
 * about, quoted, and what to change. A plan-level fault (time order, the cast, what the parent asked
 * to leave out, the safety review) is planned again.
 *
 * Each failed check stays one "- <label>: <detail>" line (src/stories/outcome.ts reads the labels
 * back into check ids); the quotes and the change follow on indented lines.
 */
import type { StoryPlan } from "../contracts/story-plan";
import { nearMissNames } from "./child-name";
import { PLAN_RULES } from "./plan-checks";
import { isDirecting, LENGTH_TARGETS, lengthBounds, splitParagraphs, splitSentences, STORY_RULES, wordsOf } from "./quality";
import type { QualityCheck, QualityReport, StoryRequest } from "./types";

/** The checks a rewrite of the prose alone can fix: every other failure is planned again. */
export const PROSE_CHECKS: ReadonlySet<string> = new Set([
  "length",
  "sentence-length",
  "long-sentences",
  "paragraphs",
  "name-first-last",
  "child-acts",
  "behavior-named",
  "feeling-named",
  "strategy-shown",
  "hopeful-ending",
  "finished",
  "not-repetitive",
  "no-magic-cure",
  "describing-ratio",
  "no-shaming",
  "no-threats",
  "no-frightening",
  "calm-ending",
  "theme",
  "name-starts",
  "pronoun-their",
  "they-agreement",
  "grown-up-name",
  "grammar",
  "custom-not-pasted",
  "custom-keywords",
  "likes",
]);

/** Whether every failed check is about the prose (so the plan is kept and only the writing is asked again). */
export function isProseOnlyFailure(report: QualityReport): boolean {
  const fails = report.checks.filter((c) => c.status === "fail");
  return fails.length > 0 && fails.every((c) => PROSE_CHECKS.has(c.id));
}

const MAX_QUOTES = 3;
const quote = (s: string) => `"${s.replace(/\s+/g, " ").trim()}"`;
/** A paragraph's start: its first words, enough to find it. */
const opening = (p: string, words = 12) => {
  const w = p.split(/\s+/);
  return w.length > words ? `${w.slice(0, words).join(" ")}…` : p;
};
/** The quoted fragments of a check's detail ('Contains the label "naughty"' → naughty). */
const fragments = (detail: string) => [...detail.matchAll(/"([^"]{2,})"/g)].map((m) => m[1]!);

/**
 * The rewrite's feedback for a draft of `plan` that failed only prose checks: each check, the
 * sentences concerned and what to change.
 */
export function describeProseFailures(report: QualityReport, plan: StoryPlan, req: StoryRequest): string {
  const text = plan.scenes.map((s) => s.text).join("\n\n");
  const paragraphs = splitParagraphs(text);
  const sentences = splitSentences(text);
  const name = plan.child.name;
  const pronoun = { he: "he", she: "she", they: "they" }[plan.child.pronouns];
  const target = LENGTH_TARGETS[req.childAge];
  const [minWords, maxWords] = lengthBounds(target);
  const words = wordsOf(text).length;
  const within = (fragment: string) => sentences.find((s) => s.toLowerCase().includes(fragment.toLowerCase())) ?? fragment;
  const known = [plan.grownUp.name, plan.helper.name, ...(plan.others ?? []).map((o) => o.name)];

  const point = (c: QualityCheck): { where: string[]; change: string } => {
    switch (c.id) {
      case "length": {
        const perScene = Math.round((target.minWords + target.maxWords) / 2 / plan.scenes.length);
        return {
          where: [],
          change: `write ${target.minWords}-${target.maxWords} words in all (this draft has ${words}; ${minWords}-${maxWords} is accepted): ${words < minWords ? "add" : "cut"} detail in every scene, about ${perScene} words a scene.`,
        };
      }
      case "sentence-length":
        return {
          where: [...sentences].sort((a, b) => wordsOf(b).length - wordsOf(a).length).slice(0, MAX_QUOTES),
          change: `split long sentences like these in two: on average at most ${target.maxAvgSentence} words a sentence.`,
        };
      case "long-sentences":
        return {
          where: sentences.filter((s) => wordsOf(s).length > STORY_RULES.longSentenceWords).slice(0, MAX_QUOTES),
          change: `split each of these into two sentences (${STORY_RULES.longSentenceWords} words at most; ${target.maxLongSentences ? `no more than ${target.maxLongSentences} longer` : "none longer"}).`,
        };
      case "name-first-last": {
        const first = paragraphs[0] ?? "";
        const last = paragraphs[paragraphs.length - 1] ?? "";
        const missFirst = /first/.test(c.detail);
        const missLast = /last/.test(c.detail);
        const where = [
          ...(missFirst ? [`the first paragraph, ${quote(opening(first))}`] : []),
          ...(missLast ? [`the last paragraph, ${quote(opening(last))}`] : []),
        ];
        const others = nearMissNames(paragraphs, name, known);
        return {
          where,
          change: `the child is called "${name}"${others.length ? `, never ${others.map((o) => `"${o}"`).join(" or ")}` : ""}: use "${name}" in the ${missFirst && missLast ? "first and the last" : missFirst ? "first" : "last"} paragraph${others.length ? ` and everywhere "${others[0]}" is written` : ""}.`,
        };
      }
      case "name-starts": {
        const starts = sentences.filter((s) => new RegExp(`^["“]?${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(s));
        return {
          where: starts.slice(1, 1 + MAX_QUOTES),
          change: `start sentences like these with "${pronoun}" or another word: at most 1 sentence in ${PLAN_RULES.nameStartEvery} starts with "${name}".`,
        };
      }
      case "describing-ratio":
        return {
          where: sentences.filter(isDirecting).slice(0, MAX_QUOTES),
          change: `tell what ${name} and the others do and see more than what anyone should do: at least ${STORY_RULES.minDescribingPerDirecting} describing sentences for each instruction.`,
        };
      case "child-acts":
        return {
          where: [],
          change: `let ${name} act: at least ${STORY_RULES.minChildActions} sentences where "${name}" or "${pronoun}" does something ("${name} tried…", "${pronoun} whispered…").`,
        };
      case "feeling-named":
        return { where: [], change: `name ${name}'s feeling with a plain word (${plan.situation.feeling || "sad, mad, scared, worried, frustrated"}).` };
      case "behavior-named":
        return { where: [], change: `say plainly what ${name} does (${plan.situation.summary}).` };
      case "strategy-shown":
        return { where: [], change: `call the strategy by its name, "${plan.strategy.name}", when it is taught and when ${name} uses it.` };
      case "theme":
        return { where: [], change: `bring in ${plan.helper.name} the ${plan.helper.kind} by name, and the world around ${name}.` };
      case "hopeful-ending":
      case "calm-ending":
        return {
          where: [`the last paragraph, ${quote(opening(paragraphs[paragraphs.length - 1] ?? ""))}`],
          change:
            c.id === "calm-ending"
              ? `end sleepy, quiet and calm (${name} snug in bed, drifting off to sleep).`
              : `end on a hopeful, safe note (${name} proud, calm or happy).`,
        };
      case "finished":
        return { where: [quote(text.trim().split(/\s+/).slice(-12).join(" "))], change: "end with a finished sentence." };
      case "paragraphs":
        return { where: [], change: `write one paragraph for each of the ${plan.scenes.length} scenes, with a line containing only ### between them.` };
      case "custom-keywords":
        return {
          where: [],
          change: `use ${fragments(c.detail).map(quote).join(", ") || "the situation's place, object or person"} in at least ${PLAN_RULES.minKeywordParagraphs} paragraphs.`,
        };
      case "custom-not-pasted":
        return { where: [], change: "retell the situation in your own words, as a child would say it." };
      case "likes":
        return { where: [], change: `put one thing ${name} loves into a scene, in those words.` };
      case "no-shaming":
        return { where: fragments(c.detail).slice(0, 1).map(within), change: `leave the label out: say what ${name} does, never what ${name} "is".` };
      case "no-threats":
        return { where: fragments(c.detail).slice(0, 1).map(within), change: "no threat and no punishment: the grown-up stays calm and helps." };
      case "no-frightening":
        return { where: fragments(c.detail).slice(0, 1).map(within), change: "leave this out: nothing frightening for a young child." };
      case "no-magic-cure":
        return { where: fragments(c.detail).slice(0, 1).map(within), change: `show ${name} using the strategy, and say the feeling still comes sometimes.` };
      case "not-repetitive":
        return { where: fragments(c.detail).slice(0, 1), change: "say it a few times at most; tell each scene in its own words." };
      case "grown-up-name":
        return { where: fragments(c.detail).slice(0, 1).map(within), change: `call the parent by name, "${plan.grownUp.name}".` };
      case "pronoun-their":
        return { where: fragments(c.detail).slice(0, 1), change: `${name} is "${pronoun}": never "their" or "them" for ${name}.` };
      case "they-agreement":
        return { where: fragments(c.detail).slice(0, 1), change: `with "they", the verb is plural ("they were", "they try").` };
      case "grammar":
        return {
          where: fragments(c.detail).slice(0, 1).map(within),
          change: `fix the slip ${fragments(c.detail)[0] ? quote(fragments(c.detail)[0]!) : ""} in it.`,
        };
      default:
        return { where: [], change: "fix it." };
    }
  };

  const fails = report.checks.filter((c) => c.status === "fail");
  return [
    "The draft failed these checks. Keep the plan and everything that worked; change only this:",
    ...fails.flatMap((c) => {
      const { where, change } = point(c);
      return [
        `- ${c.label}: ${c.detail}`,
        ...where.slice(0, MAX_QUOTES).map((w) => `  In: ${/^(the (first|last) paragraph)|^"/.test(w) ? w : quote(w)}`),
        `  Change: ${change}`,
      ];
    }),
  ].join("\n");
}
