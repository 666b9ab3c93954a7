import { useState } from "react";
import { notify } from "./toast.ts";

/**
 * Copies text to the clipboard with a toast, and says "copied" for two seconds. Where the browser
 * refuses (no permission, an old browser), it asks the reader to copy by hand.
 */
export function useCopyText() {
  const [isCopied, setIsCopied] = useState(false);
  async function copy(text: string, done = "Copied.") {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      notify.success(done);
      setTimeout(() => setIsCopied(false), 2000);
    } catch {
      notify.info("Select the text and copy it.");
    }
  }
  return { isCopied, copy };
}
