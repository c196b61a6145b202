import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext } from "../../context";
import type { Role, SessionUser } from "../../modules/account/session.server";
import { STAFF } from "../../modules/admin/constants";

/**
 * The signed-in staff member of this request. Anonymous visitors are sent to the login
 * page (back here afterwards); a signed-in user without one of `roles` gets a 403 that the
 * back office's ErrorBoundary shows as "You do not have access". Every loader and action
 * under /admin calls this itself: loaders run in parallel, so a parent's check alone would
 * not stop a child's loader from reading data.
 */
export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
  roles: readonly Role[] = STAFF,
): Promise<SessionUser> {
  const user = await context.get(appContext).user();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login-signup?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!roles.includes(user.role)) throw data({ reason: "forbidden" }, { status: 403 });
  return user;
}
