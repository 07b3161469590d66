/**
 * How different "write another" is for a custom situation (issue 22, item 4), measured on the
 * story text as a parent reads it. Definitions (also in scripts/eval-variety.ts):
 *
 * - A sentence: the story's text split at paragraph breaks and after . ! ? (a closing quote stays
 *   with its sentence); then lower-cased, every name of the plan (child, grown-up, helper and its
 *   first word, others) replaced by one token, quotes and punctuation dropped, whitespace collapsed.
 *   Sentences of fewer than MIN_WORDS words ("Whee!", "Okay.", "Yes, please.") are left out: any two
 *   stories share those. Each story's sentences are a set (a repeated refrain counts once).
 * - Pair share (A, B): sentences of A also in B, over A's sentences. "Write another" four times:
 *   the worst ordered pair among the four.
 * - Longer sentences: ≥ LONG_WORDS words after the names are replaced. Cross-input share: over all
 *   inputs, of each input's longer sentences (all its stories together, as a set), the share that
 *   also appear in the stories of another input.
 */
import { createStoryEngine, writeStory, type WrittenStory } from "../../index";
import type { AgeBand, ThemeId } from "../../../contracts/catalog";
import type { StoryPlan } from "../../../contracts/story-plan";
import { hashString } from "../../../lib/rng";

/** Ten custom inputs the reader understands, from both fixture files, over nine frames (scripts/eval-variety.ts, tests). */
export const VARIETY_INPUTS = [
  "she screams and kicks when it is time to get out of the swimming pool",
  "my 3 yr old hits the baby when shes tired",
  "he is scared of the dog next door and wont go in the yard",
  "refuses to wear his coat or shoes when we need to leave for school",
  "keeps sneaking the ipad into bed at night",
  "runs away from me in the parking lot at the grocery store",
  "cries every morning at school drop off and wont let go of my leg",
  "bites other kids at daycare when they take her toys",
  "gets really jealous when his little sister gets attention",
  "won't poop on the potty, only in a diaper",
];

export const MIN_WORDS = 3;
export const LONG_WORDS = 8;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The plan's names, longest first (so "Pip the owl" goes before "Pip"). */
export function planNames(plan: Pick<StoryPlan, "child" | "grownUp" | "helper" | "others">): string[] {
  const names = [plan.child.name, plan.grownUp.name, plan.helper.name, plan.helper.name.split(" ")[0], ...(plan.others ?? []).map((o) => o.name)];
  return [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 2))].sort((a, b) => b.length - a.length);
}

/** The story's sentences, normalized (see the header), with their word counts. */
export function storySentences(text: string, names: string[] = []): string[] {
  const nameRe = names.length ? new RegExp(`\\b(${names.map(escape).join("|")})\\b`, "gi") : null;
  return text
    .split(/\n\s*\n/)
    .flatMap((p) =>
      p
        .replace(/\s+/g, " ")
        .trim()
        .split(/(?<=[.!?…]["”’]?)\s+/),
    )
    .map((s) =>
      (nameRe ? s.replace(nameRe, "NAME") : s)
        .toLowerCase()
        .replace(/[’‘]/g, "'")
        .replace(/["“”,.;:!?…()—–-]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((s) => s.split(" ").length >= MIN_WORDS);
}

const words = (s: string) => s.split(" ").length;

/** Sentences of A also in B, over A's sentences (as sets). */
export function pairShare(a: string[], b: string[]): number {
  const A = new Set(a);
  const B = new Set(b);
  if (A.size === 0) return 0;
  let n = 0;
  for (const s of A) if (B.has(s)) n++;
  return n / A.size;
}

/** The worst ordered pair's share among a series of stories (sentence lists). */
export function worstPair(stories: string[][]): { share: number; a: number; b: number } {
  let worst = { share: 0, a: 0, b: 0 };
  for (let a = 0; a < stories.length; a++)
    for (let b = 0; b < stories.length; b++) {
      if (a === b) continue;
      const share = pairShare(stories[a], stories[b]);
      if (share > worst.share) worst = { share, a, b };
    }
  return worst;
}

/** Of each input's longer sentences, those also in another input's stories; and the most shared. */
export function crossInput(inputs: string[][][]): {
  share: number;
  shared: number;
  total: number;
  perInput: number[];
  top: Array<{ sentence: string; inputs: number }>;
} {
  const sets = inputs.map((stories) => new Set(stories.flat().filter((s) => words(s) >= LONG_WORDS)));
  const inputsWith = new Map<string, number>();
  for (const set of sets) for (const s of set) inputsWith.set(s, (inputsWith.get(s) ?? 0) + 1);
  let shared = 0;
  let total = 0;
  const perInput = sets.map((set) => {
    let n = 0;
    for (const s of set) if ((inputsWith.get(s) ?? 0) > 1) n++;
    shared += n;
    total += set.size;
    return set.size ? n / set.size : 0;
  });
  const top = [...inputsWith.entries()]
    .filter(([, n]) => n > 1)
    .sort((a, b) => b[1] - a[1])
    .map(([sentence, n]) => ({ sentence, inputs: n }));
  return { share: total ? shared / total : 0, shared, total, perInput, top };
}

export interface SeriesOptions {
  childName?: string;
  childAge?: AgeBand;
  theme?: ThemeId;
  /** Any number: the series' seeds are drawn from it and the input. */
  seed?: number;
  count?: number;
}

/**
 * "Write another" `count` times for one custom situation, the way the app does it: each story a
 * fresh seed (src/stories/create.ts draws a random one), with the episodes of this child's earlier
 * stories passed as previousEpisodes (most recent first), through writeStory with the local engine.
 */
export async function writeAnotherSeries(customBehavior: string, options: SeriesOptions = {}): Promise<WrittenStory[]> {
  const engine = createStoryEngine({ provider: "local" });
  const out: WrittenStory[] = [];
  const previous: string[] = [];
  for (let k = 0; k < (options.count ?? 4); k++) {
    const seed = hashString(`${options.seed ?? 1}|${customBehavior}|${k}`) % 2 ** 31;
    const story = await writeStory(engine, {
      childName: options.childName ?? "Sam",
      childAge: options.childAge ?? "4-5",
      behavior: "custom",
      theme: options.theme ?? "animals",
      customBehavior,
      seed,
      previousEpisodes: previous.length ? [...previous] : undefined,
    });
    if (story.plan.episode) previous.unshift(story.plan.episode);
    out.push(story);
  }
  return out;
}

/** A written story's normalized sentences. */
export function writtenSentences(story: Pick<WrittenStory, "content" | "plan">): string[] {
  return storySentences(story.content, planNames(story.plan));
}
