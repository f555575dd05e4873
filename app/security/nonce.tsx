import { createContext, useContext } from "react";

// The CSP nonce only exists on the server; in the browser it is read back as "".
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
