/**
 * Button and menu labels that help copy (support, FAQ) refers to by name. The buttons and the copy
 * both import them, so "click 'Generate Story'" always names the button the parent sees.
 */
export const LABELS = {
  /** The story form's submit button (the spec's support copy names it 'Generate Story'). */
  generateStory: "Generate Story",
  createAStory: "Create a Story",
  customBehavior: "Custom Behavior",
  downloadPdf: "Download PDF",
  previewPdf: "Preview PDF",
  signUp: "Sign Up",
} as const;

/** A label quoted in running text: 'Generate Story'. */
export const quoted = (label: string) => `'${label}'`;
