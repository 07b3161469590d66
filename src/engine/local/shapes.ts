/**
 * Story shapes (issue 25, ADR 029): the same episode told in different orders and selections of
 * beats, with a few connecting sentences, so that a family reading four stories in a row does not see
 * the same skeleton each time. Beat ids stay the contract's (pictures, reading prompts and checks read
 * them); time only moves forward (a shape never puts a scene before one that happens earlier).
 *
 * Also here: who teaches the plan (the theme's helper, or the named grown-up together with the helper),
 * the grown-up's pronouns when the name says them, and the stories that adapt to a child's practice
 * (issue 28): "practice" (the plan again, its first step made smaller) and "you-did-it" (the child
 * shows the plan to someone else).
 */
import type { AgeBand } from "../../contracts/catalog";
import type { Beat, Pronouns } from "../../contracts/story-plan";
import type { PracticeStoryKind } from "../../contracts/practice";
import type { Place } from "../../contracts/places";
import type { SceneSpec } from "./episode-types";
import { splitUnits } from "./render";
import { pronounsFromWords } from "../../lib/pronouns";

/** A story's shapes, each an order and selection of the contract's beats. */
export const STORY_SHAPES = ["arc", "straight-in", "two-tries", "another-day", "refrain", "practice", "you-did-it"] as const;
export type StoryShape = (typeof STORY_SHAPES)[number];

/**
 * Each shape's beats in order; "?" marks a scene the length may leave out. A story of the shape has
 * these beats in this order, every one without "?" present.
 */
export const SHAPE_BEATS: Record<StoryShape, string[]> = {
  arc: ["opening", "problem", "feeling", "helper", "strategy", "practice?", "stumble", "success", "celebration?", "echo?", "ending"],
  // Starts in the middle of the problem: the opening's first and last lines lead straight into it.
  "straight-in": ["problem", "feeling", "helper", "strategy", "practice?", "stumble", "success", "celebration?", "echo?", "ending"],
  // A fable's first try: the child tries alone, it doesn't work, and then the plan is learned.
  "two-tries": ["opening", "problem", "feeling", "stumble", "helper", "strategy", "practice?", "stumble", "success", "celebration?", "echo?", "ending"],
  // The plan used again on another day is the point: no party in between.
  "another-day": ["opening", "problem", "feeling", "helper", "strategy", "practice?", "stumble", "success", "echo", "ending"],
  // Ages 2-3: the refrain comes back after every scene once it is taught; all in one day.
  refrain: ["opening", "problem", "feeling", "helper", "strategy", "practice?", "stumble", "success", "celebration?", "ending"],
  // Issue 28, after hard evenings: the plan remembered, its first step made smaller.
  practice: ["opening", "problem", "feeling", "strategy", "practice?", "stumble", "success", "celebration?", "echo?", "ending"],
  // Issue 28, after good evenings: the child, who knows the plan, shows it to someone else.
  "you-did-it": ["opening", "problem", "feeling", "strategy", "practice?", "stumble", "success", "celebration?", "echo?", "ending"],
};

/**
 * What sets each shape apart, in a sentence for the AI planner (src/engine/prompt.ts), which is told the
 * shape this story has (chooseShape) and its beats (SHAPE_BEATS). `{name}` is the child's name.
 */
export const SHAPE_GUIDE: Record<StoryShape, string> = {
  arc: "The story opens on an ordinary moment before the problem starts.",
  "straight-in": "Start straight in the problem: no opening scene; the problem scene's first line says where and when it happens.",
  "two-tries":
    "A fable's first try: before the helper comes, {name} tries to fix it alone (a stumble scene) and it doesn't work; then the helper, the plan, a second stumble and the success.",
  "another-day": "No celebration scene: the echo, on a later day (day 1), where {name} uses the plan again without being reminded, is the point.",
  refrain: "All on one day, no echo: once the plan is taught, its refrain comes back at the end of the strategy, practice, success and ending scenes.",
  practice: "No helper scene: the plan is remembered, its first step made smaller (see the practice story lines).",
  "you-did-it": "No helper scene: {name} already knows the plan and shows it to someone else (see the you-did-it story lines).",
};

/** What is wrong with a story's beats for its shape: a missing scene, or one out of the shape's order. */
export function shapeProblem(shape: string | undefined, beats: string[]): string | undefined {
  const want = SHAPE_BEATS[(shape ?? "arc") as StoryShape];
  if (!want) return `unknown shape ${shape}`;
  let at = 0;
  for (const b of beats) {
    while (at < want.length && want[at].replace("?", "") !== b) {
      if (!want[at].endsWith("?")) return `${shape}: missing ${want[at]} before ${b} in ${beats.join(",")}`;
      at++;
    }
    if (at === want.length) return `${shape}: ${b} out of order in ${beats.join(",")}`;
    at++;
  }
  const rest = want.slice(at).find((w) => !w.endsWith("?"));
  return rest ? `${shape}: missing ${rest} in ${beats.join(",")}` : undefined;
}

/** The shapes "write another" steps through, for an age band (four, so four stories in a row differ). */
export function shapesFor(age: AgeBand): StoryShape[] {
  return age === "2-3" ? ["refrain", "arc", "two-tries", "straight-in"] : ["arc", "straight-in", "two-tries", "another-day"];
}

/**
 * The shape of a story: the practice kind when asked for; else stepped by the number of stories this
 * child already has ("write another"), from a start fixed by the child and behavior. A rewrite after
 * failed checks (attempt ≥ 3) falls back to the plain arc. A custom situation never starts straight in
 * (its opening carries the parent's place and time).
 */
export function chooseShape(age: AgeBand, previous: number, comboHash: number, attempt: number, practice?: PracticeStoryKind, custom = false): StoryShape {
  if (practice) return practice;
  if (attempt >= 3) return "arc";
  // A parent's own situation keeps its opening: it sets the where and when the parent gave (issue 22).
  const list = custom ? shapesFor(age).filter((s) => s !== "straight-in") : shapesFor(age);
  return list[((comboHash >>> 5) + previous) % list.length];
}

/** Behaviors where a toddler's plan is co-regulation: the grown-up always does it with them. */
const CO_REGULATION = new Set(["bedtime", "separation", "toileting"]);

/**
 * Whether the named grown-up teaches the plan together with the helper: always at 2-3 for bedtime,
 * separation and toileting; else three stories in five, stepped by "write another" (issue 25: the parent
 * who reads the book aloud is in it; in the others they stay close and notice the plan).
 */
export function grownUpTeaches(age: AgeBand, behavior: string, previous: number, comboHash: number): boolean {
  if (age === "2-3" && CO_REGULATION.has(behavior)) return true;
  return ((comboHash >>> 7) + previous * 3) % 5 < 3;
}

/** The grown-up's pronouns when the name says them ("Mom", "Grandpa Joe", "Uncle Ray"), else none. */
export function grownUpPronouns(name: string): Exclude<Pronouns, "they"> | undefined {
  return pronounsFromWords(name, "first");
}

/** Helper kinds (or labels) that would be a second person in the grown-up's role: a second grandma for "Gran". */
export function sameRoleAsGrownUp(grownUp: string, helper: { name: string; kind: string; label?: string }): boolean {
  const g = grownUp.trim();
  const role = (re: RegExp, kind: RegExp) => re.test(g) && (kind.test(helper.kind) || kind.test(helper.label ?? "") || re.test(helper.name));
  return (
    role(/^(gran|granny|grandma|grandmother|nana|nan|nanna|grammy|abuela|oma|nonna)\b/i, /^grandma$/i) ||
    role(/^(grandpa|grandad|granddad|grandfather|gramps|papa|pop|pops|abuelo|opa|nonno)\b/i, /^grandpa$/i) ||
    role(/^(aunt|auntie|aunty|tia|tía)\b/i, /^aunt$/i) ||
    role(/^(uncle|tio|tío)\b/i, /^uncle$/i) ||
    role(/^cousin\b/i, /^cousin$/i)
  );
}

const G_FORMS: Record<Exclude<Pronouns, "they">, { s: string; o: string; p: string }> = {
  she: { s: "she", o: "her", p: "her" },
  he: { s: "he", o: "him", p: "his" },
};

/**
 * A helper's scene told with the named grown-up in the helper's place: {H} becomes {G}, the helper's
 * pronouns the grown-up's (or the name, when the name doesn't say them), and a second {G's} in a
 * sentence that already names the grown-up their possessive ("Mom … her hand", never "Mom … Mom's hand").
 */
export function withGrownUpAsHelper(text: string, pronouns: Exclude<Pronouns, "they"> | undefined): string {
  const f = pronouns ? G_FORMS[pronouns] : undefined;
  const swapped = text
    // A sentence that opens with the helper's "she" opens with the grown-up's name: beside a child who is also
    // "she", "Mom went on… She pointed at her mouth." reads as either of them.
    .replace(/(^|[.!?]["\u201D]?\s+)\{hs\}/g, "$1{G}")
    .replace(/\{H\} \{Harrive\}/g, "{G} came over")
    .replace(/\{(Hfull|Hintro|H)\}/g, "{G}")
    .replace(/\{H's\}/g, "{G's}")
    .replace(/\{hs\}/g, f ? f.s : "{G}")
    .replace(/\{ho\}/g, f ? f.o : "{G}")
    .replace(/\{hp\}/g, f ? f.p : "{G's}");
  return splitUnits(swapped)
    .map((u) => {
      const at = u.indexOf("{G}");
      if (at < 0) return u;
      const head = u.slice(0, at + 3);
      return head + u.slice(at + 3).replace(/\{G's\}/g, f ? f.p : "their");
    })
    .join(" ");
}

/** Whether a text can take the grown-up in the helper's place (it doesn't name the grown-up already, nor the helper's kind). */
export function canSwapHelper(text: string): boolean {
  return !/\{G('s)?\}|\{Hkind\}|\{aHkind\}/.test(text);
}

/**
 * Issue 25, the grown-up's entrance at the plan scene, so they teach it together with the helper: how
 * they come close, fitting the place (the edge of the bed in a bedroom, the sand at the beach) or the
 * behavior (after the loudest part of a tantrum), then their first words, which never know the plan
 * before anyone has said it (was "X leaned in close, next to Y" in 17% of 400 stories, and "Ooh, I like
 * this one… Can I be on your team?" before the plan was said). Chosen per story (coTeachLine).
 */
export const GROWN_UP_COMES_AT: Partial<Record<Place, string[]>> = {
  bedroom: ["{G} sat down on the edge of the bed.", "{G} perched on the end of the bed."],
  bathroom: ["{G} knelt down on the bathroom floor.", "{G} crouched down, eye to eye."],
  kitchen: ["{G} pulled up a chair.", "{G} put down the dish towel."],
  "living room": ["{G} sat down on the rug.", "{G} settled onto the sofa, close by."],
  garden: ["{G} sat down on the grass.", "{G} crouched down on the path."],
  park: ["{G} sat down on the grass.", "{G} came over from the bench."],
  playground: ["{G} came over from the bench.", "{G} crouched down by the fence."],
  shop: ["{G} stepped out of the way of the other shoppers and crouched down.", "{G} bent down, eye to eye."],
  // (never "pulled over" in a car that was parked: R15's car seat story read "The car was parked… Mum pulled over")
  car: ["{G} turned around in the front seat.", "{G} looked back from the front seat."],
  classroom: ["{G} pulled up a small chair.", "{G} crouched down by the table."],
  "school gate": ["{G} crouched down by the gate.", "{G} bent down, eye to eye."],
  party: ["{G} found a quiet corner and sat down.", "{G} crouched down by the wall, out of the way of the party."],
  "doctor's office": ["{G} pulled a chair a little closer.", "{G} sat down in the next chair."],
  "dentist's office": ["{G} pulled a chair a little closer.", "{G} sat down in the next chair."],
  library: ["{G} sat down on one of the little chairs, knees up high.", "{G} crouched down between the shelves."],
  beach: ["{G} sat down on the sand.", "{G} knelt down on the sand."],
  pool: ["{G} crouched down at the edge of the pool.", "{G} came over, careful on the wet tiles."],
  "hair salon": ["{G} pulled a chair a little closer.", "{G} crouched down beside the big chair."],
  restaurant: ["{G} pulled a chair a little closer.", "{G} slid along the seat."],
  street: ["{G} stopped and crouched down.", "{G} bent down, eye to eye."],
};

/** The entrance anywhere, by age band: never "came over", since the grown-up may be right there already. */
export const GROWN_UP_COMES_ANY: Record<AgeBand, string[]> = {
  "2-3": ["{G} came close.", "{G} sat down close."],
  "4-5": ["{G} knelt down close.", "{G} sat down close by."],
  "6-7": ["{G} sat down close, quiet as anything.", "{G} had been listening the whole time."],
  "8-10": ["{G} had been listening the whole time.", "{G} had been listening, and not quite pretending otherwise."],
};

/** The entrance for a behavior, where it says something the place doesn't (never sitting: it fits anywhere). */
export const GROWN_UP_COMES_FOR: Partial<Record<string, string>> = {
  bedtime: "{G} came close, moving quietly, the way grown-ups do at night.",
  tantrums: "{G} waited until the loudest part had passed, then came close.",
  aggression: "{G} made sure everyone was safe first, then came close.",
  siblings: "{G} made sure everyone was all right first, then came close.",
  lying: "{G} didn't ask any more questions just then, and came close.",
  fear: "{G} came close, slow and steady.",
  separation: "{G} wasn't going anywhere yet, and came close.",
  toileting: "{G} didn't make a fuss, and just came close.",
  "screen-time": "{G} put the phone down, screen side down, and came close.",
  "not-sharing": "{G} came close, and didn't take anybody's side.",
  whining: "{G} came close, and waited.",
  patience: "{G} came close, in no hurry at all.",
};

/**
 * The grown-up's first words, or the child's answer: never "I know this plan" or "I like this one"
 * before anyone has said what the plan is, and never a listener or a learner ("I'm listening too",
 * "I could use a plan myself"): the grown-up is about to teach it (issue 25). `true` when the grown-up
 * speaks last ("…went on" follows).
 */
export const CO_TEACH_JOIN: Record<AgeBand, Array<[string, boolean]>> = {
  "2-3": [
    ['"Can I help?" asked {G}. {C} held out a hand.', false],
    ['"Shall we try it together?" asked {G}. {C} nodded. Yes!', false],
    ['"I\'ll help," said {G}.', true],
    ["{G} held out a hand, and {C} held on tight.", false],
    ['"We can do it together," said {G}.', true],
  ],
  "4-5": [
    ['"Can I help too?" asked {G}. {C} made room.', false],
    ['"Room for one more?" asked {G}. {C} scooted over.', false],
    ['"Two helpers are better than one," said {G}.', true],
    ['"Let\'s work it out together," said {G}.', true],
    ["{C} leaned against {G}, just a little.", false],
  ],
  "6-7": [
    ['"Mind if I join in?" asked {G}. {C} budged up to make room.', false],
    ['"We can do this together," said {G}.', true],
    ['"This is one I can help with," said {G}.', true],
    ["{C} didn't say anything, but didn't move away either.", false],
    ['"Come here," said {G}, arms open.', true],
  ],
  // Witty, and never the grown-up as a learner of the plan they are about to teach ("I'm listening too").
  "8-10": [
    ['"Can I offer a plan?" asked {G}. "Is it a long one?" said {C}. "Short," said {G}. "Mostly."', true],
    ['"We can work this out together," said {G}, settling in.', true],
    ['"Believe it or not, I was your age once," said {G}. "Briefly."', true],
    ["{C} gave {G} a look that meant: fine, but no fuss.", false],
    ['"I have a plan for this," said {G}. "Tried and tested. Mostly tested."', true],
  ],
};

/**
 * The grown-up's entrance at the plan scene: the behavior's own, the place's or the age band's way of
 * coming close, then the first words; stepped by "write another" (`previous`) from the child's own
 * start (`offset`), so that four stories in a row never share one.
 */
export function coTeachLine(age: AgeBand, behavior: string, place: Place, offset: number, previous: number): { line: string; grownUpSpeaksLast: boolean } {
  const at = GROWN_UP_COMES_AT[place] ?? [];
  const any = GROWN_UP_COMES_ANY[age];
  // Strapped into a car seat, nobody kneels, scoots over or leans in: the car's own ways and words only
  // (was "Mom knelt down close. 'Room for one more?' asked Mom. Theo scooted over." in a car; R14).
  const strapped = place === "car" && at.length > 0;
  const ways = strapped ? at : [GROWN_UP_COMES_FOR[behavior] ?? any[1], at[0] ?? any[0], any[0], at[1] ?? any[1]];
  const comes = ways[(offset + previous) % ways.length];
  const joins = strapped
    ? CO_TEACH_JOIN[age].filter(([j]) => !/\b(scooted|made room|leaned|budged|move away|arms open|settling in|held out a hand|held on tight)\b/.test(j))
    : CO_TEACH_JOIN[age];
  const [join, speaks] = joins[((offset >>> 4) + previous) % joins.length];
  return { line: `${comes} ${join}`, grownUpSpeaksLast: speaks };
}

/**
 * Whether the named grown-up belongs at a place where grown-ups of the family don't go on their own (a
 * class): only a teacher ("Mrs. Okafor", "Ms Patel", "Coach Dee"). Papa does not come over in a classroom.
 */
export function grownUpBelongsAt(grownUp: string, place: Place): boolean {
  if (place !== "classroom") return true;
  return /^(Mr|Mrs|Ms|Miss|Mx|Dr|Coach|Teacher)\b/i.test(grownUp.trim()) || /\bteacher\b/i.test(grownUp);
}

/** A fable's first try (the "two-tries" shape): the child tries alone, before there is a plan. */
export const FIRST_TRY: Record<AgeBand, string> = {
  "2-3":
    "{C} tried to make the {feeling} feeling go away. {C} shut {C's} eyes tight. One, two, three. Then {C} opened them. Oh. The {feeling} feeling was still there.",
  "4-5":
    "First, {C} tried to fix it all alone. {C} squeezed {C's} eyes shut and wished the {feeling} feeling away. Then {C} tried to pretend it wasn't there. Neither one worked. The feeling sat there, as big as before.",
  "6-7":
    "{C} tried to sort it out alone first. {C} told {themself} to stop feeling {feeling}, which didn't work. Then {C} tried pretending everything was fine, which worked for about four seconds. The feeling was still there, as big as ever. Trying harder, it turned out, wasn't the same as knowing what to do.",
  "8-10":
    "{C} tried the obvious things first. Ignoring the feeling: no good. Telling {themself} firmly to get over it: worse. Counting to ten very fast, which {C} had read about somewhere, only made {Cobj} {feeling} at a higher speed. {C} began to suspect that trying hard was not the same thing as having a plan.",
};

/**
 * Issue 25 (R6): the first try alone, other tellings (FIRST_TRY is the first of each band), so no one paragraph
 * is in more than a few stories in a hundred. Each is true of any feeling: hiding from it, keeping busy, saying
 * "I'm fine". Ages 8-10 have the behavior's own (BehaviorStory.firstTry).
 */
export const FIRST_TRY_MORE: Record<Exclude<AgeBand, "8-10">, string[]> = {
  "2-3": [
    "{C} hid {their} face in {their} arms. Hide, hide! Was the {feeling} feeling gone? {C} peeked out. No. Still there.",
    "{C} shook {their} hands. Shake, shake! {C} shook {their} feet. Shake, shake! But the {feeling} feeling did not shake off.",
    '"Go away, feeling!" said {C}. The {feeling} feeling did not go away. Hmm. {C} needed some help.',
  ],
  "4-5": [
    "{C} tried to keep very, very busy, so the {feeling} feeling would get bored and leave. {C} hummed a loud song and counted {their} fingers twice. But when the song stopped, the feeling was still right there.",
    "First, {C} curled up small and hid {their} face. Maybe the {feeling} feeling couldn't find {Cobj} there. But it could. When {C} peeked out, it was still there, as big as before.",
    "\"I'm fine,\" {C} said, very loudly, to nobody at all. Saying it didn't make it true. The {feeling} feeling stayed right where it was, and {C} still didn't know what to do.",
  ],
  "6-7": [
    "At first, {C} didn't tell anyone, and waited for the {feeling} feeling to go away on its own, the way hiccups do. It didn't. It got comfortable and stayed. Keeping it secret, it turned out, made it heavier, not lighter.",
    "The quick fix came first: a big frown and a firm \"I don't care.\" But the {feeling} feeling knew better. Thinking very hard about something else didn't help either. Some things, it turned out, need more than trying hard.",
    "First, {C} tried being extra busy, so there was no room left for feeling {feeling}, and then going very quiet and hoping nobody would notice. Neither trick lasted. The feeling waited, the way feelings do.",
  ],
};

/** The first try alone for a story: one of the band's tellings, by `pick` (ages 8-10: `own`, the behavior's). */
export function firstTryFor(age: AgeBand, pick: number): string {
  if (age === "8-10") return FIRST_TRY[age];
  const all = [FIRST_TRY[age], ...FIRST_TRY_MORE[age]];
  return all[pick % all.length];
}

/** The first step as a child would say it in a sentence: "stomp three big stomps…" (not "Stomp…"). */
export function stepInSentence(step: string): string {
  // "Smell a pretend flower: one slow breath in" reads "smell a pretend flower, one slow breath in" inside a sentence.
  const s = step
    .trim()
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/[.!]$/, "")
    .replace(/:\s+/g, ", ");
  return /^(I\b|I'|[A-Z]{2})/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

/**
 * The "practice" story's plan scene: the plan remembered, and this time a smaller first step ({small}),
 * then the rest. Written for the age band; {step2} is the plan's second step.
 */
export const PRACTICE_SCENE: Record<AgeBand, string> = {
  "2-3":
    'Then {Hintro}, {Harrive}. "Remember {strategy}?" said {H}. {C} remembered. But it was a lot to do. {G} gave {Cobj} a hug. "This time, start small," said {G}. "Just one thing: {smallLower}." {C} did it. Just that. "Good," said {H}. "Now {step2Lower}." {C} did that too.',
  "4-5":
    'Just then, {Hintro}, {Harrive}. "Do you remember {strategy}?" asked {H}. {C} remembered, mostly. Lately it had felt like too much to remember all at once. "Then this time we start small," said {G}. "Just one little thing first: {smallLower}. That\'s all." {C} tried it, and it was small enough to do. "There," said {H}. "Now the next bit: {step2Lower}."',
  "6-7":
    'Just then, {Hintro}, {Harrive}. "You know {strategy}," {H} said. "But it\'s been hard to use lately, hasn\'t it?" It had. When the feeling was big, the whole plan seemed to vanish. "So this time," said {G}, "we start smaller. Just the first little bit: {smallLower}. Nothing else yet." {C} tried it. It was small enough to manage, even feeling {feeling}. "Good," said {H}. "Now the next step: {step2Lower}."',
  "8-10":
    'Just then, {Hintro}, {Harrive}. "You know {strategy} by heart," {H} said. "Knowing it isn\'t the hard part. Remembering it in the moment is." {C} had to admit that was true. Lately the plan had gone missing right when it was needed. "So we shrink the first step," said {G}. "Just this: {smallLower}. If that\'s all you manage, it still counts." {C} tried it. Small was doable, even feeling {feeling}. "Then," said {H}, "{step2Lower}. One thing at a time."',
};

/**
 * The grown-up noticing the plan, by name and to the child, for a story where they didn't teach it and
 * say nothing about it otherwise: before the ending's closing line. Quiet (bedtime endings are).
 */
export const GROWN_UP_NOTICES: Record<AgeBand, string> = {
  "2-3": '"You did {strategy}," said {G}, with a squeeze. "I saw you."',
  "4-5":
    '[["I saw you use {strategy}," {G} said softly. "That was not easy, and you did it."|"You used {strategy} today, and I saw the whole thing," {G} said softly.]]',
  "6-7":
    '[["You remembered {strategy} when it was hard," {G} said. "I\'m proud of you."|"I saw {strategy} in there today," {G} said. "Right in the middle of the hard part."]]',
  "8-10":
    '"I noticed you used {strategy} back there," {G} said, as if it were no big deal. [["That wasn\'t easy."|"Right when it counted, too."|"Most grown-ups can\'t do that."]]',
};

/** The line in the practice story's ending that says it started small. */
export const PRACTICE_ENDING_LINE: Record<AgeBand, string> = {
  "2-3": "Small steps count. {C} did one small step, then the next.",
  "4-5": "It had started with one small step, and one small step had been enough to begin.",
  "6-7": "It had started with one small step. That, {C} decided, was a perfectly good way to start.",
  "8-10": "It had started with the smallest possible step, which, {C} realized, was still a step.",
};

/**
 * The "you-did-it" story's plan scene: the child, who knows the plan, shows it to {A} (a sibling, the
 * episode's friend, or the helper) step by step, in the child's own words to them. {stepsSaid} is filled
 * with the steps as the child says them.
 */
export const SHOW_SCENE: Record<AgeBand, { open: string; close: string }> = {
  "2-3": {
    open: 'Then {C} remembered. {C} knew {strategy}! "Watch me, {A}," said {C}. "I know what to do."',
    close: '{A} watched. Then {A} tried it too. "You showed me!" said {A}. {C} felt big and proud.',
  },
  "4-5": {
    open: 'Then {C} remembered something. {C} knew {strategy}! {C} had practiced it lots. "{A}, watch," said {C}. "I\'ll show you how it goes."',
    close: '{A} copied every step. "That\'s a good plan," said {A}. {C} felt a warm, proud glow. Showing someone else was even better than doing it alone.',
  },
  "6-7": {
    open: 'Then {C} remembered: {C} knew {strategy}. {C} had used it so many times that it almost did itself. "{A}," said {C}, "want to see something that helps? I\'ll show you."',
    close:
      '{A} tried each step after {Cobj}, a bit wobbly at first. "Huh," said {A}. "That actually works." {C} felt a steady kind of proud. Teaching a plan, it turned out, was a way of remembering it twice.',
  },
  "8-10": {
    open: 'Then {C} remembered that {C} {was}, by now, something of an expert in {strategy}. "{A}," said {C}, "do you want the trick? It sounds too simple, but it works."',
    close:
      '{A} tried it, looking doubtful, then less doubtful. "Okay," {A} admitted. "That\'s not bad." {C} tried not to look smug and nearly managed it. Explaining the plan out loud had made it clearer than ever.',
  },
};

/** The steps as the child says them to someone else: Mia showed Leo, one step at a time. "First, stomp…" "Next, …" */
export function stepsSaid(steps: string[], age: AgeBand): string {
  return `{C} showed {A}, one step at a time. ${stepQuotes(steps, age)}`;
}

function stepQuotes(steps: string[], age: AgeBand): string {
  const lead = age === "2-3" ? ["First", "Then", "Then", "Last"] : ["First", "Next", "Then", "Last of all"];
  return steps
    .map((st, i) => {
      const word = i === steps.length - 1 && i > 0 ? lead[3] : lead[Math.min(i, 2)];
      // A quotation inside the child's words takes single marks: "First, say 'I'm waiting.'"
      return `"${word}, ${stepInSentence(st).replace(/["\u201C\u201D]/g, "'")}."`;
    })
    .join(" ");
}

/** Where a refrain belongs after it is taught: the strategy, practice, success and ending scenes. */
export const REFRAIN_BEATS: Beat[] = ["strategy", "practice", "success", "ending"];

/** A scene's text with the given line at its end (or before its closing sentence for the ending). */
export function withLine(spec: SceneSpec, age: AgeBand, text: string): SceneSpec {
  return { ...spec, text: { ...spec.text, [age]: text } };
}

/** A step's first word that says nothing on its own ("take", "say", "look"…): never taken as the step's name. */
const PLAIN_HEADS = new Set(
  "take say ask look go give put hold find pick count wait help tell notice listen think when before at one the a stop finish start".split(" "),
);

/** Words in a step that name nothing ("and", "your", "both"…). */
const STEP_FILLER = new Set("and the let into both your you with then for from what when all out off are its it's like".split(" "));

/**
 * The words that name a plan step this story does not teach (a 2-3 plan has two of the material's steps):
 * a step's own first word ("Squeeze and let go…"), when no taught step, the refrain or the plan's name
 * says it. A sentence naming one ("'I forgot the squeeze,' he croaked") is left out of the story.
 */
export function untaughtStepWords(strategy: { name: string; refrain: string; steps: string[] }, taught: string[]): RegExp | undefined {
  const words = (t: string) => t.toLowerCase().match(/[a-z]+/g) ?? [];
  const said = new Set(words([...taught, strategy.refrain, strategy.name].join(" ")));
  const heads = strategy.steps
    .filter((st) => !taught.includes(st))
    .map((st) => words(st)[0])
    .filter((w): w is string => !!w && !PLAIN_HEADS.has(w) && ![...said].some((s) => s.startsWith(w.slice(0, 5))));
  // "He had forgotten the job": the thing forgotten names a step this story didn't teach.
  const stepWords = [...new Set(strategy.steps.filter((st) => !taught.includes(st)).flatMap(words))].filter(
    (w) => w.length >= 3 && !said.has(w) && !PLAIN_HEADS.has(w) && !STEP_FILLER.has(w),
  );
  const parts = [
    ...(heads.length ? [`\\b(?:${heads.map((h) => h.slice(0, Math.max(4, h.length - 1))).join("|")})\\w*`] : []),
    ...(stepWords.length ? [`\\bforg(?:o|e)t(?:ten)? (?:the|my|your|his|her|their|to|about the) (?:${stepWords.join("|")})\\b`] : []),
  ];
  return parts.length ? new RegExp(parts.join("|"), "i") : undefined;
}
