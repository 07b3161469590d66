/**
 * One picture per scene of the plan (the picture book's pages), drawn by the local line-art engine
 * on first request without the name banner and kept with the story's files.
 */
import type { Story } from "../../db/schema";
import { describeScene } from "../contracts/story-plan";
import { sceneImageUrl, sceneKey, type SceneImageJson } from "../contracts/story";
import type { ThemeId } from "../contracts/catalog";
import { drawScene, type DrawnScene } from "../art/local";
import type { ColoringPage } from "../art/types";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";

/** Every scene's picture address and description (its alt text), n from 1; none before plans existed. */
export function sceneImages(story: Pick<Story, "id" | "plan">): SceneImageJson[] {
  const plan = story.plan;
  if (!plan) return [];
  return plan.scenes.map((scene, i) => ({ url: sceneImageUrl(story.id, i + 1), alt: describeScene(plan, scene) }));
}

/** Draws scene `index` (from 0) of a story's plan: the same picture on the page, in the book and in the PDF. */
export function sceneSvg(story: Pick<Story, "id" | "theme" | "plan"> & Partial<Pick<Story, "childAge">>, index: number, headingFont: Uint8Array): string {
  return sceneDrawing(story, index, headingFont).svg;
}

/** The same picture with what it shows (its figures, its things, its framing). */
export function sceneDrawing(
  story: Pick<Story, "id" | "theme" | "plan"> & Partial<Pick<Story, "childAge">>,
  index: number,
  headingFont: Uint8Array,
): DrawnScene {
  if (!story.plan) throw new Error(`Story ${story.id} has no plan to draw`);
  return drawScene(story.plan, index, { theme: story.theme as ThemeId, seed: story.id, font: headingFont, book: true, childAge: story.childAge });
}

/** Scene n's picture (SVG): 404 for a scene the story doesn't have. */
export async function sceneImage(deps: Deps, story: Story, n: number): Promise<ColoringPage> {
  const plan = story.plan;
  if (!plan || !Number.isInteger(n) || n < 1 || n > plan.scenes.length) throw new HttpError(404, "not_found", "Scene not found");
  const cached = await deps.blobs.get(sceneKey(story.id, n));
  if (cached) return cached as ColoringPage;
  const svg = sceneSvg(story, n - 1, deps.services.fonts.heading);
  const page: ColoringPage = { contentType: "image/svg+xml", bytes: new TextEncoder().encode(svg) };
  await deps.blobs.put(sceneKey(story.id, n), page.bytes, page.contentType);
  return page;
}
