/**
 * Site-wide facts quoted by the content modules: the product name, support e-mail and social link.
 * One definition here; home, legal, support and meta copy import them.
 */
import type { ContentLink } from "./types";

export const SITE_NAME = "Behavior Tales";
export const SUPPORT_EMAIL = "support@behaviortales.app";
export const CONTACT_PATH = "/contact";
export const SOCIAL_LINK: ContentLink = {
  label: "Follow us on Instagram",
  href: "https://www.instagram.com/behaviortales",
  external: true,
};
