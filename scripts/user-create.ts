/**
 * Creates a staff account, or gives an existing account a staff role, in the database the
 * environment selects (DATABASE_URL, else PGlite under DATA_DIR):
 *
 *   npm run user:create -- --email ops@example.com --role admin
 *   ADMIN_PASSWORD='a long passphrase' npm run user:create -- --email ed@example.com --role editor
 *
 * The password comes from --password or, better (it stays out of the shell history),
 * from ADMIN_PASSWORD. A new account needs one of at least 12 characters; an existing
 * account keeps its password unless a new one is given. The change is audited.
 */
import { parseArgs } from "node:util";
import { createOrPromoteStaff, STAFF_PASSWORD_MIN, StaffPasswordRequired } from "../app/modules/account/users.server";
import { openToolDatabase } from "./lib/tool-database";

const USAGE = `Usage: npm run user:create -- --email EMAIL --role admin|editor [--password P] [--first-name F] [--last-name L]

The password may also come from the ADMIN_PASSWORD environment variable (at least ${STAFF_PASSWORD_MIN} characters).`;

async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        role: { type: "string" },
        password: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        help: { type: "boolean" },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const email = typeof values.email === "string" ? values.email : "";
  const role = values.role;
  if (!email || (role !== "admin" && role !== "editor")) {
    console.error(USAGE);
    return 2;
  }
  const password = (typeof values.password === "string" ? values.password : process.env.ADMIN_PASSWORD) || undefined;
  if (password !== undefined && password.length < STAFF_PASSWORD_MIN) {
    console.error(`The password is too short: staff passwords need at least ${STAFF_PASSWORD_MIN} characters.`);
    return 2;
  }

  const { database } = await openToolDatabase();
  try {
    const result = await createOrPromoteStaff(
      database.db,
      {
        email,
        role,
        password,
        firstName: typeof values["first-name"] === "string" ? values["first-name"] : "",
        lastName: typeof values["last-name"] === "string" ? values["last-name"] : "",
      },
      null,
    );
    console.log(`${result.created ? "created" : "updated"} ${email.trim().toLowerCase()} as ${result.role}`);
    return 0;
  } catch (error) {
    if (error instanceof StaffPasswordRequired) {
      console.error(error.message);
      return 2;
    }
    if (error instanceof Error && error.name === "ZodError") {
      console.error(`Invalid input: check the e-mail address.\n\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
