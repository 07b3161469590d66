import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { HttpError } from "../src/http/errors";
import { jsonBody } from "../src/http/body";
import { clientAddress } from "../src/http/client-address";
import { hitRateLimit } from "../src/http/rate-limit";
import { validate } from "../src/validation/validate";
import { situationRequestSchema } from "../src/validation/situation";
import { readSituation } from "../src/engine/situation-reading";
import { SITUATION_API_PATH } from "../src/contracts/situation-api";
import type { ThemeId } from "../src/contracts/catalog";

/** Readings one client may ask for per window (the form asks once per "Generate Story"). */
export const SITUATION_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;
export const SITUATION_RATE_MESSAGE = "You're checking descriptions very quickly. Please wait a minute and try again.";

/**
 * `POST /api/situation` (issue 22): the parent's own situation read back before anything is spent —
 * `{ customBehavior?, situation?, childName?, pronouns?, grownUpName?, childAge?, theme? }` answered 200 with the
 * SituationReading (understood / ask / declined; understood only when the local engine could write its story). Open to visitors (the form is), nothing spent,
 * rate-limited per client; a body that is not JSON or not this shape is a 400 JSON error.
 */
export const situationApi = new Hono<AppEnv>().post(SITUATION_API_PATH, async (c) => {
  const body = await jsonBody(c);
  const r = validate(situationRequestSchema, body);
  if (!r.ok) throw new HttpError(400, "invalid_input", Object.values(r.fields)[0] ?? "Please check the request.", r.fields);
  const deps = c.var.deps;
  if (!(await hitRateLimit(deps, `situation:${clientAddress(c)}`, SITUATION_RATE_LIMIT.max, SITUATION_RATE_LIMIT.windowMs))) {
    throw new HttpError(429, "rate_limited", SITUATION_RATE_MESSAGE);
  }
  const { customBehavior, situation, childName, pronouns, grownUpName, childAge, theme } = r.data;
  // "Understood" only when the story can be written: tried with the local engine for this age (or every age band).
  const reading = readSituation(
    { customBehavior: customBehavior ?? undefined, situation: situation ?? undefined },
    { name: childName ?? undefined, pronouns, grownUpName: grownUpName ?? undefined },
    { dryRun: { ages: childAge ? [childAge] : undefined, theme: theme as ThemeId | undefined } },
  );
  return c.json(reading);
});
