import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { checkIns, children, stories, type Child } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { validate } from "../validation/validate";
import { childInputSchema, type ChildInput } from "../validation/story";
import { MAX_CHILDREN } from "../contracts/family";
import { KEPT_FIELDS, childColumns, childFieldsJson, pickChildFields, type ChildJson } from "../contracts/child-fields";
import type { ChildChoice } from "./form";

/** Saved children (issue 15): a parent's children with the story form's fields, owner-only like stories. */

export const CHILD_MESSAGES = {
  notFound: "Child not found",
  invalidId: "Invalid child ID",
  limit: `You can save up to ${MAX_CHILDREN} children. Remove one to add another.`,
  check: "Please check the child's details.",
} as const;

/** A child id from a URL: digits only, else 400. */
export function parseChildId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new HttpError(400, "invalid_id", CHILD_MESSAGES.invalidId);
  return Number(raw);
}

/** Validate a child's fields (400 with one message per field when they are not right). */
export function parseChildInput(raw: unknown): ChildInput {
  const r = validate(childInputSchema, raw);
  if (!r.ok) throw new HttpError(400, "invalid_input", Object.values(r.fields)[0] ?? CHILD_MESSAGES.check, r.fields);
  return r.data;
}

/** A saved child's JSON: its id, its fields (CHILD_FIELDS, the columns have their keys), when it was saved. */
export function childJson(c: Child): ChildJson {
  return { id: c.id, ...childFieldsJson(c), createdAt: c.createdAt.toISOString() };
}

const columns = (input: ChildInput) => childColumns(input) as Pick<typeof children.$inferInsert, (typeof KEPT_FIELDS)[number]>;

/** The parent's saved children, oldest first (the order they were added, so chips do not move around). */
export async function listChildren(deps: Deps, userId: string): Promise<Child[]> {
  let list = childLists.get(deps.db);
  if (!list) childLists.set(deps.db, (list = prepareChildList(deps.db)));
  return list.all({ userId });
}
/** The story form reads the list on every signed-in visit: built and prepared once per database. */
function prepareChildList(db: Deps["db"]) {
  return db
    .select()
    .from(children)
    .where(eq(children.userId, sql.placeholder("userId")))
    .orderBy(asc(children.createdAt), asc(children.id))
    .prepare();
}
const childLists = new WeakMap<Deps["db"], ReturnType<typeof prepareChildList>>();

/** One of the parent's children; another parent's child is "not found" exactly like a missing one. */
export async function getOwnChild(deps: Deps, userId: string, id: number): Promise<Child> {
  const [child] = await deps.db
    .select()
    .from(children)
    .where(and(eq(children.id, id), eq(children.userId, userId)))
    .limit(1);
  if (!child) throw new HttpError(404, "not_found", CHILD_MESSAGES.notFound);
  return child;
}

/**
 * Save a child. The limit is checked in the INSERT itself (one guarded statement, never read-then-write),
 * so two tabs saving at once cannot pass it.
 */
export async function createChild(deps: Deps, userId: string, input: ChildInput): Promise<Child> {
  const v = columns(input);
  const now = deps.now().getTime();
  // The fields' columns and values from the table: each value as its column stores it (a flag 1 or 0, a list as JSON).
  const names = sql.join(
    KEPT_FIELDS.map((k) => sql.identifier(children[k].name)),
    sql`, `,
  );
  const values = sql.join(
    KEPT_FIELDS.map((k) => sql`${v[k] === null ? null : children[k].mapToDriverValue(v[k] as never)}`),
    sql`, `,
  );
  const rows = await deps.db.all<{ id: number }>(sql`
    insert into ${children} (user_id, ${names}, created_at, updated_at)
    select ${userId}, ${values}, ${now}, ${now}
    where (select count(*) from ${children} where user_id = ${userId}) < ${MAX_CHILDREN}
    returning id`);
  const id = rows[0]?.id;
  if (id === undefined) throw new HttpError(409, "limit_reached", CHILD_MESSAGES.limit);
  return getOwnChild(deps, userId, Number(id));
}

/** Change a child: the fields given replace the saved ones, then the whole child is checked again. */
export async function updateChild(deps: Deps, userId: string, id: number, patch: Record<string, unknown>): Promise<Child> {
  const current = childJson(await getOwnChild(deps, userId, id));
  const { id: _id, createdAt: _created, ...fields } = current;
  const input = parseChildInput({ ...fields, ...pickChildFields(patch) });
  const [child] = await deps.db
    .update(children)
    .set({ ...columns(input), updatedAt: deps.now() })
    .where(and(eq(children.id, id), eq(children.userId, userId)))
    .returning();
  if (!child) throw new HttpError(404, "not_found", CHILD_MESSAGES.notFound);
  return child;
}

/** Remove a saved child and their check-ins. Their stories stay in the library (the story's link to the child is cleared). */
export async function deleteChild(deps: Deps, userId: string, id: number): Promise<void> {
  // The child's check-ins go with the child (issue 28); only this parent's rows for this child id.
  await deps.db.delete(checkIns).where(and(eq(checkIns.userId, userId), eq(checkIns.childId, id)));
  const [gone] = await deps.db
    .delete(children)
    .where(and(eq(children.id, id), eq(children.userId, userId)))
    .returning({ id: children.id });
  if (!gone) throw new HttpError(404, "not_found", CHILD_MESSAGES.notFound);
  // Also where SQLite's foreign keys are off (the column's ON DELETE SET NULL does it where they are on).
  await deps.db
    .update(stories)
    .set({ childId: null })
    .where(and(eq(stories.userId, userId), eq(stories.childId, id)));
}

export { pickChildFields };

/** The parent's children with what to preselect when one is tapped on the story form. */
export async function childChoices(deps: Deps, userId: string): Promise<ChildChoice[]> {
  const list = await listChildren(deps, userId);
  if (!list.length) return [];
  const recent = await deps.db
    .select({ childId: stories.childId, behavior: stories.behavior, theme: stories.theme })
    .from(stories)
    .where(and(eq(stories.userId, userId), isNotNull(stories.childId)))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(200);
  const [newest] = await deps.db
    .select({ behavior: stories.behavior, theme: stories.theme })
    .from(stories)
    .where(eq(stories.userId, userId))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(1);
  return list.map((c) => {
    const last = recent.find((s) => s.childId === c.id) ?? newest;
    return { ...childJson(c), lastBehavior: last?.behavior ?? null, lastTheme: last?.theme ?? null };
  });
}
