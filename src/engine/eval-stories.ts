/**
 * The story eval harness behind `npm run eval:stories -- DIR` (scripts/eval-stories.ts): each JSON file
 * in the folder is a model's answer in the shared fixtures' format (`input`, `title`, `text`, optional
 * `expect`), checked exactly as a model's story is — its wrapping removed (model-text.ts), then the
 * report card (quality.ts), which includes the built-in safety review.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { AGE_BANDS, THEMES, type ThemeId } from "../content/catalog";
import { PRONOUNS } from "../contracts/story-plan";
import { cleanModelText } from "./model-text";
import { checkStoryText } from "./quality";
import type { QualityReport, StoryRequest } from "./types";

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
}

export function evaluateModelStory(file: string, story: ModelStory): StoryVerdict {
  const req: StoryRequest = { ...story.input, behavior: story.input.behavior as StoryRequest["behavior"], seed: 1 };
  const cleaned = cleanModelText(story.text);
  const report = checkStoryText({ title: story.title || cleaned.title || "", text: cleaned.text }, req);
  const reasons = report.checks.filter((c) => c.status === "fail").map((c) => `${c.label}: ${c.detail}`);
  return { file, accepted: report.passed, reasons, expect: story.expect, category: story.category, report };
}

/** Every `*.json` file of the folder except `index.json`, in name order. */
export function evaluateFolder(dir: string): StoryVerdict[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json") && f !== "index.json")
    .sort()
    .map((f) => evaluateModelStory(f, modelStorySchema.parse(JSON.parse(readFileSync(join(dir, f), "utf8")))));
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
  lines.push(
    `${results.length} stories: ${s.accepted} accepted, ${s.refused} refused; agreement with expect: ${s.agree}/${s.labelled}` +
      (s.disagreements.length ? ` (disagree: ${s.disagreements.map((d) => d.file).join(", ")})` : ""),
  );
  return lines.join("\n");
}
