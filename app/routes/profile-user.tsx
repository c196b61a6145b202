import "../i18n/en-pages";
import { ProfilePage } from "../modules/account/components/profile-page";
import { profileHeaders, profileMeta } from "../modules/account/profile-meta";
import type { Route } from "./+types/profile-user";
import { profileAction, profileLoader } from "./profile.server";

/** /usre-profile1: the signed-in user's profile, opening on the general tab (the original site's address). */
export function loader(args: Route.LoaderArgs) {
  return profileLoader(args, "general");
}

export function action(args: Route.ActionArgs) {
  return profileAction(args);
}

export const headers = profileHeaders;

export const meta: Route.MetaFunction = profileMeta;

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage path="/usre-profile1" data={loaderData} answer={actionData} />;
}
