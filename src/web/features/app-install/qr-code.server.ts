import QRCode from "qrcode";

/**
 * A QR code of `url` as an SVG drawing, made on the server (the qrcode package stays out of the
 * browser). Dark modules in the text colour, on a white quiet zone, as phone cameras expect.
 */
export async function drawQrCode(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#221E1AFF", light: "#FFFFFFFF" },
  });
  // Sized by its container; the title names it for screen readers.
  return svg.replace("<svg ", '<svg role="img" aria-label="QR code for this page" ');
}
