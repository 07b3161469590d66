import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small stand-in for the Stripe API (no stripe-mock is available here), answering the endpoints the
 * app calls through the real `stripe` SDK: customers create, checkout sessions create/retrieve,
 * subscriptions retrieve, billing portal sessions create. It records every request with its decoded
 * form body, and keeps just enough state (customers, sessions, subscriptions) to act like Stripe.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  /** Stripe's form encoding, flattened: e.g. `line_items[0][price_data][recurring][interval]` → `year`. */
  form: Record<string, string>;
  headers: IncomingMessage["headers"];
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  /** Recent API versions put the period on the items only. */
  items: { object: "list"; data: { id: string; object: "subscription_item"; current_period_start: number; current_period_end: number }[] };
  metadata: Record<string, string>;
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  customers: Map<string, { id: string; object: "customer"; email: string | null; metadata: Record<string, string> }>;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** Pay a session as Stripe Checkout would: a subscription is created and the session completes. */
  completeSession(sessionId: string, periodEnd: number, periodStart?: number): FakeSubscription;
  /** Change a subscription (what a customer does in the portal, or what a renewal does). */
  updateSubscription(id: string, patch: Partial<Omit<FakeSubscription, "items">> & { periodEnd?: number }): FakeSubscription;
  /** Answer every request with this status (to simulate an outage), or null to behave again. */
  failWith: number | null;
  close(): Promise<void>;
}

function stripeError(status: number, message: string, code = "resource_missing") {
  return { status, body: { error: { type: status >= 500 ? "api_error" : "invalid_request_error", code, message } } };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let seq = 0;
  const next = (prefix: string) => `${prefix}_test_${(++seq).toString().padStart(4, "0")}`;
  const idempotent = new Map<string, unknown>();

  const fake: FakeStripe = {
    url: "",
    requests: [],
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    failWith: null,
    completeSession(sessionId, periodEnd, periodStart = periodEnd - 365 * 86400) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const sub: FakeSubscription = {
        id: next("sub"),
        object: "subscription",
        status: "active",
        customer: session.customer!,
        cancel_at_period_end: false,
        cancel_at: null,
        items: { object: "list", data: [{ id: next("si"), object: "subscription_item", current_period_start: periodStart, current_period_end: periodEnd }] },
        metadata: { ...session.metadata },
      };
      fake.subscriptions.set(sub.id, sub);
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id });
      return sub;
    },
    updateSubscription(id, patch) {
      const sub = fake.subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      const { periodEnd, ...rest } = patch;
      Object.assign(sub, rest);
      if (periodEnd !== undefined) for (const item of sub.items.data) item.current_period_end = periodEnd;
      return sub;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function route(method: string, path: string, form: Record<string, string>, idempotencyKey: string | undefined): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/customers") {
      if (idempotencyKey && idempotent.has(idempotencyKey)) return { status: 200, body: idempotent.get(idempotencyKey) };
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => k.startsWith("metadata["))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      const customer = { id: next("cus"), object: "customer" as const, email: form.email ?? null, metadata };
      fake.customers.set(customer.id, customer);
      if (idempotencyKey) idempotent.set(idempotencyKey, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (form.customer && !fake.customers.has(form.customer)) return stripeError(400, `No such customer: '${form.customer}'`);
      const id = next("cs");
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => k.startsWith("metadata["))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      const session: FakeCheckoutSession = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: form.mode ?? "payment",
        status: "open",
        payment_status: "unpaid",
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata,
        subscription: null,
        success_url: form.success_url ?? "",
        cancel_url: form.cancel_url ?? "",
      };
      fake.sessions.set(id, session);
      return { status: 200, body: session };
    }
    let m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && m) {
      const session = fake.sessions.get(decodeURIComponent(m[1]!));
      return session ? { status: 200, body: session } : stripeError(404, `No such checkout.session: '${m[1]}'`);
    }
    m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === "GET" && m) {
      const sub = fake.subscriptions.get(decodeURIComponent(m[1]!));
      return sub ? { status: 200, body: sub } : stripeError(404, `No such subscription: '${m[1]}'`);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!form.customer || !fake.customers.has(form.customer)) return stripeError(400, `No such customer: '${form.customer}'`);
      const id = next("bps");
      return {
        status: 200,
        body: {
          id,
          object: "billing_portal.session",
          customer: form.customer,
          return_url: form.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`, "unrecognized_url");
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const raw = Buffer.concat(chunks).toString("utf8");
      const form = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : raw));
      fake.requests.push({ method: req.method ?? "GET", path: url.pathname, form, headers: req.headers });
      const answer =
        fake.failWith !== null
          ? stripeError(fake.failWith, "Simulated outage", "api_error")
          : req.headers.authorization?.startsWith("Bearer sk_test_")
            ? route(req.method ?? "GET", url.pathname, form, req.headers["idempotency-key"] as string | undefined)
            : stripeError(401, "Invalid API Key provided", "api_key_invalid");
      res.writeHead(answer.status, { "Content-Type": "application/json", "Request-Id": `req_${seq}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
