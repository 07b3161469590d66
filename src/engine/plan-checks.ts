/**
 * The rules added after the editor's review (STORY_QUALITY.md, "Added after the first review"),
 * checked on the plan every engine returns: pronouns and names, the grown-up's name, custom key
 * words, time order, grammar and typography.
 */
import { TIMES, type StoryPlan } from "../contracts/story-plan";
import type { QualityCheck } from "./types";
import { keywordCore, normalize, parentSaid } from "./local/situations/understand";
import { splitSentences } from "./sentences";
import { dialectTwin } from "./local/render";
import { avoidMatcher, cleanSiblings, findAvoidedInPlan, mentionsLike, usableLikes, type Sibling } from "./family";

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The story's sentences: one splitter for the report card and the local renderer's name budget (sentences.ts). */
export const splitSentencesLoose = splitSentences;

export const PLAN_RULES = {
  /** At most one sentence in this many starts with the child's name. */
  nameStartEvery: 6,
  /** A custom situation's key words recur in at least this many paragraphs. */
  minKeywordParagraphs: 3,
  /** This many consecutive words of the parent's text in the story counts as pasting it. */
  pastedRun: 6,
} as const;

/** A plural noun phrase: "the mice", "two little ducks", "her cousins". */
const PLURAL_BETWEEN =
  /\b(?:the|some|two|three|four|five|these|those|her|his|its) (?:\w+ )?(?:\w{2,}[^s\W]s|mice|geese|sheep|children|people|men|women|feet|teeth|fish)\b/i;
const THEY_AGREEMENT = /\bthey (was|is|has|does|doesn't|isn't|wasn't|hasn't|wants|needs|likes|says|goes|tries|feels|knows|thinks|looks|gets|makes|takes)\b/i;
const ALL_CAPS_WORDS = /\b(?!(?:TV|OK|I|ABC|ABCs)\b)[A-Z]{3,}\b/g;
/** Capitals standing for speech with no quotation marks: "Papa said NO WAY." */
const UNQUOTED_CAPS_SPEECH =
  /\b(?:said|says|say|yelled|shouted|called|cried|screamed|told (?:him|her|them|\w+))\s+(?!(?:TV|OK|I)\b)[A-Z]{2,}(?:\s+[A-Z]{2,})*\b(?!["”'’])/;
/** A word that cannot end what someone says, before an ellipsis and a capital: "I... Don't know". */
const BROKEN_OFF =
  /\b(?:I|a|an|the|to|and|but|or|my|your|his|her|our|their|we|you|he|she|they|it|is|was|are|were|am|can|could|will|would|should|of|in|on|at|for|with|if|because|so|just|really|very)\s*(?:\.\.\.|…)\s*(?!I\b)[A-Z][a-z]+/;
const DOUBLED_ARTICLE = /\b(the|a|an) (the|a|an)\b/i;
const THERE_WERE_MASS = /\bthere were (some )?(honey|toast|milk|juice|water|soup|rice|bread|sand|snow|rain|cake|pasta|porridge|music|noise)\b/i;

export function nameStartRatio(plan: StoryPlan): { starts: number; sentences: number } {
  return nameStartRatioText(plan.scenes.map((s) => s.text).join("\n\n"), plan.child.name);
}

/** Key words of a custom situation: its place, object and person (without articles). */
export function situationKeywords(plan: StoryPlan): string[] {
  const { place, object, person } = plan.situation;
  return (
    [object, person, place]
      .filter((w): w is string => !!w && w.trim().length > 0)
      .map((w) =>
        w
          .toLowerCase()
          .replace(/^(the|a|an|my|his|her|their) /, "")
          .trim(),
      )
      // Two letters are a word too ("the TV").
      .filter((w) => w.length >= 2)
  );
}

function keywordParagraphs(plan: StoryPlan, keyword: string): number {
  // (said the story's way in the story's dialect: the parent's "sweets" is "candy" beside Dad)
  const core = keywordCore(keyword);
  const twin = dialectTwin(core);
  const re = new RegExp(`\\b(?:${escapeRegExp(core)}${twin ? `|${escapeRegExp(twin)}` : ""})`, "i");
  return plan.scenes.filter((s) => re.test(s.text)).length;
}

/** Whether `pasted` words of the parent's text appear in a row in the story. */
export function pastesParentText(storyText: string, parentText: string, run: number = PLAN_RULES.pastedRun): boolean {
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}' ]+/gu, " ")
      .split(/\s+/)
      .filter(Boolean);
  const story = ` ${norm(storyText).join(" ")} `;
  const words = norm(parentText);
  for (let i = 0; i + run <= words.length; i++) {
    if (story.includes(` ${words.slice(i, i + run).join(" ")} `)) return true;
  }
  return false;
}

export interface PlanRuleOptions {
  customBehavior?: string;
  /** Family (issue 15): the request's siblings, likes and things to avoid. */
  siblings?: Sibling[];
  likes?: string[];
  avoid?: string[];
}

/** A sibling takes part in at least this many scenes (by name). */
export const MIN_SIBLING_SCENES = 3;

/**
 * Family checks: nothing the parent asked to avoid in the words or the pictures; every sibling in the
 * cast and named in at least three scenes (the opening or problem, and the celebration or ending among
 * them) and in those scenes' pictures; one of the child's likes in the words.
 */
export function checkFamily(plan: StoryPlan, opts: PlanRuleOptions): QualityCheck[] {
  const checks: QualityCheck[] = [];
  const add = (id: string, label: string, ok: boolean, detail: string) => checks.push({ id, label, status: ok ? "pass" : "fail", detail });
  const avoid = avoidMatcher(opts.avoid);
  if (avoid.phrases.length) {
    const hit = findAvoidedInPlan(plan, avoid.phrases);
    add("avoided-words", "Leaves out what the parent asked", !hit, hit ? `"${hit.word}" in ${hit.where}` : `no ${avoid.phrases.join(", ")}`);
  }
  const siblings = cleanSiblings(opts.siblings, plan.child.name);
  if (siblings.length) {
    const problems: string[] = [];
    for (const sib of siblings) {
      const re = new RegExp(`(?<![\\p{L}])${escapeRegExp(sib.name)}(?![\\p{L}])`, "u");
      if (!(plan.others ?? []).some((o) => o.name === sib.name)) problems.push(`${sib.name} is not in the cast`);
      const named = plan.scenes.filter((s) => re.test(s.text));
      const drawn = named.filter((s) => s.characters.includes(sib.name));
      const early = named.some((s) => s.beat === "opening" || s.beat === "problem");
      const late = named.some((s) => s.beat === "celebration" || s.beat === "ending" || s.beat === "success");
      if (named.length < MIN_SIBLING_SCENES) problems.push(`${sib.name} in ${named.length} scenes`);
      else if (!early || !late) problems.push(`${sib.name} not in the ${early ? "ending" : "opening"}`);
      else if (drawn.length < MIN_SIBLING_SCENES) problems.push(`${sib.name} drawn in ${drawn.length} scenes`);
    }
    add(
      "siblings",
      "Brothers and sisters take part",
      problems.length === 0,
      problems.length ? problems.join("; ") : `${siblings.map((s) => s.name).join(" and ")} in the story`,
    );
  }
  const likes = usableLikes(opts.likes, avoid);
  if (likes.length) {
    const text = [plan.title, ...plan.scenes.map((s) => s.text)].join("\n");
    const found = likes.find((l) => mentionsLike(text, l));
    add("likes", "Something the child loves", !!found, found ? `${found}` : `none of ${likes.join(", ")} in the story`);
  }
  return checks;
}

/** Who the story is about, for the rules that read only the text (a model's story may come without a plan). */
export interface TextRuleSubject {
  childName: string;
  pronouns: StoryPlan["child"]["pronouns"];
  grownUpName: string;
  behavior: StoryPlan["behavior"];
  customBehavior?: string;
}

/** Sentences starting with the child's name, in any text. */
export function nameStartRatioText(text: string, childName: string): { starts: number; sentences: number } {
  const sentences = splitSentencesLoose(text);
  const re = new RegExp(`^["“]?${escapeRegExp(childName)}(?![\\p{L}])`, "u");
  return { starts: sentences.filter((s) => re.test(s)).length, sentences: sentences.length };
}

/**
 * The first grammar or typography slip in a text, if any. Picture-book habits are not slips: a shout
 * in capitals ("NO!", "ROARRR", "he wanted it RIGHT NOW"), a new sentence after a trailing-off
 * ("Um... Sorry, Finn"), em dashes. A parent's ALL CAPS copied in, and capitals standing for speech
 * without quotation marks ("Papa said NO WAY."), are.
 */
export function grammarSlip(text: string, parentText?: string): string | undefined {
  const parentCaps = new Set((parentText ?? "").match(ALL_CAPS_WORDS) ?? []);
  return (
    DOUBLED_ARTICLE.exec(text)?.[0] ??
    THERE_WERE_MASS.exec(text)?.[0] ??
    (text.match(ALL_CAPS_WORDS) ?? []).find((w) => parentCaps.has(w)) ??
    UNQUOTED_CAPS_SPEECH.exec(text)?.[0] ??
    // Inside dialogue, a sentence broken off by an ellipsis goes on in lower case ("I... don't know").
    (text.match(/"[^"]*"/g) ?? []).map((q) => BROKEN_OFF.exec(q)?.[0]).find(Boolean) ??
    /[{}]|\[\[|\]\]/.exec(text)?.[0] ??
    // A doubled function word ("to to", "was was") is a slip; "choo choo" and "tick, tock" are fine.
    /\b(the|a|an|to|of|in|on|at|is|was|were|it|he|she|they|his|her|him|them|and|for|with|that)\s+\1\b/i.exec(text)?.[0]
  );
}

/**
 * The rules that need only the story's text and who it is about: names and pronouns, the grown-up's
 * name, grammar, the parent's words not pasted. checkPlanRules adds the ones that need the plan.
 */
export function checkTextRules(text: string, who: TextRuleSubject): QualityCheck[] {
  const checks: QualityCheck[] = [];
  const add = (id: string, label: string, ok: boolean, detail: string) => checks.push({ id, label, status: ok ? "pass" : "fail", detail });
  const name = who.childName;
  const { starts, sentences } = nameStartRatioText(text, name);
  add("name-starts", "Names and pronouns", starts * PLAN_RULES.nameStartEvery <= sentences, `${starts} of ${sentences} sentences start with ${name}`);

  if (who.pronouns !== "they") {
    const wrong = splitSentencesLoose(text).find((s) => {
      const m = s.match(new RegExp(`${escapeRegExp(name)}(?![\\p{L}])([^"“”]*?)\\b(their|themself|themselves)\\b`, "u"));
      // "their" may be a group's named in between ("put the mice back in their rooms").
      return m && !/\b(and|with|everyone|all|both|friends|family)\b/i.test(m[1]) && !PLURAL_BETWEEN.test(m[1]);
    });
    add("pronoun-their", "Pronouns as given", !wrong, wrong ? `"${wrong}"` : `${who.pronouns} throughout`);
  } else {
    const wrong = splitSentencesLoose(text).find((s) => THEY_AGREEMENT.test(s));
    add("they-agreement", 'Verbs agree with "they"', !wrong, wrong ? `"${wrong}"` : "they were, they want");
  }

  const grownUp = /\bthe grown-?ups?\b/i.exec(text);
  // "Ms Patel" as typed is "Ms. Patel" in a US story (render.ts inDialect): the same name.
  const named = text.includes(who.grownUpName) || text.includes(who.grownUpName.replace(/^(Mr|Mrs|Ms|Mx|Dr)\s/, "$1. "));
  add("grown-up-name", "The grown-up's name", !grownUp && named, grownUp ? `says "${grownUp[0]}"` : `${who.grownUpName} by name`);

  const grammar = grammarSlip(text, who.customBehavior);
  add("grammar", "Grammar and typography", !grammar, grammar ? `"${grammar}"` : "clean");

  if (who.behavior === "custom" && who.customBehavior) {
    const pasted = pastesParentText(text, who.customBehavior);
    add("custom-not-pasted", "The parent's words are not pasted", !pasted, pasted ? "the story repeats the parent's sentence" : "retold for the child");
  }
  return checks;
}

export function checkPlanRules(plan: StoryPlan, opts: PlanRuleOptions = {}): QualityCheck[] {
  const checks: QualityCheck[] = [];
  const add = (id: string, label: string, ok: boolean, detail: string) => checks.push({ id, label, status: ok ? "pass" : "fail", detail });
  const text = plan.scenes.map((s) => s.text).join("\n\n");
  checks.push(
    ...checkTextRules(text, {
      childName: plan.child.name,
      pronouns: plan.child.pronouns,
      grownUpName: plan.grownUp.name,
      behavior: plan.behavior,
      customBehavior: opts.customBehavior,
    }),
  );

  // A scene without its optional `day` is on the day of the scene before, or the next day when its
  // time of day comes earlier (a model that leaves `day` out is not failed for it: issue 23).
  let ordered = true;
  let last = -1;
  let lastDay = 0;
  let lastTime = -1;
  for (const s of plan.scenes) {
    const time = TIMES.indexOf(s.time);
    const day = s.day ?? (time < lastTime ? lastDay + 1 : lastDay);
    const at = day * 10 + time;
    if (at < last) ordered = false;
    last = Math.max(last, at);
    lastDay = day;
    lastTime = time;
  }
  add("time-order", "Time moves forward", ordered, ordered ? "scenes in order" : "a scene happens before the one it follows");

  if (plan.behavior === "custom") {
    // The key words must be the parent's own (after spelling and language are normalized), so a
    // story about something else can't pass on the engine's own words.
    const parent = opts.customBehavior ? normalize(opts.customBehavior).text : null;
    const keywords = situationKeywords(plan).filter((k) => !parent || parentSaid(k, parent, plan.grownUp.name));
    const best = Math.max(0, ...keywords.map((k) => keywordParagraphs(plan, k)));
    add(
      "custom-keywords",
      "The situation runs through the story",
      keywords.length > 0 && best >= PLAN_RULES.minKeywordParagraphs,
      keywords.length ? `"${keywords.join('", "')}" in ${best} paragraphs` : "none of the parent's place, object or person words is in the story's plan",
    );
  }
  checks.push(...checkFamily(plan, opts));
  return checks;
}
