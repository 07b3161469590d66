/**
 * The account's edges in plain words (issue 26): what deleting an account removes, what happens to a
 * subscription, the page that confirms it, and what "Email Verified" means. The profile page, the
 * confirmation page and the tests read these.
 */

/** Everything "Delete account" removes, in the words a parent uses. */
export const ACCOUNT_DELETION_REMOVES = [
  "Every story in your library, with its pictures, coloring page and PDF",
  "Your saved children, with their practice check-ins (and any recordings, once the site keeps them)",
  "Every family link you made: they stop working for everyone who has them",
  "Your sign-in, on every device",
  "Our records of your stories being written and of your checkouts",
  "If your e-mail address is verified: your contact-form messages and research-paper sign-up under it",
] as const;

export const ACCOUNT_DELETION = {
  heading: "Delete account",
  intro: "Deleting your account is permanent and cannot be undone. It removes:",
  /** What happens to a subscription, by the plan the parent is on now. */
  subscription: {
    free: "You're on the free plan, so there is no subscription to cancel.",
    premium: (until: string | null) =>
      `Premium ends with your account${until ? ` (it was paid up to ${until})` : ""}, and the rest of the year is not refunded. If you pay by card, cancel under Manage Subscription first so it won't renew.`,
  },
  open: "Delete my account…",
  confirm: "I understand that my account and all my stories will be permanently deleted.",
  submit: "Permanently delete my account",
} as const;

/** Where the deletion lands: a page that says it is done. */
export const ACCOUNT_DELETED_PATH = "/account/deleted";
export const ACCOUNT_DELETED = {
  title: "Your account is deleted",
  text: "We've deleted your Behavior Tales account and signed you out everywhere. This is what we removed:",
  after: "Copies you downloaded, such as PDFs, are yours to keep. You're welcome back any time with a new account.",
  home: "Return Home",
  meta: { title: "Account deleted · Behavior Tales", description: "Your Behavior Tales account has been deleted.", noindex: true },
} as const;

/** "Email Verified: No" explained, for accounts made with the site's built-in sign-in. */
export const EMAIL_NOT_VERIFIED_BUILT_IN =
  "Our built-in sign-in doesn't send a confirmation e-mail, so your address shows as not verified. Your account works the same; the one difference is that deleting it leaves contact messages and newsletter sign-ups under this address until you ask us to remove them.";
export const EMAIL_NOT_VERIFIED_OTHER = "Your sign-in provider hasn't confirmed this address. Your account works the same.";
