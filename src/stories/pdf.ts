import type { Story } from "../../db/schema";
import type { Deps } from "../deps";
import type { ColoringPage } from "../art/types";
import { renderStoryPdf } from "../pdf/story-pdf";
import type { PictureBookInput } from "../pdf/picture-book";
import { grownUpsGuide } from "../content/guide";
import { isAgeBand } from "../content/catalog";
import { sceneSvg } from "./scenes";
import { coloringKey, storyPdfKey } from "../contracts/story";


/** Build the story's PDF and keep it, so downloads are not rebuilt. */
export async function buildStoryPdf(deps: Deps, story: Story, page?: ColoringPage): Promise<Uint8Array> {
  const coloringPage = page ?? ((await deps.blobs.get(coloringKey(story.id))) as ColoringPage | null);
  if (!coloringPage) throw new Error(`Coloring page missing for story ${story.id}`);
  const bytes = await renderStoryPdf({
    title: story.title,
    childName: story.childName,
    theme: story.theme,
    content: story.storyContent,
    coloringPage,
    fonts: deps.services.fonts,
    book: pictureBookOf(story, deps.services.fonts.heading),
  });
  await deps.blobs.put(storyPdfKey(story), bytes, "application/pdf");
  return bytes;
}

/** The picture book's parts for a story with a plan (a story from before plans prints as text). */
export function pictureBookOf(story: Pick<Story, "id" | "plan" | "theme" | "childAge" | "behavior">, headingFont: Uint8Array): PictureBookInput | undefined {
  const plan = story.plan;
  if (!plan) return undefined;
  const helperScene = plan.scenes.findIndex((s) => s.characters.includes(plan.helper.name) && s.characters.includes(plan.child.name));
  return {
    plan,
    ageBand: isAgeBand(story.childAge) ? story.childAge : "6-7",
    scenePictures: plan.scenes.map((_, i) => sceneSvg(story, i, headingFont)),
    // The cover shows the child with the helper they meet (the picture a child points at first).
    coverScene: Math.max(0, helperScene),
    grownUps: grownUpsGuide(story.behavior, story.childAge),
  };
}

/** The cached PDF, built on first use if it is missing (e.g. stories from before PDFs were cached). */
export async function storyPdf(deps: Deps, story: Story): Promise<Uint8Array> {
  const cached = await deps.blobs.get(storyPdfKey(story));
  if (cached) return cached.bytes;
  return buildStoryPdf(deps, story);
}

export async function coloringPageOf(deps: Deps, story: Story): Promise<ColoringPage | null> {
  return (await deps.blobs.get(coloringKey(story.id))) as ColoringPage | null;
}
