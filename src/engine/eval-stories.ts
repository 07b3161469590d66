/**
 * The story eval harness behind `npm run eval:stories -- DIR` (scripts/eval-stories.ts): each JSON file
 * in the folder is a model's answer in the shared fixtures' format (`input`, `title`, `text`, optional
 * `expect`), checked exactly as a model's story is — its wrapping removed (model-text.ts), then the
 * report card (quality.ts), which includes the built-in safety review. With a configured model
 * (`evaluateFolderWithModel`), every story also goes through the model's review (moderation where the
 * provider has it, and the judging call; safety/model-review.ts), as a model's story does in the app.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { AGE_BANDS, THEMES, type ThemeId } from "../contracts/catalog";
import { PRONOUNS } from "../contracts/story-plan";
import { cleanModelText } from "./model-text";
import { checkStoryText } from "./quality";
import type { QualityReport, StoryRequest } from "./types";
import { describeFindings, SAFETY_CHECK } from "./safety";
import { reviewWithModel, SafetyReviewError, type ModelReview, type ModelReviewer, type ModelReviewOptions } from "./safety/model-review";

export const modelStorySchema = z.object({
  id: z.string().optional(),
  input: z.object({
    childName: z.string().min(1),
    childAge: z.enum(AGE_BANDS),
    pronouns: z.enum(PRONOUNS).optional(),
    grownUpName: z.string().optional(),
    behavior: z.string().min(1),
    customBehavior: z.string().optional(),
    theme: z.enum(THEMES.map((t) => t.id) as [ThemeId, ...ThemeId[]]),
  }),
  title: z.string(),
  text: z.string(),
  expect: z.enum(["accept", "refuse"]).optional(),
  category: z.string().optional(),
});
export type ModelStory = z.infer<typeof modelStorySchema>;

export interface StoryVerdict {
  file: string;
  accepted: boolean;
  /** The failed checks, "label: detail". */
  reasons: string[];
  expect?: "accept" | "refuse";
  category?: string;
  report: QualityReport;
  /** With a model: what its review found (null when it could not run: the story is refused, fail closed). */
  review?: ModelReview | null;
}

export function evaluateModelStory(file: string, story: ModelStory): StoryVerdict {
  const req: StoryRequest = { ...story.input, behavior: story.input.behavior as StoryRequest["behavior"], seed: 1 };
  const cleaned = cleanModelText(story.text);
  const report = checkStoryText({ title: story.title || cleaned.title || "", text: cleaned.text }, req);
  const reasons = report.checks.filter((c) => c.status === "fail").map((c) => `${c.label}: ${c.detail}`);
  return { file, accepted: report.passed, reasons, expect: story.expect, category: story.category, report };
}

/** Every `*.json` file of the folder except `index.json`, in name order. */
function readFolder(dir: string): Array<[string, ModelStory]> {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json") && f !== "index.json")
    .sort()
    .map((f) => [f, modelStorySchema.parse(JSON.parse(readFileSync(join(dir, f), "utf8")))]);
}

/** Offline: the report card with the built-in safety review. */
export function evaluateFolder(dir: string): StoryVerdict[] {
  return readFolder(dir).map(([f, story]) => evaluateModelStory(f, story));
}

/**
 * With a model: the built-in verdict, then the model's review of every story (also those the built-in
 * layer refused, so the judge's own agreement can be read). A story either refuses is refused; a
 * review that cannot run refuses it too (fail closed). One story at a time.
 */
export async function evaluateFolderWithModel(dir: string, reviewer: ModelReviewer, options: ModelReviewOptions = {}): Promise<StoryVerdict[]> {
  const results: StoryVerdict[] = [];
  for (const [f, story] of readFolder(dir)) {
    const verdict = evaluateModelStory(f, story);
    const cleaned = cleanModelText(story.text);
    const shown = { title: story.title || cleaned.title || "", text: cleaned.text };
    try {
      verdict.review = await reviewWithModel(
        reviewer,
        shown,
        { childAge: story.input.childAge, behavior: story.input.behavior as StoryRequest["behavior"] },
        options,
      );
      if (verdict.review.findings.length) verdict.reasons.push(`${SAFETY_CHECK.label} (model review): ${describeFindings(verdict.review.findings)}`);
    } catch (error) {
      if (!(error instanceof SafetyReviewError)) throw error;
      verdict.review = null;
      verdict.reasons.push(`${SAFETY_CHECK.label} (model review): ${error.message}`);
    }
    verdict.accepted = verdict.accepted && verdict.review !== null && verdict.review.findings.length === 0;
    results.push(verdict);
  }
  return results;
}

export function summarize(results: StoryVerdict[]) {
  const labelled = results.filter((r) => r.expect);
  const agree = labelled.filter((r) => (r.expect === "accept") === r.accepted);
  return {
    accepted: results.filter((r) => r.accepted).length,
    refused: results.filter((r) => !r.accepted).length,
    labelled: labelled.length,
    agree: agree.length,
    disagreements: labelled.filter((r) => (r.expect === "accept") !== r.accepted),
  };
}

export function formatEvaluation(results: StoryVerdict[]): string {
  const lines = results.map((r) => {
    const verdict = r.accepted ? "accepted" : `refused: ${r.reasons.join("; ")}`;
    const mark = r.expect && (r.expect === "accept") !== r.accepted ? `  [DISAGREES: expect ${r.expect}]` : "";
    return `${r.file}: ${verdict}${mark}`;
  });
  const s = summarize(results);
  const reviewed = results.filter((r) => r.review !== undefined);
  if (reviewed.length) {
    // The model's review on its own, against the labels: how often the judge (and moderation) alone would refuse.
    const unsafe = (r: StoryVerdict) => r.review === null || (r.review?.findings.length ?? 0) > 0;
    const labelled = reviewed.filter((r) => r.expect);
    const safetyRefusals = labelled.filter((r) => r.expect === "refuse" && r.reasons.some((x) => x.startsWith(`${SAFETY_CHECK.label}:`)));
    const moderation = [...new Set(reviewed.map((r) => r.review?.moderation ?? "not run"))].join("/");
    lines.push(
      `model review: ${reviewed.filter(unsafe).length} of ${reviewed.length} judged unsafe ` +
        `(good stories judged unsafe: ${labelled.filter((r) => r.expect === "accept" && unsafe(r)).length}/${labelled.filter((r) => r.expect === "accept").length}; ` +
        `of those the built-in layer refused as unsafe, also by the model: ${safetyRefusals.filter(unsafe).length}/${safetyRefusals.length}); ` +
        `could not run: ${reviewed.filter((r) => r.review === null).length}; moderation: ${moderation}; judging calls: ${reviewed.reduce((n, r) => n + (r.review?.judgeCalls ?? 0), 0)}`,
    );
  }
  lines.push(
    `${results.length} stories: ${s.accepted} accepted, ${s.refused} refused; agreement with expect: ${s.agree}/${s.labelled}` +
      (s.disagreements.length ? ` (disagree: ${s.disagreements.map((d) => d.file).join(", ")})` : ""),
  );
  return lines.join("\n");
}
