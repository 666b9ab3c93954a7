/** What the ConvertKit integration tells a creator, shared by the API's errors and the page's notices. */
export const convertkitMessages = {
  notAvailable: "ConvertKit isn't available on this server yet.",
  notConnected: "Connect ConvertKit first.",
  expired: "Your ConvertKit connection has expired. Connect again to keep adding contacts.",
  denied: "You didn't give Ladle access to ConvertKit, so nothing changed.",
  staleState: "That connection attempt has expired or was started elsewhere. Connect again from this page.",
  refused: "ConvertKit didn't accept the connection. Try connecting again.",
  unavailable: "ConvertKit didn't answer. Try again in a minute.",
  unknownTarget: "That form or tag isn't in your ConvertKit account any more. Pick another.",
} as const;
