import type { FormEvent } from "react";
import { behaviorBadge, formatStoryDate } from "./format";
import { storyFavoriteAction, storyHref, storyPdfUrl, storyPreviewUrl, type StorySummary } from "../../src/contracts/story";
import { DotsIcon, DownloadIcon, EyeIcon, HeartIcon } from "./icons";
import { LABELS } from "../../src/content/labels";

export interface StoryCardProps {
  story: StorySummary;
  /** Where the no-JavaScript favorite form comes back to. */
  returnTo: string;
  busy?: boolean;
  /** The first row of cards loads its pictures at once (they are the page's largest paint); the rest lazily. */
  eager?: boolean;
  onToggleFavorite?: (story: StorySummary, e: FormEvent) => void;
  onDownload?: () => void;
}

/**
 * One library card. Every control is a real link or a real form, so the card works before (or without)
 * JavaScript; the library island intercepts the favorite forms and calls the API instead.
 */
export function StoryCard({ story, returnTo, busy, eager, onToggleFavorite, onDownload }: StoryCardProps) {
  const titleId = `story-card-title-${story.id}`;
  const favoriteLabel = story.favorite ? "Remove Favorite" : "Add Favorite";
  const favoriteForm = (className: string, content: React.ReactNode, ariaLabel?: string) => (
    <form
      method="post"
      action={storyFavoriteAction(story.id)}
      className={className}
      onSubmit={onToggleFavorite ? (e) => onToggleFavorite(story, e) : undefined}
    >
      <input type="hidden" name="favorite" value={story.favorite ? "false" : "true"} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-label={ariaLabel}
        aria-pressed={ariaLabel ? story.favorite : undefined}
        disabled={busy}
        data-testid={ariaLabel ? "favorite-toggle" : undefined}
      >
        {content}
      </button>
    </form>
  );
  return (
    <article className="story-card" aria-labelledby={titleId} data-story-id={story.id}>
      <div className="story-card-media">
        <img src={story.pictureUrl} className={`is-${story.pictureKind}`} alt="" loading={eager ? "eager" : "lazy"} width={595} height={842} />
        <a className="story-card-overlay" href={storyHref(story.id)}>
          <span>View Story</span>
          <span className="visually-hidden">: {story.title}</span>
        </a>
        {favoriteForm(
          `story-card-heart${story.favorite ? " is-favorite" : ""}`,
          <HeartIcon filled={story.favorite} />,
          story.favorite ? `Remove ${story.title} from favorites` : `Add ${story.title} to favorites`,
        )}
      </div>
      <div className="story-card-body">
        <h3 id={titleId} className="story-card-title">
          {story.title}
        </h3>
        <p className="story-card-meta">
          <span>For {story.childName}</span>
          <span className="story-badge">{behaviorBadge(story.behavior)}</span>
          <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time>
        </p>
        <p className="story-card-preview">{story.preview}</p>
        <div className="story-card-actions">
          <a className="btn btn-secondary btn-sm" href={storyPreviewUrl(story.id)} target="_blank" rel="noopener">
            <EyeIcon /> Preview<span className="visually-hidden"> {story.title} (opens in a new tab)</span>
          </a>
          <details className="card-menu">
            <summary className="btn btn-ghost btn-sm card-menu-button" aria-label={`More actions for ${story.title}`}>
              <DotsIcon />
            </summary>
            <div className="menu-panel card-menu-panel">
              <a href={storyPdfUrl(story.id)} download onClick={onDownload}>
                <DownloadIcon /> {LABELS.downloadPdf}
              </a>
              <a href={storyHref(story.id)}>View Details</a>
              {favoriteForm("card-menu-favorite", <>{favoriteLabel}</>)}
            </div>
          </details>
        </div>
      </div>
    </article>
  );
}

/** Placeholder card while the list (re)loads (spec: six of them). */
export function StoryCardSkeleton() {
  return (
    <div className="story-card story-card-skeleton" aria-hidden="true" data-testid="story-skeleton">
      <div className="story-card-media skeleton-block" />
      <div className="story-card-body">
        <div className="skeleton-line skeleton-title" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-short" />
      </div>
    </div>
  );
}
