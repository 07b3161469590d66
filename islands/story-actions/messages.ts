/**
 * The story actions' plain rules, no React: whether a failure was the parent cancelling the share sheet,
 * what the error toasts say, and whether this browser's share sheet can carry a PDF.
 */
import { ApiError } from "../lib/api";

/** The parent closed the device's share sheet: not a failure, nothing to say. */
export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

/** The toast after creating or stopping the family link failed: the server's reason when it gave one. */
export function familyLinkFailure(action: "create the link" | "stop sharing", err: unknown): string {
  return err instanceof ApiError ? `We couldn't ${action} (${err.userMessage})` : `We couldn't ${action}. Please try again.`;
}

/** The toast after deleting the story failed. */
export function deleteFailure(err: unknown): string {
  return err instanceof Error ? `Failed to delete story (${err.message})` : "Failed to delete story";
}

/** Whether the device's share sheet can carry a PDF file (and whether there is one at all). */
export function canShareFiles(nav: Pick<Navigator, "share" | "canShare">, probe: () => File): boolean {
  try {
    return typeof nav.share === "function" && typeof nav.canShare === "function" && nav.canShare({ files: [probe()] });
  } catch {
    return false;
  }
}
