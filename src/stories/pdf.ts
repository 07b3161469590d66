import type { Story } from "../../db/schema";
import type { Deps } from "../deps";
import type { ColoringPage, ColoringPageInput } from "../art/types";
import { createLocalColoringEngine } from "../art/local";
import { drawCover } from "../art/local/cover";
import type { ThemeId } from "../contracts/catalog";
import { errorText, HttpError } from "../http/errors";
import { renderStoryPdf } from "../pdf/story-pdf";
import type { PictureBookInput } from "../pdf/picture-book";
import { grownUpsGuide } from "../content/guide";
import type { SituationGuideInput } from "../content/situation-guide";
import { FRAME_IDS, FRAME_LABELS, understandSituation, type FrameId } from "../engine/local/situations/understand";
import { isAgeBand } from "../contracts/catalog";
import { sceneDrawing } from "./scenes";
import { findableThings } from "../pdf/findable";
import { coloringKey, linkedStoryPdfKey, storyPdfKey } from "../contracts/story";
import { findShareToken } from "../share/links";
import { appOrigin } from "../http/origin";
import { sharedCardHref } from "../reading/copy";

/** Build the story's PDF and keep it, so downloads are not rebuilt. */
export async function buildStoryPdf(deps: Deps, story: Story, page?: ColoringPage, link?: FamilyLinkPdf | null): Promise<Uint8Array> {
  const coloringPage = page ?? (await coloringPageOf(deps, story));
  if (!coloringPage) throw new HttpError(404, "not_found", "This story's coloring page is missing, so its PDF cannot be made.");
  const bytes = await renderStoryPdf({
    title: story.title,
    childName: story.childName,
    theme: story.theme,
    content: story.storyContent,
    coloringPage,
    fonts: deps.services.fonts,
    book: pictureBookOf(story, deps.services.fonts.heading, link?.cardUrl),
  });
  await deps.blobs.put(link && story.plan ? link.key : storyPdfKey(story), bytes, "application/pdf");
  return bytes;
}

/** A picture book printed while its family link is on: where it is kept, and the card address its QR codes open. */
export interface FamilyLinkPdf {
  key: string;
  cardUrl: string;
}

/** The story's family link as its PDF needs it, or null when the link is off (or the story has no plan, so no card). */
export async function familyLinkPdf(deps: Deps, story: Story): Promise<FamilyLinkPdf | null> {
  if (!story.plan) return null;
  const token = await findShareToken(deps, story.userId, story.id);
  if (!token) return null;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  const linkId = [...digest.subarray(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { key: linkedStoryPdfKey(story.id, linkId), cardUrl: appOrigin(deps.env) + sharedCardHref(token) };
}

/** The picture book's parts for a story with a plan (a story from before plans prints as text). */
export function pictureBookOf(
  story: Pick<Story, "id" | "plan" | "theme" | "childAge" | "behavior"> & Partial<Pick<Story, "customBehavior">>,
  headingFont: Uint8Array,
  cardUrl?: string | null,
): PictureBookInput | undefined {
  const plan = story.plan;
  if (!plan) return undefined;
  const drawn = plan.scenes.map((_, i) => sceneDrawing(story, i, headingFont));
  const helperScene = plan.scenes.findIndex((s) => s.characters.includes(plan.helper.name) && s.characters.includes(plan.child.name));
  return {
    plan,
    ageBand: isAgeBand(story.childAge) ? story.childAge : "6-7",
    scenePictures: drawn.map((d) => d.svg),
    findable: drawn.map((d) => findableThings(d.scene)),
    // The cover shows the child with the helper they meet (the picture a child points at first).
    coverScene: Math.max(0, helperScene),
    coverPicture: drawCover(plan, { theme: story.theme as ThemeId, seed: story.id, childAge: story.childAge }).svg,
    grownUps: grownUpsGuide(story.behavior, story.childAge, situationOfStory(story)),
    cardUrl,
  };
}

/**
 * A custom story's situation for its "For grown-ups" page: the plan's kind of moment, object, person and
 * strategy, and the reading of the parent's own words (the kind of person, the trigger) — or nothing for a
 * built-in behavior or a story without the parent's text.
 */
export function situationOfStory(story: Pick<Story, "plan" | "behavior"> & Partial<Pick<Story, "customBehavior">>): SituationGuideInput | undefined {
  const plan = story.plan;
  const text = story.customBehavior?.trim();
  if (story.behavior !== "custom" || !plan || !text) return undefined;
  const reading = understandSituation(text, plan.child.name);
  // The plan's frame is the reader's label (local engine) or the model's own words (AI path).
  const planFrame = FRAME_IDS.find((id) => FRAME_LABELS[id] === plan.situation.frame);
  const frame: FrameId = planFrame ?? reading.frame;
  const sameReading = frame === reading.frame;
  return {
    childName: plan.child.name,
    pronouns: plan.child.pronouns,
    text,
    frame,
    // A frame the plan took from the reader's fallback (nothing in the parent's words for it) is not explained as if it were.
    frameFromWords: planFrame !== undefined && !sameReading ? true : reading.matched.frame,
    object: plan.situation.object || (sameReading ? reading.object : undefined),
    person: sameReading && reading.person ? reading.person : plan.situation.person,
    personKind: sameReading ? reading.personKind : undefined,
    trigger: sameReading ? reading.trigger?.key : undefined,
    strategy: { name: plan.strategy.name, steps: plan.strategy.steps },
  };
}

/** The cached PDF, built on first use if it is missing (e.g. stories from before PDFs were cached). */
export async function storyPdf(deps: Deps, story: Story): Promise<Uint8Array> {
  const link = await familyLinkPdf(deps, story);
  const cached = await deps.blobs.get(link ? link.key : storyPdfKey(story));
  if (cached) return cached.bytes;
  return buildStoryPdf(deps, story, undefined, link);
}

/** What a story's coloring page is drawn from: its plan, and the seed it was first drawn with. */
export function coloringInputOf(story: Story): ColoringPageInput | null {
  if (!story.plan) return null;
  return {
    plan: story.plan,
    theme: story.theme as ThemeId,
    behavior: story.behavior,
    customBehavior: story.customBehavior ?? undefined,
    childName: story.childName,
    title: story.title,
    // Stories from before seeds were kept are drawn with their id: a picture of the same scene.
    seed: story.seed ?? story.id,
    childAge: story.childAge,
  };
}

/**
 * The story's coloring page. A lost file (issue 21: a deletion took other stories' files) is drawn
 * again from the plan and the seed — by the local engine the same picture — and kept, so a reader
 * never meets a broken picture or PDF. If the configured engine cannot draw now (an image model
 * that is down), the local line-art engine draws it. Null only for a story from before plans.
 */
export async function coloringPageOf(deps: Deps, story: Story): Promise<ColoringPage | null> {
  const kept = await deps.blobs.get(coloringKey(story.id));
  if (kept) return kept as ColoringPage;
  const input = coloringInputOf(story);
  if (!input) return null;
  let page: ColoringPage;
  try {
    page = await deps.services.coloringEngine.draw(input);
  } catch (err) {
    deps.log.error("coloring page redraw failed; drawing it locally", { storyId: story.id, error: errorText(err) });
    page = await createLocalColoringEngine({ font: deps.services.fonts.heading }).draw(input);
  }
  deps.log.info("coloring page was missing; drawn again", { storyId: story.id });
  await deps.blobs.put(coloringKey(story.id), page.bytes, page.contentType);
  return page;
}
