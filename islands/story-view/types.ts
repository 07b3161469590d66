/** One scene of the picture book: its words and its picture. */
export interface BookScene {
  text: string;
  /** The scene's picture (/api/stories/{id}/scenes/{n}/image), BOOK_PICTURE in size. */
  image: string;
  /** What the picture shows (from the plan). */
  alt: string;
  /** Questions for the grown-up to ask on this scene's pages (src/reading/prompts.ts); behind "Reading tips". */
  tips?: string[];
  /** The grown-up's recording of this scene (issue 29), played on its pages; absent when there is none this reader may hear. */
  voice?: string;
}
