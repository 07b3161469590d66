/**
 * Support Center (/support): the four tabs from the spec, in order, with Common Questions open by default.
 *
 * Question tabs hold `items` (a question, answer paragraphs, and optional numbered `steps`); the Contact Us
 * tab holds `cards`. Each tab may end with `links` (e.g. to /faq or /behavior-guide). The tabs quote the
 * configured plan, so they are `supportTabs(plan)`.
 */
import { PREMIUM_PRICE, storyAllowance, type PlanFacts } from "../contracts/plan";
import { BEHAVIORS } from "../contracts/catalog";
import type { ContentLink } from "./types";
import { LABELS, quoted } from "./labels";

export type SupportTabId = "common" | "account" | "content" | "contact";

export interface SupportItem {
  id: string;
  question: string;
  answer: string[];
  /** Numbered steps, shown after the answer paragraphs. */
  steps?: string[];
}

export interface SupportContactCard {
  id: "live-chat" | "email";
  title: string;
  description: string;
  /** Opening hours or reply time, shown as a detail line. */
  detail: string;
  action: ContentLink;
  /**
   * "available" for a working channel. Live chat is not connected yet: its card says so in `note`
   * and its button leads to the contact form instead.
   */
  status: "available" | "coming-soon";
  note?: string;
}

export interface SupportTab {
  id: SupportTabId;
  /** Tab label, in the spec's words. */
  label: string;
  heading: string;
  intro: string;
  items: SupportItem[];
  cards: SupportContactCard[];
  links: ContentLink[];
}

export interface SupportPageCopy {
  heading: string;
  intro: string;
  defaultTab: SupportTabId;
}

export const SUPPORT_PAGE: SupportPageCopy = {
  heading: "Support Center",
  intro: "Find answers to common questions, get help with your account and stories, or get in touch with our team.",
  defaultTab: "common",
};

/** The Live Chat card's button (the spec's label), named in its note too. */
const START_CHAT = "Start Chat";

/** The Support Center's four tabs, stating the plan `plan` describes (FREE_STORIES, FREE_STORY_PERIOD). */
export function supportTabs(plan: PlanFacts): SupportTab[] {
  const renewal = plan.period === "month" ? "your allowance renews at the start of each calendar month" : "this is a one-time allowance that doesn't renew";
  return [
    {
      id: "common",
      label: "Common Questions",
      heading: "Common Questions",
      intro: "Quick answers to the things people ask us most.",
      items: [
        {
          id: "create-story",
          question: "How do I create a story?",
          answer: ["Creating a personalized story takes just a few steps:"],
          steps: [
            "Log in to your account.",
            `Click ${quoted(LABELS.createAStory)}.`,
            "Enter your child's name and age.",
            "Select the behavior you'd like the story to address.",
            "Choose a theme.",
            `Click ${quoted(LABELS.generateStory)}.`,
          ],
        },
        {
          id: "generation-time",
          question: "How long does it take to generate a story?",
          answer: [
            "Story generation usually takes 30-60 seconds, and often less. You don't need to refresh: the page updates by itself as your story is planned, written, illustrated and put into a PDF, and your finished story opens automatically.",
          ],
        },
        {
          id: "edit-story",
          question: "Can I edit a story after it's generated?",
          answer: [
            "Not yet. Editing generated stories isn't available at the moment. If a story isn't quite what you wanted, you can create a new one with a different theme or a more specific description.",
          ],
        },
        {
          id: "story-quota",
          question: "How many stories can I create?",
          answer: [
            `Free accounts can create ${storyAllowance(plan, "per")}; ${renewal}. Premium (${PREMIUM_PRICE.perYear}) gives you unlimited stories.`,
            "Your Subscription page always shows how many free stories you have left. If a story fails to generate, it doesn't count toward your allowance.",
          ],
        },
      ],
      cards: [],
      links: [{ label: "View all FAQs", href: "/faq" }],
    },
    {
      id: "account",
      label: "Account Help",
      heading: "Account Help",
      intro: "Managing your sign-in, profile and subscription.",
      items: [
        {
          id: "change-password",
          question: "How do I change my password?",
          answer: [
            "Your password belongs to your sign-in account, not to your stories. If you sign in with an outside provider such as Google, change your password with that provider.",
            "If you use our built-in e-mail and password sign-in, contact us from the Contact page and we'll help you change it securely. We will never ask you to send us your password.",
          ],
        },
        {
          id: "update-profile",
          question: "How do I update my profile?",
          answer: [
            "Your Profile page shows your name, e-mail address and account details. Your name, e-mail and picture come from your sign-in account, so changes you make there appear in Behavior Tales the next time you sign in.",
            "If something on your profile looks wrong and you can't change it yourself, contact us and we'll put it right.",
          ],
        },
        {
          id: "delete-account",
          question: "How do I delete my account?",
          answer: [
            "You can delete your account from your Profile page. Deletion is permanent: it removes your account and all of your stories, coloring pages and other data, and it cannot be undone.",
            "If you have an active Premium subscription, cancel it on the Subscription page first so you aren't charged again.",
          ],
        },
        {
          id: "manage-subscription",
          question: "How do I manage my subscription?",
          answer: [
            "Go to the Subscription page to see your plan, your renewal date and how many stories you've created. From there you can subscribe to Premium, or manage and cancel an existing subscription.",
            "If you cancel, Premium stays active until the end of your current billing period, and then your account returns to the free plan. Your stories stay in your Library.",
          ],
        },
      ],
      cards: [],
      links: [
        { label: "Go to Profile", href: "/profile" },
        { label: "Go to Subscription", href: "/subscription" },
      ],
    },
    {
      id: "content",
      label: "Content Help",
      heading: "Content Help",
      intro: "Choosing behaviors, downloading PDFs and finding your stories.",
      items: [
        {
          id: "which-behaviors",
          question: "What behaviors can stories address?",
          answer: [
            `You can choose from ${BEHAVIORS.length} common behaviors, from bedtime, tantrums and sharing to lying, screen time, fears and potty training. If your situation isn't on the list, choose ${quoted(LABELS.customBehavior)} and describe it in your own words.`,
            "Our Behavior Guide explains why each behavior happens and how to get the most from a story about it.",
          ],
        },
        {
          id: "download-pdf",
          question: "How do I download the PDF?",
          answer: [
            `Open the story and click ${quoted(LABELS.downloadPdf)}, or ${quoted(LABELS.previewPdf)} to open it in a new tab first. You can also download any story's PDF from its menu in your Library. The PDF is a picture book sized for A4 paper: the story with a picture on every page, its coloring page, a page for grown-ups and a practice chart.`,
          ],
        },
        {
          id: "sharing-stories",
          question: "Can I share my stories with others?",
          answer: [
            'Yes, with a family link. Open the story, click "Share" and choose "Create family link". Anyone you send the link to, such as grandparents or a teacher, can read that one story, see its pictures and open or download its PDF without signing in. The link doesn\'t show your name, your e-mail address or your other stories.',
            'To turn the link off, open the story, click "Share" and choose "Stop sharing". The link stops working straight away for everyone who has it. Deleting the story turns its link off too. You can always send the PDF instead: it holds the whole picture book.',
            "Your stories are for personal, non-commercial use: reading, printing and coloring with the children in your care and the family and teachers you share them with.",
          ],
        },
        {
          id: "library",
          question: "What can I do in my Library?",
          answer: [
            "Your Library keeps every story you've created. You can search by title, child's name or behavior, mark favorites, open a story to read it or view its coloring page, download its PDF, or delete it.",
          ],
        },
      ],
      cards: [],
      links: [{ label: "Explore the Behavior Guide", href: "/behavior-guide" }],
    },
    {
      id: "contact",
      label: "Contact Us",
      heading: "Contact Us",
      intro: "Can't find your answer? Our team is happy to help.",
      items: [],
      cards: [
        {
          id: "live-chat",
          title: "Live Chat",
          description: "Chat with a member of our support team for quick help with your account or stories.",
          detail: "Monday-Friday 9am-5pm EST",
          action: { label: START_CHAT, href: "/contact" },
          status: "coming-soon",
          // Issue 26: the button doesn't pretend: it stays off until chat exists (routes/support.tsx), and the note says where to go instead.
          note: "Live chat isn't open yet. Until it is, write to us with Email Support: we answer during the same hours.",
        },
        {
          id: "email",
          title: "Email Support",
          description: "Send us a message about anything at all: questions, feedback or a problem with a story.",
          detail: "We reply within 24 hours, typically within 1 business day.",
          action: { label: "Contact Us", href: "/contact" },
          status: "available",
        },
      ],
      links: [{ label: "Browse the FAQ", href: "/faq" }],
    },
  ];
}
