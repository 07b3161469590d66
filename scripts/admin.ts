// `npm run admin -- grant <e-mail>` / `npm run admin -- revoke <e-mail>`: give or take admin rights on
// the server, against the app's database (DATABASE_URL, DATABASE_AUTH_TOKEN; migrated first, as `npm
// start` does). The way to make the first admin with the built-in provider (src/admin/grant-admin.ts).
import { createLibsqlDatabase, migrateLibsql } from "../db/libsql";
import { ConfigError, parseEnv } from "../src/env";
import { ADMIN_COMMAND_USAGE, grantAdmin, revokeAdmin } from "../src/admin/grant-admin";

async function main(): Promise<number> {
  const [action, email, ...rest] = process.argv.slice(2);
  if ((action !== "grant" && action !== "revoke") || !email || rest.length || !email.includes("@")) {
    console.error(ADMIN_COMMAND_USAGE);
    return 2;
  }
  let env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const { db, client } = createLibsqlDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  try {
    await migrateLibsql(db);
    const result = action === "grant" ? await grantAdmin(db, email) : await revokeAdmin(db, email, env.ADMIN_EMAILS);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    client.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
