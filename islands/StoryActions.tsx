import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { api, ApiError } from "./lib/api";
import { showToast, toastAfterNavigation } from "./lib/toast";
import { DownloadIcon, EyeIcon, HeartIcon, ShareIcon, TrashIcon } from "../components/story/icons";
import { LABELS } from "../src/content/labels";
import { FAMILY_LINK_COPY, SHARE_COPY, storyShareAction, storyShareApiUrl, storySharePage, storyUnshareAction, type ShareLinkJson } from "../src/share/urls";
import { DELETE_CONFIRM, storyApiUrl, storyDeleteAction, storyFavoriteAction, storyFavoriteApiUrl, storyHref, storyPdfFileName, storyPdfUrl, storyPreviewUrl } from "../src/contracts/story";


export interface StoryActionsProps {
  id: number;
  title: string;
  favorite: boolean;
  /** The story's family link when one is on (its full address), else null. */
  shareUrl?: string | null;
}

/**
 * The story's action bar: favorite, share, download, preview and delete (with the spec's confirmation).
 * Download and preview are plain links and favorite/delete fall back to forms, so they work without JavaScript.
 */
export default function StoryActions({ id, title, favorite: initialFavorite, shareUrl: initialShareUrl = null }: StoryActionsProps) {
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

  // Share: the family link (a read-only address anyone who has it can open, until the owner turns it
  // off), and besides it the PDF (through the device's share sheet where it can carry files). The
  // story's own address opens only for its owner, signed in; the sheet says so.
  const shareRef = useRef<HTMLDialogElement>(null);
  const shareButtonRef = useRef<HTMLAnchorElement>(null);
  const [familyUrl, setFamilyUrl] = useState<string | null>(initialShareUrl);
  const [linkBusy, setLinkBusy] = useState<"creating" | "stopping" | null>(null);
  const [confirmStop, setConfirmStop] = useState(false);
  const stopButtonRef = useRef<HTMLButtonElement>(null);
  const linkActionRef = useRef<HTMLButtonElement>(null);
  const [canSharePdf, setCanSharePdf] = useState(false);
  const [canShareLink, setCanShareLink] = useState(false);
  const [sharingPdf, setSharingPdf] = useState(false);

  useEffect(() => {
    setCanShareLink(typeof navigator.share === "function");
    try {
      const probe = new File([new Uint8Array(0)], "story.pdf", { type: "application/pdf" });
      setCanSharePdf(typeof navigator.share === "function" && typeof navigator.canShare === "function" && navigator.canShare({ files: [probe] }));
    } catch {
      setCanSharePdf(false);
    }
  }, []);

  function openShare(e: MouseEvent) {
    e.preventDefault();
    setConfirmStop(false);
    shareRef.current?.showModal();
  }

  function closeShare() {
    setConfirmStop(false);
    shareRef.current?.close();
    shareButtonRef.current?.focus();
  }

  /** Hand the family link on: the device's share sheet where there is one, else the clipboard. */
  async function deliverLink(url: string) {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
        // No share target or no user gesture left: copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: "Link copied!", description: FAMILY_LINK_COPY.copied });
    } catch {
      showToast({ title: "Error", description: "We couldn't copy the link. Select it in the box and copy it from there.", variant: "destructive" });
    }
  }

  async function createLink(e: FormEvent) {
    e.preventDefault();
    setLinkBusy("creating");
    try {
      const { url } = await api<ShareLinkJson>("POST", storyShareApiUrl(id));
      setFamilyUrl(url);
      await deliverLink(url);
      requestAnimationFrame(() => linkActionRef.current?.focus());
    } catch (err) {
      showToast({ title: "Error", description: err instanceof ApiError ? `We couldn't create the link (${err.userMessage})` : "We couldn't create the link. Please try again.", variant: "destructive" });
    } finally {
      setLinkBusy(null);
    }
  }

  async function stopSharing(e: FormEvent) {
    e.preventDefault();
    setLinkBusy("stopping");
    try {
      await api("DELETE", storyShareApiUrl(id));
      setFamilyUrl(null);
      setConfirmStop(false);
      showToast({ title: FAMILY_LINK_COPY.stopped, description: FAMILY_LINK_COPY.stoppedBody });
      requestAnimationFrame(() => linkActionRef.current?.focus());
    } catch (err) {
      showToast({ title: "Error", description: err instanceof ApiError ? `We couldn't stop sharing (${err.userMessage})` : "We couldn't stop sharing. Please try again.", variant: "destructive" });
    } finally {
      setLinkBusy(null);
    }
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
      <a ref={shareButtonRef} className={`btn btn-secondary${familyUrl ? " is-shared" : ""}`} href={storySharePage(id)} role="button" onClick={openShare} aria-haspopup="dialog">
        <ShareIcon /> Share
      </a>
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
        <section className="family-link" aria-labelledby="family-link-heading">
          <h3 id="family-link-heading">{FAMILY_LINK_COPY.heading}</h3>
          {familyUrl ? (
            <>
              <p className="family-link-status">{FAMILY_LINK_COPY.active}</p>
              <div className="field family-link-field">
                <label className="visually-hidden" htmlFor="family-link-url">
                  {FAMILY_LINK_COPY.linkLabel}
                </label>
                <input id="family-link-url" className="family-link-url" type="text" readOnly value={familyUrl} onFocus={(e) => e.currentTarget.select()} />
              </div>
              {confirmStop ? (
                <form method="post" action={storyUnshareAction(id)} onSubmit={stopSharing} className="family-link-confirm" role="group" aria-labelledby="stop-sharing-title">
                  <p>
                    <strong id="stop-sharing-title">{FAMILY_LINK_COPY.stopTitle}</strong> {FAMILY_LINK_COPY.stopBody}
                  </p>
                  <div className="dialog-actions">
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => {
                        setConfirmStop(false);
                        requestAnimationFrame(() => stopButtonRef.current?.focus());
                      }}
                      disabled={linkBusy === "stopping"}
                      autoFocus
                    >
                      Cancel
                    </button>
                    <button type="submit" className="btn btn-danger" disabled={linkBusy === "stopping"}>
                      {linkBusy === "stopping" ? FAMILY_LINK_COPY.stopping : FAMILY_LINK_COPY.stop}
                    </button>
                  </div>
                </form>
              ) : (
                <div className="dialog-actions">
                  <button ref={linkActionRef} type="button" className="btn btn-primary" onClick={() => deliverLink(familyUrl)} autoFocus>
                    <ShareIcon /> {canShareLink ? FAMILY_LINK_COPY.shareLink : FAMILY_LINK_COPY.copyLink}
                  </button>
                  <button ref={stopButtonRef} type="button" className="btn btn-ghost btn-delete" onClick={() => setConfirmStop(true)}>
                    {FAMILY_LINK_COPY.stop}
                  </button>
                </div>
              )}
            </>
          ) : (
            <form method="post" action={storyShareAction(id)} onSubmit={createLink}>
              <p>{FAMILY_LINK_COPY.explain}</p>
              <div className="dialog-actions">
                <button ref={linkActionRef} type="submit" className="btn btn-primary" disabled={linkBusy === "creating"} autoFocus>
                  <ShareIcon /> {linkBusy === "creating" ? FAMILY_LINK_COPY.creating : FAMILY_LINK_COPY.create}
                </button>
              </div>
            </form>
          )}
        </section>
        <p id="share-dialog-body">{SHARE_COPY.body}</p>
        <div className="dialog-actions share-actions">
          {canSharePdf ? (
            <button type="button" className="btn btn-secondary" onClick={sharePdf} disabled={sharingPdf}>
              <ShareIcon /> {sharingPdf ? "Preparing the PDF..." : SHARE_COPY.sharePdf}
            </button>
          ) : (
            <a className="btn btn-secondary" href={storyPdfUrl(id)} download onClick={() => showToast({ title: "Download started", description: "Your PDF is being downloaded" })}>
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
