import { ShareIcon } from "../../components/story/icons";
import { FAMILY_LINK_COPY, storyShareAction, storyUnshareAction } from "../../src/share/urls";
import type { useFamilyLink } from "./use-family-link";

interface FamilyLinkSectionProps {
  id: number;
  link: ReturnType<typeof useFamilyLink>;
  /** The device has a share sheet: "Share family link" rather than "Copy family link". */
  canShareLink: boolean;
}

/** The Share dialog's family link: create it, or (when on) its address, share/copy it, and stop sharing (after a confirming step). */
export function FamilyLinkSection({ id, link, canShareLink }: FamilyLinkSectionProps) {
  return (
    <section className="family-link" aria-labelledby="family-link-heading">
      <h3 id="family-link-heading">{FAMILY_LINK_COPY.heading}</h3>
      {link.url ? (
        <>
          <p className="family-link-status">{FAMILY_LINK_COPY.active}</p>
          <div className="field family-link-field">
            <label className="visually-hidden" htmlFor="family-link-url">
              {FAMILY_LINK_COPY.linkLabel}
            </label>
            <input id="family-link-url" className="family-link-url" type="text" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          </div>
          {link.confirmStop ? <StopSharingStep id={id} link={link} /> : <LinkActions url={link.url} link={link} canShareLink={canShareLink} />}
        </>
      ) : (
        <form method="post" action={storyShareAction(id)} onSubmit={link.create}>
          <p>{FAMILY_LINK_COPY.explain}</p>
          <div className="dialog-actions">
            <button ref={link.actionRef} type="submit" className="btn btn-primary" disabled={link.busy === "creating"} autoFocus>
              <ShareIcon /> {link.busy === "creating" ? FAMILY_LINK_COPY.creating : FAMILY_LINK_COPY.create}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** With the link on: share (or copy) it, or start stopping it. */
function LinkActions({ url, link, canShareLink }: { url: string; link: ReturnType<typeof useFamilyLink>; canShareLink: boolean }) {
  return (
    <div className="dialog-actions">
      <button ref={link.actionRef} type="button" className="btn btn-primary" onClick={() => link.deliver(url)} autoFocus>
        <ShareIcon /> {canShareLink ? FAMILY_LINK_COPY.shareLink : FAMILY_LINK_COPY.copyLink}
      </button>
      <button ref={link.stopButtonRef} type="button" className="btn btn-ghost btn-delete" onClick={() => link.setConfirmStop(true)}>
        {FAMILY_LINK_COPY.stop}
      </button>
    </div>
  );
}

/** "Stop sharing this story?": Cancel, or Stop sharing (a form POST without JavaScript). */
function StopSharingStep({ id, link }: { id: number; link: ReturnType<typeof useFamilyLink> }) {
  return (
    <form method="post" action={storyUnshareAction(id)} onSubmit={link.stop} className="family-link-confirm" role="group" aria-labelledby="stop-sharing-title">
      <p>
        <strong id="stop-sharing-title">{FAMILY_LINK_COPY.stopTitle}</strong> {FAMILY_LINK_COPY.stopBody}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={link.keepSharing} disabled={link.busy === "stopping"} autoFocus>
          Cancel
        </button>
        <button type="submit" className="btn btn-danger" disabled={link.busy === "stopping"}>
          {link.busy === "stopping" ? FAMILY_LINK_COPY.stopping : FAMILY_LINK_COPY.stop}
        </button>
      </div>
    </form>
  );
}
