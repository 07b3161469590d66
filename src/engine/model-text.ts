/**
 * A model's story as a reader should get it: without the chat wrapping models add around a story
 * ("Sure! Here's a story for Ibrahim:", a markdown title, **bold** words, "I hope you enjoy it!").
 * Only wrapping is removed, never a sentence of the story itself.
 */

/** A paragraph that talks to the person who asked, not to the child. */
const PREAMBLE =
  /^(sure|certainly|of course|absolutely|okay|ok|here(?:'s| is)|below is|i(?:'ve| have) written|this is a)\b[^\n]{0,160}(story|tale)\b[^\n]*[:.!]$/i;
const CLOSING = /^(i hope|hope you|let me know|feel free|would you like|enjoy the story|if you(?:'d| would) like)\b[^\n]*$/i;
/** A heading line: markdown '#', or a whole paragraph in bold. */
const HEADING = /^(#{1,6}\s+.+|\*\*[^*\n]+\*\*|__[^_\n]+__)$/;

export interface CleanedModelText {
  text: string;
  /** A title the model wrote as a heading, when it gave one. */
  title?: string;
  /** What was removed, for the harness's output and the logs. */
  removed: string[];
}

export function cleanModelText(raw: string): CleanedModelText {
  const removed: string[] = [];
  let title: string | undefined;
  let paragraphs = raw
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  // Wrapping sits at the edges: look at the first two and the last paragraph only.
  for (let i = 0; i < 2 && paragraphs.length; i++) {
    const p = paragraphs[0];
    if (PREAMBLE.test(p)) {
      removed.push("preamble");
      paragraphs = paragraphs.slice(1);
    } else if (HEADING.test(p)) {
      title ??= p
        .replace(/^#+\s*/, "")
        .replace(/^(\*\*|__)|(\*\*|__)$/g, "")
        .trim();
      removed.push("heading");
      paragraphs = paragraphs.slice(1);
    }
  }
  while (paragraphs.length && (CLOSING.test(paragraphs.at(-1)!) || /^(-{3,}|\*{3,}|_{3,})$/.test(paragraphs.at(-1)!))) {
    removed.push("closing");
    paragraphs = paragraphs.slice(0, -1);
  }
  const text = paragraphs
    .map((p) => {
      const plain = p.replace(/\*\*([^*\n]+)\*\*/g, "$1").replace(/__([^_\n]+)__/g, "$1");
      if (plain !== p && !removed.includes("bold")) removed.push("bold");
      return plain;
    })
    .join("\n\n");
  return { text, title, removed };
}
