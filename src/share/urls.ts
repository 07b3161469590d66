/**
 * Family links (issue 15): the addresses a shared story's page and files have, and the owner's calls.
 * Browser-safe (the islands, the routes and the tests import it). The token is the only key: a shared
 * address never carries the story's id.
 */
import { SHARE_PATH_PREFIX } from "../contracts/family";

/** A token as `generateShareToken` makes it: 32 bytes, base64url without padding (43 characters). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The shared page (a path; `shareLinkUrl` in src/share/links.ts puts it on the configured origin). */
export const sharedStoryHref = (token: string) => `${SHARE_PATH_PREFIX}${token}`;
/** Scene n's picture, n from 1 (mirrors `sceneImageUrl`). */
export const sharedSceneImageUrl = (token: string, n: number) => `${sharedStoryHref(token)}/scenes/${n}/image`;
/** The coloring page (mirrors `storyImageUrl`). */
export const sharedImageUrl = (token: string) => `${sharedStoryHref(token)}/image`;
/** The PDF as a download (mirrors `storyPdfUrl`). */
export const sharedPdfUrl = (token: string) => `${sharedStoryHref(token)}/pdf`;
/** The PDF shown in the browser (mirrors `storyPreviewUrl`). */
export const sharedPreviewUrl = (token: string) => `${sharedPdfUrl(token)}?inline=1`;

/** The owner's calls: POST creates (or returns) the link, DELETE turns it off. */
export const storyShareApiUrl = (id: number) => `/api/stories/${id}/share`;
/** The story page's no-JavaScript forms and the page that shows the link without JavaScript. */
export const storyShareAction = (id: number) => `/story/${id}/share`;
export const storyUnshareAction = (id: number) => `/story/${id}/share/delete`;
export const storySharePage = (id: number) => `/story/${id}?share=1`;
export const storyUnshareConfirmPage = (id: number) => `/story/${id}?share=stop`;

/** `POST /api/stories/{id}/share` answers this (201 when made now, 200 when it already existed). */
export interface ShareLinkJson {
  url: string;
}

/** What the share sheet and the no-JavaScript page say about family links (one wording everywhere). */
/** What the share sheet says about this page's own address and the PDF (the family link's words are below). */
export const SHARE_COPY = {
  title: "Share this story",
  body: "This page's own address opens only for you, when you're signed in. You can also send the PDF: it holds the whole picture book, ready to read or print.",
  sharePdf: "Share the PDF",
  copyLink: "Copy link (for you)",
} as const;

export const FAMILY_LINK_COPY = {
  heading: "Family link",
  explain:
    "A family link lets anyone who has it read this one story, see its pictures and open its PDF, without signing in. It doesn't show your name, your e-mail or your other stories. It works until you turn it off.",
  create: "Create family link",
  creating: "Creating the link...",
  active: "Family link is on. Anyone with this link can read this story, see its pictures and open its PDF.",
  linkLabel: "Family link address",
  shareLink: "Share family link",
  copyLink: "Copy family link",
  stop: "Stop sharing",
  stopping: "Stopping...",
  stopTitle: "Stop sharing this story?",
  stopBody: "The family link will stop working for everyone who has it. You can create a new link later; the old one won't work again.",
  stopped: "Family link turned off",
  stoppedBody: "The link no longer opens this story.",
  copied: "Family link copied to clipboard",
} as const;
