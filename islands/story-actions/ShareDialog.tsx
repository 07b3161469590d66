import { DownloadIcon, ShareIcon } from "../../components/story/icons";
import { LABELS } from "../../src/content/labels";
import { storyPdfUrl } from "../../src/contracts/story";
import { SHARE_COPY } from "../../src/share/urls";
import { showToast } from "../lib/toast";
import { FamilyLinkSection } from "./FamilyLinkSection";
import type { useFamilyLink } from "./use-family-link";
import type { useShareDialog } from "./use-share-dialog";

interface ShareDialogProps {
  id: number;
  share: ReturnType<typeof useShareDialog>;
  link: ReturnType<typeof useFamilyLink>;
}

/**
 * The Share dialog: the family link, and besides it the PDF (through the device's share sheet where it can
 * carry files, else a download) and the story's own address (it opens only for its owner, signed in).
 */
export function ShareDialog({ id, share, link }: ShareDialogProps) {
  return (
    <dialog
      ref={share.dialogRef}
      className="confirm-dialog share-dialog"
      aria-labelledby="share-dialog-title"
      aria-describedby="share-dialog-body"
      onCancel={(e) => {
        e.preventDefault();
        share.close();
      }}
    >
      <h2 id="share-dialog-title">{SHARE_COPY.title}</h2>
      <FamilyLinkSection id={id} link={link} canShareLink={share.canShareLink} />
      <p id="share-dialog-body">{SHARE_COPY.body}</p>
      <div className="dialog-actions share-actions">
        {share.canSharePdf ? (
          <button type="button" className="btn btn-secondary" onClick={share.sharePdf} disabled={share.sharingPdf}>
            <ShareIcon /> {share.sharingPdf ? "Preparing the PDF..." : SHARE_COPY.sharePdf}
          </button>
        ) : (
          <a
            className="btn btn-secondary"
            href={storyPdfUrl(id)}
            download
            onClick={() => showToast({ title: "Download started", description: "Your PDF is being downloaded" })}
          >
            <DownloadIcon /> {LABELS.downloadPdf}
          </a>
        )}
        <button type="button" className="btn btn-secondary" onClick={share.copyLink}>
          {SHARE_COPY.copyLink}
        </button>
        <button type="button" className="btn btn-ghost" onClick={share.close}>
          Close
        </button>
      </div>
    </dialog>
  );
}
