import type { Deps } from "../deps";
import { createStoryEngine, type StoryEngine } from "../engine";
import { createLocalColoringEngine } from "../art/local";
import { createOpenAIColoringEngine } from "../art/openai";
import type { ColoringPageEngine } from "../art/types";

/** Fonts for PDFs and the coloring page's outline lettering, provided by each runtime's entry. */
export interface StoryFonts {
  body: Uint8Array;
  heading: Uint8Array;
}

declare module "../deps" {
  interface Services {
    fonts?: StoryFonts;
    storyEngine?: StoryEngine;
    coloringEngine?: ColoringPageEngine;
  }
}

/** The story engine chosen by configuration (local by default), built once per deps. */
export function storyEngineFor(deps: Deps): StoryEngine {
  if (deps.services.storyEngine) return deps.services.storyEngine;
  const { AI_PROVIDER, OPENAI_API_KEY, AI_BASE_URL, AI_MODEL, STORY_STREAM_DELAY_MS } = deps.env;
  const provider = AI_PROVIDER ?? "local";
  deps.services.storyEngine =
    provider === "openai"
      ? createStoryEngine({ provider: "openai", apiKey: OPENAI_API_KEY!, model: AI_MODEL ?? "gpt-4o-mini", baseURL: AI_BASE_URL })
      : provider === "openai-compatible"
        ? createStoryEngine({ provider: "openai-compatible", baseURL: AI_BASE_URL!, model: AI_MODEL ?? "llama3.1", apiKey: OPENAI_API_KEY })
        : createStoryEngine({ provider: "local", wordDelayMs: STORY_STREAM_DELAY_MS });
  return deps.services.storyEngine;
}

export function fontsFor(deps: Deps): StoryFonts {
  if (!deps.services.fonts) throw new Error("Story fonts are not loaded for this runtime.");
  return deps.services.fonts;
}

export function coloringEngineFor(deps: Deps): ColoringPageEngine {
  if (deps.services.coloringEngine) return deps.services.coloringEngine;
  const { IMAGE_PROVIDER, OPENAI_API_KEY, IMAGE_MODEL } = deps.env;
  deps.services.coloringEngine =
    IMAGE_PROVIDER === "openai" && OPENAI_API_KEY
      ? createOpenAIColoringEngine({ apiKey: OPENAI_API_KEY, model: (IMAGE_MODEL as "gpt-image-1") ?? "gpt-image-1" })
      : createLocalColoringEngine({ font: fontsFor(deps).heading });
  return deps.services.coloringEngine;
}

/** Which provider serves story text and coloring pages (for the start-up log). */
export function engineProviders(env: Deps["env"]): Record<string, string> {
  const text = env.AI_PROVIDER ?? "local";
  return {
    "story text": text === "local" ? "local story engine (offline composer)" : text === "openai" ? `OpenAI (${env.AI_MODEL ?? "gpt-4o-mini"})` : `OpenAI-compatible server ${env.AI_BASE_URL} (${env.AI_MODEL ?? "llama3.1"})`,
    "coloring page": env.IMAGE_PROVIDER === "openai" && env.OPENAI_API_KEY ? `OpenAI image model (${env.IMAGE_MODEL ?? "gpt-image-1"})` : "local line-art composer (SVG)",
  };
}
