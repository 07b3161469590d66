/**
 * Composes one scene of a story plan as a coloring page: the place, the characters present (the
 * child as described, the helper of its kind, the grown-up, the others), up to three of the scene's
 * props where they belong, the theme's small accents, the moon at night, the child's name in
 * outline letters, all inside the frame. Returns the drawing with a structured description of what
 * it shows (for the SVG title, the tests and a picture book).
 */
import {
  CHARACTER_KINDS,
  coloringSceneIndex,
  describeScene,
  HAIR_STYLES,
  type CharacterKind,
  type DrawableProp,
  type Place,
  type Pronouns,
  type StoryPlan,
} from "../../contracts/story-plan";
import { bear, bunny, cat, dog, dragon, fairy, frog, owl, robin, squirrel, tortoise, unicorn } from "./characters";
import {
  bounds,
  circle,
  clipToRect,
  flower,
  heart,
  hideOccluded,
  leaf,
  line,
  place as put,
  poly,
  rect,
  star,
  tagged,
  W,
  type Drawing,
} from "./geometry";
import type { Lettering } from "./lettering";
import { baby, person, type HairLook, type Outfit, type PersonLook } from "./people";
import { bunting, PLACE_DRAWERS, placeKind, type Box, type PlaceParts, type Slot } from "./places";
import { findProp, PROPS, type PropPlace } from "./props";
import { hashString, pick, seededRandom, type Rng } from "./rng";
import { butterfly, FRAME, PAGE } from "./scenery";

/** The name box at the top of the page. */
export const NAME_BOX = { x: 50, y: 36, width: 495, height: 104 } as const;
/** Where the front figures stand. */
export const FRONT = 800;

export interface FigureInfo {
  name: string;
  kind: CharacterKind;
  role: "child" | "helper" | "grown-up" | "other";
  outfit?: Outfit;
  hair?: HairLook;
  glasses?: boolean;
  /** Where it stands (feet), its scale and its box on the page. */
  x: number;
  y: number;
  scale: number;
  box: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface PropInfo {
  /** The scene's words ("the timer") and the DRAWABLE_PROPS entry drawn ("timer"). */
  word: string;
  prop: DrawableProp;
  /** Where it went: a slot tag ("sink", "table"), "wall", "floor", "sky", "back" or "built-in". */
  where: string;
}

export interface ComposedScene {
  drawing: Drawing;
  /** The one-sentence description (the SVG <title>, the alt text). */
  title: string;
  placeKind: Place;
  night: boolean;
  figures: FigureInfo[];
  props: PropInfo[];
}

export interface SceneOptions {
  /** The story's theme (its small accents and the default outdoor place). */
  theme?: string;
  /** Same seed, same picture. */
  seed?: number;
  /** Letters the child's name at the top (no name without it). */
  lettering?: Lettering;
  /** Letter the child's name at the top (default true). */
  name?: boolean;
}

// ---- who is who ---------------------------------------------------------------------------------

const KIND_WORDS: Array<[RegExp, CharacterKind]> = [
  [/\b(grandma|granny|gran|nana|nan|grandmother|grandmama|abuela|oma|nonna|bubbe|babcia|lola)\b/, "grandma"],
  [/\b(grandpa|grandad|granddad|grandfather|gramps|grampa|abuelo|opa|nonno|papaw|lolo)\b/, "grandpa"],
  [/\b(baby|infant|newborn|toddler sibling)\b/, "baby"],
  [/\b(tortoise|turtle)\b/, "tortoise"],
  [/\bowl(et)?\b/, "owl"],
  [/\b(bunny|rabbit|hare)\b/, "bunny"],
  [/\b(bear|cub|teddy)\b/, "bear"],
  [/\b(dragon)\b/, "dragon"],
  [/\b(fairy|pixie|sprite|elf)\b/, "fairy"],
  [/\b(unicorn|pony|horse)\b/, "unicorn"],
  [/\b(robin|bird|sparrow|bluebird|wren)\b/, "robin"],
  [/\b(squirrel|chipmunk)\b/, "squirrel"],
  [/\b(frog|toad)\b/, "frog"],
  [/\b(dog|puppy|pup|doggy|hound)\b/, "dog"],
  [/\b(cat|kitten|kitty)\b/, "cat"],
  [/\b(friend|best friend|buddy|pal|cousin|brother|sister|sibling|twin|classmate|kid|boy|girl|child|neighbou?r'?s? (boy|girl|kid))\b/, "child"],
  [
    /\b(grown-?up|adult|parent|mom|mum|mommy|mummy|mama|mother|dad|daddy|papa|father|aunt|auntie|aunty|uncle|teacher|gardener|ranger|park ranger|nurse|doctor|dentist|librarian|neighbou?r|coach|lady|man|woman|babysitter|nanny|hairdresser|barber|shopkeeper|lifeguard|driver|chef|waiter|waitress|ms|mrs|mr|miss)\b/,
    "grown-up",
  ],
];

/** The drawable kind for a character's kind words ("best friend" → child, "park ranger" → grown-up). */
export function characterKind(kindWords: string, name = ""): CharacterKind | null {
  const k = kindWords.toLowerCase().trim();
  if ((CHARACTER_KINDS as readonly string[]).includes(k)) return k as CharacterKind;
  for (const [re, kind] of KIND_WORDS) if (re.test(k)) return kind;
  const n = name.toLowerCase();
  for (const [re, kind] of KIND_WORDS) if (re.test(n)) return kind;
  return null;
}

const FEMALE = /\b(mom|mum|mommy|mummy|mama|mamma|mother|aunt|auntie|aunty|ms|mrs|miss|lady|woman|grandma|granny|nana|nan|she|her|sister|girl|madame|tia|tía)\b/i;
const MALE = /\b(dad|daddy|papa|pop|father|uncle|mr|man|grandpa|grandad|he|him|brother|boy|sir|tio|tío)\b/i;

function genderOf(words: string, pronouns?: Pronouns): Pronouns {
  if (pronouns) return pronouns;
  if (FEMALE.test(words)) return "she";
  if (MALE.test(words)) return "he";
  return "they";
}

function outfitFor(pronouns: Pronouns, rng: Rng): Outfit {
  if (pronouns === "he") return pick(rng, ["shirt-shorts", "shirt-trousers", "tshirt-trousers"] as const);
  if (pronouns === "she") return pick(rng, ["dress", "top-skirt", "top-trousers"] as const);
  return pick(rng, ["tshirt-trousers", "tshirt-overalls"] as const);
}

const MOTIFS = ["heart", "star", "stripes", "none"] as const;

/** The child as the parent described them (the same look on every page of the same story). */
export function childLook(plan: StoryPlan, seed = 0): PersonLook {
  const name = plan.child.name.trim();
  const h = hashString(name.toLowerCase());
  const rng = seededRandom(h ^ Math.imul(seed | 0, 0x9e3779b1));
  return {
    age: "child",
    hair: plan.child.hair ?? HAIR_STYLES[h % HAIR_STYLES.length],
    glasses: !!plan.child.glasses,
    outfit: outfitFor(plan.child.pronouns, rng),
    motif: pick(rng, MOTIFS),
  };
}

interface Cast {
  name: string;
  kind: CharacterKind;
  role: FigureInfo["role"];
  look?: PersonLook;
  drawing: Drawing;
  /** Size relative to the child. */
  rel: number;
}

function otherChildLook(name: string, pronouns: Pronouns | undefined, avoid: HairLook, seed: number): PersonLook {
  const rng = seededRandom(hashString(name.toLowerCase()) ^ seed);
  const p = pronouns ?? "they";
  let hair = pick(rng, HAIR_STYLES);
  if (hair === avoid) hair = HAIR_STYLES[(HAIR_STYLES.indexOf(hair as (typeof HAIR_STYLES)[number]) + 1) % HAIR_STYLES.length];
  if (p === "he" && hair !== "curly") hair = rng() < 0.6 ? "short" : "curly";
  return { age: "child", hair, outfit: outfitFor(p, rng), motif: pick(rng, MOTIFS), glasses: rng() < 0.15, wave: true };
}

function grownUpLook(kind: CharacterKind, words: string, pronouns: Pronouns | undefined, seed: number): PersonLook {
  const rng = seededRandom(hashString(words.toLowerCase()) ^ seed);
  if (kind === "grandma") return { age: "elder", hair: "bun", glasses: true, cardigan: true, outfit: "dress", motif: "none" };
  if (kind === "grandpa") return { age: "elder", hair: "bald-sides", glasses: true, mustache: true, cardigan: true, outfit: "shirt-trousers", motif: "none" };
  const g = genderOf(words, pronouns);
  if (g === "she") return { age: "adult", hair: pick(rng, ["long", "bun", "wavy-bob", "puffs"] as const), outfit: pick(rng, ["dress", "top-trousers", "top-skirt"] as const), motif: pick(rng, MOTIFS), glasses: rng() < 0.25 };
  if (g === "he") return { age: "adult", hair: pick(rng, ["short", "curly"] as const), outfit: pick(rng, ["shirt-trousers", "tshirt-trousers"] as const), motif: "none", glasses: rng() < 0.3, mustache: rng() < 0.3 };
  return { age: "adult", hair: pick(rng, ["short", "wavy-bob", "curly"] as const), outfit: "tshirt-trousers", motif: pick(rng, MOTIFS), glasses: rng() < 0.25 };
}

const ANIMALS: Partial<Record<CharacterKind, { draw: () => Drawing; rel: number }>> = {
  tortoise: { draw: tortoise, rel: 0.8 },
  owl: { draw: owl, rel: 0.85 },
  bunny: { draw: bunny, rel: 0.85 },
  bear: { draw: bear, rel: 0.9 },
  dragon: { draw: dragon, rel: 0.85 },
  fairy: { draw: () => fairy(), rel: 0.78 },
  unicorn: { draw: unicorn, rel: 0.78 },
  robin: { draw: robin, rel: 1.05 },
  squirrel: { draw: squirrel, rel: 0.85 },
  frog: { draw: frog, rel: 0.95 },
  dog: { draw: dog, rel: 0.85 },
  cat: { draw: cat, rel: 0.75 },
};

function castMember(name: string, kind: CharacterKind, role: FigureInfo["role"], words: string, pronouns: Pronouns | undefined, childHair: HairLook, seed: number): Cast {
  if (kind === "child") {
    const look = otherChildLook(name, pronouns, childHair, seed);
    return { name, kind, role, look, drawing: person(look), rel: 0.92 };
  }
  if (kind === "grown-up" || kind === "grandma" || kind === "grandpa") {
    const look = grownUpLook(kind, words, pronouns, seed);
    return { name, kind, role, look, drawing: person({ ...look, wave: role === "helper" }), rel: 0.88 };
  }
  if (kind === "baby") return { name, kind, role, drawing: baby(), rel: 0.85 };
  const a = ANIMALS[kind]!;
  return { name, kind, role, drawing: a.draw(), rel: a.rel };
}

/** Who the scene shows, in order of importance: the child, the helper, the grown-up, the others. */
function castOf(plan: StoryPlan, names: string[], seed: number): Cast[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const look = childLook(plan, seed);
  const present = (n: string) => names.some((x) => same(x, n));
  const out: Cast[] = [];
  const childThere = present(plan.child.name);
  if (childThere) out.push({ name: plan.child.name, kind: "child", role: "child", look, drawing: person(look), rel: 1 });
  if (present(plan.helper.name) && !same(plan.helper.name, plan.child.name)) {
    const kind = characterKind(plan.helper.kind, plan.helper.name);
    if (kind) out.push(castMember(plan.helper.name, kind, "helper", `${plan.helper.name} ${plan.helper.kind}`, undefined, look.hair, seed));
  }
  if (present(plan.grownUp.name) && !out.some((c) => same(c.name, plan.grownUp.name))) {
    const kind = characterKind(plan.grownUp.name) ?? "grown-up";
    const k: CharacterKind = kind === "grandma" || kind === "grandpa" ? kind : "grown-up";
    out.push(castMember(plan.grownUp.name, k, "grown-up", plan.grownUp.name, undefined, look.hair, seed));
  }
  for (const o of plan.others ?? []) {
    if (!present(o.name) || out.some((c) => same(c.name, o.name))) continue;
    const kind = characterKind(o.kind, o.name);
    if (kind) out.push(castMember(o.name, kind, "other", `${o.name} ${o.kind}`, o.pronouns, look.hair, seed));
  }
  // The child is the hero: a scene naming nobody we can draw still shows the child.
  if (!out.length) out.push({ name: plan.child.name, kind: "child", role: "child", look, drawing: person(look), rel: 1 });
  return out.slice(0, 4);
}

// ---- props --------------------------------------------------------------------------------------

function fit(d: Drawing, slot: Slot, size: number): Drawing {
  const b = bounds(d);
  const bw = Math.max(1, b.maxX - b.minX);
  const bh = Math.max(1, b.maxY - b.minY);
  const s = Math.min(slot.w / bw, slot.h / bh, (size * slot.scale) / bh);
  return put(d, { x: slot.x - ((b.minX + b.maxX) / 2) * s, y: slot.y - b.maxY * s, s });
}

interface PlacedProps {
  back: Drawing;
  /** The slots taken (the theme's accents use the others). */
  used: Set<Slot>;
  front: Array<{ prop: DrawableProp; drawing: Drawing; size: number }>;
  info: PropInfo[];
}

const GENERIC_SURFACES = ["table", "counter", "shelf", "desk", "nightstand", "bench", "tray"];

function placeProps(words: string[], parts: PlaceParts): PlacedProps {
  const used = new Set<Slot>();
  const out: PlacedProps = { back: [], front: [], info: [], used };
  const seen = new Set<DrawableProp>();
  let drawn = 0;
  const take = (slots: Slot[], prefers?: string[], generic = true): Slot | null => {
    const free = slots.filter((s) => !used.has(s));
    for (const tag of prefers ?? []) {
      const s = free.find((x) => x.tag === tag);
      if (s) return s;
    }
    if (!generic) return null;
    return free.find((x) => !x.tag || GENERIC_SURFACES.includes(x.tag) || x.tag === "wall") ?? null;
  };
  for (const word of words) {
    const prop = findProp(word);
    if (!prop || seen.has(prop)) continue;
    seen.add(prop);
    if (parts.builtIn.includes(prop)) {
      out.info.push({ word, prop, where: "built-in" });
      continue;
    }
    if (drawn >= 3) continue;
    const def = PROPS[prop];
    const d = tagged(def.draw(), `prop:${prop}`);
    let where: PropPlace = def.where;
    let slot: Slot | null = null;
    if (where === "surface") {
      slot = take(parts.surfaces, def.prefers);
      if (!slot) where = "floor";
    } else if (where === "wall") {
      if (parts.indoor) slot = take(parts.wall, def.prefers) ?? take(parts.wall, undefined);
      if (!slot) {
        if (prop === "window") continue; // a window outdoors is not drawn
        where = "floor";
      }
    } else if (where === "furniture") {
      slot = parts.spots.find((s) => !used.has(s)) ?? null;
      if (!slot) where = "floor";
    } else if (where === "sky") {
      slot = parts.indoor ? null : (parts.sky.find((s) => !used.has(s)) ?? null);
      if (!slot) where = "floor";
    } else if (def.prefers) {
      // floor things that like a spot (a teddy on the bed) go there when the place has one
      slot = take(parts.surfaces, def.prefers, false);
    }
    drawn++;
    if (slot) {
      used.add(slot);
      out.back.push(...fit(d, slot, def.size));
      out.info.push({ word, prop, where: slot.tag ?? (where === "furniture" ? "back" : where) });
    } else {
      const size = def.where === "furniture" ? Math.min(def.size, 150) : def.size;
      out.front.push({ prop, drawing: d, size });
      out.info.push({ word, prop, where: "floor" });
    }
  }
  return out;
}

// ---- the theme's small accents ------------------------------------------------------------------

function bird(cx: number, cy: number): Drawing {
  return [
    { w: W.main, cmds: [["M", cx - 24, cy], ["Q", cx - 20, cy - 18, cx, cy - 16], ["Q", cx + 12, cy - 28, cx + 24, cy - 18], ["L", cx + 34, cy - 14], ["L", cx + 24, cy - 10], ["Q", cx + 18, cy + 10, cx - 6, cy + 8], ["L", cx - 30, cy + 12], ["Z"]] },
    { w: W.detail, cmds: [["M", cx - 6, cy - 8], ["Q", cx + 2, cy - 2, cx + 10, cy - 8]] },
    circle(cx + 18, cy - 18, 2.5, W.detail),
  ];
}

function castleInWindow(pane: Box): Drawing {
  const g = pane.y + pane.height - 4;
  const x = pane.x + pane.width * 0.7;
  const h = Math.min(46, pane.height * 0.45);
  return [
    rect(x - 14, g - h, 28, h, 0, W.detail),
    poly([[x - 14, g - h], [x - 14, g - h - 8], [x - 6, g - h - 8], [x - 6, g - h], [x + 6, g - h], [x + 6, g - h - 8], [x + 14, g - h - 8], [x + 14, g - h]], false, W.detail),
    line(x, g - h - 8, x, g - h - 28, W.detail),
    poly([[x, g - h - 28], [x + 16, g - h - 23], [x, g - h - 18]], true, W.detail),
  ];
}

function moonInWindow(pane: Box): Drawing {
  const r = Math.min(pane.width, pane.height) * 0.18;
  const cx = pane.x + pane.width * 0.3;
  const cy = pane.y + pane.height * 0.32;
  return [
    { w: W.main, cmds: [["M", cx + r * 0.3, cy - r], ["C", cx - r * 1.2, cy - r * 0.9, cx - r * 1.2, cy + r * 0.9, cx + r * 0.3, cy + r], ["C", cx - r * 0.4, cy + r * 0.5, cx - r * 0.4, cy - r * 0.5, cx + r * 0.3, cy - r], ["Z"]] },
    star(pane.x + pane.width * 0.75, pane.y + pane.height * 0.28, Math.max(7, r * 0.5), 0.45, 5, W.detail),
    star(pane.x + pane.width * 0.55, pane.y + pane.height * 0.62, Math.max(6, r * 0.4), 0.45, 5, W.detail),
  ];
}

function familyPhoto(slot: Slot): Drawing {
  const w = Math.min(slot.w, 96);
  const h = Math.min(slot.h, 76);
  const x = slot.x - w / 2;
  const y = slot.y - h;
  const d: Drawing = [rect(x, y, w, h, 5), rect(x + 8, y + 8, w - 16, h - 16, 2, W.detail)];
  const heads = [x + w * 0.3, x + w * 0.5, x + w * 0.7];
  heads.forEach((hx, i) => {
    const r = i === 1 ? 6 : 8;
    const top = y + h - 14 - (i === 1 ? 18 : 30);
    d.push(circle(hx, top, r, W.detail), { w: W.detail, cmds: [["M", hx - r - 2, y + h - 8], ["Q", hx, top + r - 2, hx + r + 2, y + h - 8]] });
  });
  return d;
}

function leafGarland(y: number): Drawing {
  const d: Drawing = [{ w: W.main, cmds: [["M", FRAME.x, y], ["Q", 297, y + 50, FRAME.x + FRAME.width, y]] }];
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const x = FRAME.x + FRAME.width * t;
    const yy = y + 50 * 2 * t * (1 - t);
    d.push(leaf(x, yy, 20, i % 2 ? 60 : 120, W.detail));
  }
  return d;
}

/** The highest point of a drawing (from its control points: cheap and close enough). */
function topOf(d: Drawing): number {
  let top = Infinity;
  for (const s of d) for (const c of s.cmds) for (let i = 2; i < c.length; i += 2) top = Math.min(top, c[i] as number);
  return top;
}

function accents(theme: string | undefined, parts: PlaceParts, used: Set<Slot>, night: boolean, rng: Rng, frontProps: number): { back: Drawing; windows: Drawing } {
  const back: Drawing = [];
  const windows: Drawing = [];
  const freeWall = parts.wall.filter((s) => !used.has(s));
  const freeSky = parts.sky.filter((s) => !used.has(s));
  const pane = parts.windows[0];
  // a garland across the top only where nothing of the place reaches up there
  const clearTop = topOf(parts.back) >= 212;
  // points inside a free slot's box: (0, 0) its top left, (1, 1) its bottom right
  const at = (s: Slot, fx: number, fy: number): [number, number] => [s.x - s.w / 2 + s.w * fx, s.y - s.h + s.h * fy];
  if (night) for (const p of parts.windows) windows.push(...moonInWindow(p));
  switch (theme) {
    case "animals":
      if (pane && !night) windows.push(...bird(pane.x + pane.width * 0.35, pane.y + pane.height * 0.5));
      else if (freeSky[0] && !night) back.push(...butterfly(...at(freeSky[0], 0.3, 0.7)), ...bird(...at(freeSky[0], 0.72, 0.3)));
      else if (freeWall[0]) {
        // a framed butterfly on the wall
        const s = freeWall[0];
        const w = Math.min(s.w, 84);
        const h = Math.min(s.h, 76);
        back.push(rect(s.x - w / 2, s.y - h, w, h, 5), rect(s.x - w / 2 + 8, s.y - h + 8, w - 16, h - 16, 2, W.detail), ...butterfly(s.x, s.y - h / 2));
      }
      break;
    case "fantasy":
      if (pane) windows.push(...castleInWindow(pane));
      else if (freeSky[0]) {
        const s = freeSky[0];
        back.push(star(...at(s, 0.25, 0.35), 14, 0.45, 5, W.detail), star(...at(s, 0.7, 0.2), 10, 0.45, 5, W.detail), star(...at(s, 0.8, 0.75), 12, 0.45, 5, W.detail));
      } else if (freeWall[0]) back.push(star(...at(freeWall[0], 0.3, 0.35), 14, 0.45, 5, W.detail), star(...at(freeWall[0], 0.7, 0.7), 10, 0.45, 5, W.detail));
      break;
    case "nature":
      if (parts.indoor) {
        if (clearTop) back.push(...leafGarland(164));
        else if (freeWall[0]) back.push(...flower(freeWall[0].x, freeWall[0].y, Math.min(freeWall[0].h, 90), 6, 11));
      } else {
        if (freeSky[0]) back.push(leaf(...at(freeSky[0], 0.15, 0.4), 40, 20 + rng() * 40, W.main), leaf(...at(freeSky[0], 0.7, 0.75), 36, 150, W.main));
        if (!frontProps && parts.kind !== "beach" && parts.kind !== "pool") back.push(...flower(46, FRONT + 4, 46, 6, 9), ...flower(549, FRONT + 4, 40, 5, 9));
      }
      break;
    case "friendship":
      if (parts.kind === "party") break;
      if (!parts.indoor) back.push(...bunting(FRAME.x, FRAME.x + FRAME.width, 154, 16));
      else if (clearTop) back.push(...bunting(FRAME.x, FRAME.x + FRAME.width, 160, 30));
      else if (freeWall[0]) {
        const s = freeWall[0];
        back.push(...bunting(s.x - s.w / 2 - 10, s.x + s.w / 2 + 10, s.y - s.h + 10, 14));
      }
      break;
    case "family":
      if (parts.indoor && freeWall[0]) back.push(...familyPhoto(freeWall[0]));
      else if (!parts.indoor && freeSky[0]) back.push(heart(...at(freeSky[0], 0.35, 0.55), 26, W.detail), heart(...at(freeSky[0], 0.75, 0.3), 18, W.detail));
      break;
  }
  return { back, windows };
}

// ---- layout -------------------------------------------------------------------------------------

interface RowItem {
  drawing: Drawing;
  scale: number;
  y: number;
  flip: boolean;
  cast?: Cast;
  width: number;
  minX: number;
  maxX: number;
}

const BASE_SCALE = [1.3, 1.3, 1.28, 1.14, 1.04];

function measure(d: Drawing): { minX: number; maxX: number; minY: number; maxY: number } {
  return bounds(d);
}

/** Lays out the figures and the floor props in a row across the front, the child in front. */
function layoutRow(cast: Cast[], floorProps: PlacedProps["front"]): { items: RowItem[]; figures: FigureInfo[] } {
  const base = BASE_SCALE[cast.length] ?? 0.9;
  const [first, ...rest] = cast;
  const left: Cast[] = [];
  const right: Cast[] = [];
  rest.forEach((c) => {
    if (c.role === "helper" || (c.role !== "grown-up" && right.length <= left.length)) right.push(c);
    else left.push(c);
  });
  const order: Array<{ cast?: Cast; prop?: PlacedProps["front"][number] }> = [
    ...left.reverse().map((c) => ({ cast: c })),
    { cast: first },
    ...right.map((c) => ({ cast: c })),
  ];
  // the first prop stands beside the child on the emptier side, the others at the ends
  floorProps.forEach((p, i) => {
    if (i === 0) {
      const at = right.length <= left.length ? left.length + 1 : left.length;
      order.splice(at, 0, { prop: p });
    } else if (i === 1) order.unshift({ prop: p });
    else order.push({ prop: p });
  });
  const childAt = order.findIndex((o) => o.cast === first);
  const items: RowItem[] = order.map((o, i) => {
    if (o.cast) {
      const c = o.cast;
      const scale = base * c.rel;
      const flip = i > childAt && c.role !== "child";
      const b = measure(c.drawing);
      const [minX, maxX] = flip ? [-b.maxX, -b.minX] : [b.minX, b.maxX];
      return { drawing: c.drawing, scale, y: c === first ? FRONT : FRONT - 18, flip, cast: c, width: (maxX - minX) * scale, minX, maxX };
    }
    const p = o.prop!;
    const b = measure(p.drawing);
    const h = Math.max(1, b.maxY - b.minY);
    const scale = Math.min(p.size / h, 150 / Math.max(1, b.maxX - b.minX)) * (base / 1.2);
    return { drawing: p.drawing, scale, y: FRONT + 8, flip: false, width: (b.maxX - b.minX) * scale, minX: b.minX, maxX: b.maxX };
  });
  const gap = 16;
  const avail = FRAME.width - 36;
  const total = items.reduce((a, it) => a + it.width, 0) + gap * (items.length - 1);
  const f = total > avail ? avail / total : 1;
  let x = PAGE.width / 2 - (total * f) / 2;
  const figures: FigureInfo[] = [];
  for (const it of items) {
    it.scale *= f;
    const w = it.width * f;
    // place so the drawing's box starts at x
    const ox = x - it.minX * it.scale;
    (it as RowItem & { x: number }).x = ox;
    x += w + gap * f;
  }
  for (const it of items) {
    if (!it.cast) continue;
    const c = it.cast;
    const ox = (it as RowItem & { x: number }).x;
    const placed = put(it.drawing, { x: ox, y: it.y, s: it.scale, flip: it.flip });
    figures.push({
      name: c.name,
      kind: c.kind,
      role: c.role,
      outfit: c.look?.outfit,
      hair: c.look?.hair,
      glasses: c.look?.glasses,
      x: 0,
      y: it.y,
      scale: it.scale,
      box: bounds(placed),
    });
    (it as RowItem & { placed?: Drawing }).placed = placed;
  }
  const rank = (f: FigureInfo) => cast.findIndex((c) => c.name === f.name);
  return { items, figures: figures.sort((a, b) => rank(a) - rank(b)) };
}

/** The place is drawn a little larger than designed, towards the figures (its edges are clipped). */
const BACK_ZOOM = 1.08;

function zoom(parts: PlaceParts, k: number): PlaceParts {
  const ox = PAGE.width / 2;
  const oy = 150;
  const x = (v: number) => ox + (v - ox) * k;
  const y = (v: number) => oy + (v - oy) * k;
  const slot = (s: Slot): Slot => ({ ...s, x: x(s.x), y: y(s.y), w: s.w * k, h: s.h * k, scale: s.scale * k });
  return {
    ...parts,
    back: put(parts.back, { x: ox - ox * k, y: oy - oy * k, s: k }),
    surfaces: parts.surfaces.map(slot),
    wall: parts.wall.map(slot),
    spots: parts.spots.map(slot),
    sky: parts.sky.map(slot),
    windows: parts.windows.map((w) => ({ x: x(w.x), y: y(w.y), width: w.width * k, height: w.height * k })),
  };
}

// ---- the page -----------------------------------------------------------------------------------

/** Composes scene `sceneIndex` of the plan (default: the coloring scene). */
export function composeScene(plan: StoryPlan, sceneIndex: number | undefined, opts: SceneOptions = {}): ComposedScene {
  const index = sceneIndex ?? coloringSceneIndex(plan);
  const scene = plan.scenes[Math.max(0, Math.min(plan.scenes.length - 1, index))];
  const seed = (opts.seed ?? 0) | 0;
  const rng = seededRandom(Math.imul(seed, 7919) ^ hashString(`${plan.child.name}|${index}|${scene.place}`));
  const kind = placeKind(scene.place, opts.theme);
  const night = scene.time === "night" || scene.time === "evening";
  const parts = zoom(PLACE_DRAWERS[kind]({ rng, night, theme: opts.theme, lettering: opts.lettering }), BACK_ZOOM);
  const props = placeProps(scene.props, parts);
  const acc = accents(opts.theme, parts, props.used, night, rng, props.front.length);
  const cast = castOf(plan, scene.characters, seed);
  const { items, figures } = layoutRow(cast, props.front);

  // back to front: the place, the night sky in its windows, accents, props at the back, figures, props in front
  const windowed = acc.windows.length ? clipWindows(acc.windows, parts.windows) : [];
  const scenery: Drawing = [...parts.back, ...windowed, ...acc.back, ...props.back];
  const people: Drawing = [];
  const sorted = items.filter((it) => it.cast).sort((a, b) => a.y - b.y || (a.cast!.role === "child" ? 1 : -1));
  for (const it of sorted) people.push(...tagged((it as RowItem & { placed: Drawing }).placed, `figure:${it.cast!.name}`));
  const front: Drawing = [];
  for (const it of items) {
    if (it.cast) continue;
    const ox = (it as RowItem & { x: number }).x;
    front.push(...put(it.drawing, { x: ox, y: it.y, s: it.scale }));
  }
  for (const f of figures) f.x = (f.box.minX + f.box.maxX) / 2;

  const lettered = opts.lettering && opts.name !== false && plan.child.name.trim() ? opts.lettering.outline(plan.child.name.trim(), NAME_BOX) : [];
  const decorations: Drawing = [];
  if (lettered.length) {
    const b = bounds(lettered);
    if (b.minX > 110) decorations.push(star(b.minX - 40, 92, 20, 0.45, 5, W.detail), star(b.maxX + 40, 92, 20, 0.45, 5, W.detail));
  }
  // Everything stays inside the frame.
  const body = hideOccluded([...scenery, ...people, ...front]);
  const inFrame = clipToRect(body, { x: FRAME.x + 3, y: FRAME.y + 3, width: FRAME.width - 6, height: FRAME.height - 6 });
  const frame = rect(FRAME.x, FRAME.y, FRAME.width, FRAME.height, 26, W.bold);
  const drawing: Drawing = [{ ...frame, opaque: false }, ...inFrame, ...decorations, ...lettered];
  return { drawing, title: describeScene(plan, scene), placeKind: kind, night, figures, props: props.info };
}

function clipWindows(d: Drawing, panes: Box[]): Drawing {
  if (!panes.length) return d;
  const out: Drawing = [];
  for (const p of panes) out.push(...clipToRect(d, { x: p.x + 4, y: p.y + 4, width: p.width - 8, height: p.height - 8 }));
  // a stroke inside two panes would be doubled; keep each once
  const seen = new Set<string>();
  return out.filter((s) => {
    const k = JSON.stringify(s.cmds);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
