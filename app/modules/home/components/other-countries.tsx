

/** Placeholder: replaced by the real section. */
export function OtherCountries() {
  return null;
}
