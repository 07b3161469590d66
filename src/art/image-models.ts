/**
 * The OpenAI image models a coloring page may be drawn with (IMAGE_MODEL), in one place: start-up
 * refuses any other name (src/env.ts) and the engine sends each its request (src/art/openai.ts).
 *
 * "For this use" means the Images API's generations endpoint with a portrait page (1024x1536),
 * quality "medium", an opaque background and PNG output — parameters only the GPT Image models take.
 * Checked against OpenAI's API reference (Create image, `model`), as stored on 2026-11-26: dall-e-2
 * and dall-e-3 were retired on 12 May 2026 and gpt-image-1 was shut down on 23 October 2026; every
 * model below accepts the parameters above (gpt-image-2 refuses only a *transparent* background).
 */

/** OpenAI's API, where images go unless IMAGE_BASE_URL says otherwise. */
export const OPENAI_BASE_URL = "https://api.openai.com/v1";

export const IMAGE_MODELS = [
  "gpt-image-2",
  "gpt-image-2-2026-04-21",
  "gpt-image-2.5-sunburst",
  "gpt-image-2.5-sunburst-2026-09-08",
  "gpt-image-2.5-flare",
  "gpt-image-2.5-flare-2026-09-08",
  "gpt-image-2.6-sunburst",
  "gpt-image-2.6-flare",
  "gpt-image-1.5",
  "gpt-image-1-mini",
  "chatgpt-image-latest",
] as const;

export type ImageModelId = (typeof IMAGE_MODELS)[number];

/** IMAGE_MODEL when unset. */
export const DEFAULT_IMAGE_MODEL: ImageModelId = "gpt-image-2";

/** Names an operator may still have from older docs, with what start-up says about each. */
export const RETIRED_IMAGE_MODELS: Record<string, string> = {
  "gpt-image-1": "OpenAI shut gpt-image-1 down on 23 October 2026",
  "dall-e-3": "OpenAI retired dall-e-3 on 12 May 2026",
  "dall-e-2": "OpenAI retired dall-e-2 on 12 May 2026",
};

export function isImageModel(name: string): name is ImageModelId {
  return (IMAGE_MODELS as readonly string[]).includes(name);
}

/** The request settings every listed model is sent: a portrait A4-ish page of black line art. */
export const IMAGE_REQUEST = {
  size: "1024x1536",
  providerOptions: { openai: { quality: "medium", background: "opaque", outputFormat: "png" } },
} as const;
