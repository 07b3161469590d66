/**
 * Legal pages: Terms of Service (/terms-of-service), Privacy Policy (/privacy-policy),
 * Cookie Policy (/cookies) and Copyright Notice (/copyright).
 *
 * Each document is `{ slug, path, title, lastUpdated, lastUpdatedLabel, intro, sections, contactLink }`.
 * The copyright page shows the current year, so it is built by `copyrightNotice(year)`; pass the year at
 * render time (e.g. from the app's clock). The Terms quote the configured plan, so they are
 * `termsOfService(plan)`. `legalDocument(slug, year, plan)` returns any of the four.
 *
 * Everything here describes what this app actually stores and sets (db/schema.ts, src/auth/*). If the
 * data model, cookies or providers change, update these documents and LEGAL_LAST_UPDATED with them.
 */
import { VOICE_COPY, VOICE_LIMITS, VOICE_PRIVACY } from "../reading/voice";
import { PREMIUM_PRICE, storyAllowance, type PlanFacts } from "../contracts/plan";
import { CONTACT_PATH, MINIMUM_AGE, SITE_NAME, SUPPORT_EMAIL } from "./site";
import type { ContentLink } from "./types";

export const LEGAL_LAST_UPDATED = "May 1, 2025";
export const LEGAL_LAST_UPDATED_LABEL = `Last updated: ${LEGAL_LAST_UPDATED}`;

export type LegalSlug = "terms-of-service" | "privacy-policy" | "cookies" | "copyright";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** A bulleted list shown after the paragraphs. */
  items?: string[];
  /** Links shown after the paragraphs (and list) of this section. */
  links?: ContentLink[];
}

export interface LegalDocument {
  slug: LegalSlug;
  /** The page's route, e.g. "/privacy-policy". */
  path: string;
  title: string;
  /** "May 1, 2025" */
  lastUpdated: string;
  /** "Last updated: May 1, 2025", in the spec's words. */
  lastUpdatedLabel: string;
  intro: string[];
  sections: LegalSection[];
  contactLink: ContentLink;
}

/** One cookie or browser-storage entry, for the Cookie Policy's table. */
export interface CookieEntry {
  name: string;
  kind: "cookie" | "local storage";
  /** Who sets it and where. */
  setBy: string;
  purpose: string;
  duration: string;
}

const CONTACT_LINK: ContentLink = { label: "Contact Us", href: CONTACT_PATH };

const contactSection = (topic: string): LegalSection => ({
  heading: "Contact us",
  paragraphs: [
    `If you have any questions about ${topic}, please get in touch through our Contact page or e-mail ${SUPPORT_EMAIL}. We reply within 24 hours, typically within 1 business day.`,
  ],
  links: [CONTACT_LINK],
});

const doc = (d: Omit<LegalDocument, "lastUpdated" | "lastUpdatedLabel" | "contactLink">): LegalDocument => ({
  ...d,
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedLabel: LEGAL_LAST_UPDATED_LABEL,
  contactLink: CONTACT_LINK,
});

/** The Terms of Service, stating the plan `plan` describes (FREE_STORIES, FREE_STORY_PERIOD). */
export const termsOfService = (plan: PlanFacts): LegalDocument =>
  doc({
    slug: "terms-of-service",
    path: "/terms-of-service",
    title: "Terms of Service",
    intro: [
      `These Terms of Service explain the rules for using ${SITE_NAME}, the website and service that creates personalized children's stories, coloring pages and printable PDFs. "We", "us" and "our" mean ${SITE_NAME}; "you" means the person using the service.`,
      "By creating an account or using the service, you agree to these terms and to our Privacy Policy. If you don't agree, please don't use the service.",
    ],
    sections: [
      {
        heading: "Who can use Behavior Tales",
        paragraphs: [
          `Accounts are for adults. You must be at least 18 years old (or the age of majority where you live) to create an account. ${SITE_NAME} is not intended for children under ${MINIMUM_AGE}, and children under ${MINIMUM_AGE} must not create an account or use the service on their own.`,
          "Children enjoy our stories with a grown-up: a parent, caregiver or teacher who creates, reads and prints the stories with them. If you use the service in a school, nursery or care setting, you are responsible for following that setting's own rules about children's information.",
        ],
      },
      {
        heading: "Your account",
        paragraphs: [
          "You sign in with an e-mail address and password through our built-in sign-in service, or with another sign-in provider where the site is connected to one. Please give accurate information, keep your password private, and tell us straight away if you think someone else has used your account. You are responsible for what happens under your account.",
          "You can delete your account at any time from your Profile page. Deleting your account permanently removes your stories and the other data we hold about you, as described in our Privacy Policy.",
        ],
      },
      {
        heading: "Plans and payment",
        paragraphs: [
          `The free plan includes ${storyAllowance(plan, "per")}${plan.period === "month" ? "" : ", a one-time allowance that doesn't renew"}. Premium costs ${PREMIUM_PRICE.perYear} and includes unlimited stories and coloring pages for the subscription year, plus premium support.`,
          "Premium is billed yearly in advance through our payment processor, Stripe, and renews each year until you cancel. You can cancel at any time from the Subscription page; your subscription then stays active until the end of the current billing period and is not renewed. Except where the law requires otherwise, payments are not refundable for partial periods. If you think you've been charged in error, please contact us and we'll look into it.",
          "If we change the price of Premium, we'll tell you before the change applies to your next renewal, and you can cancel before then.",
        ],
      },
      {
        heading: "What you give us",
        paragraphs: [
          "To write a story, you give us your child's first name, an age range, a behavior or a short description of a situation, and a theme. Please only enter information you have the right to share: you should be the child's parent or guardian, or have their permission.",
          "Keep what you enter simple. A first name or nickname is all a story needs. Please don't include surnames, addresses, school names, health details or other sensitive information in a custom description. We check custom descriptions before writing and may decline ones that are unsafe, too long or not suitable for a children's story.",
        ],
      },
      {
        heading: "Generated stories and coloring pages",
        paragraphs: [
          "Stories and coloring pages are created automatically by our story and illustration systems. We check every story for age-appropriate length, kind language and a safe, hopeful ending, but automated writing can still contain mistakes or something that doesn't suit your child. Please read each story before sharing it with a child.",
          "Generated content is for personal, non-commercial use. You may read, print, color and keep the stories and coloring pages you create, including with the children in your family, classroom or care. You may not sell them, publish them, include them in products or services, or distribute them commercially. Our Copyright Notice explains these rights in more detail.",
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: ["Please use the service only for its purpose: creating stories for children in your care. In particular, you must not:"],
        items: [
          "use the service, or any content from it, for commercial purposes;",
          "use any content from the service, including generated stories, coloring pages, our guides and articles, to train, fine-tune or evaluate artificial intelligence or machine-learning models, or collect it by scraping, crawling or other automated means for that purpose (AI training on our content is prohibited);",
          "enter content that is unlawful, hateful, sexual, violent, or that identifies or harms another person;",
          "try to get around plan limits, access other people's accounts or stories, interfere with or overload the service, or probe its security without our written permission.",
        ],
      },
      {
        heading: "Not professional advice",
        paragraphs: [
          "Our stories, Behavior Guide, Parenting Tips and articles offer general, educational information to support everyday parenting. They are not medical, psychological or other professional advice and are not a substitute for it. If you are worried about a child's behavior, development, health or safety, please speak to your pediatrician, a child psychologist or another qualified professional.",
        ],
      },
      {
        heading: "Changes to the service",
        paragraphs: [
          "We're always improving Behavior Tales, so features may change, and some may be added or removed. We work hard to keep the service available, but it may occasionally be interrupted for maintenance or for reasons outside our control.",
          "We may suspend or close an account that breaks these terms, puts others at risk or uses the service unlawfully. Where it's reasonable to do so, we'll tell you why first.",
        ],
      },
      {
        heading: "Disclaimers and limits of liability",
        paragraphs: [
          'The service is provided "as is" and "as available". To the fullest extent the law allows, we make no promises about the service beyond those written in these terms, and we are not liable for indirect or consequential losses, or for losses that were not reasonably foreseeable. Nothing in these terms limits any rights you have under consumer-protection law that cannot be limited by agreement.',
        ],
      },
      {
        heading: "Changes to these terms",
        paragraphs: [
          "We may update these terms from time to time. When we do, we'll change the date at the top of this page, and if the changes are significant we'll let account holders know by e-mail or on the site before they take effect. Continuing to use the service after that means you accept the updated terms.",
        ],
      },
      contactSection("these terms"),
    ],
  });

export const PRIVACY_POLICY: LegalDocument = doc({
  slug: "privacy-policy",
  path: "/privacy-policy",
  title: "Privacy Policy",
  intro: [
    `Your family's privacy matters to us. This policy explains what information ${SITE_NAME} collects, why, who it is shared with, how long we keep it, and the choices you have. We collect only what we need to create your stories and run your account, we don't sell your information, and we don't use advertising or analytics trackers.`,
  ],
  sections: [
    {
      heading: "Information we collect",
      paragraphs: [
        "Account information. When you sign in, we receive from the sign-in service and store: your user ID at that service, your e-mail address (and whether it has been verified), your first and last name, and the web address of your profile picture if the service provides one. With your account we also keep your subscription status and expiry date, the customer and subscription IDs that Stripe gives us, how many stories you have created, whether your account has administrator access, when you last signed in, and when the account was created and updated.",
        "Built-in sign-in accounts. If you use our built-in e-mail and password sign-in, it stores your e-mail address, first and last name, and your password as a scrypt hash. A hash is a one-way scrambled form: we never store your password itself and cannot read it.",
        "Stories. For each story we store what you entered (your child's first name, the age range, the behavior, the theme and any custom description) together with the story's title and text, its coloring page, whether you marked it as a favorite, when it was created, which writing engine produced it, and an automated quality report on the story. The PDF is built from these. If you turn on a family link for a story, we also store the link's random code and when you made it.",
        "Research paper and e-mail list. If you sign up for our research paper, we store your first name and e-mail address, where you signed up, whether you downloaded the paper, and, when our mailing list is connected to SendFox, the ID SendFox assigns you.",
        "Messages to us. When you use the contact form, we store your name, e-mail address, subject and message so we can reply.",
        "Sessions. When you sign in, we create a short-lived session so you stay signed in. We store only a hashed form of the session token, your user ID and the sign-in token needed to sign you out, and each session expires after 1 day.",
        "Records that keep the service fair and secure. We keep a record of each story generation (when it happened and whether it succeeded) to count your free stories, the IDs of payment events we've processed from Stripe so no payment is applied twice, a log of changes administrators make to accounts, and short-lived counters that limit how often forms can be sent, which may be keyed to the network address a request came from.",
        "Payment card details. Payments are handled entirely by Stripe. Your card number and payment details go directly to Stripe and are never sent to or stored by us.",
        "We don't ask for your child's surname, photo, school, location or date of birth, and we don't use analytics, advertising or social-media tracking. The few cookies and browser-storage items we use are listed in our Cookie Policy.",
      ],
      links: [{ label: "Cookie Policy", href: "/cookies" }],
    },
    {
      heading: "Children's privacy",
      paragraphs: [
        `${SITE_NAME} is for adults. The service is not directed to children under ${MINIMUM_AGE}, and we do not knowingly collect personal information from children under ${MINIMUM_AGE}. Children don't have accounts; they enjoy stories with a grown-up.`,
        "The only information about a child that we store is what the adult enters to create a story: a first name (a nickname works just as well), an age range and, optionally, a short description of a situation. Please keep custom descriptions free of identifying or sensitive details.",
        `If you believe a child under ${MINIMUM_AGE} has created an account or given us personal information, please contact us and we will delete it.`,
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: [
        "We use your information to: provide your account and keep you signed in; write your stories, draw coloring pages and build PDFs; show your Library; apply plan limits and manage your subscription; send the research paper and occasional e-mails you have agreed to receive; answer your messages; and keep the service secure and prevent abuse.",
        "We do not sell your personal information, we do not use it for advertising, and we do not use your stories or anything you enter to train artificial intelligence models.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We share information only with the service providers who help us run Behavior Tales, and only what each one needs:",
        "Story writing. By default, stories and coloring pages are created on our own server. When the operator of this site turns on an AI provider (OpenAI), the details needed to write your story (your child's first name, the age range, behavior, theme and any custom description) are sent to OpenAI, and the story text, or the coloring-page image, is returned to us. OpenAI states that it does not use data sent through its API to train its models unless the customer chooses to allow it; this service does not opt in.",
        "Payments. Stripe processes Premium payments and stores your payment details under its own privacy policy. We share your e-mail address and account reference with Stripe to set up your subscription.",
        "Sign-in. If the site is connected to an outside sign-in provider instead of, or as well as, our built-in sign-in, that provider handles your sign-in and tells us the account details listed above.",
        "E-mail list. When our mailing list is connected to SendFox, the first name and e-mail address of research-paper subscribers are sent to SendFox to deliver our e-mails.",
        "Hosting. Our hosting and database providers store and process data on our behalf to run the service.",
        "We may also disclose information if the law requires it, to protect the safety of any person, or as part of a business transfer, in which case this policy will continue to apply to your information.",
      ],
    },
    {
      heading: "Family links",
      paragraphs: [
        "You can choose to share a single story with a family link, from the Share button on the story's page. Anyone who has the link can, without signing in, read that one story, see its pictures and coloring page, and open or download its PDF. That includes your child's first name and anything else that appears in the story. The link does not show your name, your e-mail address, your account or any of your other stories.",
        "Only send the link to people you want to see the story: whoever has it can pass it on. Pages opened through a family link ask search engines not to index them, and we limit how often a link can be opened in a short time.",
        "To turn a link off, open the story, choose Share and then Stop sharing. The link stops working straight away for everyone, and we delete its code. Deleting the story, or your account, also turns off its link. Copies someone has already downloaded, such as the PDF, are theirs to keep.",
      ],
    },
    {
      heading: VOICE_PRIVACY.heading,
      paragraphs: [
        `You can record yourself reading a story's line to say together, and its pages if you like, from the story's page. Recording starts only when you press ${VOICE_COPY.record}, after your browser asks you to allow the microphone, and stops when you press ${VOICE_COPY.stop} or after ${VOICE_LIMITS.maxSeconds} seconds. You listen back first; nothing is saved unless you press ${VOICE_COPY.keep}.`,
        `What we keep: the sound file your browser made (WebM, Ogg or MP4 audio, up to ${VOICE_LIMITS.maxBytes / 1_000_000} MB each), which part of the story it is for, how long it is and when you kept it. It is stored with that story's pictures in our own file storage and nowhere else: it is never sent to an AI provider, a sign-in service or anyone else, and we don't listen to it, transcribe it or use it to train anything.`,
        `Only you can play your recordings, when you're signed in. A family link plays them only if you tick "${VOICE_COPY.shareLabel}" on the story's page (it is off unless you turn it on); then anyone with the link can hear them, until you untick it or turn the link off.`,
        `To delete a recording, press ${VOICE_COPY.delete} beside it. Deleting the story, or your account, deletes all of its recordings.`,
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep your account and stories until you delete them. Deleting a story removes it permanently, together with its family link if it had one. Removing a saved child removes their check-ins too. Deleting your account from your Profile page permanently removes your account and its sign-in details, your stories and coloring pages, your saved children and their daily check-ins, your story-generation records and our records of your checkouts, and signs you out everywhere, on this site and at our built-in sign-in. If the e-mail address on your account is verified, it also removes the contact-form messages and the newsletter (research-paper) subscription under that address.",
        "A few things stay after you delete your account. If your account's e-mail address was not verified, contact-form messages and a newsletter subscription under that address stay, because we can't be sure the address is yours; contact us and we will remove them. Our record of changes our administrators made to your account (for example a subscription they granted) keeps the account's internal ID, but not your name or e-mail address. If our mailing list is connected to SendFox, your address stays there until you unsubscribe with the link in any of our e-mails. We may also keep a small amount of information where the law requires it, such as payment records for tax purposes.",
        "Sessions expire after 1 day, and the temporary data that protects a sign-in expires after 10 minutes. Research-paper subscribers stay on our list until they unsubscribe or ask us to remove them. We keep contact-form messages only as long as we need them to help you and to keep a record of our correspondence, and payment records as long as accounting and tax law require.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "On our production service, all data is encrypted in transit using HTTPS, and our hosting and database providers encrypt stored data at rest. Passwords are stored only as scrypt hashes and session tokens only as hashes; sign-in cookies cannot be read by scripts on the page. Access to account data is limited to the people who need it to run and support the service.",
        "No system is perfectly secure, but we work hard to protect your information and will tell you promptly, as the law requires, if a breach affects you.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        "You can see your account details on your Profile page, turn off any family link, delete any story, and delete your whole account at any time. You can unsubscribe from our e-mails using the link in any e-mail we send, or by contacting us.",
        "Depending on where you live (for example in the European Union, the United Kingdom or California), you may have further rights: to access a copy of your information, to correct it, to have it deleted, to receive it in a portable format, to object to or restrict certain uses, and to complain to your local data-protection authority. To use any of these rights, contact us; we'll respond within the time the law requires and won't treat you differently for asking.",
      ],
    },
    {
      heading: "International transfers",
      paragraphs: [
        "Our service providers, including Stripe and OpenAI, may process information in the United States and other countries. Where the law requires it, we rely on appropriate safeguards, such as standard contractual clauses, for these transfers.",
      ],
    },
    {
      heading: "Using our content",
      paragraphs: [
        "Stories and coloring pages you create are for personal, non-commercial use, and using any content from our service to train AI models is prohibited. Our Terms of Service and Copyright Notice explain the details.",
      ],
      links: [
        { label: "Terms of Service", href: "/terms-of-service" },
        { label: "Copyright Notice", href: "/copyright" },
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we change how we handle your information, we'll update this policy and the date at the top of this page. If the changes are significant, we'll tell account holders by e-mail or on the site before they take effect.",
      ],
    },
    contactSection("your privacy or this policy, or want to use your privacy rights"),
  ],
});

/** Every cookie and browser-storage item the site uses; all are strictly necessary or a stored preference. */
export const COOKIES: CookieEntry[] = [
  {
    name: "bt_session (__Host-bt_session on secure HTTPS connections)",
    kind: "cookie",
    setBy: "Behavior Tales, on this site",
    purpose: "Keeps you signed in. It holds a random session token that only the server can use, and scripts on the page cannot read it (HttpOnly).",
    duration: "1 day, or until you sign out",
  },
  {
    name: "bt_oauth",
    kind: "cookie",
    setBy: "Behavior Tales, on this site",
    purpose:
      "Protects the sign-in round trip to the sign-in service against forgery: it holds the one-time state, nonce and PKCE values that the sign-in response must match (HttpOnly).",
    duration: "10 minutes",
  },
  {
    name: "_interaction, _session, _session.legacy (and their .sig signatures)",
    kind: "cookie",
    setBy: "Our built-in sign-in service, under /idp, only when it is used",
    purpose:
      "Remember where you are in the sign-in steps and that you are signed in to the sign-in service. The .legacy copy supports older browsers, and the .sig cookies are signatures that stop the others being tampered with.",
    duration: "_interaction: while a sign-in is in progress; _session: for the length of your sign-in session",
  },
  {
    name: "theme",
    kind: "local storage",
    setBy: "Behavior Tales, in your browser",
    purpose: "Remembers your display theme preference (the site uses the light theme).",
    duration: "Until you clear your browser's site data",
  },
  {
    name: "newsletterEmail",
    kind: "local storage",
    setBy: "Behavior Tales, in your browser",
    purpose:
      "Briefly holds the e-mail address you entered for the research paper, so the download page can open for you. It is removed as soon as that page has read it.",
    duration: "A few moments",
  },
];

export const COOKIE_POLICY: LegalDocument = doc({
  slug: "cookies",
  path: "/cookies",
  title: "Cookie Policy",
  intro: [
    `This policy explains the cookies and browser storage ${SITE_NAME} uses. In short: we only use what is strictly necessary to sign you in and run the site. We don't use analytics, advertising or social-media cookies, and we don't track you across other websites.`,
  ],
  sections: [
    {
      heading: "What cookies are",
      paragraphs: [
        "Cookies are small text files a website asks your browser to keep and send back on later visits. Local storage is a similar place in your browser where a site can keep small pieces of information; it stays on your device and isn't sent to our server automatically.",
      ],
    },
    {
      heading: "Cookies we set",
      paragraphs: [
        "bt_session (named __Host-bt_session when the site is served over HTTPS): keeps you signed in. It is HttpOnly, so scripts on the page can't read it, and it lasts 1 day or until you sign out.",
        "bt_oauth: protects the sign-in round trip. It holds the one-time state, nonce and PKCE values that let us check that a sign-in response really belongs to the sign-in you started. It is HttpOnly and lasts 10 minutes.",
        "Built-in sign-in service cookies: when you use our built-in e-mail and password sign-in, the sign-in service (at /idp on this site) sets _interaction while a sign-in is in progress and _session for the length of your sign-in session, a _session.legacy copy for older browsers, and matching .sig signature cookies that protect them from tampering.",
        "All of these are strictly necessary: without them you can't sign in safely. Because of that, they don't require your consent under cookie laws, but we want you to know exactly what they are.",
      ],
    },
    {
      heading: "Local storage",
      paragraphs: [
        "theme: remembers your display theme preference (the site uses the light theme). It stays until you clear your browser's site data.",
        "newsletterEmail: when you sign up for the research paper, we briefly keep the e-mail address you entered so the download page can open for you. It's removed as soon as that page has read it.",
      ],
    },
    {
      heading: "Cookies set by other services",
      paragraphs: [
        "When you subscribe to Premium, you're taken to Stripe's secure checkout pages, and Stripe sets its own cookies on stripe.com to process your payment and prevent fraud. If the site is connected to an outside sign-in provider such as Google, that provider may set cookies on its own site when you sign in there. These cookies are governed by those companies' own policies; we can't read or control them.",
      ],
    },
    {
      heading: "Managing cookies",
      paragraphs: [
        "You can block or delete cookies and local storage in your browser's settings. If you block the cookies above, you can still read our public pages, but you won't be able to sign in or create stories. Deleting them signs you out.",
      ],
    },
    {
      heading: "Our other terms in brief",
      paragraphs: [
        `This policy sits alongside our Terms of Service and Privacy Policy, which also explain that ${SITE_NAME} accounts are for adults and the service is not for children under ${MINIMUM_AGE}, that generated stories and coloring pages are for personal, non-commercial use, and that using our content for AI training is prohibited.`,
      ],
      links: [
        { label: "Terms of Service", href: "/terms-of-service" },
        { label: "Privacy Policy", href: "/privacy-policy" },
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we add or change cookies, we'll update this page and the date at the top before the change takes effect. We won't add analytics or advertising cookies without updating this policy and, where the law requires it, asking for your consent first.",
      ],
    },
    contactSection("cookies or this policy"),
  ],
});

/** The Copyright Notice for a given year (the page shows the current year; pass it at render time). */
export function copyrightNotice(year: number): LegalDocument {
  return doc({
    slug: "copyright",
    path: "/copyright",
    title: "Copyright Notice",
    intro: [
      `© ${year} ${SITE_NAME}. All rights reserved.`,
      `This notice explains who owns the content on ${SITE_NAME} and how you may use it, including the stories and coloring pages you create.`,
    ],
    sections: [
      {
        heading: "Our content",
        paragraphs: [
          `The ${SITE_NAME} website and service, including its text, design, logos, illustrations, story templates, Behavior Guide, Parenting Tips, blog articles, research paper and software, are owned by ${SITE_NAME} or used under license, and are protected by copyright and other intellectual-property laws. "${SITE_NAME}" and our logo are our trademarks.`,
          "You may view our pages and print or save a copy of an article or guide for your own personal reference. Any other copying, adaptation or distribution requires our written permission.",
        ],
      },
      {
        heading: "Stories and coloring pages you create",
        paragraphs: [
          "Each story and coloring page is created for you from the details you enter. We grant you a personal, non-exclusive, non-transferable license to use the stories and coloring pages you create for personal, non-commercial purposes: reading them, printing them, coloring them and keeping them, including with the children in your family, classroom or care.",
          "Generated content is for personal, non-commercial use only. You may not sell it, publish it (in print or online), include it in products, courses or paid services, or distribute it commercially.",
        ],
      },
      {
        heading: "No AI training or data mining",
        paragraphs: [
          "Using any content from our service, including generated stories and coloring pages, our guides, articles and the research paper, to train, fine-tune or evaluate artificial intelligence or machine-learning models is prohibited. So is collecting our content for that purpose by scraping, crawling or other automated means.",
          "We expressly reserve all rights in our content against text and data mining, including under Article 4 of the EU Directive on Copyright in the Digital Single Market.",
        ],
      },
      {
        heading: "Who may use the service",
        paragraphs: [
          `${SITE_NAME} accounts are for adults, and the service is not for children under ${MINIMUM_AGE}. Children enjoy the stories with a grown-up.`,
        ],
      },
      {
        heading: "Third-party material",
        paragraphs: [
          "Research, books and other works mentioned on our site belong to their authors and publishers. We refer to them for information and discussion, and no endorsement by them is implied.",
        ],
      },
      {
        heading: "Reporting a copyright concern",
        paragraphs: [
          "If you believe that something on our site infringes your copyright, please send us a notice through our Contact page with: a description of the work you believe is infringed; where on our site the material appears; your name and contact details; a statement that you believe in good faith that the use is not authorized by the owner, its agent or the law; a statement that the information in your notice is accurate and that you are the owner or authorized to act for the owner; and your physical or electronic signature. We'll review every notice promptly and remove infringing material.",
        ],
        links: [CONTACT_LINK],
      },
      contactSection("this notice or permission to use our content"),
    ],
  });
}

/** Any of the four documents by slug; `year` is used by the copyright notice, `plan` by the Terms. */
export function legalDocument(slug: LegalSlug, year: number, plan: PlanFacts): LegalDocument {
  switch (slug) {
    case "terms-of-service":
      return termsOfService(plan);
    case "privacy-policy":
      return PRIVACY_POLICY;
    case "cookies":
      return COOKIE_POLICY;
    case "copyright":
      return copyrightNotice(year);
  }
}

export const LEGAL_SLUGS: LegalSlug[] = ["terms-of-service", "privacy-policy", "cookies", "copyright"];
