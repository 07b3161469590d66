import { PREMIUM_PRICE, PREMIUM_PRICE_USD } from "../contracts/plan";

/** The premium plan as checkout and the subscription page describe it (spec sections 2, 8 and 9). */
export const PREMIUM_PLAN = {
  name: "Behavior Tales Premium",
  priceLabel: PREMIUM_PRICE.perYear,
  /** Stripe amounts are in cents. */
  unitAmount: PREMIUM_PRICE_USD * 100,
  currency: "usd",
  interval: "year",
  /** What premium adds, and nothing the free plan has too (issue 26): coloring pages and PDFs come with every story. */
  features: [
    "Unlimited personalized stories",
    "Premium support",
    "Paid once a year, with nothing to pay in between",
    "Cancel any time; premium lasts to the end of the year you paid for",
  ],
  /** Said once beside the list, so nobody pays for what they already have. */
  everyPlan: "Every story, free or premium, comes with its coloring page and a printable A4 PDF.",
} as const;

/** Toasts and messages of the spec's error catalogue (section 8), defined once for server and islands. */
export const BILLING_MESSAGES = {
  subscribed: {
    title: "Subscription Successful",
    description: "Thank you for subscribing to the premium plan! You now have unlimited story generation.",
  },
  subscriptionError: {
    title: "Subscription Error",
    description: "There was an error processing your subscription. Please contact support.",
  },
  checkoutError: {
    title: "Checkout Error",
    description: "There was an error starting the checkout process. Please try again.",
  },
  successFalse: "There was an error processing your subscription.",
  successCallFailed: "There was an error processing your subscription. Please contact support.",
  contactSupportHint: "Please contact support if you believe this is an error.",
} as const;

export { longUsDate } from "../format";
