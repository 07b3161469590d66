import type { Story } from "../../db/schema";
import type { Deps } from "../deps";
import type { ColoringPage } from "../art/types";
import { renderStoryPdf } from "../pdf/story-pdf";
import { fontsFor } from "./engines";

const pdfKey = (id: number) => `stories/${id}/story.pdf`;
const coloringKey = (id: number) => `stories/${id}/coloring`;

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
    fonts: fontsFor(deps),
  });
  await deps.blobs.put(pdfKey(story.id), bytes, "application/pdf");
  return bytes;
}

/** The cached PDF, built on first use if it is missing (e.g. stories from before PDFs were cached). */
export async function storyPdf(deps: Deps, story: Story): Promise<Uint8Array> {
  const cached = await deps.blobs.get(pdfKey(story.id));
  if (cached) return cached.bytes;
  return buildStoryPdf(deps, story);
}

export async function coloringPageOf(deps: Deps, story: Story): Promise<ColoringPage | null> {
  return (await deps.blobs.get(coloringKey(story.id))) as ColoringPage | null;
}
