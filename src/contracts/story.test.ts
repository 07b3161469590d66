import { describe, expect, it } from "vitest";
import {
  coloringKey,
  sceneImageUrl,
  sceneKey,
  storyBlobFolder,
  storyHref,
  storyImageUrl,
  storyPdfFileName,
  storyPdfKey,
  storyPdfUrl,
  storyPreviewUrl,
} from "./story";

describe("a story's addresses and files", () => {
  it("are the routes' paths and live under the story's prefix", () => {
    expect(storyHref(7)).toBe("/story/7");
    expect(storyImageUrl(7)).toBe("/api/stories/7/image");
    expect(storyPdfUrl(7)).toBe("/api/stories/7/pdf");
    expect(storyPreviewUrl(7)).toBe("/api/stories/7/pdf?inline=1");
    expect(sceneImageUrl(7, 2)).toBe("/api/stories/7/scenes/2/image");
    expect(storyBlobFolder(7)).toBe("stories/7/");
    for (const key of [coloringKey(7), sceneKey(7, 2), storyPdfKey({ id: 7, plan: null }), storyPdfKey({ id: 7, plan: {} })])
      expect(key.startsWith(storyBlobFolder(7))).toBe(true);
    expect(storyPdfKey({ id: 7, plan: {} })).toBe("stories/7/book.pdf");
    expect(storyPdfKey({ id: 7, plan: null })).toBe("stories/7/story.pdf");
  });
  it("names the download after the title", () => {
    expect(storyPdfFileName("Ava? and  the Moon")).toBe("Ava_and_the_Moon.pdf");
    expect(storyPdfFileName("")).toBe("behavior-tale.pdf");
  });
});
