import { useState } from "react";
import { t } from "../../../i18n/i18n";
import { LocationAutocomplete } from "../../home/components/hero/location-autocomplete";
import { PASSWORD_MAX, PASSWORD_MIN } from "../schema";
import { FieldError, FormField } from "./form-field";

/**
 * The fields signup and the profile page both show. Signup and the profile's General
 * tab post the same names, so values and server errors are looked up by field name.
 */
type ByName = Record<string, string | undefined>;

export function NameFields({ values, errors }: { values: ByName; errors: ByName }) {
  return (
    <>
      <FormField
        label={t("account.firstName")}
        name="firstname"
        autoComplete="given-name"
        required
        maxLength={120}
        defaultValue={values.firstname}
        error={errors.firstname}
      />
      <FormField
        label={t("account.lastName")}
        name="lastname"
        autoComplete="family-name"
        required
        maxLength={120}
        defaultValue={values.lastname}
        error={errors.lastname}
      />
    </>
  );
}

/** The phone and the e-mail for being contacted, which need not be the login e-mail. */
export function PhoneEmailFields(props: { values: ByName; errors: ByName; phonePlaceholder?: string }) {
  const { values, errors } = props;
  return (
    <>
      <FormField
        label={t("account.phone")}
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder={props.phonePlaceholder}
        required
        maxLength={30}
        defaultValue={values.phone}
        error={errors.phone}
      />
      <FormField
        label={t("account.contactEmail")}
        name="contactdetails"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={values.contactdetails}
        error={errors.contactdetails}
      />
    </>
  );
}

/** The place autocomplete; the chosen place's parts travel in hidden inputs beside it. */
export function LocationField(props: { values: ByName; errors: ByName; hint?: string }) {
  const { values, errors, hint } = props;
  const [location, setLocation] = useState(values.location ?? "");
  const [place, setPlace] = useState({
    city: values.city ?? "",
    state: values.state ?? "",
    country: values.country ?? "",
  });
  return (
    <div className="flex flex-col gap-1.5">
      <LocationAutocomplete
        name="location"
        label={t("account.location")}
        required
        text={location}
        invalid={Boolean(errors.location)}
        describedBy={errors.location ? "field-location-error" : hint ? "field-location-hint" : undefined}
        onTextChange={(text) => {
          setLocation(text);
          // Typed text is no longer the chosen place.
          setPlace({ city: "", state: "", country: "" });
        }}
        onSelect={(chosen) => setPlace({ city: chosen.district, state: chosen.state, country: chosen.country })}
      />
      {hint ? (
        <p id="field-location-hint" className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
      <FieldError id="field-location-error" message={errors.location ?? errors.city ?? errors.country} />
      <input type="hidden" name="city" value={place.city} />
      <input type="hidden" name="state" value={place.state} />
      <input type="hidden" name="country" value={place.country} />
    </div>
  );
}

/** A password input with the limit the server holds every password to. */
export function PasswordField(props: {
  label: string;
  name: string;
  id?: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
}) {
  return (
    <FormField
      label={props.label}
      name={props.name}
      id={props.id}
      type="password"
      autoComplete={props.autoComplete}
      required
      maxLength={PASSWORD_MAX}
      error={props.error}
    />
  );
}

/**
 * A new password beside its confirmation, always posted as `confirmPassword`. Only the
 * first states the minimum length: the second must merely match it.
 */
export function NewPasswordFields(props: {
  label: string;
  name: string;
  id?: string;
  confirmLabel: string;
  confirmId: string;
  errors: ByName;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        label={props.label}
        name={props.name}
        id={props.id}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        hint={t("account.passwordHint", { min: PASSWORD_MIN })}
        error={props.errors[props.name]}
      />
      <PasswordField
        label={props.confirmLabel}
        name="confirmPassword"
        id={props.confirmId}
        autoComplete="new-password"
        error={props.errors.confirmPassword}
      />
    </div>
  );
}
