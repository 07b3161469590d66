import { useRef, useState, type FormEvent } from "react";
import { FAMILY_LINK_COPY, storyShareApiUrl, type ShareLinkJson } from "../../src/share/urls";
import { api } from "../lib/api";
import { showToast } from "../lib/toast";
import { familyLinkFailure, isAbort } from "./messages";

/**
 * The family link: a read-only address anyone who has it can open, until the owner turns it off. Its address
 * (null when off), creating it (and handing it on), the "Stop sharing?" step and stopping it; focus lands on
 * the section's main button after each change.
 */
export function useFamilyLink(id: number, title: string, initialUrl: string | null) {
  const [url, setUrl] = useState<string | null>(initialUrl);
  const [busy, setBusy] = useState<"creating" | "stopping" | null>(null);
  const [confirmStop, setConfirmStop] = useState(false);
  const stopButtonRef = useRef<HTMLButtonElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);

  /** Hand the family link on: the device's share sheet where there is one, else the clipboard. */
  async function deliver(link: string) {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: link });
        return;
      } catch (err) {
        if (isAbort(err)) return;
        // No share target or no user gesture left: copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      showToast({ title: "Link copied!", description: FAMILY_LINK_COPY.copied });
    } catch {
      showToast({ title: "Error", description: "We couldn't copy the link. Select it in the box and copy it from there.", variant: "destructive" });
    }
  }

  async function create(e: FormEvent) {
    e.preventDefault();
    setBusy("creating");
    try {
      const { url: created } = await api<ShareLinkJson>("POST", storyShareApiUrl(id));
      setUrl(created);
      await deliver(created);
      requestAnimationFrame(() => actionRef.current?.focus());
    } catch (err) {
      showToast({ title: "Error", description: familyLinkFailure("create the link", err), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function stop(e: FormEvent) {
    e.preventDefault();
    setBusy("stopping");
    try {
      await api("DELETE", storyShareApiUrl(id));
      setUrl(null);
      setConfirmStop(false);
      showToast({ title: FAMILY_LINK_COPY.stopped, description: FAMILY_LINK_COPY.stoppedBody });
      requestAnimationFrame(() => actionRef.current?.focus());
    } catch (err) {
      showToast({ title: "Error", description: familyLinkFailure("stop sharing", err), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  /** "Cancel" on the stop step: back to the link, focus on "Stop sharing". */
  function keepSharing() {
    setConfirmStop(false);
    requestAnimationFrame(() => stopButtonRef.current?.focus());
  }

  return { url, busy, confirmStop, setConfirmStop, stopButtonRef, actionRef, deliver, create, stop, keepSharing };
}
