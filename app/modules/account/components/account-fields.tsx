import { useState } from "react";
import { Field } from "../../../components/ui/field";
import { type FormField, firstError, inputProps } from "../../../forms";
import { t } from "../../../i18n/i18n";
import { LocationAutocomplete } from "../../home/components/hero/location-autocomplete";
import { PASSWORD_MAX, PASSWORD_MIN } from "../schema";
import { INPUT_CLASS } from "./form-parts";

/**
 * The fields signup and the profile page both show. Signup and the profile's General
 * tab post the same names, so each looks its Conform field up by name.
 */
type Fields = Record<string, FormField | undefined>;

/** The field's first message. */
const errorOf = (field: FormField | undefined) => firstError(field?.errors);

/** The field's value as the form starts (what the server answered, or what was saved). */
function initialOf(field: FormField | undefined): string {
  const value = field?.initialValue;
  return typeof value === "string" ? value : "";
}

/** An uncontrolled text input's Conform props: its name and its first value (its `key` goes beside them). */
function control(field: FormField | undefined, name: string, type: "text" | "email" | "tel") {
  return field ? inputProps(field, type) : { name };
}

/**
 * An account's e-mail input: the login's and "Forgot password?"'s (`username`, so a password
 * manager offers the saved login), sign-up's and a new login e-mail's (`email`).
 */
export function EmailField(props: { id: string; label: string; field: FormField; autoComplete: "username" | "email" }) {
  return (
    <Field id={props.id} label={props.label} error={firstError(props.field.errors)}>
      {(aria) => (
        <input
          key={props.field.key}
          {...inputProps(props.field, "email")}
          {...aria}
          autoComplete={props.autoComplete}
          required
          maxLength={254}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );
}

export function NameFields({ fields }: { fields: Fields }) {
  return (
    <>
      <Field id="field-firstname" label={t("account.firstName")} error={errorOf(fields.firstname)}>
        {(aria) => (
          <input
            key={fields.firstname?.key}
            {...control(fields.firstname, "firstname", "text")}
            {...aria}
            autoComplete="given-name"
            required
            maxLength={120}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field id="field-lastname" label={t("account.lastName")} error={errorOf(fields.lastname)}>
        {(aria) => (
          <input
            key={fields.lastname?.key}
            {...control(fields.lastname, "lastname", "text")}
            {...aria}
            autoComplete="family-name"
            required
            maxLength={120}
            className={INPUT_CLASS}
          />
        )}
      </Field>
    </>
  );
}

/** The phone and the e-mail for being contacted, which need not be the login e-mail. */
export function PhoneEmailFields(props: { fields: Fields; phonePlaceholder?: string }) {
  const { fields } = props;
  return (
    <>
      <Field id="field-phone" label={t("account.phone")} error={errorOf(fields.phone)}>
        {(aria) => (
          <input
            key={fields.phone?.key}
            {...control(fields.phone, "phone", "tel")}
            {...aria}
            autoComplete="tel"
            placeholder={props.phonePlaceholder}
            required
            maxLength={30}
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field id="field-contactdetails" label={t("account.contactEmail")} error={errorOf(fields.contactdetails)}>
        {(aria) => (
          <input
            key={fields.contactdetails?.key}
            {...control(fields.contactdetails, "contactdetails", "email")}
            {...aria}
            autoComplete="email"
            required
            maxLength={254}
            className={INPUT_CLASS}
          />
        )}
      </Field>
    </>
  );
}

/** The place autocomplete; the chosen place's parts travel in hidden inputs beside it. */
export function LocationField(props: { fields: Fields; hint?: string }) {
  const { fields } = props;
  const [location, setLocation] = useState(() => initialOf(fields.location));
  const [place, setPlace] = useState(() => ({
    city: initialOf(fields.city),
    state: initialOf(fields.state),
    country: initialOf(fields.country),
  }));
  return (
    <Field
      id="field-location"
      label={t("account.location")}
      hint={props.hint}
      error={errorOf(fields.location) ?? errorOf(fields.city) ?? errorOf(fields.country)}
    >
      {(aria) => (
        <>
          <LocationAutocomplete
            field={aria}
            name="location"
            places="world"
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
  /** Its Conform field: the errors; a password never gets a first value. */
  field?: FormField;
}) {
  return (
    <Field id={props.id ?? `field-${props.name}`} label={props.label} hint={props.hint} error={errorOf(props.field)}>
      {(aria) => (
        <input
          key={props.field?.key}
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
  fields: Fields;
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
        field={props.fields[props.name]}
      />
      <PasswordField
        label={props.confirmLabel}
        name="confirmPassword"
        id={props.confirmId}
        autoComplete="new-password"
        field={props.fields.confirmPassword}
      />
    </div>
  );
}
