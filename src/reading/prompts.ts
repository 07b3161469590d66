/**
 * Reading together (issue 29): for each scene of a story plan, one or two short prompts for the
 * grown-up to ask while reading — pointing and naming at 2–3, recall and "what would you do?" at 4–7,
 * why and what-if at 8–10 — and, once the story has taught its refrain, a pause for the child to
 * finish it. Built only from the plan's fields (beat, characters, place, props, feeling, strategy
 * and the scenes' words), so every engine's plan yields them. Pure and browser-safe.
 *
 * Never a question that puts the child on the spot about the behavior itself ("Why was Mia naughty?"):
 * the problem scene asks what is happening and how the character feels; the child's own life comes in
 * through the feeling, the helper and the plan.
 */
import { DRAWABLE_PROPS, situationPersonIn, type Beat, type Scene, type StoryPlan } from "../contracts/story-plan";

/** What a prompt asks the child to do (dialogic reading's kinds, in plain words). */
export type PromptKind = "point" | "recall" | "open" | "you" | "life" | "refrain";
export interface ReadingPrompt {
  kind: PromptKind;
  text: string;
}

export { READING_TIPS } from "./copy";

/** At most this many prompts a page. */
export const PROMPTS_PER_SCENE = 2;

type Stage = "toddler" | "young" | "older";
const stageOf = (ageBand: string): Stage => (ageBand === "2-3" ? "toddler" : ageBand === "8-10" ? "older" : "young");

// ---- the refrain ------------------------------------------------------------------------------

export interface Refrain {
  /** As first written in the story (quotes and surrounding punctuation trimmed). */
  text: string;
  /** The scene (index) where it is first said: it is "taught" there. */
  taughtIn: number;
  /** Every scene (index) whose words contain it. */
  scenes: number[];
}

/** A phrase's words for comparing (lower case, punctuation dropped, apostrophes kept). */
export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
const wordCount = (s: string) => (s ? s.split(" ").length : 0);

/** A scene's sentences (quotes and speech kept inside), split at . ! ? … and paragraph breaks. */
function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?…]["”’]?)\s+(?=["“‘]?[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Trim quotes, dashes and stray punctuation from a phrase's ends (keeping its own end stop). */
const tidy = (s: string) =>
  s
    .replace(/^[\s"“”‘’'—–-]+/, "")
    .replace(/[\s"“”‘’'—–-]+$/, "")
    .trim();

/**
 * The phrase the story keeps coming back to: a sentence, a run of up to three sentences, or the end of
 * a sentence after a comma ("…and say, I can do brave things"), of four words or more, said in two
 * scenes or more, from the helper's scene on. The one said in the most scenes (then the longest).
 */
export function findRefrain(plan: Pick<StoryPlan, "scenes" | "strategy">): Refrain | null {
  const firstHelp = plan.scenes.findIndex((s) => s.beat === "helper" || s.beat === "strategy");
  const from = firstHelp >= 0 ? firstHelp : 0;
  const seen = new Map<string, { text: string; scenes: Set<number> }>();
  plan.scenes.forEach((scene, i) => {
    const sentences = sentencesOf(scene.text);
    const candidates = new Map<string, string>();
    const add = (raw: string) => {
      const text = tidy(raw);
      const key = norm(text);
      if (wordCount(key) >= 4 && wordCount(key) <= 16 && !candidates.has(key)) candidates.set(key, text);
    };
    for (let a = 0; a < sentences.length; a++) {
      for (let n = 1; n <= 3 && a + n <= sentences.length; n++) add(sentences.slice(a, a + n).join(" "));
      // The end of a sentence after a comma (a line said inside a longer sentence).
      const s = sentences[a]!;
      for (let c = s.indexOf(","); c >= 0; c = s.indexOf(",", c + 1)) if (/^\s*["“]?\p{Lu}/u.test(s.slice(c + 1))) add(s.slice(c + 1));
    }
    for (const [key, text] of candidates) {
      const entry = seen.get(key) ?? { text, scenes: new Set<number>() };
      entry.scenes.add(i);
      seen.set(key, entry);
    }
  });
  const strategyWords = norm(`${plan.strategy.name} ${plan.strategy.steps.join(" ")}`);
  let best: { key: string; text: string; scenes: number[] } | null = null;
  for (const [key, { text, scenes }] of seen) {
    const list = [...scenes].sort((a, b) => a - b);
    // Three scenes or more; two only when the plan's own strategy says it (a line taught as a step).
    if (list[0]! < from || /["“”]/.test(text) || list.length < (strategyWords.includes(key) ? 2 : 3)) continue;
    if (!best || list.length > best.scenes.length || (list.length === best.scenes.length && wordCount(key) > wordCount(best.key)))
      best = { key, text, scenes: list };
  }
  if (!best) return null;
  const text = /[.!?…]$/.test(best.text) ? best.text : `${best.text}.`;
  return { text, taughtIn: best.scenes[0]!, scenes: best.scenes };
}

/** The refrain's start with its end left for the child: "Breathe slow, let go, …". */
export function refrainStart(refrain: string): string {
  const words = refrain.replace(/[.!?…]+$/, "").split(/\s+/);
  // A short line leaves its last word; a longer one its second half.
  const keep = words.length <= 5 ? Math.max(1, words.length - 1) : Math.ceil(words.length / 2);
  return `${words
    .slice(0, keep)
    .join(" ")
    .replace(/[.!?,;:]$/, "")} …`;
}

// ---- names, pronouns and things ---------------------------------------------------------------

interface Words {
  child: string;
  /** him / her / them */
  obj: string;
  /** his / her / their */
  poss: string;
  helper: string;
  /** "Hazel the bunny", or a person's name alone. */
  helperLabel: string;
  feeling: string;
  /** The feeling as an American child says it when asked about their own ("mad", not "cross"). */
  said: string;
  strategy: string;
  steps: string[];
}

const HUMAN_KINDS = new Set(["child", "baby", "grown-up", "grandma", "grandpa", "best friend", "friend", "cousin", "aunt", "uncle", "teacher"]);

/** A strategy's name inside a sentence: "the Storm Plan", "Busy Hands", "“Stop, Squeeze, Say”". */
export function strategyInSentence(name: string): string {
  const n = name.trim();
  return n.includes(",") ? `“${n}”` : n;
}

/** A step short enough to say aloud: a long one stops before its colon ("Before you start, choose your stop spot"). */
export function shortStep(step: string): string {
  const s = step.trim().replace(/[.!]+$/, "");
  const colon = s.indexOf(":");
  return s.length > 50 && colon >= 12 ? s.slice(0, colon) : s;
}

function wordsOf(plan: StoryPlan): Words {
  const p = plan.child.pronouns;
  const helper = plan.helper.name;
  const kind = plan.helper.kind.trim().toLowerCase();
  return {
    child: plan.child.name,
    obj: p === "he" ? "him" : p === "she" ? "her" : "them",
    poss: p === "he" ? "his" : p === "she" ? "her" : "their",
    helper,
    helperLabel: HUMAN_KINDS.has(kind) || helper.toLowerCase().includes(kind) ? helper : `${helper} the ${kind}`,
    feeling: plan.situation.feeling.trim().toLowerCase(),
    said: US_FEELINGS[plan.situation.feeling.trim().toLowerCase()] ?? plan.situation.feeling.trim().toLowerCase(),
    strategy: strategyInSentence(plan.strategy.name),
    steps: plan.strategy.steps.map(shortStep),
  };
}

const DRAWABLE = new Set<string>(DRAWABLE_PROPS);
/** Things asked for by a name an American child knows ("spade" is British; the bucket is on the page too). */
const US_THINGS: Record<string, string> = { "bucket and spade": "bucket" };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The words of a thing a page may name it by ("teddy bear": teddy, bear; "blocks": block). */
const nameWords = (prop: string) =>
  prop
    .split(/\s+/)
    .filter((x) => x.length >= 3 && !/^(toy|and|the)$/.test(x))
    .map((x) => x.replace(/s$/, ""));
/** Whether the page's words name the thing (only a thing the grown-up has just read is asked for). */
const mentions = (text: string, prop: string) => nameWords(prop).some((x) => new RegExp(`\\b${escapeRe(x)}(s|es)?\\b`, "i").test(text));

/**
 * Whose the thing is, by this page's words: "a fistful of Mom's coat" is Mom's, "her backpack" or
 * "Mia's backpack" the child's; otherwise nobody's ("the backpack"), so a grabbed toy is never called hers.
 */
function ownerOn(text: string, prop: string, w: Words): string | undefined {
  const names = nameWords(prop).map(escapeRe).join("|");
  if (!names) return undefined;
  const re = new RegExp(`(?:\\b(\\p{Lu}[\\p{L}-]*)['’]s|\\b(his|her|their)) (?:[a-z]+ )?(?:${names})(?:s|es)?\\b`, "gu");
  for (const m of text.matchAll(re)) {
    if (m[1]) return m[1];
    if (m[2] === w.poss) return w.child;
  }
  return undefined;
}

/**
 * A thing in the scene's picture that the page's words name, not asked for on an earlier page:
 * "Mia's teddy bear", "Mom's coat", "the cup". Marks it asked.
 */
function findable(scene: Scene, w: Words, asked: Set<string>): string | undefined {
  const props = scene.props
    .map((p) => p.trim().toLowerCase())
    .filter((p) => DRAWABLE.has(p) && !asked.has(p) && mentions(scene.text, p) && !/^(window|table|tv|clock|sink|toilet|vase|timer)$/.test(p));
  const prop = props.find((p) => ownerOn(scene.text, p, w)) ?? props[0];
  if (!prop) return undefined;
  asked.add(prop);
  const owner = ownerOn(scene.text, prop, w);
  const said = US_THINGS[prop] ?? prop;
  return owner ? `${owner}'s ${said}` : `the ${said}`;
}

/** British feeling words the stories may use, as asked about in US English ("a cross face" is a shape). */
const US_FEELINGS: Record<string, string> = { cross: "mad", cranky: "grumpy" };

/** Feelings a face can show ("Can you make a scared face?"); others are shown with the body. */
const FACE_FEELINGS =
  /^(scared|worried|sad|cross|mad|angry|nervous|frustrated|upset|grumpy|shy|furious|jealous|disappointed|happy|proud|surprised|cranky|anxious|embarrassed|lonely|annoyed)$/;

const sentence = (s: string) => (/[.!?…”"]$/.test(s) ? s : `${s}.`);

/** The other people in a scene besides the child (names the picture shows). */
const othersIn = (scene: Scene, w: Words) => scene.characters.filter((n) => n !== w.child);

/** Someone else caught up in the moment (a sibling, a friend, "the baby"), not the grown-up or the helper. */
function bystander(plan: StoryPlan, scene: Scene, w: Words): string | undefined {
  const named = scene.characters.find((n) => n !== w.child && n !== w.helper && n !== plan.grownUp.name);
  return named ?? situationPersonIn(plan, scene);
}

// ---- prompts by beat and age --------------------------------------------------------------------

/**
 * What a maker knows of the page: taught is whether the plan has been shown on an earlier page (a
 * stumble before it is the child trying alone, not "this time"); nth is how many earlier pages had
 * this beat since then (so a second stumble with the plan is asked differently from the first).
 */
type Maker = (ctx: {
  scene: Scene;
  index: number;
  w: Words;
  plan: StoryPlan;
  find: () => string | undefined;
  nth: number;
  taught: boolean;
}) => Array<ReadingPrompt | null | undefined | false | "">;
const P = (kind: PromptKind, text: string): ReadingPrompt => ({ kind, text });

const TODDLER: Record<Beat, Maker> = {
  opening: ({ w, find }) => {
    const thing = find();
    return [thing && P("point", `Can you find ${thing}?`), P("point", `Where is ${w.child}? Can you point to ${w.obj}?`)];
  },
  problem: ({ find }) => {
    const thing = find();
    return [P("open", "Uh-oh! What is happening here?"), thing && P("point", `Can you find ${thing}?`)];
  },
  feeling: ({ w }) => [
    P("recall", `How does ${w.child} feel?`),
    FACE_FEELINGS.test(w.feeling)
      ? P("you", `Can you make ${/^[aeiou]/i.test(w.said) ? "an" : "a"} ${w.said} face?`)
      : P("you", `Can you show me ${w.said}, like ${w.child}?`),
  ],
  helper: ({ w }) => [P("point", `Who came to help? Can you find ${w.helperLabel}?`)],
  strategy: ({ w }) => [P("you", `Can you do it too? ${sentence(w.steps[0]!)}`)],
  practice: ({ w }) => [P("you", `Let's try it together. ${sentence(w.steps[1] ?? w.steps[0]!)}`)],
  stumble: ({ w, nth, taught }) => [
    !taught
      ? P("you", `Oh dear! Can you give ${w.child} a pretend hug?`)
      : nth === 0
        ? P("open", `Oops! What can ${w.child} do now?`)
        : P("you", `Oops, again! Can you say “Try again, ${w.child}!”?`),
  ],
  success: ({ w }) => [P("you", `Hooray! Can you clap for ${w.child}?`)],
  celebration: ({ w }) => [P("you", `${w.child} feels proud! Can you show me a proud face?`)],
  echo: ({ w, find }) => {
    const thing = find();
    return [thing ? P("point", `Can you find ${thing}?`) : P("recall", `What does ${w.child} do this time?`)];
  },
  ending: ({ plan, w }) => [
    plan.behavior === "bedtime" ? P("you", `Can you whisper “Goodnight, ${w.child}”?`) : P("open", "Which page did you like best? Let's find it!"),
  ],
};

/** A step that has the child own up ("Say what really happened", "Tell the truth", "Say sorry"). */
const CONFESSING = /\b(really happened|the truth|true words|say sorry|what you did)\b/i;

const YOUNG: Record<Beat, Maker> = {
  opening: ({ scene, w }) => {
    const who = [w.child, ...othersIn(scene, w)];
    const names = who.length > 1 ? `${who.slice(0, -1).join(", ")} and ${who[who.length - 1]}` : w.child;
    return [P("open", `Where ${who.length > 1 ? "are" : "is"} ${names}? What do you think will happen?`)];
  },
  problem: ({ scene, w, plan }) => {
    const other = bystander(plan, scene, w);
    return [P("open", `What is happening? How do you think ${w.child} feels?`), other && P("open", `And how do you think ${other} feels?`)];
  },
  feeling: ({ w }) => [P("recall", `${w.child} feels ${w.feeling}. How can you tell?`), P("life", `What makes you feel ${w.said}?`)],
  helper: ({ w }) => [P("recall", `Who came to help ${w.child}?`), P("life", `Who helps you when you feel ${w.said}?`)],
  strategy: ({ w }) => [P("you", `Can you show me the first step? ${sentence(w.steps[0]!)}`), P("open", "Why do you think this plan helps?")],
  practice: ({ w }) => {
    const step = w.steps[1] ?? w.steps[0]!;
    // A step about owning up is practiced on something made up, never on the child's own doings.
    return [P("you", CONFESSING.test(step) ? `Let's practice with something pretend and silly. ${sentence(step)}` : `Let's practice too. ${sentence(step)}`)];
  },
  stumble: ({ w, nth, taught }) => [
    !taught
      ? P("open", `Uh-oh, that didn't work. What else could ${w.child} try?`)
      : nth === 0
        ? P("you", `This time it didn't quite work. What would you tell ${w.child}?`)
        : P("life", "Have you ever needed a few tries to get something right?"),
  ],
  success: ({ w }) => [P("recall", `What helped ${w.child} this time?`)],
  celebration: ({ w }) => [P("recall", `How does ${w.child} feel now?`), P("life", "When did you feel proud of yourself?")],
  echo: ({ w }) => [P("recall", `How does ${w.child} use ${w.strategy} this time?`)],
  ending: ({ w }) => [P("life", `When could you try ${w.strategy}?`)],
};

const OLDER: Record<Beat, Maker> = {
  opening: () => [P("open", "What do you think this story will be about? What clues are on this page?")],
  problem: ({ scene, w, plan }) => {
    const other = bystander(plan, scene, w);
    return [P("open", `What do you think is really going on for ${w.child} here?`), other && P("open", `What might ${other} be thinking right now?`)];
  },
  feeling: ({ w }) => [P("life", `Have you ever felt ${w.said} like that? Where did you feel it in your body?`)],
  helper: ({ w }) => [P("open", `What does ${w.helper} do that helps ${w.child} feel understood?`)],
  strategy: ({ w }) => [
    P("open", w.steps.length > 2 ? "Why do you think the steps come in this order?" : "Why might this plan work?"),
    P("you", "Which step would be hardest for you, and why?"),
  ],
  practice: () => [P("open", "Why do you think it helps to practice before the real moment?")],
  stumble: ({ w, nth, taught }) => [
    !taught
      ? P("open", `Why do you think trying hard on ${w.poss} own didn't work?`)
      : nth === 0
        ? P("you", `What got in the way this time? What advice would you give ${w.child}?`)
        : P("open", "Why do you think a new plan can take a few tries?"),
  ],
  success: ({ w }) => [P("recall", `What did ${w.child} do differently this time?`)],
  celebration: ({ w }) => [P("open", `How do you think ${w.child} feels right now, and why?`)],
  echo: ({ scene, w }) => [
    scene.characters.includes(w.helper)
      ? P("open", `What if ${w.helper} hadn't been there? Could ${w.child} still do it?`)
      : P("open", `${w.helper} isn't here this time. What helps ${w.child} do it alone?`),
  ],
  ending: ({ w }) => [
    P("you", `If you wrote the next chapter, where would ${w.child} use ${w.strategy} next?`),
    P("you", "What would you change to make the plan your own?"),
  ],
};

const BY_STAGE: Record<Stage, Record<Beat, Maker>> = { toddler: TODDLER, young: YOUNG, older: OLDER };

/**
 * One or two prompts for each scene of the plan (by index), for the child's age band. Once the story
 * has taught its refrain, a scene that says it again (ages 2–7) invites the child to finish it.
 */
export function readingPrompts(plan: StoryPlan, ageBand: string): ReadingPrompt[][] {
  const stage = stageOf(ageBand);
  const w = wordsOf(plan);
  const refrain = stage === "older" ? null : findRefrain(plan);
  const asked = new Set<string>();
  const taughtAt = plan.scenes.findIndex((s) => s.beat === "strategy");
  return plan.scenes.map((scene, index) => {
    const find = () => findable(scene, w, asked);
    const taught = taughtAt >= 0 && taughtAt < index;
    const nth = plan.scenes.slice(taught ? taughtAt + 1 : 0, index).filter((s) => s.beat === scene.beat).length;
    const made = BY_STAGE[stage][scene.beat]({ scene, index, w, plan, find, nth, taught }).filter((p): p is ReadingPrompt => !!p);
    if (refrain && index > refrain.taughtIn && refrain.scenes.includes(index)) {
      const finish = P("refrain", `Pause and let your child finish: “${refrainStart(refrain.text)}”`);
      // The refrain replaces the scene's second prompt (it is the one to do on this page).
      return [made[0], finish].filter((p): p is ReadingPrompt => !!p).slice(0, PROMPTS_PER_SCENE);
    }
    return made.slice(0, PROMPTS_PER_SCENE);
  });
}

/** Each scene's prompts as plain text (the book view's and the PDF's tips). */
export function sceneTips(plan: StoryPlan, ageBand: string): string[][] {
  return readingPrompts(plan, ageBand).map((page) => page.map((p) => p.text));
}
