import { showToast } from "./lib/toast";
import { DownloadIcon, EyeIcon, ShareIcon, TrashIcon } from "../components/story/icons";
import { LABELS } from "../src/content/labels";
import { storySharePage } from "../src/share/urls";
import { storyHref, storyPdfUrl, storyPreviewUrl } from "../src/contracts/story";
import { DeleteConfirm } from "./story-actions/DeleteConfirm";
import { FavoriteButton } from "./story-actions/FavoriteButton";
import { ShareDialog } from "./story-actions/ShareDialog";
import { useDeleteConfirm } from "./story-actions/use-delete-confirm";
import { useFamilyLink } from "./story-actions/use-family-link";
import { useShareDialog } from "./story-actions/use-share-dialog";

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
 * The parts live in islands/story-actions/: the favorite button, the Share dialog and its family link, the delete confirmation.
 */
export default function StoryActions({ id, title, favorite, shareUrl = null }: StoryActionsProps) {
  const del = useDeleteConfirm(id);
  const link = useFamilyLink(id, title, shareUrl);
  const share = useShareDialog(id, title, () => link.setConfirmStop(false));

  return (
    <div className="story-actions" role="group" aria-label="Story actions">
      <FavoriteButton id={id} title={title} initial={favorite} />
      <a
        ref={share.buttonRef}
        className={`btn btn-secondary${link.url ? " is-shared" : ""}`}
        href={storySharePage(id)}
        role="button"
        onClick={share.open}
        aria-haspopup="dialog"
      >
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
        <EyeIcon /> {LABELS.previewPdf}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a ref={del.buttonRef} className="btn btn-ghost btn-delete" href={`${storyHref(id)}?confirm=delete`} role="button" onClick={del.open}>
        <TrashIcon /> Delete
      </a>

      <ShareDialog id={id} share={share} link={link} />
      <DeleteConfirm id={id} del={del} />
    </div>
  );
}
