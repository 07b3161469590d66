/**
 * The story plan as soon as a language model's planning call has answered, before the scenes are
 * written: the coloring page needs only the plan, so it is drawn while the story is written (ADR 023).
 *
 * The model is wrapped for one story (AI SDK middleware; llm.ts is unchanged). A planning call is the
 * one asking for JSON (`responseFormat`); its streamed text is collected and, when it ends, read the
 * way the planning step reads it — the JSON object in the answer, checked and forced by the same
 * `validateSkeleton` — so the plan seen here is the plan llm.ts keeps. A usable plan is given to
 * `onPlan` as a StoryPlan whose scenes have no text yet; an unusable answer gives nothing.
 */
import type { LanguageModelV3, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import type { StoryPlan } from "../contracts/story-plan";
import { validateSkeleton } from "./llm";
import type { StoryRequest } from "./types";

/** The plan in a planning answer (code fences or a sentence around the JSON allowed), or null. */
export function planFromAnswer(text: string, req: StoryRequest): StoryPlan | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start === -1 || end <= start) return null;
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  const result = validateSkeleton(value, req);
  if (!result.ok) return null;
  const { scenes, ...skeleton } = result.skeleton;
  // The child as the request says (the model is never trusted with it), as llm.ts forces it.
  const child: StoryPlan["child"] = { ...skeleton.child };
  if (req.hair) child.hair = req.hair;
  if (req.glasses !== undefined) child.glasses = req.glasses;
  return { ...skeleton, child, scenes: scenes.map(({ summary: _summary, ...scene }) => ({ ...scene, text: "" })) } as StoryPlan;
}

/** `model`, telling `onPlan` each usable plan its planning calls answer with. */
export function tapPlan(model: LanguageModelV3, req: StoryRequest, onPlan: (plan: StoryPlan) => void): LanguageModelV3 {
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: "v3",
      async wrapStream({ doStream, params }) {
        const result = await doStream();
        if (params.responseFormat?.type !== "json") return result;
        let text = "";
        const stream = result.stream.pipeThrough(
          new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
            transform(part, controller) {
              if (part.type === "text-delta") text += part.delta;
              controller.enqueue(part);
            },
            flush() {
              try {
                const plan = planFromAnswer(text, req);
                if (plan) onPlan(plan);
              } catch {
                // A watcher's failure never breaks the story's own call.
              }
            },
          }),
        );
        return { ...result, stream };
      },
    },
  });
}
