import type { StoryPlan } from "../src/contracts/story-plan";
import type { StorySibling } from "../src/contracts/family";
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SUBSCRIPTION_STATUSES } from "../src/contracts/subscription";
import { GENERATION_OUTCOMES } from "../src/contracts/generation-outcome";
import { CHECK_IN_OUTCOMES } from "../src/contracts/practice";

/** The single source of truth for the database. Spec entities first (section 3), then what correctness needs. */

const now = sql`(cast(unixepoch() * 1000 as integer))`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now);

/** Defined in src/contracts/subscription.ts (browser-safe); re-exported for the schema's importers. */
export { SUBSCRIPTION_STATUSES };

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  username: text("username").notNull().unique(),
  email: text("email").unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  firstName: text("first_name"),
  lastName: text("last_name"),
  bio: text("bio"),
  profileImageUrl: text("profile_image_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("free"),
  subscriptionExpiresAt: integer("subscription_expires_at", { mode: "timestamp_ms" }),
  storiesGenerated: integer("stories_generated").notNull().default(0),
  isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
  lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
});

export const stories = sqliteTable(
  "stories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childName: text("child_name").notNull(),
    childAge: text("child_age").notNull(),
    behavior: text("behavior").notNull(),
    theme: text("theme").notNull(),
    customBehavior: text("custom_behavior"),
    storyContent: text("story_content").notNull(),
    imageUrl: text("image_url").notNull(),
    title: text("title").notNull(),
    pdfUrl: text("pdf_url"),
    createdAt: createdAt(),
    favorite: integer("favorite", { mode: "boolean" }).notNull().default(false),
    /** Beyond the spec: the story report card (quality checks) as JSON, and which engine wrote it. */
    qualityReport: text("quality_report", { mode: "json" }),
    engine: text("engine"),
    /** The child as the parent described them (optional form fields). */
    pronouns: text("pronouns"),
    grownUpName: text("grown_up_name"),
    hair: text("hair"),
    glasses: integer("glasses", { mode: "boolean" }),
    /** The story plan (src/contracts/story-plan.ts) the text and pictures were rendered from. */
    plan: text("plan", { mode: "json" }).$type<StoryPlan>(),
    /** The saved child the story was made for (issue 15); null when typed in, or after the child is deleted. */
    childId: integer("child_id").references(() => children.id, { onDelete: "set null" }),
    /** Brothers and sisters in the story ([{ name, pronouns }]), and the child's likes / things to avoid. */
    siblings: text("siblings", { mode: "json" }).$type<StorySibling[]>(),
    likes: text("likes", { mode: "json" }).$type<string[]>(),
    avoid: text("avoid", { mode: "json" }).$type<string[]>(),
    /** What the pictures were drawn from (issue 21): with the plan, a lost coloring page is drawn again, the same. */
    seed: integer("seed"),
  },
  (t) => [
    // The library's list, newest first with the id breaking ties (keyset pages on (created_at, id); SQLite
    // walks these ascending indexes backwards for ORDER BY created_at DESC, id DESC).
    index("stories_user_created_id_idx").on(t.userId, t.createdAt, t.id),
    // The Favorites tab.
    index("stories_user_favorite_idx").on(t.userId, t.favorite, t.createdAt, t.id),
    index("stories_user_child_idx").on(t.userId, t.childId),
  ],
);

/** Children a parent saved (issue 15): the story form's child fields, plus likes and things to avoid. */
export const children = sqliteTable(
  "children",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    childAge: text("child_age").notNull(),
    pronouns: text("pronouns"),
    grownUpName: text("grown_up_name"),
    hair: text("hair"),
    glasses: integer("glasses", { mode: "boolean" }),
    likes: text("likes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    avoid: text("avoid", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("children_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The practice loop (issue 28): how it went each day with a saved child's plan, one row per child per
 * day (the parent's calendar day, in their time zone). Removed with the child and with the account.
 */
export const checkIns = sqliteTable(
  "check_ins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childId: integer("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD in `timeZone`. */
    day: text("day").notNull(),
    outcome: text("outcome", { enum: CHECK_IN_OUTCOMES }).notNull(),
    note: text("note"),
    /** The plan practiced that day (its name, kept if the story goes), and the story it came from. */
    planName: text("plan_name"),
    storyId: integer("story_id"),
    timeZone: text("time_zone").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("check_ins_child_day_idx").on(t.childId, t.day), index("check_ins_user_updated_idx").on(t.userId, t.updatedAt)],
);

/** A story's family link (/s/{token}): one per story, read-only, removed on revoke. */
export const storyShares = sqliteTable(
  "story_shares",
  {
    storyId: integer("story_id")
      .primaryKey()
      .references(() => stories.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 32 random bytes, base64url (256 bits). */
    token: text("token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("story_shares_token_idx").on(t.token)],
);

export const subscribers = sqliteTable("subscribers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  name: text("name"),
  source: text("source").notNull().default("research_paper"),
  downloadedPaper: integer("downloaded_paper", { mode: "boolean" }).notNull().default(false),
  sendfoxId: integer("sendfox_id"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 (hex) of the session token; the token itself only lives in the browser's cookie. */
    sid: text("sid").primaryKey(),
    sess: text("sess", { mode: "json" }).notNull(),
    expire: integer("expire", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

/** Quota ledger: one row per generation, reserved atomically, then committed or refunded. */
export const generations = sqliteTable(
  "generations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'YYYY-MM' for monthly quotas, 'lifetime' otherwise. */
    period: text("period").notNull(),
    status: text("status", { enum: ["reserved", "committed", "refunded"] })
      .notNull()
      .default("reserved"),
    /** The story being saved for this reservation (set before its files are written), then the saved story. */
    storyId: integer("story_id"),
    /**
     * A reservation is held while its generation is alive: the generation renews this lease; once it
     * has passed (the process died) maintenance refunds it and removes the half-saved story.
     */
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("generations_user_period_idx").on(t.userId, t.period, t.status), index("generations_status_lease_idx").on(t.status, t.leaseUntil)],
);

/**
 * How every generation ended (ADR 022), for the admin quality page: one row per reservation that reached
 * the engine, written by createStory at its end. No child's name, no parent's text: a behavior is a
 * catalog id ("custom" for the parent's own words), a refusal the failing check ids of each refused draft.
 */
export const generationOutcomes = sqliteTable(
  "generation_outcomes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The story engine's name ("local", "openai:gpt-4o-mini", …). */
    engine: text("engine").notNull(),
    /** The catalog behavior id, or "custom". */
    behavior: text("behavior").notNull(),
    childAge: text("child_age").notNull(),
    outcome: text("outcome", { enum: GENERATION_OUTCOMES }).notNull(),
    /** Drafts started (a rewrite is a second attempt). */
    attempts: integer("attempts").notNull(),
    /** The failing check ids of each refused draft, in order ([] when the first draft passed). */
    refusals: text("refusals", { mode: "json" }).$type<string[][]>().notNull(),
    /** Families of harm the safety review found, over every refused draft (src/engine/safety). */
    safetyFamilies: text("safety_families", { mode: "json" }).$type<string[]>().notNull(),
    /** ms from the request to the first paragraph sent to the browser; null when nothing was streamed. */
    firstTextMs: integer("first_text_ms"),
    totalMs: integer("total_ms").notNull(),
    /** The saved story (no reference: the story may be deleted, the outcome stays). */
    storyId: integer("story_id"),
    createdAt: createdAt(),
  },
  (t) => [index("generation_outcomes_created_idx").on(t.createdAt)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Payment events already processed (Stripe event ids), so a redelivery is a no-op. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

/** Checkout sessions fulfilled; fulfilment is keyed on the checkout session id. */
export const checkoutFulfillments = sqliteTable("checkout_fulfillments", {
  sessionId: text("session_id").primaryKey(),
  userId: text("user_id").notNull(),
  subscriptionId: text("subscription_id"),
  createdAt: createdAt(),
});

/** Admin changes: who did what to whom, when. */
export const adminAudit = sqliteTable("admin_audit", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  adminId: text("admin_id").notNull(),
  action: text("action").notNull(),
  targetUserId: text("target_user_id"),
  detail: text("detail", { mode: "json" }),
  createdAt: createdAt(),
});

/** Fixed-window rate limits shared by every runtime (contact form per address, generation per user). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: integer("window_start").notNull(),
});

/** Accounts of the embedded identity provider (Node only). */
export const idpAccounts = sqliteTable(
  "idp_accounts",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("idp_accounts_email_idx").on(t.email)],
);

/** oidc-provider adapter storage (sessions, grants, codes…) for the embedded identity provider. */
export const idpStore = sqliteTable(
  "idp_store",
  {
    id: text("id").primaryKey(),
    model: text("model").notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    grantId: text("grant_id"),
    uid: text("uid"),
    userCode: text("user_code"),
    expiresAt: integer("expires_at"),
    consumedAt: integer("consumed_at"),
  },
  (t) => [index("idp_store_grant_idx").on(t.grantId), index("idp_store_uid_idx").on(t.uid)],
);

/** Small key/value store for generated secrets and signing keys that must survive restarts. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type Story = typeof stories.$inferSelect;
export type Child = typeof children.$inferSelect;
export type CheckIn = typeof checkIns.$inferSelect;
export type StoryShare = typeof storyShares.$inferSelect;
export type Subscriber = typeof subscribers.$inferSelect;
