/**
 * The research paper and the sample story as static files. Their byte sizes are recorded here so every
 * runtime (Workers has no file system) can show the real size; tests/integration/public.test.ts checks
 * them against the files in static/, so a regenerated PDF fails the test until these are updated.
 */
export const RESEARCH_PAPER = {
  path: "/papers/behavior-stories-research-paper.pdf",
  fileName: "behavior-stories-research-paper.pdf",
  bytes: 83_779,
} as const;

export const SAMPLE_STORY = {
  path: "/samples/sample-story.pdf",
  bytes: 97_177,
} as const;

/** "82 KB", "2.4 MB": binary units, as file managers show them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Where a subscriber lands after signing up (spec section 7: `redirectUrl`). */
export function researchPaperSentUrl(email: string): string {
  return `/about/research-paper?email=${encodeURIComponent(email)}`;
}

/** The download link: records the download, then redirects to the static PDF. */
export function researchPaperDownloadUrl(email: string | null): string {
  return email ? `/research-paper/download?email=${encodeURIComponent(email)}` : RESEARCH_PAPER.path;
}
