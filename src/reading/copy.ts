/**
 * The words of reading together (issue 29) that the browser needs too: the book view's tips toggle and
 * the "Right before" card's labels. No zod, no engine: the story page's island imports it.
 */
import { storyHref } from "../contracts/story";
import { sharedStoryHref } from "../share/urls";

/** The book view's "Reading tips" toggle, its remembered setting and the heading above a page's prompts. */
export const READING_TIPS = {
  toggle: "Reading tips",
  heading: "Ask while you read",
  /** localStorage key: "1" when the grown-up turned the tips on, on this device. */
  storageKey: "bt-reading-tips",
} as const;

/** The "Right before" card: the plan in 60 seconds, for the minute before the hard moment. */
export const CARD_COPY = {
  /** The link on the story page and the card's page title. */
  link: "Right-before card",
  title: "Right before",
  lead: "Read this together just before the hard moment. It takes a minute.",
  steps: "The steps",
  refrain: "Say it together",
  offline: "Once opened, this card stays on this device for a week, so it opens without a connection.",
  print: "The printable card is in the story's PDF, two to a page.",
  back: "Back to the story",
  /** A story from before plans has no card. */
  none: "This story was written before cards existed, so it has no card.",
  /** The printed card's QR code (it opens this card through the family link); how to get one, said on the owner's card page (never printed). */
  qrCaption: "Scan to open on a phone",
  qrCover: "For grown-ups: scan for the right-before card on your phone.",
  noQr: "Printed cards carry a QR code that opens this card on a phone while the story's family link is on (download the PDF again after turning it on).",
} as const;

/** Cache-Control of the owner's card: kept by the browser for a week (works offline once opened). */
export const CARD_CACHE_CONTROL = "private, max-age=604800";

/** The owner's card, and the same card through a family link (mirrors the shared page's address). */
export const cardHref = (storyId: number) => `${storyHref(storyId)}/card`;
export const sharedCardHref = (token: string) => `${sharedStoryHref(token)}/card`;
