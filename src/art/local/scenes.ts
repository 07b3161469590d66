/** The settings of each theme: a background and a helper character, several per theme. */
import type { ThemeId } from "../../content/catalog";
import { bunny, cat, dog, dragon, fairy, frog, kid, owl, robin, squirrel, tortoise } from "./characters";
import { circle, flower, place, star, W, type Drawing } from "./geometry";
import * as S from "./scenery";
import { FLOOR, HORIZON, INDOOR_FLOOR, type Rng } from "./scenery";

export interface SceneParts {
  /** Sky, ground and landmark, back to front. */
  back: Drawing;
  /** The helper character, already placed on the page. */
  helper: Drawing;
  /** Where the child stands. */
  childX: number;
}

export interface SceneContext {
  rng: Rng;
  /** Night sky (the moon and stars) for bedtime and fear stories. */
  night: boolean;
}

export interface Scene {
  id: string;
  helper: string;
  compose(ctx: SceneContext): SceneParts;
}

const CHILD_X = 155;
const HELPER_X = 425;
/** Characters are drawn about 240 units tall; this makes them fill the lower half of the page. */
const C = 1.22;

function outdoor(ctx: SceneContext): Drawing {
  return [...S.sky(ctx.rng, ctx.night), ...S.hills(ctx.rng)];
}

function indoor(ctx: SceneContext, windowX: number): Drawing {
  const d: Drawing = [...S.floorLine(INDOOR_FLOOR), ...S.windowFrame(windowX, 190, 130, 110)];
  if (ctx.night) d.push(circle(windowX + 34, 222, 14, W.detail), star(windowX + 98, 272, 10, 0.45, 5, W.detail));
  else d.push(circle(windowX + 34, 222, 16, W.detail));
  return d;
}

export const SCENES: Record<ThemeId, Scene[]> = {
  animals: [
    {
      id: "meadow",
      helper: "tortoise",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.butterfly(300, 400), ...S.scatteredFlowers(ctx.rng, 3, 520, 560), ...S.groundDetails(ctx.rng, 6, 520, 640)],
        helper: place(tortoise(), { x: HELPER_X, y: FLOOR - 95, s: 1.1, flip: true }),
        childX: CHILD_X,
      }),
    },
    {
      id: "forest",
      helper: "owl",
      compose: (ctx) => ({
        back: [
          ...outdoor(ctx),
          ...S.pineTree(70, HORIZON + 10, 230),
          ...S.pineTree(300, HORIZON - 10, 190),
          ...S.roundTree(520, HORIZON + 20, 240),
          ...S.mushroom(290, 640, 60),
          ...S.groundDetails(ctx.rng, 5, 520, 640),
          ...S.stump(HELPER_X, FLOOR, 80),
        ],
        helper: place(owl(), { x: HELPER_X, y: FLOOR - 80, s: 1.2 * C * 0.85, flip: true }),
        childX: CHILD_X,
      }),
    },
    {
      id: "farm",
      helper: "bunny",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.barn(420, HORIZON + 10), ...S.fence(30, 300, HORIZON + 40), ...S.groundDetails(ctx.rng, 6, 530, 640)],
        helper: place(bunny(), { x: HELPER_X, y: FLOOR, s: 1.05 * C, flip: true }),
        childX: CHILD_X,
      }),
    },
  ],
  fantasy: [
    {
      id: "castle",
      helper: "dragon",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.castle(300, HORIZON + 5), ...S.groundDetails(ctx.rng, 5, 530, 640)],
        helper: place(dragon(), { x: HELPER_X - 20, y: FLOOR, s: 0.95 * C, flip: true }),
        childX: CHILD_X - 10,
      }),
    },
    {
      id: "fairy-garden",
      helper: "fairy",
      compose: (ctx) => ({
        back: [
          ...outdoor(ctx),
          ...S.mushroom(300, HORIZON + 30, 170, true),
          ...S.mushroom(520, HORIZON + 40, 90),
          ...S.scatteredFlowers(ctx.rng, 3, 530, 570),
        ],
        helper: place(fairy({ hair: 3, outfit: 0 }), { x: HELPER_X, y: FLOOR - 10, s: 0.85 * C, flip: true }),
        childX: CHILD_X,
      }),
    },
    {
      id: "rainbow-hill",
      helper: "dragon",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.rainbow(300, HORIZON - 10, 150), ...S.scatteredFlowers(ctx.rng, 3, 530, 570)],
        helper: place(dragon(), { x: HELPER_X - 20, y: FLOOR, s: 0.95 * C, flip: true }),
        childX: CHILD_X - 10,
      }),
    },
  ],
  friendship: [
    {
      id: "playground",
      helper: "friend",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.slide(390, HORIZON + 40), ...S.roundTree(80, HORIZON + 10, 200), ...S.groundDetails(ctx.rng, 5, 530, 640)],
        helper: place(kid({ hair: 2, outfit: 1, wave: true }), { x: HELPER_X, y: FLOOR, s: C, flip: true }),
        childX: CHILD_X,
      }),
    },
    {
      id: "picnic",
      helper: "friend",
      compose: (ctx) => ({
        back: [
          ...outdoor(ctx),
          ...S.roundTree(300, HORIZON + 15, 240),
          ...S.picnicBlanket(297, 640),
          ...S.basket(300, 640),
        ],
        helper: place(kid({ hair: 1, outfit: 0 }), { x: HELPER_X + 20, y: FLOOR, s: C, flip: true }),
        childX: CHILD_X - 20,
      }),
    },
    {
      id: "kite-day",
      helper: "friend",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.kite(290, 300, HELPER_X - 59 * C, FLOOR - 195 * C), ...S.scatteredFlowers(ctx.rng, 3, 530, 570)],
        helper: place(kid({ hair: 0, outfit: 1, wave: true }), { x: HELPER_X, y: FLOOR, s: C, flip: true }),
        childX: CHILD_X,
      }),
    },
  ],
  nature: [
    {
      id: "garden",
      helper: "robin",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.fence(30, 565, HORIZON + 30, 70), ...flower(300, 600, 100, 8, 16), ...flower(60, 590, 80, 6, 14), ...flower(545, 580, 70, 6, 12)],
        helper: place(robin(), { x: HELPER_X, y: FLOOR, s: 1.5, flip: true }),
        childX: CHILD_X,
      }),
    },
    {
      id: "pond",
      helper: "frog",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.pond(380, 690), ...S.lilyPad(420, 700)],
        helper: place(frog(), { x: 420, y: 702, s: 1.25, flip: true }),
        childX: CHILD_X - 20,
      }),
    },
    {
      id: "big-tree",
      helper: "squirrel",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.bigTree(400, HORIZON + 60), ...S.scatteredFlowers(ctx.rng, 2, 530, 570), ...S.groundDetails(ctx.rng, 5, 530, 640)],
        helper: place(squirrel(), { x: HELPER_X + 20, y: FLOOR, s: 1.25, flip: true }),
        childX: CHILD_X,
      }),
    },
  ],
  family: [
    {
      id: "living-room",
      helper: "grown-up and cat",
      compose: (ctx) => ({
        back: [...indoor(ctx, 70), ...S.pictureFrame(400, 210), ...S.lamp(530, INDOOR_FLOOR + 20), ...S.sofa(330, INDOOR_FLOOR + 20)],
        helper: [
          ...place(kid({ hair: 3, outfit: 0, grownUp: true }), { x: HELPER_X + 10, y: FLOOR, s: 1.28, flip: true }),
          ...place(cat(), { x: 300, y: INDOOR_FLOOR + 50, s: 0.7 }),
        ],
        childX: CHILD_X,
      }),
    },
    {
      id: "kitchen",
      helper: "grown-up",
      compose: (ctx) => ({
        back: [...indoor(ctx, 380), ...S.wallClock(170, 250), ...S.shelf(130, 360), ...S.table(297, INDOOR_FLOOR + 80, 150), ...S.cake(297, INDOOR_FLOOR - 24)],
        helper: place(kid({ hair: 0, outfit: 1, grownUp: true }), { x: HELPER_X + 10, y: FLOOR, s: 1.28, flip: true }),
        childX: CHILD_X,
      }),
    },
    {
      id: "backyard",
      helper: "dog",
      compose: (ctx) => ({
        back: [...outdoor(ctx), ...S.house(150, HORIZON + 20), ...S.fence(270, 565, HORIZON + 30), ...S.roundTree(470, HORIZON + 10, 200), ...S.groundDetails(ctx.rng, 5, 530, 640)],
        helper: place(dog(), { x: HELPER_X, y: FLOOR, s: 1.25, flip: true }),
        childX: CHILD_X,
      }),
    },
  ],
};
