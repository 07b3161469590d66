/** Names of a story's files as a parent gets them. Browser-safe (the story page's share sheet uses it too). */

/**
 * The download name: the title with whitespace runs turned into underscores, without the characters
 * a file system refuses (a browser would turn "Ava?" into "Ava_", so the name is what the parent gets).
 */
export function storyPdfFileName(title?: string): string {
  const base = (title ?? "")
    .replace(/[\\/:*?"<>|\u0000-\u0008\u000e-\u001f]/g, "")
    .trim()
    .replace(/\s+/g, "_");
  return base ? `${base}.pdf` : "behavior-tale.pdf";
}

