import type { AgeBand } from "../../content/catalog";
import type { ComposedStory, StoryRequest } from "../types";
import { checkStory } from "../quality";
import { screenCustomBehavior } from "../screen";
import { BEHAVIOR_DATA } from "./behaviors";
import { childFriendlySituation } from "./custom";
import {
  AFTER_FAIL,
  ENDING,
  ENDING_SLEEPY,
  FEELING,
  FILLER,
  HELPER_ARRIVES,
  HELPER_PRESENT,
  NOTICE,
  OPENING,
  PRAISE,
  ACTIVITY,
  HELPER_STORY,
  PRACTICE,
  REFLECT,
  REFLECT_LITTLE,
  TELLING,
  TEACH_OTHER,
  TEACH_INTRO,
  WORKED,
  type Register,
} from "./frames";
import { createRng, hashString, pick, shuffle, type Rng } from "./rng";
import { THEME_DATA, type Helper } from "./themes";
import { LENGTH_TARGETS } from "../quality";

/** A sentence (or a short run of sentences) in the story plan. */
interface Unit {
  text: string;
  optional: boolean;
}

const SIBLINGS: Array<[string, string]> = [
  ["little Bo", "Bo"],
  ["baby Kit", "Kit"],
  ["little Jojo", "Jojo"],
  ["baby Ari", "Ari"],
];

const PEER_MARK = "\u0001";

function registerFor(age: AgeBand): Register {
  return age === "2-3" || age === "4-5" ? "little" : "big";
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function sentenceCount(text: string): number {
  return Math.max(1, (text.match(/[.!?]+["”]?(\s|$)/g) ?? []).length);
}

function capitalizeSentences(text: string): string {
  return text
    .replace(/^(["“]?)(\p{Ll})/u, (_m, q: string, c: string) => q + c.toUpperCase())
    .replace(/([.!?]\s+)(["“]?)(\p{Ll})/gu, (_m, end: string, q: string, c: string) => end + q + c.toUpperCase());
}

function titleCase(text: string): string {
  const small = new Set(["a", "an", "the", "and", "of", "to", "with", "for", "in", "on"]);
  return text
    .split(" ")
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

function peerShort(peer: string): string {
  const named = peer.match(/ named (\S+)$/);
  if (named) return named[1];
  if (peer.includes(" the ")) return peer.split(" the ")[0];
  if (peer.includes(" from ")) return peer.split(" from ")[0];
  return peer.replace(/^little /, "");
}

interface Cast {
  name: string;
  helper: Helper;
  values: Record<string, string>;
}

function fill(template: string, cast: Cast, rng: Rng): string {
  let out = template;
  for (let pass = 0; pass < 3 && out.includes("{"); pass++) {
    out = out.replace(/\{(\w+)\}/g, (m, key: string) => {
      if (key === "tag") return pick(rng, cast.helper.tags);
      if (key === "arrive") return pick(rng, cast.helper.arrive);
      const v = cast.values[key];
      return v === undefined ? m : v;
    });
  }
  return out;
}

/** Writes one story; `attempt` re-rolls deterministically if a draft misses the quality bar. */
function composeDraft(req: StoryRequest, attempt: number): ComposedStory {
  const name = req.childName.trim();
  const age = req.childAge;
  const reg = registerFor(age);
  const toddler = age === "2-3";
  const rng = createRng(
    hashString(`${req.seed}|${attempt}|${name}|${req.behavior}|${req.theme}|${age}|${req.customBehavior ?? ""}`),
  );
  const theme = THEME_DATA[req.theme];
  const behavior = BEHAVIOR_DATA[req.behavior];
  const notChild = (n: string) => !n.toLowerCase().split(/[ ,]/).includes(name.toLowerCase());

  // Helper and setting rotate with the seed, so "write another" always meets someone new.
  const comboHash = hashString(`${name}|${req.behavior}|${req.theme}|${age}`);
  const seedStep = Math.abs(Math.trunc(req.seed)) % 1_000_000;
  const world = theme.worlds[(comboHash + seedStep) % theme.worlds.length];
  const helperPool = theme.helpers.filter((h) => notChild(h.name));
  const helpers = helperPool.length ? helperPool : theme.helpers;
  const helper = helpers[((comboHash >>> 8) + seedStep) % helpers.length];
  /** The behavior's scenes rotate with the seed too (each beat from its own starting point). */
  const rotate = <T,>(slot: string, items: readonly T[]): T =>
    items[(hashString(`${slot}|${comboHash}`) + seedStep) % items.length];
  const toy = pick(rng, theme.toys);
  const peer = pick(rng, theme.peers.filter(notChild).length ? theme.peers.filter(notChild) : theme.peers);
  const sib = pick(rng, SIBLINGS.filter(([, s]) => notChild(s)));
  const worldIndex = theme.worlds.indexOf(world);

  let custom = "something that felt tricky";
  if (req.behavior === "custom") {
    const screened = screenCustomBehavior(req.customBehavior);
    if (screened.ok) custom = childFriendlySituation(screened.text, name);
  }

  const pro = helper.pronoun;
  const intro = helper.intro.replace(/\{name\}/g, name);
  const values: Record<string, string> = {
    name,
    H: helper.name,
    Hfull: helper.full,
    Hintro: intro,
    HintroMid: intro.includes(", ") ? `${intro},` : intro,
    hs: pro,
    ho: pro === "she" ? "her" : "him",
    hp: pro === "she" ? "her" : "his",
    home: world.home,
    play: world.play,
    out: world.out,
    school: world.school,
    toy: `the ${toy.replace(/^an? /, "")}`,
    aToy: toy,
    snack: pick(rng, theme.snacks),
    peer: PEER_MARK,
    peerShort: PEER_MARK,
    cuddly: pick(rng, theme.cuddlies).replace(/^an? /, "the "),
    sib: sib[0],
    sibShort: sib[1],
    feel: reg === "little" ? behavior.feel[0] : behavior.feel[1],
    strat: behavior.strategy.name,
    Strat: behavior.strategy.name.charAt(0).toUpperCase() + behavior.strategy.name.slice(1),
    refrain: behavior.strategy.refrain,
    place: theme.place[worldIndex] ?? theme.place[0],
    custom,
    praise: pick(rng, behavior.praise),
  };
  values.lesson = pick(rng, behavior.lesson);
  const cast: Cast = { name, helper, values };

  // Pools drawn without repeats.
  const pools: Record<string, string[]> = {
    img: shuffle(rng, world.imagery),
    night: shuffle(rng, world.night),
    trait: shuffle(rng, helper.traits),
    body: shuffle(rng, behavior.body.map((b) => b.replace(/^\?/, ""))),
  };
  const draw = (key: string): string | null => pools[key].shift() ?? null;

  /** Parses unit prefixes and tokens into units for this age band. */
  const units = (raw: string[]): Unit[] => {
    const out: Unit[] = [];
    for (const r of raw) {
      let text = r;
      let optional = false;
      if (text.startsWith("^")) {
        if (!toddler) continue;
        text = text.slice(1);
      } else if (text.startsWith("+")) {
        // Richer sentences: optional from age 4.
        if (toddler) continue;
        optional = true;
        text = text.slice(1);
      } else if (text.startsWith("?")) {
        optional = true;
        text = text.slice(1);
      }
      if (text.includes(" | ")) text = pick(rng, text.split(" | "));
      if (text.startsWith("@")) {
        const token = text.slice(1);
        let expanded: string | null;
        if (token === "refrain") expanded = values.refrain;
        else if (token === "worked") expanded = pick(rng, WORKED);
        else expanded = draw(token);
        if (!expanded) continue;
        text = expanded;
      }
      const filled = fill(text, cast, rng);
      // Toddler stories keep optional sentences short so the average stays low.
      if (toddler && optional && countWords(filled) / sentenceCount(filled) > 8) continue;
      out.push({ text: filled, optional });
    }
    return out;
  };

  const trigger = rotate("trigger", behavior.trigger);
  const bodyMentionsHelper = behavior.body.some((b) => b.includes("{H}"));
  const helperPresent = trigger.some((t) => t.includes("{H}")) || bodyMentionsHelper || rng() < 0.5;

  const paragraphs: Unit[][] = [];
  paragraphs.push(units(pick(rng, OPENING[reg])));
  if (helperPresent) paragraphs.push(units(pick(rng, HELPER_PRESENT[reg])));
  paragraphs.push(units(pick(rng, ACTIVITY[reg])));
  paragraphs.push(units(trigger));
  paragraphs.push(units(pick(rng, FEELING[reg])));
  if (helperPresent) {
    paragraphs.push(units([...pick(rng, NOTICE[reg]), ...rotate("why", behavior.why)]));
  } else {
    paragraphs.push(units(pick(rng, HELPER_ARRIVES[reg])));
    paragraphs.push(units(rotate("why", behavior.why)));
  }
  paragraphs.push(units(pick(rng, HELPER_STORY[reg])));
  paragraphs.push(units([...pick(rng, TEACH_INTRO[reg]), ...rotate("teach", behavior.teach), "^@refrain"]));
  paragraphs.push(units(pick(rng, PRACTICE[reg])));
  paragraphs.push(units([...rotate("fail", behavior.fail), ...pick(rng, AFTER_FAIL[reg])]));
  paragraphs.push(units([...rotate("success", behavior.success), "^@refrain", "^Can {name} do it? Yes, {name} can!"]));
  paragraphs.push(units(pick(rng, PRAISE[reg])));
  if (reg === "big") paragraphs.push(units(pick(rng, REFLECT)));
  if (age === "4-5") paragraphs.push(units(pick(rng, REFLECT_LITTLE)));
  const laterStart = rotate("later", behavior.later.map((_, i) => i));
  const laterScenes = [...behavior.later.slice(laterStart), ...behavior.later.slice(0, laterStart)].slice(0, age === "8-10" || age === "4-5" ? 2 : 1);
  for (const scene of laterScenes) {
    const later = units(scene);
    if (toddler) for (const u of later) u.optional = true;
    paragraphs.push(later);
  }
  paragraphs.push(units(pick(rng, TEACH_OTHER[reg])));
  if (reg === "little") {
    const telling = units(pick(rng, TELLING));
    if (toddler) for (const u of telling) u.optional = true;
    paragraphs.push(telling);
  }
  const ending = pick(rng, behavior.calmEnding ? ENDING_SLEEPY[reg] : ENDING[reg]);
  paragraphs.push(units(toddler ? ["^{name} remembered: {refrain}", ...ending] : ending));

  fitLength(paragraphs, age, rng, (raw) => units(raw));

  const text = paragraphs
    .map((p) => p.filter((u) => !u.optional).map((u) => u.text).join(" "))
    .filter((p) => p.trim().length > 0)
    .map(capitalizeSentences)
    .join("\n\n");
  let peerSeen = false;
  const finalText = text.replace(new RegExp(PEER_MARK, "g"), () => {
    if (peerSeen) return peerShort(peer);
    peerSeen = true;
    return peer;
  });

  const titleTemplate =
    rng() < 0.7 ? pick(rng, behavior.titles) : pick(rng, ["{name} and {Hfull}", "{Hfull} and {name}", "{name}'s Day with {Hfull}"]);
  const title = titleCase(fill(titleTemplate, cast, rng).replace(/\{\w+\}/g, ""));
  return { title, text: capitalizeSentences(finalText) };
}

/**
 * Chooses which optional units to keep so the story lands inside the age band's word range.
 * Kept units are marked `optional: false`; dropped ones stay optional and are not rendered.
 */
function fitLength(paragraphs: Unit[][], age: AgeBand, rng: Rng, units: (raw: string[]) => Unit[]): void {
  const { minWords, maxWords } = LENGTH_TARGETS[age];
  const target = Math.round(minWords + (maxWords - minWords) * (0.35 + rng() * 0.3));
  const required = () =>
    paragraphs.reduce((n, p) => n + p.filter((u) => !u.optional).reduce((m, u) => m + countWords(u.text), 0), 0);
  let words = required();
  const optional = shuffle(
    rng,
    paragraphs.flatMap((p) => p.filter((u) => u.optional)),
  );
  for (const u of optional) {
    const w = countWords(u.text);
    if (words + w <= target) {
      u.optional = false;
      words += w;
    }
  }
  // Still short: add describing filler to the middle paragraphs (never the first or the last).
  const reg = registerFor(age);
  const filler = shuffle(rng, FILLER[reg]);
  while (words < minWords + 10 && filler.length) {
    const [u] = units([filler.shift()!]);
    if (!u) continue;
    const idx = 1 + Math.floor(rng() * (paragraphs.length - 2));
    paragraphs[idx].push({ text: u.text, optional: false });
    words += countWords(u.text);
  }
}

/**
 * The local composer: writes a complete story for any behavior, theme and age band, offline.
 * The same request always gives the same story; another seed gives a different telling.
 */
export function composeStory(req: StoryRequest): ComposedStory {
  let best: ComposedStory | null = null;
  let bestScore = -1;
  for (let attempt = 0; attempt < 8; attempt++) {
    const draft = composeDraft(req, attempt);
    const report = checkStory(draft, req);
    if (report.passed) return draft;
    if (report.score > bestScore) {
      best = draft;
      bestScore = report.score;
    }
  }
  return best!;
}
