import type { DefaultValue } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "../../../components/ui/field";
import {
  Bell,
  BellRing,
  Heart,
  KeyRound,
  MapPin,
  MessageSquareText,
  Phone,
  UserRound,
} from "../../../components/ui/icons";
import { Link } from "../../../components/ui/link";
import { formRule } from "../../../form-rules";
import { firstError, getFormProps, inputProps, useHouseForm } from "../../../forms";
import { currentLocale, lp, type MessageKey, t } from "../../../i18n/i18n";
import { storedLang } from "../../../i18n/stored";
import type { z } from "../../../zod";
import { SavedSearchList } from "../../alerts/components/saved-search-list";
import type { SavedSearchView } from "../../alerts/rules";
import { enquiryTypeLabel } from "../../enquiry/enquiry-type";
import type { PropertyCardData } from "../../property/card";
import { PropertyCard } from "../../property/components/property-card";
import type { OwnEnquiry, ProfileSettings } from "../profile.server";
import { answerFor, type ProfileAnswer, type ProfileTab } from "../profile-tabs";
import {
  contactsSchema,
  emailChangeSchema,
  generalFormSchema,
  notificationsSchema,
  passwordChangeSchema,
} from "../schema";
import {
  EmailField,
  LocationField,
  NameFields,
  NewPasswordFields,
  PasswordField,
  PhoneEmailFields,
} from "./account-fields";
import { FormMessage, INPUT_CLASS, PRIMARY_SUBMIT } from "./form-parts";

/** Keys, not messages: a tab's label is looked up in the language of the page being shown. */
const TAB_LABELS: Record<ProfileTab, { label: MessageKey; icon: ReactNode }> = {
  general: { label: "account.tabGeneral", icon: <UserRound aria-hidden className="size-5" /> },
  notifications: { label: "account.tabNotifications", icon: <Bell aria-hidden className="size-5" /> },
  contacts: { label: "account.tabContacts", icon: <Phone aria-hidden className="size-5" /> },
  password: { label: "account.tabPassword", icon: <KeyRound aria-hidden className="size-5" /> },
  saved: { label: "account.tabSaved", icon: <Heart aria-hidden className="size-5" /> },
  searches: { label: "account.tabSearches", icon: <BellRing aria-hidden className="size-5" /> },
  enquiries: { label: "account.tabEnquiries", icon: <MessageSquareText aria-hidden className="size-5" /> },
};

export type ProfilePageData = {
  tab: ProfileTab;
  settings: ProfileSettings;
  saved: PropertyCardData[];
  enquiries: OwnEnquiry[];
  searches: SavedSearchView[];
};

/**
 * The profile: a section menu of plain links (?tab=…) and one form per section, each a
 * post to the route's action, so every part works without JavaScript.
 */
export function ProfilePage(props: { path: string; data: ProfilePageData; answer: ProfileAnswer | undefined }) {
  const { data, answer, path } = props;
  const { settings, tab } = data;
  return (
    <main className="bg-sand py-10 sm:py-14">
      <div className="container-page">
        <header className="flex flex-col gap-1">
          <p className="text-xs font-bold tracking-[0.14em] text-gold-700 uppercase">{t("account.profileTitle")}</p>
          <h1 className="text-2xl font-extrabold sm:text-3xl">
            {t("account.profileGreeting", { name: settings.firstName })}
          </h1>
          <p className="text-sm text-neutral-600">{t("account.profileIntro")}</p>
        </header>
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-label={t("account.tabs")}>
            <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:flex-col lg:overflow-visible">
              {(Object.keys(TAB_LABELS) as ProfileTab[]).map((key) => (
                <li key={key} className="shrink-0">
                  <Link
                    to={lp(`${path}?tab=${key}`)}
                    aria-current={key === tab ? "page" : undefined}
                    preventScrollReset
                    className="flex min-h-11 items-center gap-3 rounded-full px-4 text-sm font-semibold whitespace-nowrap text-ink/80 transition-colors hover:bg-white hover:text-ink aria-[current=page]:bg-navy aria-[current=page]:text-white lg:rounded-lg"
                  >
                    <span className="text-gold-700 [[aria-current=page]>&]:text-gold">{TAB_LABELS[key].icon}</span>
                    {t(TAB_LABELS[key].label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="profile-section-title" className="rounded-card bg-white p-5 shadow-soft sm:p-8">
            <h2 id="profile-section-title" className="text-xl font-extrabold">
              {t(TAB_LABELS[tab].label)}
            </h2>
            {tab === "general" ? <GeneralForm settings={settings} answer={answer} /> : null}
            {tab === "notifications" ? <NotificationsForm settings={settings} answer={answer} /> : null}
            {tab === "contacts" ? <ContactsForm settings={settings} answer={answer} /> : null}
            {tab === "password" ? (
              <>
                <PasswordForm answer={answer} />
                <EmailForm email={settings.email} answer={answer} />
              </>
            ) : null}
            {tab === "saved" ? <SavedList saved={data.saved} /> : null}
            {tab === "searches" ? (
              <SavedSearchList
                searches={data.searches}
                message={
                  answer && "saved" in answer && answer.saved.intent.startsWith("search-")
                    ? answer.saved.message
                    : undefined
                }
              />
            ) : null}
            {tab === "enquiries" ? <EnquiryList enquiries={data.enquiries} /> : null}
          </section>
        </div>
      </div>
    </main>
  );
}

function Intro({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-sm text-neutral-600">{children}</p>;
}

/** A tab's Conform form: the action's answer when it is this form's, what is saved as the start. */
function useSectionForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  intent: string,
  schema: Schema,
  answer: ProfileAnswer | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  const { saved, reply } = answerFor(answer, intent);
  const [form, fields] = useHouseForm(formRule(schema), { id: `profile-${intent}`, lastResult: reply, defaultValue });
  return { saved, form, fields };
}

/** The section's form: its outcome on top, the fields, and the submit button. */
function SectionForm(props: {
  intent: string;
  form: ReturnType<typeof useSectionForm>["form"];
  saved: string | undefined;
  submit: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === props.intent;
  const error = firstError(props.form.errors);
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(props.form)}
      className="mt-6 flex flex-col gap-5"
      data-form={props.intent}
    >
      {props.saved ? <FormMessage tone="success">{props.saved}</FormMessage> : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
      <button type="submit" disabled={busy} className={`${PRIMARY_SUBMIT} self-start`}>
        {props.submit}
      </button>
    </Form>
  );
}

function GeneralForm({ settings, answer }: { settings: ProfileSettings; answer: ProfileAnswer | undefined }) {
  // What the user typed wins over what is stored when a save was refused (Conform's reply).
  const { saved, form, fields } = useSectionForm("general", generalFormSchema, answer, {
    firstname: settings.firstName,
    lastname: settings.lastName,
    phone: settings.phone,
    contactdetails: settings.contactEmail,
    location: settings.location,
    city: settings.city,
    state: settings.state,
    country: settings.country,
  });
  return (
    <>
      <Intro>{t("account.generalIntro")}</Intro>
      <SectionForm intent="general" form={form} saved={saved} submit={t("account.save")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <NameFields fields={fields} />
          <PhoneEmailFields fields={fields} />
        </div>
        <LocationField fields={fields} />
      </SectionForm>
    </>
  );
}

function NotificationsForm({ settings, answer }: { settings: ProfileSettings; answer: ProfileAnswer | undefined }) {
  const { saved, form } = useSectionForm("notifications", notificationsSchema, answer);
  const options = [
    ["notifyNewListings", t("account.notifyNewListings"), settings.notifyNewListings],
    ["notifyMarketNews", t("account.notifyMarketNews"), settings.notifyMarketNews],
    ["notifyEnquiryUpdates", t("account.notifyEnquiryUpdates"), settings.notifyEnquiryUpdates],
    ["notifyPriceDrops", t("account.notifyPriceDrops"), settings.notifyPriceDrops],
  ] as const;
  return (
    <>
      <Intro>{t("account.notificationsIntro")}</Intro>
      <SectionForm intent="notifications" form={form} saved={saved} submit={t("account.save")}>
        <fieldset className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200">
          <legend className="sr-only">{t("account.tabNotifications")}</legend>
          {options.map(([name, label, checked]) => (
            <label key={name} className="flex min-h-14 cursor-pointer items-center gap-3 px-4 py-3 text-sm font-medium">
              <input
                type="checkbox"
                name={name}
                defaultChecked={checked}
                className="size-5 shrink-0 rounded accent-navy"
              />
              {label}
            </label>
          ))}
        </fieldset>
      </SectionForm>
    </>
  );
}

function ContactsForm({ settings, answer }: { settings: ProfileSettings; answer: ProfileAnswer | undefined }) {
  const { saved, form, fields } = useSectionForm("contacts", contactsSchema, answer, {
    listingContactName: settings.listingContactName,
    listingContactPhone: settings.listingContactPhone,
    listingContactEmail: settings.listingContactEmail,
  });
  const { listingContactName: name, listingContactPhone: phone, listingContactEmail: email } = fields;
  return (
    <>
      <Intro>{t("account.contactsIntro")}</Intro>
      <SectionForm intent="contacts" form={form} saved={saved} submit={t("account.save")}>
        <Field id="field-listingContactName" label={t("account.contactName")} error={firstError(name.errors)}>
          {(aria) => (
            <input
              key={name.key}
              {...inputProps(name, "text")}
              {...aria}
              autoComplete="name"
              maxLength={120}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="field-listingContactPhone" label={t("account.contactPhone")} error={firstError(phone.errors)}>
            {(aria) => (
              <input
                key={phone.key}
                {...inputProps(phone, "tel")}
                {...aria}
                autoComplete="tel"
                maxLength={30}
                placeholder="+971 50 123 4567"
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field id="field-listingContactEmail" label={t("account.contactEmailLabel")} error={firstError(email.errors)}>
            {(aria) => (
              <input
                key={email.key}
                {...inputProps(email, "email")}
                {...aria}
                autoComplete="email"
                maxLength={254}
                className={INPUT_CLASS}
              />
            )}
          </Field>
        </div>
      </SectionForm>
    </>
  );
}

function PasswordForm({ answer }: { answer: ProfileAnswer | undefined }) {
  const { saved, form, fields } = useSectionForm("password", passwordChangeSchema, answer);
  return (
    <div className="mt-4">
      <h3 className="text-lg font-bold">{t("account.changePassword")}</h3>
      <Intro>{t("account.changePasswordIntro")}</Intro>
      {/* A key per outcome empties the fields after a change. */}
      <SectionForm
        key={saved ? "done" : "open"}
        intent="password"
        form={form}
        saved={saved}
        submit={t("account.changePassword")}
      >
        <PasswordField
          label={t("account.oldPassword")}
          name="oldPassword"
          autoComplete="current-password"
          field={fields.oldPassword}
        />
        <NewPasswordFields
          label={t("account.newPassword")}
          name="newPassword"
          confirmLabel={t("account.confirmNewPassword")}
          confirmId="field-confirm-new-password"
          fields={fields}
        />
      </SectionForm>
    </div>
  );
}

function EmailForm({ email, answer }: { email: string; answer: ProfileAnswer | undefined }) {
  const { saved, form, fields } = useSectionForm("email", emailChangeSchema, answer);
  const newEmail = fields.newEmail;
  return (
    <div className="mt-10 border-t border-neutral-200 pt-8">
      <h3 className="text-lg font-bold">{t("account.changeEmail")}</h3>
      <Intro>{t("account.changeEmailIntro", { email })}</Intro>
      <SectionForm
        key={saved ? "done" : "open"}
        intent="email"
        form={form}
        saved={saved}
        submit={t("account.changeEmail")}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <EmailField id="field-newEmail" label={t("account.newEmail")} field={newEmail} autoComplete="email" />
          <PasswordField
            label={t("account.password")}
            name="password"
            id="field-email-password"
            autoComplete="current-password"
            field={fields.password}
          />
        </div>
      </SectionForm>
    </div>
  );
}

function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col items-center gap-3 rounded-lg bg-sand/60 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-white text-gold-700 shadow-soft">{icon}</span>
      <p className="text-sm font-medium text-neutral-700">{text}</p>
      {action}
    </div>
  );
}

function SavedList({ saved }: { saved: PropertyCardData[] }) {
  if (saved.length === 0) {
    return (
      <EmptyState
        icon={<Heart aria-hidden className="size-6" />}
        text={t("account.savedEmpty")}
        action={
          <Link to={lp("/property-search")} className={PRIMARY_SUBMIT}>
            {t("account.savedBrowse")}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 2xl:grid-cols-3" data-testid="saved-properties">
      {saved.map((p) => (
        <li key={p.id} className="flex">
          <PropertyCard property={p} />
        </li>
      ))}
    </ul>
  );
}

function EnquiryList({ enquiries }: { enquiries: OwnEnquiry[] }) {
  if (enquiries.length === 0) {
    return (
      <EmptyState icon={<MessageSquareText aria-hidden className="size-6" />} text={t("account.enquiriesEmpty")} />
    );
  }
  return (
    <ul className="mt-6 flex flex-col gap-3" data-testid="own-enquiries">
      {enquiries.map((e) => (
        <li key={e.id} className="rounded-lg border border-neutral-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-bold text-ink">{enquiryTypeLabel(e.inquireType)}</p>
            <span className="rounded-full bg-sand px-3 py-1 text-xs font-semibold text-gold-700">
              {t("account.enquiryStatus", { status: e.status })}
            </span>
          </div>
          {e.propertyId && e.propertyTitle ? (
            <>
              <Link
                to={lp(`/property/${e.propertyId}`)}
                lang={storedLang(e, "propertyTitle")}
                className="mt-1 block text-sm font-semibold text-navy underline decoration-gold underline-offset-4"
              >
                {e.propertyTitle}
              </Link>
              {/* The listing's place in the page's language; lang="en" where it has no name in it. */}
              <p
                data-place
                lang={e.place ? e.place.lang : "en"}
                className="mt-1 flex items-center gap-1 text-xs text-neutral-600"
              >
                <MapPin aria-hidden className="size-3.5 shrink-0 text-gold-600" />
                {e.place ? e.place.text : `${e.locationLabel}, ${e.city}`}
              </p>
            </>
          ) : null}
          {e.message ? <p className="mt-2 line-clamp-3 text-sm text-neutral-700">{e.message}</p> : null}
          <p className="mt-2 text-xs text-neutral-600">
            {t("account.enquirySentOn", {
              date: new Date(e.createdAt).toLocaleDateString(currentLocale(), {
                day: "numeric",
                month: "short",
                year: "numeric",
                timeZone: "Asia/Dubai",
              }),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
