import { useEffect, useRef, useState, type MouseEvent } from "react";
import { storyPdfFileName, storyPdfUrl } from "../../src/contracts/story";
import { LABELS } from "../../src/content/labels";
import { showToast } from "../lib/toast";
import { canShareFiles, isAbort } from "./messages";

/**
 * The Share dialog: opening and closing it (focus back on the Share button), what this device can share
 * (a link through its share sheet; the PDF itself where the sheet carries files), sharing the PDF and
 * copying the story's own address (which opens only for its owner, signed in). `onReset` clears the
 * family link's "Stop sharing?" step whenever the dialog opens or closes.
 */
export function useShareDialog(id: number, title: string, onReset: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const [canSharePdf, setCanSharePdf] = useState(false);
  const [canShareLink, setCanShareLink] = useState(false);
  const [sharingPdf, setSharingPdf] = useState(false);

  useEffect(() => {
    setCanShareLink(typeof navigator.share === "function");
    setCanSharePdf(canShareFiles(navigator, () => new File([new Uint8Array(0)], "story.pdf", { type: "application/pdf" })));
  }, []);

  function open(e: MouseEvent) {
    e.preventDefault();
    onReset();
    dialogRef.current?.showModal();
  }

  function close() {
    onReset();
    dialogRef.current?.close();
    buttonRef.current?.focus();
  }

  async function sharePdf() {
    setSharingPdf(true);
    try {
      const res = await fetch(storyPdfUrl(id), { credentials: "include" });
      if (!res.ok) throw new Error(String(res.status));
      const file = new File([await res.blob()], storyPdfFileName(title), { type: "application/pdf" });
      await navigator.share({ title, files: [file] });
      close();
    } catch (err) {
      if (!isAbort(err)) {
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
      close();
    } catch {
      showToast({ title: "Error", description: "We couldn't copy the link. Copy it from the address bar instead.", variant: "destructive" });
    }
  }

  return { dialogRef, buttonRef, canSharePdf, canShareLink, sharingPdf, open, close, sharePdf, copyLink };
}
