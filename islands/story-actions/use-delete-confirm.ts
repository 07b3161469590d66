import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { storyApiUrl } from "../../src/contracts/story";
import { api } from "../lib/api";
import { showToast, toastAfterNavigation } from "../lib/toast";
import { deleteFailure } from "./messages";

/**
 * Delete with the spec's confirmation: the dialog opens over the page (focus back on Delete when it
 * closes); confirming deletes the story and goes to the library, which says so.
 */
export function useDeleteConfirm(id: number) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (confirming && !dialog.open) dialog.showModal();
    if (!confirming && dialog.open) dialog.close();
  }, [confirming]);

  function open(e: MouseEvent) {
    e.preventDefault();
    setConfirming(true);
  }

  function close() {
    setConfirming(false);
    buttonRef.current?.focus();
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    setDeleting(true);
    try {
      await api("DELETE", storyApiUrl(id));
      toastAfterNavigation({ title: "Story deleted", description: "Your story has been permanently deleted" });
      window.location.assign("/library");
    } catch (err) {
      setDeleting(false);
      setConfirming(false);
      showToast({ title: "Error", description: deleteFailure(err), variant: "destructive" });
    }
  }

  return { dialogRef, buttonRef, deleting, open, close, confirm };
}
