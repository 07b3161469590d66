import type { BehaviorOptionId, ThemeId } from "../content/catalog";

/** What a coloring-page engine needs to draw one page for one story. */
export interface ColoringPageInput {
  theme: ThemeId;
  /** A BehaviorOptionId ("custom" means customBehavior describes the situation). */
  behavior: BehaviorOptionId | (string & {});
  customBehavior?: string;
  childName: string;
  title: string;
  /** Same seed, same picture (for the local engine). */
  seed: number;
}

export interface ColoringPage {
  contentType: "image/svg+xml" | "image/png";
  bytes: Uint8Array;
}

export interface ColoringPageEngine {
  name: string;
  draw(input: ColoringPageInput): Promise<ColoringPage>;
}
