import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { api } from "./lib/api";
import { showToast, toastAfterNavigation } from "./lib/toast";
import { DELETE_CONFIRM } from "../components/story/format";
import { DownloadIcon, EyeIcon, HeartIcon, ShareIcon, TrashIcon } from "../components/story/icons";
import { LABELS } from "../src/content/labels";
import { storyApiUrl, storyDeleteAction, storyFavoriteAction, storyFavoriteApiUrl, storyHref, storyPdfFileName, storyPdfUrl, storyPreviewUrl } from "../src/contracts/story";

/** What the share sheet says while a story's address opens only for its owner. */
export const SHARE_COPY = {
  title: "Share this story",
  body: "A story's link opens only for you, when you're signed in. To share it with family or a teacher, send the PDF: it holds the whole picture book, ready to read or print.",
  sharePdf: "Share the PDF",
  copyLink: "Copy link (for you)",
} as const;

export interface StoryActionsProps {
  id: number;
  title: string;
  favorite: boolean;
}

/**
 * The story's action bar: favorite, share, download, preview and delete (with the spec's confirmation).
 * Download and preview are plain links and favorite/delete fall back to forms, so they work without JavaScript.
 */
export default function StoryActions({ id, title, favorite: initialFavorite }: StoryActionsProps) {
  const [favorite, setFavorite] = useState(initialFavorite);
  const [savingFavorite, setSavingFavorite] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const deleteButtonRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (confirming && !dialog.open) dialog.showModal();
    if (!confirming && dialog.open) dialog.close();
  }, [confirming]);

  async function toggleFavorite(e: FormEvent) {
    e.preventDefault();
    const next = !favorite;
    setSavingFavorite(true);
    try {
      const updated = await api<{ favorite: boolean }>("PATCH", storyFavoriteApiUrl(id), { favorite: next });
      setFavorite(updated.favorite);
      showToast({ title: updated.favorite ? "Added to favorites" : "Removed from favorites", description: title });
    } catch {
      showToast({ title: "Error", description: "Failed to update favorite status", variant: "destructive" });
    } finally {
      setSavingFavorite(false);
    }
  }

  // Share: a story's address opens only for its owner, signed in. The sheet says so, and offers what
  // family can open — the PDF (through the device's share sheet where it can carry files).
  const shareRef = useRef<HTMLDialogElement>(null);
  const shareButtonRef = useRef<HTMLButtonElement>(null);
  const [canSharePdf, setCanSharePdf] = useState(false);
  const [sharingPdf, setSharingPdf] = useState(false);

  useEffect(() => {
    try {
      const probe = new File([new Uint8Array(0)], "story.pdf", { type: "application/pdf" });
      setCanSharePdf(typeof navigator.share === "function" && typeof navigator.canShare === "function" && navigator.canShare({ files: [probe] }));
    } catch {
      setCanSharePdf(false);
    }
  }, []);

  function openShare() {
    shareRef.current?.showModal();
  }

  function closeShare() {
    shareRef.current?.close();
    shareButtonRef.current?.focus();
  }

  async function sharePdf() {
    setSharingPdf(true);
    try {
      const res = await fetch(storyPdfUrl(id), { credentials: "include" });
      if (!res.ok) throw new Error(String(res.status));
      const file = new File([await res.blob()], storyPdfFileName(title), { type: "application/pdf" });
      await navigator.share({ title, files: [file] });
      closeShare();
    } catch (err) {
      if (!(err instanceof DOMException && err.name === "AbortError")) {
        showToast({ title: "Error", description: `We couldn't share the PDF. Use ${LABELS.downloadPdf} instead.`, variant: "destructive" });
      }
    } finally {
      setSharingPdf(false);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showToast({ title: "Link copied!", description: "Story link copied to clipboard" });
      closeShare();
    } catch {
      showToast({ title: "Error", description: "We couldn't copy the link. Copy it from the address bar instead.", variant: "destructive" });
    }
  }

  function openConfirm(e: MouseEvent) {
    e.preventDefault();
    setConfirming(true);
  }

  function closeConfirm() {
    setConfirming(false);
    deleteButtonRef.current?.focus();
  }

  async function confirmDelete(e: FormEvent) {
    e.preventDefault();
    setDeleting(true);
    try {
      await api("DELETE", storyApiUrl(id));
      toastAfterNavigation({ title: "Story deleted", description: "Your story has been permanently deleted" });
      window.location.assign("/library");
    } catch (err) {
      setDeleting(false);
      setConfirming(false);
      showToast({ title: "Error", description: err instanceof Error ? `Failed to delete story (${err.message})` : "Failed to delete story", variant: "destructive" });
    }
  }

  return (
    <div className="story-actions" role="group" aria-label="Story actions">
      <form method="post" action={storyFavoriteAction(id)} onSubmit={toggleFavorite}>
        <input type="hidden" name="favorite" value={favorite ? "false" : "true"} />
        <input type="hidden" name="returnTo" value={storyHref(id)} />
        <button type="submit" className={`btn btn-secondary favorite-toggle${favorite ? " is-favorite" : ""}`} aria-pressed={favorite} disabled={savingFavorite}>
          <HeartIcon filled={favorite} />
          {favorite ? "Favorited" : "Favorite"}
        </button>
      </form>
      <button ref={shareButtonRef} type="button" className="btn btn-secondary" onClick={openShare} aria-haspopup="dialog">
        <ShareIcon /> Share
      </button>
      <a
        className="btn btn-primary"
        href={storyPdfUrl(id)}
        download
        onClick={() => showToast({ title: "Download started", description: "Your PDF is being downloaded" })}
      >
        <DownloadIcon /> {LABELS.downloadPdf}
      </a>
      <a className="btn btn-secondary" href={storyPreviewUrl(id)} target="_blank" rel="noopener">
        <EyeIcon /> {LABELS.previewPdf}<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a ref={deleteButtonRef} className="btn btn-ghost btn-delete" href={`${storyHref(id)}?confirm=delete`} role="button" onClick={openConfirm}>
        <TrashIcon /> Delete
      </a>

      <dialog
        ref={shareRef}
        className="confirm-dialog share-dialog"
        aria-labelledby="share-dialog-title"
        aria-describedby="share-dialog-body"
        onCancel={(e) => {
          e.preventDefault();
          closeShare();
        }}
      >
        <h2 id="share-dialog-title">{SHARE_COPY.title}</h2>
        <p id="share-dialog-body">{SHARE_COPY.body}</p>
        <div className="dialog-actions share-actions">
          {canSharePdf ? (
            <button type="button" className="btn btn-primary" onClick={sharePdf} disabled={sharingPdf} autoFocus>
              <ShareIcon /> {sharingPdf ? "Preparing the PDF..." : SHARE_COPY.sharePdf}
            </button>
          ) : (
            <a className="btn btn-primary" href={storyPdfUrl(id)} download onClick={() => showToast({ title: "Download started", description: "Your PDF is being downloaded" })} autoFocus>
              <DownloadIcon /> {LABELS.downloadPdf}
            </a>
          )}
          <button type="button" className="btn btn-secondary" onClick={copyLink}>
            {SHARE_COPY.copyLink}
          </button>
          <button type="button" className="btn btn-ghost" onClick={closeShare}>
            Close
          </button>
        </div>
      </dialog>

      <dialog
        ref={dialogRef}
        className="confirm-dialog"
        aria-labelledby="delete-dialog-title"
        aria-describedby="delete-dialog-body"
        onCancel={(e) => {
          e.preventDefault();
          if (!deleting) closeConfirm();
        }}
      >
        <form method="post" action={storyDeleteAction(id)} onSubmit={confirmDelete}>
          <h2 id="delete-dialog-title">{DELETE_CONFIRM.title}</h2>
          <p id="delete-dialog-body">{DELETE_CONFIRM.body}</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={closeConfirm} disabled={deleting} autoFocus>
              Cancel
            </button>
            <button type="submit" className="btn btn-danger" disabled={deleting}>
              {deleting ? "Deleting..." : "Delete"}
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
