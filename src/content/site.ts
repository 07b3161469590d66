/**
 * Site-wide facts quoted by the content modules: the product name, support e-mail, social link and the
 * minimum age.
 * One definition here; home, legal, support and meta copy import them.
 */
import type { ContentLink } from "./types";

export const SITE_NAME = "Behavior Tales";
export const SUPPORT_EMAIL = "support@behaviortales.app";
export const CONTACT_PATH = "/contact";
/** Accounts are for adults; the service is not for children under this age (spec sections 2 and 9). */
export const MINIMUM_AGE = 13;
export const SOCIAL_LINK: ContentLink = {
  label: "Follow us on Instagram",
  href: "https://www.instagram.com/behaviortales",
  external: true,
};
