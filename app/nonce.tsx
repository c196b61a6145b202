import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** The server wraps the app in this so inline scripts carry the request's CSP nonce. */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
