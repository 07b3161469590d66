/**
 * Coloring pages drawn by an OpenAI image model (IMAGE_MODELS, src/art/image-models.ts) through the AI SDK. Returns PNG bytes;
 * the PDF embeds them as the coloring page. The prompt is built from the plan's scene — its place, the
 * characters present with their kinds, the child's look, its props — never from the parent's own
 * words (customBehavior is not sent).
 */
import { createOpenAI } from "@ai-sdk/openai";
import { generateImage } from "ai";
import { coloringSceneIndex, type StoryPlan } from "../contracts/story-plan";
import { characterKind, childLook } from "./local/compose";
import type { Outfit } from "./local/people";
import { placeFromWords } from "./local/places";
import { findProp } from "./local/props";
import type { ColoringPage, ColoringPageEngine, ColoringPageInput } from "./types";
import { THEME_LOOKS } from "./themes";
import { DEFAULT_IMAGE_MODEL, IMAGE_REQUEST, OPENAI_BASE_URL, type ImageModelId } from "./image-models";

const OUTFITS: Record<Outfit, string> = {
  dress: "a dress",
  "top-skirt": "a top and a skirt",
  "top-trousers": "a top and trousers",
  "shirt-shorts": "a shirt and shorts",
  "shirt-trousers": "a shirt and trousers",
  "tshirt-trousers": "a t-shirt and trousers",
  "tshirt-overalls": "a t-shirt and overalls",
};

/** Keeps plan text short and free of quotes so it cannot change the instructions. */
function clean(text: string, max = 60): string {
  return text
    .replace(/["“”<>{}]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

function who(plan: StoryPlan, names: string[], seed: number): string[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const out: string[] = [];
  for (const n of names.slice(0, 4)) {
    if (same(n, plan.child.name)) {
      const look = childLook(plan, seed);
      const kid = plan.child.pronouns === "he" ? "boy" : plan.child.pronouns === "she" ? "girl" : "child";
      out.push(
        `the hero, a happy young ${kid} named ${clean(plan.child.name, 40)} with ${look.hair} hair${look.glasses ? " and glasses" : ""}, wearing ${OUTFITS[look.outfit]}`,
      );
    } else if (same(n, plan.helper.name)) {
      const kind = characterKind(plan.helper.kind, plan.helper.name);
      out.push(
        `${clean(n, 40)}, a small, friendly, smiling ${clean(kind === "grown-up" || kind === "child" ? plan.helper.kind : (kind ?? plan.helper.kind), 30)}`,
      );
    } else if (same(n, plan.grownUp.name)) {
      const kind = characterKind(plan.grownUp.name);
      out.push(`${clean(n, 40)}, a kind ${kind === "grandma" ? "grandmother" : kind === "grandpa" ? "grandfather" : "grown-up"}`);
    } else {
      const o = plan.others?.find((x) => same(x.name, n));
      if (o) out.push(`${clean(n, 40)}, a ${clean(o.kind, 30)}`);
    }
  }
  return out;
}

export function coloringPagePrompt(input: ColoringPageInput): string {
  const plan = input.plan;
  const index = input.sceneIndex ?? coloringSceneIndex(plan);
  const scene = plan.scenes[Math.max(0, Math.min(plan.scenes.length - 1, index))];
  const kind = placeFromWords(scene.place, input.theme);
  const cast = who(plan, scene.characters.includes(plan.child.name) ? scene.characters : [plan.child.name, ...scene.characters], input.seed);
  const props = [...new Set(scene.props.map(findProp).filter((p): p is NonNullable<typeof p> => !!p))].slice(0, 3);
  const night = scene.time === "night" || scene.time === "evening";
  const touch = THEME_LOOKS[input.theme]?.imageTouch;
  return [
    "A children's coloring book page, portrait orientation (A4).",
    "Black line art on a pure white background: thick, clean, closed black outlines only,",
    "no shading, no grey, no color fills, no hatching, no text except the name — large simple shapes a small child can color inside.",
    `Setting: ${kind === clean(scene.place).toLowerCase() ? `a ${kind}` : `${clean(scene.place)} (a ${kind})`}, clearly recognisable${night ? ", in the evening with the moon and stars in the sky or through a window" : ""}.`,
    `In the picture: ${cast.join("; ")}.`,
    props.length ? `Also show ${props.map((p) => `a ${p}`).join(", ")}, each where it belongs.` : "",
    touch ? `Small theme detail: ${touch}.` : "",
    `Leave an empty banner across the top for the child's name "${clean(plan.child.name, 40)}" in big outline letters.`,
    "Friendly, gentle, reassuring; nothing scary.",
  ]
    .filter(Boolean)
    .join(" ");
}

/** `model` one of IMAGE_MODELS (default DEFAULT_IMAGE_MODEL); `baseURL` default OpenAI's. */
export function createOpenAIColoringEngine(opts: { apiKey: string; model?: ImageModelId; baseURL?: string }): ColoringPageEngine {
  const openai = createOpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL ?? OPENAI_BASE_URL });
  const model = openai.image(opts.model ?? DEFAULT_IMAGE_MODEL);
  return {
    name: "openai",
    async draw(input: ColoringPageInput, options?: { abortSignal?: AbortSignal }): Promise<ColoringPage> {
      const { image } = await generateImage({
        model,
        prompt: coloringPagePrompt(input),
        size: IMAGE_REQUEST.size,
        providerOptions: { openai: { ...IMAGE_REQUEST.providerOptions.openai } },
        maxRetries: 1,
        abortSignal: options?.abortSignal,
      });
      return { contentType: "image/png", bytes: image.uint8Array };
    },
  };
}
