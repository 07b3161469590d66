/**
 * The model's own name for the child (issue 23, item 7): a model asked for "Maya" sometimes plans
 * "Mia", or calls her "the little girl", in the title, the scene summaries and the talk-about
 * questions. The plan is forced to the request's child; these helpers find the other name so it is
 * replaced there too (llm.ts validateSkeleton), and named in a rewrite's feedback (rewrite-feedback.ts).
 */

/** Optimal string alignment distance (a swap of two letters counts once). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Capitalized words that are never a child's name, however close to one ("Mama" for Maya). */
const NOT_A_NAME = new Set(
  (
    "mama mamma mommy mummy mom mum mother dad daddy papa father nana nanna granny grandma grandpa gran grandad auntie aunt uncle " +
    "baby sister brother miss mister mr mrs ms dr may june july april march august monday tuesday wednesday thursday friday saturday sunday " +
    "the and but then when what where why how who this that there they she he her his its our your maybe many make made more most much"
  ).split(" "),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `name` as a whole word (or phrase), any case for a phrase ("the little girl"), as written for a name. */
export function nameWord(name: string): RegExp {
  const phrase = /\s/.test(name.trim()) || name === name.toLowerCase();
  return new RegExp(`(?<![\\p{L}])${escape(name.trim())}(?![\\p{L}])`, phrase ? "giu" : "gu");
}

/**
 * Names close to the child's ("Mia", "Maia" for Maya) used as a name in `texts`: capitalized, not
 * the child's own, not a `known` name (the grown-up, the helper, the others), never written in lower
 * case there, at most a letter longer or shorter, and used as a name at least once (inside a sentence,
 * as "Mia's", or in `characters`). Names of three letters are left alone (too many words are near them).
 */
export function nearMissNames(texts: string[], childName: string, known: string[] = [], characters: string[] = []): string[] {
  const child = childName.trim();
  const lowerChild = child.toLowerCase();
  // A name of three letters has too many words one letter away ("Sam": Say, Sat): only a declared name is fixed.
  if (!child || /\s/.test(child) || child.length < 4) return [];
  const all = texts.join("\n");
  const knownLower = new Set(known.flatMap((k) => k.toLowerCase().split(/\s+/)));
  const near = (w: string) => {
    const l = w.toLowerCase();
    if (l === lowerChild || knownLower.has(l) || NOT_A_NAME.has(l)) return false;
    if (l[0] !== lowerChild[0] || Math.abs(l.length - lowerChild.length) > 1) return false;
    if (new RegExp(`(?<![\\p{L}])${escape(l)}(?![\\p{L}])`, "u").test(all)) return false; // "make" in lower case: a word
    return distance(l, lowerChild) <= (lowerChild.length >= 4 ? 2 : 1);
  };
  const found = new Set<string>();
  for (const c of characters) if (near(c.trim())) found.add(c.trim());
  for (const text of texts) {
    // Not part of a name made of capitalized words or hyphens ("My Turn, Your Turn", "Say-It-Back",
    // "Doctor Lin", a title's "Finn Finds the…").
    for (const m of text.matchAll(/(?<!\p{Lu}[\p{L}.]* )(?<![\p{L}-])\p{Lu}\p{Ll}+(?:'s|’s)?(?![\p{L}-])(?! \p{Lu})/gu)) {
      const word = m[0].replace(/['’]s$/, "");
      if (!near(word)) continue;
      const before = text.slice(0, m.index).trimEnd();
      const midSentence = before.length > 0 && !/[.!?:"“]$/.test(before);
      if (midSentence || m[0] !== word) found.add(word);
    }
  }
  return [...found];
}

/** `text` with every `from` (a name, or a phrase such as "the little girl") replaced by `to`. */
export function replaceName(text: string, from: string, to: string): string {
  return text.replace(nameWord(from), to);
}
