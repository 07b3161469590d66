/**
 * Coloring pages drawn by an OpenAI image model (gpt-image-1) through the AI SDK. Returns PNG bytes;
 * the PDF embeds them on the final page.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { generateImage } from "ai";
import { behaviorLabel, themeLabel } from "../content/catalog";
import type { ColoringPage, ColoringPageEngine, ColoringPageInput } from "./types";

/** What each theme's picture shows: its setting and the helper character. */
const THEME_SCENES: Record<string, string> = {
  animals: "a sunny meadow with a friendly tortoise, a wise owl or a gentle bunny as the helper",
  fantasy: "a storybook castle or fairy garden with a small, friendly, smiling dragon or fairy as the helper",
  friendship: "a playground or picnic where the child plays kindly with a friend",
  nature: "a garden, pond or big tree with a friendly robin, frog or squirrel as the helper",
  family: "a cozy home or backyard with a loving grown-up and a family pet",
};

export function coloringPagePrompt(input: ColoringPageInput): string {
  const situation =
    input.behavior === "custom" && input.customBehavior?.trim()
      ? input.customBehavior.trim().slice(0, 200)
      : behaviorLabel(input.behavior).toLowerCase();
  const scene = THEME_SCENES[input.theme] ?? `a ${themeLabel(input.theme).toLowerCase()} setting with a friendly helper`;
  return [
    "A children's coloring book page, portrait orientation (A4).",
    "Black line art on a pure white background: thick, clean, closed black outlines only,",
    "no shading, no grey, no color fills, no hatching, no text except the name — large simple shapes a small child can color inside.",
    `Scene: ${scene}.`,
    `A happy young child is the hero, calmly practicing a helpful strategy about ${situation} (story: "${input.title.slice(0, 120)}").`,
    `Leave an empty banner across the top for the child's name "${input.childName.slice(0, 40)}" in big outline letters.`,
    "Friendly, gentle, reassuring; nothing scary.",
  ].join(" ");
}

export function createOpenAIColoringEngine(opts: { apiKey: string; model?: "gpt-image-1"; baseURL?: string }): ColoringPageEngine {
  const openai = createOpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL });
  const model = openai.image(opts.model ?? "gpt-image-1");
  return {
    name: "openai",
    async draw(input: ColoringPageInput): Promise<ColoringPage> {
      const { image } = await generateImage({
        model,
        prompt: coloringPagePrompt(input),
        size: "1024x1536",
        providerOptions: { openai: { quality: "medium", background: "opaque", outputFormat: "png" } },
        maxRetries: 1,
      });
      return { contentType: "image/png", bytes: image.uint8Array };
    },
  };
}
