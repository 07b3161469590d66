/**
 * The local engine's planner: chooses an episode (a different one for "write another"), casts the
 * child as the parent described them, the theme's helper and world, renders every scene for the
 * age band, and fits the length with whole optional scenes. Returns the StoryPlan every downstream
 * part renders from.
 */
import type { AgeBand } from "../../content/catalog";
import {
  DEFAULT_GROWN_UP_NAME,
  TIMES,
  type Beat,
  type Pronouns,
  type Scene,
  type StoryPlan,
} from "../../contracts/story-plan";
import { LENGTH_TARGETS } from "../quality";
import type { StoryRequest } from "../types";
import type { BehaviorStory, Episode, SceneSpec } from "./episode-types";
import { createRenderState, renderParagraph, type RenderCast } from "./render";
import { createRng, hashString, type Rng } from "../../lib/rng";
import { CUDDLIES, OTHER_NAMES, THEME_SETTINGS } from "./world";

export interface PlannedStory {
  plan: StoryPlan;
  /** The episode written (kept with the story so "write another" can choose a different one). */
  episodeId: string;
}

const OPTIONAL_BEATS = ["practice", "celebration", "echo"] as const;

function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function titleCase(text: string): string {
  const small = new Set(["a", "an", "the", "and", "of", "to", "with", "for", "in", "on", "at"]);
  return text
    .split(" ")
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

function sameWord(a: string, b: string): boolean {
  const words = (s: string) => s.toLowerCase().split(/[\s.'-]+/).filter(Boolean);
  const wa = words(a);
  return words(b).some((w) => wa.includes(w));
}

/** Chooses the episode: the first from a seeded start that this child has not had lately. */
export function chooseEpisode(story: BehaviorStory, req: StoryRequest, comboHash: number): { episode: Episode; index: number } {
  const n = story.episodes.length;
  const start = (comboHash + Math.abs(Math.trunc(req.seed))) % n;
  const recent = req.previousEpisodes ?? [];
  for (let k = 0; k < n; k++) {
    const index = (start + k) % n;
    if (!recent.includes(story.episodes[index].id)) return { episode: story.episodes[index], index };
  }
  // All written lately: the one written longest ago.
  let best = start;
  let bestAge = -1;
  story.episodes.forEach((e, i) => {
    const age = recent.indexOf(e.id);
    if (age > bestAge) {
      bestAge = age;
      best = i;
    }
  });
  return { episode: story.episodes[best], index: best };
}

interface Draft {
  beat: Beat;
  spec: SceneSpec;
  /** Episode scenes carry their own place/time/props; behavior scenes inherit the moment's. */
  fromEpisode: boolean;
}

function tokensIn(template: string): { grownUp: boolean; helper: boolean; other: boolean } {
  return {
    grownUp: onStage(template, /\{G('s)?\}/),
    helper: onStage(template, /\{(H|H's|Hfull|Hintro|Harrive|hs)\}/),
    other: onStage(template, /\{(O|O's|os)\}/),
  };
}

/** Words that say a character is not (or no longer) in the scene: "After {H} had gone home". */
const OFF_STAGE = /\b(went home|gone home|had gone|had left|has left|was gone|waved goodbye|flew (away|off|home)|wasn't there|was not there)\b/i;
/** "She remembered Hazel's game": the character is in someone's head, not in the room. */
const REMEMBERED = /\b(remembered|thought of|thought about|imagined|pictured)\b/i;

/**
 * A character is in the picture when the scene names them in a sentence that doesn't send them away
 * (or merely remember them): "Hazel went home. Mia lay in bed." draws Mia alone.
 */
function onStage(template: string, token: RegExp): boolean {
  const sentences = template.split(/(?<=[.!?]["\u201D]?)\s+/).filter((s) => token.test(s));
  return sentences.some((s) => {
    if (OFF_STAGE.test(s)) return false;
    const verb = REMEMBERED.exec(s);
    return !(verb && s.search(token) > verb.index);
  });
}

/** Props the text names (a prop is named when its first word appears in the paragraph). */
function namedProps(props: string[], text: string): string[] {
  const lower = text.toLowerCase();
  return props.filter((p) => {
    const head = p.toLowerCase().replace(/^(the|a|an) /, "");
    const word = head.split(" ")[0].replace(/'s$/, "");
    return new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(lower);
  });
}

export function planLocalStory(story: BehaviorStory, req: StoryRequest, attempt = 0): PlannedStory {
  const name = req.childName.trim();
  const age: AgeBand = req.childAge;
  const pronouns: Pronouns = req.pronouns ?? "they";
  const grownUp = req.grownUpName?.trim() || DEFAULT_GROWN_UP_NAME;
  const comboHash = hashString(`${name}|${req.behavior}|${req.theme}|${age}`);
  const seedStep = Math.abs(Math.trunc(req.seed)) % 1_000_000;
  const rng: Rng = createRng(hashString(`${req.seed}|${attempt}|${comboHash}`));
  const { episode, index: episodeIndex } = chooseEpisode(story, req, comboHash);

  const setting = THEME_SETTINGS[req.theme];
  const helpers = setting.helpers.filter((h) => !sameWord(h.name, name) && !sameWord(h.name, grownUp));
  const helperData = (helpers.length ? helpers : setting.helpers)[((comboHash >>> 8) + seedStep + attempt) % (helpers.length || setting.helpers.length)];
  const world = setting.worlds[((comboHash >>> 4) + seedStep) % setting.worlds.length];

  let other: RenderCast["other"];
  if (episode.other) {
    // A "little brother" is a he and a "baby sister" a she; neutral roles take any name.
    const gendered = /\b(brother|boy|son|nephew)\b/i.test(episode.other.role) ? "he" : /\b(sister|girl|daughter|niece)\b/i.test(episode.other.role) ? "she" : null;
    const pool = OTHER_NAMES[episode.other.kind].filter(
      (o) => !sameWord(o.name, name) && !sameWord(o.name, helperData.name) && !sameWord(o.name, grownUp) && (!gendered || o.pronouns === gendered),
    );
    const o = pool[(comboHash + seedStep) % pool.length];
    other = { name: o.name, pronouns: o.pronouns, role: episode.other.role };
  }

  const little = age === "2-3" || age === "4-5";
  const feeling = episode.feeling[little ? 0 : 1];
  const values: Record<string, string> = {
    P: `the ${episode.place}`,
    moment: episode.moment,
    feeling,
    strategy: story.strategy.name,
    refrain: story.strategy.refrain,
    home: world.home,
    town: world.town,
    world: world.world,
    cuddly: CUDDLIES[(comboHash >>> 3) % CUDDLIES.length],
    theCuddly: CUDDLIES[(comboHash >>> 3) % CUDDLIES.length].replace(/^an? /, "the "),
    object: episode.object ?? "",
    person: episode.person ?? "",
    trigger: episode.trigger ?? "",
  };
  story.strategy.steps.forEach((s, i) => (values[`step${i + 1}`] = s));

  const cast: RenderCast = {
    child: { name, pronouns },
    grownUp,
    helper: {
      name: helperData.name,
      pronouns: helperData.pronouns,
      kind: helperData.label ?? helperData.kind,
      full: helperData.full,
      intro: helperData.intro.replace(/\{name's\}/g, `${name}'s`),
      first: (helperData.first ?? helperData.full).replace(/\{name's\}/g, `${name}'s`),
      arrive: helperData.arrive,
    },
    other,
    values,
  };

  // The behavior's own scenes have alternatives. "Write another" (k stories written before for this
  // child and behavior) steps them so that consecutive stories differ in as many of them as possible:
  // the helper and celebration scenes change every story, the strategy and practice every other one.
  const k = (req.previousEpisodes?.length ?? 0) + attempt;
  const variant = <T,>(list: T[], step: number, salt: number): T => list[(step + ((comboHash >>> salt) & 7)) % list.length];
  const drafts: Draft[] = [
    { beat: "opening", spec: episode.scenes.opening, fromEpisode: true },
    { beat: "problem", spec: episode.scenes.problem, fromEpisode: true },
    { beat: "feeling", spec: episode.scenes.feeling, fromEpisode: true },
    { beat: "helper", spec: variant(story.scenes.helper, k, 3), fromEpisode: false },
    { beat: "strategy", spec: variant(story.scenes.strategy, Math.floor(k / 2), 6), fromEpisode: false },
    { beat: "practice", spec: variant(story.scenes.practice, Math.floor(k / 2) + 1, 9), fromEpisode: false },
    { beat: "stumble", spec: episode.scenes.stumble, fromEpisode: true },
    { beat: "success", spec: episode.scenes.success, fromEpisode: true },
    { beat: "celebration", spec: variant(story.scenes.celebration, k + 1, 12), fromEpisode: false },
    { beat: "echo", spec: episode.scenes.echo, fromEpisode: true },
    { beat: "ending", spec: episode.scenes.ending, fromEpisode: true },
  ];

  // Length: whole optional scenes only. Measure each scene once, choose the subset that lands in
  // the band's range nearest its middle, then render for real (the name budget depends on order).
  const target = LENGTH_TARGETS[age];
  const middle = (target.minWords + target.maxWords) / 2;
  const sceneRng = (d: Draft) => createRng(hashString(`${req.seed}|${attempt}|${d.beat}`));
  const drafted = drafts.map((d) => renderParagraph(d.spec.text[age], cast, sceneRng(d), createRenderState()));
  const words = drafted.map(countWords);
  const requiredWords = drafts.reduce((n, d, i) => n + ((OPTIONAL_BEATS as readonly string[]).includes(d.beat) ? 0 : words[i]), 0);
  const optionalIdx = drafts.map((d, i) => ((OPTIONAL_BEATS as readonly string[]).includes(d.beat) ? i : -1)).filter((i) => i >= 0);
  let bestMask = 0;
  let bestCost = Infinity;
  for (let mask = 0; mask < 1 << optionalIdx.length; mask++) {
    let total = requiredWords;
    let count = 0;
    optionalIdx.forEach((idx, bit) => {
      if (mask & (1 << bit)) {
        total += words[idx];
        count++;
      }
    });
    const outside = total < target.minWords ? target.minWords - total : total > target.maxWords ? total - target.maxWords : 0;
    // Inside the range, prefer the fuller story near the middle. Every other "write another" leaves
    // the practice scene out when the length allows, so consecutive stories share less.
    const practiceBit = optionalIdx.findIndex((idx) => drafts[idx].beat === "practice");
    const practiceCost = k % 2 === 1 && practiceBit >= 0 && mask & (1 << practiceBit) ? 60 : 0;
    const cost = outside * 100 + Math.abs(total - middle) - count * 15 + practiceCost;
    if (cost < bestCost) {
      bestCost = cost;
      bestMask = mask;
    }
  }
  const kept = (i: number) => {
    const bit = optionalIdx.indexOf(i);
    return bit === -1 || (bestMask & (1 << bit)) !== 0;
  };
  const chosen = drafts.filter((_, i) => kept(i));
  const storyText = drafted.filter((_, i) => kept(i)).join(" ");
  const state = createRenderState();
  let day = 0;
  let time = TIMES.indexOf(episode.time);
  const scenes: Scene[] = chosen.map((d) => {
    const template = d.spec.text[age];
    const text = renderParagraph(template, cast, sceneRng(d), state);
    // Time moves forward only: a scene never happens before the one it follows.
    const specDay = d.spec.day ?? (d.fromEpisode ? 0 : day);
    const specTime = d.spec.time ? TIMES.indexOf(d.spec.time) : d.fromEpisode && specDay === 0 ? TIMES.indexOf(episode.time) : time;
    if (specDay > day) {
      day = specDay;
      time = specTime;
    } else if (specTime > time) time = specTime;
    const present = tokensIn(template);
    const characters = [name];
    const withList = d.spec.with;
    if (withList ? withList.includes("grownUp") : present.grownUp) characters.push(grownUp);
    if (withList ? withList.includes("helper") : present.helper) characters.push(helperData.name);
    if (other && (withList ? withList.includes("other") : present.other)) characters.push(other.name);
    const candidateProps = d.spec.props ?? (d.fromEpisode && !d.spec.place ? episode.props : d.spec.place ? [] : episode.props);
    // The episode's key object (its first prop) is in the picture of every scene in its place,
    // when the story names it somewhere: the tower, the tent, the vase.
    const keyProp = episode.props[0];
    const named = namedProps(candidateProps, text);
    if (keyProp && (d.spec.place ?? episode.place) === episode.place && !named.includes(keyProp) && namedProps([keyProp], storyText).length) named.unshift(keyProp);
    return {
      beat: d.beat,
      place: d.spec.place ?? episode.place,
      time: TIMES[time],
      day,
      characters,
      props: named.slice(0, 4),
      text,
    };
  });

  const titleRng = createRng(hashString(`${req.seed}|title|${comboHash}`));
  const titleTemplate = story.titles[Math.floor(titleRng() * story.titles.length)];
  const title = titleCase(
    titleTemplate
      .replace(/\{name\}/g, name)
      .replace(/\{Hfull\}/g, helperData.full)
      .replace(/\{H\}/g, helperData.name)
      .replace(/\{G\}/g, grownUp)
      .replace(/\{O\}/g, other?.name ?? ""),
  );
  if (/[{}]/.test(title)) throw new Error(`Title template with an unknown token: ${titleTemplate}`);
  const questionState = createRenderState();
  const questionRng = createRng(hashString(`${req.seed}|talk`));
  const pool = [...(episode.talkAbout ? [episode.talkAbout] : []), ...rotate(story.talkAbout, episodeIndex + seedStep)];
  const talkAbout = pool.slice(0, 3).map((q) => renderParagraph(q.replace(/\{C\}/g, "{name}"), cast, questionRng, questionState));

  const others = other ? [{ name: other.name, kind: episode.other!.kind === "baby" ? "baby" : "child", pronouns: other.pronouns }] : undefined;
  // The coloring page shows the child doing it, with the helper when the scene has them:
  // the success, else the closest scene where the child and the helper are together.
  const withHelper = (beat: Beat) => scenes.findIndex((s) => s.beat === beat && s.characters.includes(helperData.name));
  const coloring = [withHelper("success"), withHelper("celebration"), withHelper("practice"), withHelper("strategy"), scenes.findIndex((s) => s.beat === "success")].find((i) => i >= 0) ?? -1;
  const plan: StoryPlan = {
    title,
    child: { name, pronouns, ...(req.hair ? { hair: req.hair } : {}), ...(req.glasses !== undefined ? { glasses: req.glasses } : {}) },
    grownUp: { name: grownUp },
    helper: { name: helperData.name, kind: cast.helper.kind },
    ...(others ? { others } : {}),
    behavior: req.behavior,
    situation: {
      summary: renderParagraph(episode.summary.replace(/\{C\}/g, "{name}"), cast, rng, createRenderState()).replace(/[.!?]$/, ""),
      place: episode.place,
      ...(episode.object ? { object: episode.object } : {}),
      ...(episode.person ? { person: episode.person } : {}),
      ...(episode.trigger ? { trigger: episode.trigger } : {}),
      feeling,
      ...(episode.frame ? { frame: episode.frame } : {}),
    },
    strategy: { name: story.strategy.name, steps: story.strategy.steps, why: story.strategy.why },
    scenes,
    talkAbout,
    coloringScene: coloring >= 0 ? coloring : undefined,
    episode: episode.id,
  };
  return { plan, episodeId: episode.id };
}

function rotate<T>(items: T[], by: number): T[] {
  const k = ((by % items.length) + items.length) % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}
