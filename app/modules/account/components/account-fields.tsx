import { useState } from "react";
import { Field } from "../../../components/ui/field";
import { t } from "../../../i18n/i18n";
import { LocationAutocomplete } from "../../home/components/hero/location-autocomplete";
import { PASSWORD_MAX, PASSWORD_MIN } from "../schema";
import { INPUT_CLASS } from "./form-parts";

/**
 * The fields signup and the profile page both show. Signup and the profile's General
 * tab post the same names, so values and server errors are looked up by field name.
 */
type ByName = Record<string, string | undefined>;

export function NameFields({ values, errors }: { values: ByName; errors: ByName }) {
  return (
    <>
      <Field id="field-firstname" label={t("account.firstName")} error={errors.firstname}>
        {(aria) => (
          <input
            {...aria}
            name="firstname"
            autoComplete="given-name"
            required
            maxLength={120}
            defaultValue={values.firstname}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field id="field-lastname" label={t("account.lastName")} error={errors.lastname}>
        {(aria) => (
          <input
            {...aria}
            name="lastname"
            autoComplete="family-name"
            required
            maxLength={120}
            defaultValue={values.lastname}
            className={INPUT_CLASS}
          />
        )}
      </Field>
    </>
  );
}

/** The phone and the e-mail for being contacted, which need not be the login e-mail. */
export function PhoneEmailFields(props: { values: ByName; errors: ByName; phonePlaceholder?: string }) {
  const { values, errors } = props;
  return (
    <>
      <Field id="field-phone" label={t("account.phone")} error={errors.phone}>
        {(aria) => (
          <input
            {...aria}
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder={props.phonePlaceholder}
            required
            maxLength={30}
            defaultValue={values.phone}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field id="field-contactdetails" label={t("account.contactEmail")} error={errors.contactdetails}>
        {(aria) => (
          <input
            {...aria}
            name="contactdetails"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values.contactdetails}
            className={INPUT_CLASS}
          />
        )}
      </Field>
    </>
  );
}

/** The place autocomplete; the chosen place's parts travel in hidden inputs beside it. */
export function LocationField(props: { values: ByName; errors: ByName; hint?: string }) {
  const { values, errors } = props;
  const [location, setLocation] = useState(values.location ?? "");
  const [place, setPlace] = useState({
    city: values.city ?? "",
    state: values.state ?? "",
    country: values.country ?? "",
  });
  return (
    <Field
      id="field-location"
      label={t("account.location")}
      hint={props.hint}
      error={errors.location ?? errors.city ?? errors.country}
    >
      {(aria) => (
        <>
          <LocationAutocomplete
            field={aria}
            name="location"
            required
            text={location}
            onTextChange={(text) => {
              setLocation(text);
              // Typed text is no longer the chosen place.
              setPlace({ city: "", state: "", country: "" });
            }}
            onSelect={(chosen) => setPlace({ city: chosen.district, state: chosen.state, country: chosen.country })}
          />
          <input type="hidden" name="city" value={place.city} />
          <input type="hidden" name="state" value={place.state} />
          <input type="hidden" name="country" value={place.country} />
        </>
      )}
    </Field>
  );
}

/** A password input with the limit the server holds every password to; its id is `field-<name>` unless given. */
export function PasswordField(props: {
  label: string;
  name: string;
  id?: string;
  autoComplete: "current-password" | "new-password";
  /** What a new password must contain, under the field. */
  hint?: string;
  minLength?: number;
  error?: string;
}) {
  return (
    <Field id={props.id ?? `field-${props.name}`} label={props.label} hint={props.hint} error={props.error}>
      {(aria) => (
        <input
          {...aria}
          name={props.name}
          type="password"
          autoComplete={props.autoComplete}
          required
          minLength={props.minLength}
          maxLength={PASSWORD_MAX}
          className={INPUT_CLASS}
        />
      )}
    </Field>
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
      <PasswordField
        label={props.label}
        name={props.name}
        id={props.id}
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
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
